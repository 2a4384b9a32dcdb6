; obligation of cushing.lemma-1.5.m2.symbolic, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun n () Real)
(declare-fun k () Real)
(assert (<= (+ (* (- 1.0) n) 11.0) 0.0))
(assert (<= (+ (* (- 1.0) k) 2.0) 0.0))
(assert (<= (+ k (* (- 1.0) n) 2.0) 0.0))
(assert (not (and true true true true)))
(check-sat)
