; obligation of cushing.lemma-1.5.i.lower-bound.base-3, rebuilt from its expression
(set-logic QF_UFNIRA)
(declare-fun P (Int Int) Real)
(declare-fun m () Int)
(assert (<= (+ (* (- 1) m) 8) 0))
(assert (= (+ (P m 3) (* (- 1.0) (ite (= (+ m (- 1)) 0) 1.0 (ite (= (+ m (- 2)) 0) (/ 2.0 3.0) (ite (= (+ m (- 3)) 0) (/ 5.0 9.0) (ite (= (+ m (- 4)) 0) (/ 1.0 2.0) (ite (= (+ m (- 5)) 0) (/ 7.0 15.0) (ite (= (+ m (- 6)) 0) (/ 4.0 9.0) (ite (= (+ m (- 7)) 0) (/ 3.0 7.0) (/ (/ 10.0 3.0) (to_real m))))))))))) 0.0))
(assert (not (>= (+ (* (P m 3) (to_real m)) (- 3.0)) 0.0)))
(check-sat)
