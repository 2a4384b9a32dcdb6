; certify obligation for claim cushing.proof-1.1.case-3.8n5 (Theorem 1.1 (proof of Eq. (3), n = 8n'+5))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun j () Real)
(assert
 (let ((?x39 1.0))
 (<= ?x39 j)))
(assert
 (let ((?x37 2.0))
(let ((?x96 (* ?x37 j)))
(let ((?x8 (+ ?x37 ?x96)))
(let (($x21 (and (= (ite (= 0.0 j) 1.0 ?x96) ?x96) (= (ite (= 0.0 j) 1.0 ?x8) ?x8))))
(not $x21))))))
(check-sat)
