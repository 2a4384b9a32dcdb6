; obligation of ab.table-1.T1, rebuilt from its expression
(set-logic QF_NRA)
(declare-fun t () Real)
(assert (<= (+ (* (- 1.0) t) 2.0) 0.0))
(assert (not (and (= (+ (* 3.0 t) (* t t) (* (- 1.0) (ite (< (+ (* 3.0 t) (* t t) (- 1.0)) (+ (* t t) (* 4.0 t) (- 2.0))) (+ (* 3.0 t) (* t t) (- 1.0)) (+ (* t t) (* 4.0 t) (- 2.0)))) (- 1.0)) 0.0) (= (+ (* t t) (* 2.0 t) (* (- 1.0) (ite (< (+ (* 3.0 t) (* t t) (- 4.0)) (+ (* 2.0 t) (* t t) (- 2.0))) (+ (* 3.0 t) (* t t) (- 4.0)) (+ (* 2.0 t) (* t t) (- 2.0)))) (- 2.0)) 0.0))))
(check-sat)
