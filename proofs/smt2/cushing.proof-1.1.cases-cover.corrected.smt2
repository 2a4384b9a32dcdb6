; obligation of cushing.proof-1.1.cases-cover.corrected, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun n () Int)
(declare-fun k () Int)
(assert (<= (+ (* (- 1) n) 4) 0))
(assert (<= (+ (* (- 1) k) 2) 0))
(assert (<= (+ k (* (- 1) n) 2) 0))
(assert (not (or (and (= (+ k (- 2)) 0) (or (= (+ n (- 4)) 0) (= (+ (mod n 4) (- 1)) 0) (= (+ (mod n 4) (- 3)) 0))) (and (= (+ k (- 2)) 0) (> (+ n (- 4)) 0) (or (= (mod n 4) 0) (= (+ (mod n 4) (- 2)) 0))) (and (> (+ k (- 2)) 0) (= (+ (mod n 4) (- 1)) 0) (or (= (+ (mod k 4) (- 2)) 0) (= (+ (mod k 4) (- 3)) 0))) (and (> (+ k (- 2)) 0) (= (+ (mod n 4) (- 3)) 0) (or (= (+ (mod k 4) (- 2)) 0) (= (+ (mod k 4) (- 3)) 0))) (and (> (+ k (- 2)) 0) (or (= (+ (mod n 4) (- 2)) 0) (and (= (+ (mod n 4) (- 1)) 0) (or (= (mod k 4) 0) (= (+ (mod k 4) (- 1)) 0))))) (and (> (+ k (- 2)) 0) (or (= (mod n 4) 0) (and (= (mod k 4) 0) (= (+ (mod n 4) (- 3)) 0)) (and (= (+ (mod k 4) (- 1)) 0) (= (+ (mod n 4) (- 3)) 0)))))))
(check-sat)
