; certify obligation for claim nica.lemma-4.1.b-equals-1 (Lemma 4.1 (cases))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Real)
(assert
 (<= 1.0 m))
(assert
 (not true))
(check-sat)
