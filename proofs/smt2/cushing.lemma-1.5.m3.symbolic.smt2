; obligation of cushing.lemma-1.5.m3.symbolic, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun n () Real)
(assert (<= (+ (* (- 1.0) n) 11.0) 0.0))
(assert (not (= (+ (* (- 6.0) n) 14.0) 0.0)))
(check-sat)
