; certify obligation for claim nica.lemma-4.1.case-II.gap (Lemma 4.1, Case II)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 n)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 m)))
(assert
 (not true))
(check-sat)
