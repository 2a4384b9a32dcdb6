; certify obligation for claim nica.lemma-4.1.case-I.maximum (Lemma 4.1, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(assert
 (let ((?x33 1.0))
 (<= ?x33 k)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 n)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 m)))
(assert
 (not true))
(check-sat)
