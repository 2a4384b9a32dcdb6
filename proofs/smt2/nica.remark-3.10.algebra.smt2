; certify obligation for claim nica.remark-3.10.algebra (Remark 3.10, Eq. (3.8))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(assert
 (let ((?x33 1.0))
 (<= ?x33 n)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 m)))
(assert
 (not true))
(check-sat)
