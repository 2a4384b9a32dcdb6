; certify obligation for claim cushing.lemma-1.2.k2-n4 (Lemma 1.2, Table 1 (n = 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(assert
 (not true))
(check-sat)
