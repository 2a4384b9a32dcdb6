; certify obligation for claim cushing.theorem-1.1.all.eq4-chain (Theorem 1.1 (proof, Eq. (4)))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun w () Real)
(declare-fun u () Real)
(declare-fun y () Real)
(assert
 (let (($x139 (= w x)))
(let (($x234 (and (<= u y) (<= w x) (= x (+ 1.0 (* (- 1.0) y))) (>= w (+ 1.0 (* (- 1.0) u))))))
(not (=> $x234 $x139)))))
(check-sat)
