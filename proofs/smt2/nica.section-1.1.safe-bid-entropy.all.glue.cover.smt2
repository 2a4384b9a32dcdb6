; certify glue obligation cover of nica.section-1.1.safe-bid-entropy.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (>= n 1))
(assert (not (or (= n 1) (>= n 2) (>= n 2))))
(check-sat)
