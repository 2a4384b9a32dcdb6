; certify glue obligation cover of cushing.monotonicity.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(declare-const c Int)
(assert (and (>= c 1) (<= c 2) (>= a 1) (>= b 1)))
(assert (not (or (or (= a 1) (= b 1)) (and (= c 2) (>= a 2) (>= b 2)) (and (= c 1) (>= a 2) (>= b 2)))))
(check-sat)
