; certify obligation for claim cushing.proof-1.1.case-4 (Theorem 1.1 (proof of Eq. (3), last case))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Real)
(assert
 (<= 1.0 s))
(assert
 (not true))
(check-sat)
