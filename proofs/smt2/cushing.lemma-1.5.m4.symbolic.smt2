; obligation of cushing.lemma-1.5.m4.symbolic, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun n () Real)
(declare-fun k () Real)
(assert (<= (+ (* (- 1.0) n) 11.0) 0.0))
(assert (<= (+ (* (- 1.0) k) 5.0) 0.0))
(assert (<= (+ k (* (- 1.0) n) 5.0) 0.0))
(assert (not (and true true true true true true)))
(check-sat)
