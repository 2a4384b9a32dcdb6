; certify obligation for claim ab.theorem-4.all.upper-star-small-value (Theorem 4 (sufficiency), the double star with s = 1, 2: the worst case)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun j () Int)
(declare-fun m () Real)
(declare-fun y () Real)
(assert
 (<= 0 n))
(assert
 (>= 1 n))
(assert
 (<= 0 j))
(assert
 (>= 1 j))
(assert
 (and (<= 1 (+ j (* 2 n))) (>= 2 (+ j (* 2 n)))))
(assert
 (let (($x46 (and (>= (to_real 1) y) (or (>= (to_real 2) m) (<= m (+ (to_real 1) y))))))
(not (=> $x46 (<= m (to_real (+ (+ 1 j) n)))))))
(check-sat)
