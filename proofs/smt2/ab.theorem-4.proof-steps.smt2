; certify obligation for claim ab.theorem-4.proof-steps (Theorem 4 (proof))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let ((?x21 (* (/ 1.0 2.0) (to_real n))))
(let ((?x22 (+ (/ 1.0 2.0) ?x21)))
(let (($x28 (= (ite (= 0 (mod n 2)) ?x21 ?x22) (to_real (- (div (* (- 1) n) 2))))))
(let (($x18 (<= (+ (- 1) (- (div (* (- 1) n) 2))) (- (div (+ (* (- 1) n) 1) 2)))))
(not (and $x18 $x28)))))))
(check-sat)
