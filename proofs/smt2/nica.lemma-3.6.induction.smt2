; certify obligation for claim nica.lemma-3.6.induction (Lemma 3.6)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun u () Real)
(declare-fun alpha () Real)
(assert
 (let ((?x64 2.0))
 (<= ?x64 u)))
(assert
 (let ((?x64 2.0))
 (<= ?x64 alpha)))
(assert
 (and (< 2.0 alpha) (< 2.0 u)))
(assert
 (not true))
(check-sat)
