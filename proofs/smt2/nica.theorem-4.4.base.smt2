; certify obligation for claim nica.theorem-4.4.base (Theorem 4.4 (proof))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
