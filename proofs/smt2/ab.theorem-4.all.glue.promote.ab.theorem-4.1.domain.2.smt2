; certify glue obligation promote.ab.theorem-4.1.domain.2 of ab.theorem-4.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 2) true))
(assert true)
(assert (not (or (and (= 1 0) (>= n 2)) (and (= 1 1) (>= n 2)) (and (= 1 2) (>= n 1)))))
(check-sat)
