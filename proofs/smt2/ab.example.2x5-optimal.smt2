; certify obligation for claim ab.example.2x5-optimal (Section 4 (2×5 example))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
