; certify obligation for claim cushing.proof-1.1.case-3.8n1.moves (Theorem 1.1 (proof of Eq. (3), n = 8n'+1))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun j () Real)
(assert
 (let ((?x39 1.0))
 (<= ?x39 j)))
(assert
 (let ((?x96 (* 2.0 j)))
(not (= (ite (= 0.0 j) 1.0 ?x96) ?x96))))
(check-sat)
