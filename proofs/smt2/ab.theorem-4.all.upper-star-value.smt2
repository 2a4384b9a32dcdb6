; certify obligation for claim ab.theorem-4.all.upper-star-value (Theorem 4 (sufficiency), the double star left by 1A0B or 0A1B: the worst case)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun j () Int)
(declare-fun m () Real)
(declare-fun w () Real)
(assert
 (<= 1 n))
(assert
 (<= 0 j))
(assert
 (>= 1 j))
(assert
 (<= 3 (+ j (* 2 n))))
(assert
 (let (($x189 (and (<= w (to_real (+ j n))) (or (>= (to_real 3) m) (<= m (+ (to_real 1) w))))))
(not (=> $x189 (<= m (to_real (+ (+ 1 j) n)))))))
(check-sat)
