; certify obligation for claim cushing.theorem-1.1.n-sum (Theorem 1.1 (definition of n_>))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 3 n))
(assert
 (let (($x155 (= 2 n)))
(let ((?x213 (ite $x155 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x191 (+ (ite $x155 1 (+ (div n 4) (div (+ n 1) 4))) ?x213)))
(not (= ?x191 n))))))
(check-sat)
