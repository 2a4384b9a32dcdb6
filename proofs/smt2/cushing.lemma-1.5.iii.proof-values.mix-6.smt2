; obligation of cushing.lemma-1.5.iii.proof-values.mix-6, rebuilt from its expression
(set-logic QF_UFNIRA)
(declare-fun P (Int Int) Real)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 16) 0))
(assert (and (= (+ (* 24.0 (P 6 4)) (- 12.0)) 0.0) (= (+ (* (- 24.0) (P (+ n (- 6)) 4)) (* 4.0 (P (+ n (- 6)) 4) (to_real n)) (* (- 1.0) (to_real (ite (= (+ n (- 7)) 0) 4 (ite (= (+ n (- 8)) 0) 6 (ite (= (+ n (- 9)) 0) 7 (ite (= (+ n (- 10)) 0) 9 (ite (= (+ n (- 11)) 0) 10 (ite (= (+ n (- 12)) 0) 12 (ite (<= (+ n (- 16)) 0) n 16)))))))))) 0.0)))
(assert (not (= (+ (* 24.0 (P 6 4)) (* (- 24.0) (P (+ n (- 6)) 4)) (* 4.0 (P (+ n (- 6)) 4) (to_real n)) (- 28.0)) 0.0)))
(check-sat)
