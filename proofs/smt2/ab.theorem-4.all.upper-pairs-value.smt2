; certify obligation for claim ab.theorem-4.all.upper-pairs-value (Theorem 4 (sufficiency), pairs of fresh symbols: the worst case)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun j () Int)
(declare-fun m () Real)
(declare-fun x () Real)
(declare-fun w () Real)
(assert
 (<= 1 n))
(assert
 (<= 0 j))
(assert
 (>= 1 j))
(assert
 (let (($x99 (or (>= (to_real 2) m) (<= m (+ (to_real 1) w)) (<= m (+ (to_real 1) x)))))
(let (($x88 (=> (<= 4 (+ j (* 2 n))) (<= w (to_real (+ j n))))))
(let (($x187 (=> (<= 3 (+ j (* 2 n))) (<= x (to_real (+ j n))))))
(let (($x167 (and (=> (>= 2 (+ j (* 2 n))) (>= (to_real 0) x)) (=> (>= 3 (+ j (* 2 n))) (>= (to_real 0) w)) $x187 $x88 $x99)))
(not (=> $x167 (<= m (to_real (+ (+ 1 j) n))))))))))
(check-sat)
