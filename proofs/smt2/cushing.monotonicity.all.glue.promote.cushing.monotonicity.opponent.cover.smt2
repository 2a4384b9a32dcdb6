; certify glue obligation promote.cushing.monotonicity.opponent.cover of cushing.monotonicity.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(assert (and (>= a 1) (>= b 1) true))
(assert (not (or true)))
(check-sat)
