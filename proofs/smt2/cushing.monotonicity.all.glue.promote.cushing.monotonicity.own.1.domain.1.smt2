; certify glue obligation promote.cushing.monotonicity.own.1.domain.1 of cushing.monotonicity.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(assert (and (>= a 1) (>= b 1) true))
(assert true)
(assert (not (and (>= 1 1) (<= 1 2) (>= a 1) (>= b 1))))
(check-sat)
