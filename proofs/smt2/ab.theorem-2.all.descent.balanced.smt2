; certify obligation for claim ab.theorem-2.all.descent.balanced (Theorem 2 (proof), the balanced split)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(assert
 (<= 1 n))
(assert
 (<= 0 k))
(assert
 (and (<= 0 (+ (+ (- 1) n) (* (- 2) k))) (>= 1 (+ (+ (- 1) n) (* (- 2) k)))))
(assert
 (let (($x183 (= (+ (+ (- 1) n) (* (- 1) k)) (- (div (+ (* (- 1) n) 1) 2)))))
(not (and (= k (div (+ n (- 1)) 2)) $x183))))
(check-sat)
