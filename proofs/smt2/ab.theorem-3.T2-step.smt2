; certify obligation for claim ab.theorem-3.T2-step (Theorem 3 (proof, 2: T2 inductive step))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (let ((?x18 (* 8.0 t)))
(let ((?x23 2.0))
(let ((?x8 (* ?x23 t)))
(let ((?x37 (+ (- 4.0) ?x8)))
(let ((?x41 (* (/ 1.0 2.0) (* ?x37 ?x37))))
(let ((?x29 (* 4.0 t)))
(let ((?x16 (* (/ 1.0 2.0) (* (+ (- 2.0) ?x8) (+ (- 2.0) ?x8)))))
(let (($x99 (= (+ (+ (- 13.0) ?x16) ?x29) (+ (+ (- 19.0) ?x41) ?x18))))
(let ((?x34 (+ (+ (- 9.0) (* ?x23 (* t t))) ?x29)))
(let (($x100 (and (= (+ (+ (- 11.0) ?x16) ?x18) ?x34) (= (+ (+ (- 17.0) ?x41) (* 12.0 t)) ?x34) $x99)))
(not $x100))))))))))))
(check-sat)
