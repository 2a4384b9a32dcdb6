; obligation of cushing.lemma-1.2.k2-n13, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 5) 0))
(assert (or (= (+ (mod n 4) (- 1)) 0) (= (+ (mod n 4) (- 3)) 0)))
(assert (not (and (= (+ (ite (= (+ n (- 4)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (* (- 1) (ite (= (+ n (- 2)) 0) 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))) 1) 0) (= (+ (ite (= (+ n (- 4)) 0) 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4))) (* (- 1) (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4)))) 1) 0))))
(check-sat)
