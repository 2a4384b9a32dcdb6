; certify glue obligation promote.cushing.monotonicity.opponent.1.domain.1 of cushing.monotonicity.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(assert (and (>= a 1) (>= b 1) true))
(assert true)
(assert (not (and (>= 2 1) (<= 2 2) (>= a 1) (>= b 1))))
(check-sat)
