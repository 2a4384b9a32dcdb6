; obligation of ab.theorem-3.all.recurrence-P-even, rebuilt from its expression
(set-logic QF_NIRA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 1) 0))
(assert (not (and (>= (+ (* 2.0 (to_real (ite (<= (+ (* 2 n) (- 1)) 0) 0 (+ (* n n) (* 2 n) (- 2))))) (* (- 2.0) (to_real n)) (* 4.0 (to_real n) (to_real n)) (ite (<= (+ n (- 1)) 0) 0.0 (+ (* (- (/ 56.0 3.0)) (to_real n)) (* 3.0 (to_real n) (to_real n)) (* (/ 8.0 3.0) (to_real n) (to_real n) (to_real n)) 17.0)) (* (- 1.0) (ite (<= (+ (* 2 n) (- 1)) 0) 0.0 (+ (* 7.0 (to_real n) (to_real n)) (* (- (/ 38.0 3.0)) (to_real n)) (* (/ 8.0 3.0) (to_real n) (to_real n) (to_real n)) 6.0)))) 0.0) (= (+ (ite (<= (+ (* 2 n) (- 1)) 0) 0.0 (+ (* 7.0 (to_real n) (to_real n)) (* (- (/ 38.0 3.0)) (to_real n)) (* (/ 8.0 3.0) (to_real n) (to_real n) (to_real n)) 6.0)) (* (- 2.0) (to_real (ite (<= (+ n (- 1)) 0) 0 (+ (* 2 n n) (* 4 n) (- 9))))) (* 2.0 (to_real n)) (* (- 4.0) (to_real n) (to_real n)) (* (- 1.0) (ite (<= (+ (* 2 n) (- 3)) 0) 0.0 (+ (* (- (/ 56.0 3.0)) (to_real n)) (* (- 1.0) (to_real n) (to_real n)) (* (/ 8.0 3.0) (to_real n) (to_real n) (to_real n)) 23.0))) (- 1.0)) 0.0))))
(check-sat)
