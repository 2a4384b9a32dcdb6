; certify obligation for claim ab.theorem-4.all.lower-value (Theorem 4 (necessity), the least worst case of all pairs)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun j () Int)
(declare-fun d () Int)
(declare-fun m () Real)
(declare-fun x () Real)
(declare-fun w () Real)
(declare-fun z () Real)
(declare-fun y () Real)
(assert
 (<= 1 n))
(assert
 (<= 0 j))
(assert
 (>= 1 j))
(assert
 (<= 0 d))
(assert
 (>= 2 d))
(assert
 (let (($x144 (and (<= (to_real 2) m) (>= m (+ (to_real 1) w)) (>= m (+ (to_real 1) x)))))
(let (($x73 (and (>= m (+ (to_real 1) y)) (>= m (+ (to_real 1) z)))))
(let (($x12 (=> (<= 4 (+ j (* 2 n))) (>= w (to_real (+ j n))))))
(let (($x115 (=> (<= 3 (+ j (* 2 n))) (>= z (to_real (+ 1 n))))))
(let (($x189 (and (and (distinct 0 d) true) (=> (= 2 (+ j (* 2 n))) (<= (to_real 1) y)) (=> (= 3 (+ j (* 2 n))) (<= (to_real 2) x)) $x115 $x12 (=> (= 1 d) $x73) (=> (= 2 d) $x144))))
(not (=> $x189 (>= m (to_real (+ (+ 1 j) n)))))))))))
(check-sat)
