; certify glue obligation promote.nica.section-1.1.safe-bid-entropy.1.domain.1 of nica.section-1.1.safe-bid-entropy.all; unsat means it holds
(set-logic ALL)
(declare-const b Int)
(declare-const n Int)
(assert (and (>= n 2) (>= b 1) (<= b (- n 1)) true))
(assert true)
(assert (not (>= n 1)))
(check-sat)
