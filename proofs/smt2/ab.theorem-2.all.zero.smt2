; certify obligation for claim ab.theorem-2.all.zero (Theorem 2 (proof), the empty game)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(assert
 (let ((?x1432 0.0))
 (<= ?x1432 n)))
(assert
 (let ((?x1432 0.0))
 (>= ?x1432 n)))
(assert
 (not (= 0.0 n)))
(check-sat)
