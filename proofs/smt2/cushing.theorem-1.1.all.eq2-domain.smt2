; obligation of cushing.theorem-1.1.all.eq2-domain, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(declare-fun m () Int)
(assert (<= (+ (* (- 1) n) 5) 0))
(assert (<= (+ (* (- 1) m) 5) 0))
(assert (not (or (and (= (+ n (- 5)) 0) (<= (+ m (- 6)) 0)) (and (<= (+ (* (- 1) n) 6) 0) (<= (+ n (- 10)) 0) (or (= (+ m (- 6)) 0) (= (+ m (- 10)) 0))) (and (>= (+ (ite (= (+ m (- 2)) 0) 1 (+ (div m 4) (div (+ m 1) 4))) (- 2)) 0) (>= (+ (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (- 2)) 0) (not (and (or (= (+ n (- 4)) 0) (= (+ n (- 5)) 0)) (= (+ (ite (= (+ m (- 2)) 0) 1 (+ (div m 4) (div (+ m 1) 4))) (- 2)) 0))) (not (and (or (= (+ m (- 4)) 0) (= (+ m (- 6)) 0) (= (+ m (- 10)) 0)) (or (= (+ (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (- 4)) 0) (= (+ (ite (= (+ n (- 2)) 0) 1 (+ (div (+ n 2) 4) (div (+ n 3) 4))) (- 4)) 0))))))))
(check-sat)
