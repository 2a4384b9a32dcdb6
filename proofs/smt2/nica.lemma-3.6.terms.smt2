; obligation of nica.lemma-3.6.terms, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun alpha () Real)
(assert (<= (+ (* (- 1.0) alpha) 2.0) 0.0))
(assert (> (+ alpha (- 2.0)) 0.0))
(assert (not (and true true)))
(check-sat)
