; certify glue obligation measure of ab.theorem-3.all; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const s Int)
(assert (or (and (= c 0) (>= s 2)) (and (= c 1) (>= s 1)) (and (= c 2) (>= s 2))))
(assert (not (>= (- (+ (* 3 s) 2) c) 0)))
(check-sat)
