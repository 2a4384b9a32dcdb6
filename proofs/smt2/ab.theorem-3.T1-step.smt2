; obligation of ab.theorem-3.T1-step, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun t () Real)
(assert (<= (+ (* (- 1.0) t) 2.0) 0.0))
(assert (not (and (<= (+ (* (- 1.0) t) 2.0) 0.0) true true true true (<= (+ (* (- 1.0) t) 1.0) 0.0))))
(check-sat)
