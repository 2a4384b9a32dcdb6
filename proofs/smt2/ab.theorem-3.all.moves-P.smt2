; obligation of ab.theorem-3.all.moves-P, rebuilt from its expression
(set-logic QF_NRA)
(declare-fun t () Real)
(assert (<= (+ (* (- 1.0) t) 2.0) 0.0))
(assert (not (and true (>= (+ (* 2.0 t t) (* (- 4.0) t) 7.0) 0.0) true (>= (* 2.0 t t) 0.0) true true)))
(check-sat)
