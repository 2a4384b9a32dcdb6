; obligation of cushing.proof-1.1.case-split.corrected, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(declare-fun m () Int)
(assert (<= (+ (* (- 1) n) 1) 0))
(assert (<= (+ (* (- 1) m) 1) 0))
(assert (not (or (= (+ m (- 1)) 0) (<= (+ n (- 3)) 0) (and (>= (+ m (- 5)) 0) (>= (+ n (- 4)) 0)) (and (<= (+ m (- 4)) 0) (<= (+ n (- 11)) 0)) (and (>= (+ m (- 2)) 0) (>= (+ n (- 11)) 0) (<= (+ m (- 4)) 0)))))
(check-sat)
