; certify obligation for claim ab.theorem-2.case-2.subtract (Theorem 2 (proof, Case 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(assert
 (<= 1.0 n))
(assert
 (not true))
(check-sat)
