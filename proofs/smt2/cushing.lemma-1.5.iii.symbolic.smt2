; obligation of cushing.lemma-1.5.iii.symbolic, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun n () Real)
(declare-fun k () Real)
(assert (<= (+ (* (- 1.0) n) 20.0) 0.0))
(assert (<= (+ (* (- 1.0) k) 10.0) 0.0))
(assert (<= (+ k (* (- 1.0) n) 10.0) 0.0))
(assert (not (and true true)))
(check-sat)
