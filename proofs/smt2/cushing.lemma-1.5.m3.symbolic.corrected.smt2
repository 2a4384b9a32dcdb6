; certify obligation for claim cushing.lemma-1.5.m3.symbolic.corrected (Lemma 1.5 (proof, m = 3))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 11.0 n))
(assert
 (<= 4.0 k))
(assert
 (<= k (+ (- 4.0) n)))
(assert
 (let (($x94 (< (+ (* (- 30.0) n) (* 9.0 (* n n))) (+ (* (- 21.0) n) (* 9.0 (* n n))))))
(not $x94)))
(check-sat)
