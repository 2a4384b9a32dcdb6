; obligation of nica.lemma-3.7, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun t () Real)
(assert (<= (* (- 1.0) t) 0.0))
(assert (<= (+ t (- 1.0)) 0.0))
(assert (= (+ (* 3.0 t) (- 2.0)) 0.0))
(assert (not (= (+ (* 3.0 t) (- 2.0)) 0.0)))
(check-sat)
