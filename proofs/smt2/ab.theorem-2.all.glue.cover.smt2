; certify glue obligation cover of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (>= n 0))
(assert (not (or (= n 0) (>= n 1))))
(check-sat)
