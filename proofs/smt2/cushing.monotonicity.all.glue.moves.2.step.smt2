; certify glue obligation moves.2.step of cushing.monotonicity.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(declare-const c Int)
(assert (and (>= c 1) (<= c 2) (>= a 1) (>= b 1)))
(assert (and (= c 2) (>= a 2) (>= b 2)))
(assert (not (not (= 1 0))))
(check-sat)
