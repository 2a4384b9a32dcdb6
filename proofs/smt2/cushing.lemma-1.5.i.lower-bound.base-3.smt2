; certify obligation for claim cushing.lemma-1.5.i.lower-bound.base-3 (Lemma 1.5 (i) (proof, m >= 5), repaired)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Real)
(declare-fun x () Real)
(assert
 (<= 8.0 m))
(assert
 (let ((?x122 (ite (= 6.0 m) (/ 4.0 9.0) (ite (= 7.0 m) (/ 3.0 7.0) (* (/ 10.0 3.0) (/ 1.0 m))))))
(let ((?x127 (ite (= 4.0 m) (/ 1.0 2.0) (ite (= 5.0 m) (/ 7.0 15.0) ?x122))))
(let ((?x107 (ite (= 2.0 m) (/ 2.0 3.0) (ite (= 3.0 m) (/ 5.0 9.0) ?x127))))
(let ((?x22 1.0))
(let (($x102 (=> (= x (ite (= ?x22 m) ?x22 ?x107)) (>= x (* 3.0 (/ 1.0 m))))))
(not $x102)))))))
(check-sat)
