; obligation of cushing.lemma-1.5.iii.proof-values.mix-10, rebuilt from its expression
(set-logic QF_UFNIRA)
(declare-fun P (Int Int) Real)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 20) 0))
(assert (and (= (+ (* 40.0 (P 10 4)) (- 16.0)) 0.0) (= (+ (* (- 40.0) (P (+ n (- 10)) 4)) (* 4.0 (P (+ n (- 10)) 4) (to_real n)) (* (- 1.0) (to_real (ite (= (+ n (- 11)) 0) 4 (ite (= (+ n (- 12)) 0) 6 (ite (= (+ n (- 13)) 0) 7 (ite (= (+ n (- 14)) 0) 9 (ite (= (+ n (- 15)) 0) 10 (ite (= (+ n (- 16)) 0) 12 (ite (<= (+ n (- 20)) 0) (+ n (- 4)) 16)))))))))) 0.0)))
(assert (not (= (+ (* 40.0 (P 10 4)) (* (- 40.0) (P (+ n (- 10)) 4)) (* 4.0 (P (+ n (- 10)) 4) (to_real n)) (- 32.0)) 0.0)))
(check-sat)
