; obligation of cushing.proof-1.1.case-3.8n5, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun j () Real)
(assert (<= (+ (* (- 1.0) j) 1.0) 0.0))
(assert (not (and (= (+ (ite (= j 0.0) 1.0 (* 2.0 j)) (* (- 2.0) j)) 0.0) (= (+ (ite (= j 0.0) 1.0 (+ (* 2.0 j) 2.0)) (* (- 2.0) j) (- 2.0)) 0.0))))
(check-sat)
