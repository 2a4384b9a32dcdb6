; certify obligation for claim cushing.theorem-1.1.n-sum (Theorem 1.1 (definition of n_>))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 3 n))
(assert
 (let (($x48 (= 2 n)))
(let ((?x17 (ite $x48 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x23 (+ (ite $x48 1 (+ (div n 4) (div (+ n 1) 4))) ?x17)))
(not (= ?x23 n))))))
(check-sat)
