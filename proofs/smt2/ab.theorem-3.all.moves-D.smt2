; obligation of ab.theorem-3.all.moves-D, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun t () Real)
(assert (<= (+ (* (- 1.0) t) 2.0) 0.0))
(assert (not (and true true true true (>= (+ (* 2.0 t) (- 2.0)) 0.0) (>= (+ (* 2.0 t) 1.0) 0.0) true true (>= (* 2.0 t) 0.0) (>= (+ (* 2.0 t) 3.0) 0.0))))
(check-sat)
