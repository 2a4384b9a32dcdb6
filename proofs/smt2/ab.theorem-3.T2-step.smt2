; obligation of ab.theorem-3.T2-step, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun t () Real)
(assert (<= (+ (* (- 1.0) t) 3.0) 0.0))
(assert (not (and true true true true true)))
(check-sat)
