; certify obligation for claim cushing.theorem-1.1.n-lt-sequence (Theorem 1.1 (remark after))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
