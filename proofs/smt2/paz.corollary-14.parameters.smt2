; certify obligation for claim paz.corollary-14.parameters (Corollary 14 (choice of k, N))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
