; certify glue obligation promote.cushing.theorem-1.1.cover of cushing.theorem-1.1.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) true))
(assert (not (or (and (>= n 2) (>= m 2)) (= m 1) (= n 1))))
(check-sat)
