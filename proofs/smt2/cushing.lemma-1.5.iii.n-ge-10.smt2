; obligation of cushing.lemma-1.5.iii.n-ge-10, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(assert (<= (+ (* (- 1) n) 3) 0))
(assert (>= (+ (ite (= (+ n (- 2)) 0) 1 (+ (div n 4) (div (+ n 1) 4))) (- 5)) 0))
(assert (not (>= (+ n (- 11)) 0)))
(check-sat)
