; certify obligation for claim cushing.theorem-1.1.n-sum.n2-literal (Theorem 1.1 (definition of n_>))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not false))
(check-sat)
