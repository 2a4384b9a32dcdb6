; certify obligation for claim cushing.lemma-1.5.i.lower-bound.step (Lemma 1.5 (i) (proof, m >= 5), repaired)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun j () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 5 m))
(assert
 (<= 4 j))
(assert
 (let (($x75 (and (<= (to_real 3) (* (to_real m) (P m (+ (- 1) j)))) (<= (P m (+ (- 1) j)) (P m j)))))
(not (=> $x75 (<= (to_real 3) (* (to_real m) (P m j)))))))
(check-sat)
