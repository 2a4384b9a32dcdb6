; certify obligation for claim ab.theorem-3.T2-basis (Theorem 3 (proof, 2: T2 basis step))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
