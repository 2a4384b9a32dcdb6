; certify obligation for claim cushing.lemma-1.5.m2.symbolic (Lemma 1.5 (proof, m = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x87 2.0))
 (<= ?x87 k)))
(assert
 (<= k (+ (- 2.0) n)))
(assert
 (let (($x101 (< (+ (* (- 4.0) n) (* 2.0 (* n n))) (+ (* (- 3.0) n) (* 2.0 (* n n))))))
(not $x101)))
(check-sat)
