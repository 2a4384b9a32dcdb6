; certify obligation for claim nica.lemma-4.1.case-I.eq-4.5 (Lemma 4.1, Case I, Eq. (4.5))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(assert
 (let ((?x234 2.0))
 (<= ?x234 n)))
(assert
 (let ((?x234 2.0))
 (<= ?x234 m)))
(assert
 (<= 1.0 b))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (not true))
(check-sat)
