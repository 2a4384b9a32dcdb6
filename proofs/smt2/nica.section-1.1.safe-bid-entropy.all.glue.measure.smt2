; certify glue obligation measure of nica.section-1.1.safe-bid-entropy.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (>= n 1))
(assert (not (>= n 0)))
(check-sat)
