; certify obligation for claim ab.table-1.T (Table 1 (T), Theorem 3)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (not true))
(check-sat)
