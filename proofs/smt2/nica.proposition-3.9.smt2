; certify obligation for claim nica.proposition-3.9 (Proposition 3.9, Eq. (3.7))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(declare-fun beta () Real)
(assert
 (let ((?x339 1.0))
 (<= ?x339 alpha)))
(assert
 (let ((?x70 2.0))
 (>= ?x70 alpha)))
(assert
 (let ((?x70 2.0))
 (<= ?x70 beta)))
(assert
 (and (< 1.0 alpha) (< 2.0 beta)))
(assert
 (not true))
(check-sat)
