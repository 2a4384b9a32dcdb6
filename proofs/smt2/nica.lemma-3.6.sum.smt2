; certify obligation for claim nica.lemma-3.6.sum (Lemma 3.6)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(declare-fun K () Int)
(assert
 (let ((?x853 (to_real 2)))
 (<= ?x853 alpha)))
(assert
 (<= 0 K))
(assert
 (let ((?x853 (to_real 2)))
 (< ?x853 alpha)))
(assert
 (not (and (distinct (to_real 0) alpha) true)))
(check-sat)
