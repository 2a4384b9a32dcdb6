; certify obligation for claim nica.lemma-3.5.closed-forms (Lemma 3.5, Eq. (3.5))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x31 0.0))
 (<= ?x31 x)))
(assert
 (let ((?x31 0.0))
 (<= ?x31 y)))
(assert
 (and (< 0.0 x) (< 0.0 y)))
(assert
 (not true))
(check-sat)
