; certify obligation for claim nica.lemma-4.2.case-I.expansion (Lemma 4.2, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(assert
 (<= 2.0 n))
(assert
 (let ((?x39 1.0))
 (<= ?x39 m)))
(assert
 (let ((?x39 1.0))
 (<= ?x39 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (not true))
(check-sat)
