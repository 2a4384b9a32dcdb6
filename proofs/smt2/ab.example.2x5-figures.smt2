; certify obligation for claim ab.example.2x5-figures (Section 3 (Figures 2-4))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
