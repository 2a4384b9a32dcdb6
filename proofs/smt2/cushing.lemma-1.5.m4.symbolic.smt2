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
 (let ((?x272 (* n n)))
(let ((?x39 (* 4.0 ?x272)))
(let ((?x46 (+ (* (- 16.0) n) ?x39)))
(let (($x67 (and (< ?x46 (+ (* (- 15.0) n) ?x39)) (< ?x46 (+ (* (- 11.0) n) ?x39)))))
(not $x67))))))
(check-sat)
