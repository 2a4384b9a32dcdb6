; obligation of cushing.lemma-1.5.iii.proof-values.mix-4, rebuilt from its expression
(set-logic QF_UFNIRA)
(declare-fun P (Int Int) Real)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 14) 0))
(assert (and (= (+ (* 16.0 (P 4 4)) (- 9.0)) 0.0) (= (+ (* (- 16.0) (P (+ n (- 4)) 4)) (* 4.0 (P (+ n (- 4)) 4) (to_real n)) (* (- 1.0) (to_real (ite (= (+ n (- 5)) 0) 4 (ite (= (+ n (- 6)) 0) 6 (ite (= (+ n (- 7)) 0) 7 (ite (= (+ n (- 8)) 0) 9 (ite (= (+ n (- 9)) 0) 10 (ite (= (+ n (- 10)) 0) 12 (ite (<= (+ n (- 14)) 0) (+ n 2) 16)))))))))) 0.0)))
(assert (not (= (+ (* 16.0 (P 4 4)) (* (- 16.0) (P (+ n (- 4)) 4)) (* 4.0 (P (+ n (- 4)) 4) (to_real n)) (- 25.0)) 0.0)))
(check-sat)
