; certify obligation for claim ab.theorem-2.all.small-n (Theorem 2 (proof), the recurrence at n = 1, 2, 3)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
