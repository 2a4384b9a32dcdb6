; certify obligation for claim paz.corollary-6 (Corollary 6)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
