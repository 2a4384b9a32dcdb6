; obligation of ab.table-2, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 4) 0))
(assert (not (= (+ (- (div (* (- 1) n) 2)) (* (- 1) (ite (< (- (div (+ (* (- 1) n) 1) 2)) (+ (- (div (* (- 1) n) 2)) (- 1))) (- (div (+ (* (- 1) n) 1) 2)) (+ (- (div (* (- 1) n) 2)) (- 1)))) (- 1)) 0)))
(check-sat)
