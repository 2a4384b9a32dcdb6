; obligation of ab.theorem-4.proof-steps, rebuilt from its expression
(set-logic QF_LIRA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 4) 0))
(assert (not (and (<= (+ (- (div (* (- 1) n) 2)) (* (- 1) (- (div (+ (* (- 1) n) 1) 2))) (- 1)) 0) (= (+ (ite (= (mod n 2) 0) (* (/ 1.0 2.0) (to_real n)) (+ (* (/ 1.0 2.0) (to_real n)) (/ 1.0 2.0))) (* (- 1.0) (to_real (- (div (* (- 1) n) 2))))) 0.0))))
(check-sat)
