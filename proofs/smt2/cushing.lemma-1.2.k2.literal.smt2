; obligation of cushing.lemma-1.2.k2.literal, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 4) 0))
(assert (or (= (+ n (- 4)) 0) (= (+ (mod n 2) (- 1)) 0)))
(assert (not (ite (= (+ n (- 4)) 0) false (and (= (+ (ite (= (+ n (- 4)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (* (- 1) (ite (= (+ n (- 2)) 0) 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))) 1) 0) (= (+ (ite (= (+ n (- 4)) 0) 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4))) (* (- 1) (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4)))) 2) 0)))))
(check-sat)
