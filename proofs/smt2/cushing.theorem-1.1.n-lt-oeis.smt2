; obligation of cushing.theorem-1.1.n-lt-oeis, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(assert (<= (* (- 1) n) 0))
(assert (not (and (= (+ (* (- 1) (div n 4)) (div (+ n 1) 4) (* (- 1) (ite (= (+ (mod n 4) (- 3)) 0) 1 0))) 0) (= (+ (* (- 1) (ite (= (+ (mod n 4) (- 3)) 0) 1 0)) (* (- 2) (div n 4)) (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (* (- 1) (ite (= (+ n (- 2)) 0) 1 0))) 0))))
(check-sat)
