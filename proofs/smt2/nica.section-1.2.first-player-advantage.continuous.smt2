; obligation of nica.section-1.2.first-player-advantage.continuous, rebuilt from its expression
(set-logic QF_NRA)
(declare-fun alpha () Real)
(assert (<= (+ (* (- 1.0) alpha) 1.0) 0.0))
(assert (<= (+ alpha (- 2.0)) 0.0))
(assert (> (+ alpha (- 1.0)) 0.0))
(assert (not (and (<= (+ (* (- 9.0) alpha alpha) (* 24.0 alpha) (- 16.0)) 0.0) (<= (+ (* alpha alpha) (* (- 3.0) alpha) 2.0) 0.0))))
(check-sat)
