; certify obligation for claim ab.theorem-3.T1-step (Theorem 3 (proof, 1: T1 inductive step))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (let ((?x13 2.0))
 (<= ?x13 t)))
(assert
 (let ((?x13 2.0))
(let ((?x20 (* ?x13 t)))
(let ((?x17 (+ (+ (- 2.0) (* t t)) ?x20)))
(let ((?x52 (+ (+ (- 3.0) (* 4.0 t)) (* (/ 1.0 4.0) (* (+ (- 2.0) ?x20) (+ (- 2.0) ?x20))))))
(let ((?x40 (+ (+ (- 32.0) (* 16.0 (* t t))) (* 64.0 t))))
(let ((?x33 (+ (+ (- 16.0) (* 16.0 (* t t))) (* 48.0 t))))
(let (($x23 (<= ?x17 (+ (+ (- 4.0) (* t t)) (* 3.0 t)))))
(not (and $x23 (<= ?x33 ?x40) (= ?x52 ?x17)))))))))))
(check-sat)
