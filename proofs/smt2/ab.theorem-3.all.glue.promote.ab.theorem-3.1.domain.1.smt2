; certify glue obligation promote.ab.theorem-3.1.domain.1 of ab.theorem-3.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 2) true))
(assert true)
(assert (not (or (and (= 0 0) (>= n 2)) (and (= 0 1) (>= n 1)) (and (= 0 2) (>= n 2)))))
(check-sat)
