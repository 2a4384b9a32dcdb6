; certify obligation for claim paz.definition-11.unique-decoding (Definition 11 (remark after))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun d () Int)
(assert
 (<= 1 d))
(assert
 (not (< (* 2 (div (+ d (- 1)) 2)) d)))
(check-sat)
