; certify obligation for claim cushing.lemma-1.5.i.lower-bound.step (Lemma 1.5 (i) (proof, m >= 5), repaired)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Real)
(declare-fun j () Real)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (<= 5.0 m))
(assert
 (<= 4.0 j))
(assert
 (let (($x51 (=> (and (<= y x) (>= y (* 3.0 (/ 1.0 m)))) (>= x (* 3.0 (/ 1.0 m))))))
(not $x51)))
(check-sat)
