; certify obligation for claim cushing.lemma-1.5.i.lower-bound.base-3 (Lemma 1.5 (i) (proof, m >= 5), repaired)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 8 m))
(assert
 (let ((?x22 (ite (= 6 m) (/ 4.0 9.0) (ite (= 7 m) (/ 3.0 7.0) (* (/ 10.0 3.0) (/ 1.0 (to_real m)))))))
(let ((?x33 (ite (= 3 m) (/ 5.0 9.0) (ite (= 4 m) (/ 1.0 2.0) (ite (= 5 m) (/ 7.0 15.0) ?x22)))))
(let ((?x9 (P m 3)))
(let (($x42 (= ?x9 (ite (= 1 m) (to_real 1) (ite (= 2 m) (/ 2.0 3.0) ?x33)))))
(not (=> $x42 (<= (to_real 3) (* (to_real m) ?x9)))))))))
(check-sat)
