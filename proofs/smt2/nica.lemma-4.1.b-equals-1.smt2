; obligation of nica.lemma-4.1.b-equals-1, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun m () Real)
(assert (<= (+ (* (- 1.0) m) 1.0) 0.0))
(assert (not true))
(check-sat)
