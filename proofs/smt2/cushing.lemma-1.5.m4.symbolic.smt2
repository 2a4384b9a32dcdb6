; certify obligation for claim cushing.lemma-1.5.m4.symbolic (Lemma 1.5 (proof, m = 4))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 11.0 n))
(assert
 (<= 5.0 k))
(assert
 (<= k (+ (- 5.0) n)))
(assert
 (let ((?x186 (* n n)))
(let ((?x12 (* 4.0 ?x186)))
(let ((?x110 (+ (* (- 16.0) n) ?x12)))
(let (($x161 (and (< ?x110 (+ (* (- 15.0) n) ?x12)) (< ?x110 (+ (* (- 11.0) n) ?x12)))))
(not $x161))))))
(check-sat)
