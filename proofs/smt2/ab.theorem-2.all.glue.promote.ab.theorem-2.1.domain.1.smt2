; certify glue obligation promote.ab.theorem-2.1.domain.1 of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 1) true))
(assert true)
(assert (not (and (>= n 0) (>= 0 0))))
(check-sat)
