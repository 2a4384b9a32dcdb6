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
 (let ((?x152 (* n n)))
(let ((?x72 (* 4.0 ?x152)))
(let ((?x84 (+ (* (- 16.0) n) ?x72)))
(let (($x66 (and (< ?x84 (+ (* (- 15.0) n) ?x72)) (< ?x84 (+ (* (- 11.0) n) ?x72)))))
(not $x66))))))
(check-sat)
