; certify glue obligation moves.1.step of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 0) (>= k 0)))
(assert (= n 0))
(assert (not (not (= 1 0))))
(check-sat)
