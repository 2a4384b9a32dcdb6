; obligation of cushing.lemma-1.5.m3.symbolic.corrected, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun n () Real)
(declare-fun k () Real)
(assert (<= (+ (* (- 1.0) n) 11.0) 0.0))
(assert (<= (+ (* (- 1.0) k) 4.0) 0.0))
(assert (<= (+ k (* (- 1.0) n) 4.0) 0.0))
(assert (not (and true true true)))
(check-sat)
