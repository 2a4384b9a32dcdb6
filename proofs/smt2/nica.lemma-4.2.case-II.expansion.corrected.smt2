; certify obligation for claim nica.lemma-4.2.case-II.expansion.corrected (Lemma 4.2, Case II)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(assert
 (<= 2.0 n))
(assert
 (let ((?x460 1.0))
 (<= ?x460 m)))
(assert
 (let ((?x460 1.0))
 (<= ?x460 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (not true))
(check-sat)
