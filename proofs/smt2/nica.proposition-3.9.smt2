; certify obligation for claim nica.proposition-3.9 (Proposition 3.9, Eq. (3.7))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(declare-fun beta () Real)
(assert
 (let ((?x33 1.0))
 (<= ?x33 alpha)))
(assert
 (let ((?x37 2.0))
 (>= ?x37 alpha)))
(assert
 (let ((?x37 2.0))
 (<= ?x37 beta)))
(assert
 (and (< 1.0 alpha) (< 2.0 beta)))
(assert
 (not true))
(check-sat)
