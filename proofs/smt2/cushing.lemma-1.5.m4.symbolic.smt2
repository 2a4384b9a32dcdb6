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
 (let ((?x18 (* n n)))
(let ((?x153 (* 4.0 ?x18)))
(let ((?x19 (+ (* (- 16.0) n) ?x153)))
(let (($x48 (and (< ?x19 (+ (* (- 15.0) n) ?x153)) (< ?x19 (+ (* (- 11.0) n) ?x153)))))
(not $x48))))))
(check-sat)
