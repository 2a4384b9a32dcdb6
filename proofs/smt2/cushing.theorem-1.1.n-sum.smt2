; obligation of cushing.theorem-1.1.n-sum, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 3) 0))
(assert (not (= (+ (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (ite (= (+ n (- 2)) 0) 1 (+ (div (+ n 2) 4) (div (+ n 3) 4))) (* (- 1) n)) 0)))
(check-sat)
