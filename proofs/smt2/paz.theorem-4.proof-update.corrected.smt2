; obligation of paz.theorem-4.proof-update.corrected, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun s () Int)
(assert (<= (+ (* (- 1) s) 2) 0))
(assert (not (and (<= (+ (* 2 (- (div (* (- 1) s) 2))) (* (- 1) s) (- 1)) 0) (< (+ s (* (- 2) (- (div (* (- 1) s) 2))) (- 2)) 0) (<= (+ s (* (- 1) (div s 2)) (* (- 1) (- (div (* (- 1) s) 2)))) 0))))
(check-sat)
