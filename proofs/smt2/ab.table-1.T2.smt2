; certify obligation for claim ab.table-1.T2 (Table 1 (T2); Section 4 (after Figure 10))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (let ((?x25 (+ (- 2.0) (* 2.0 t))))
(let ((?x33 (+ (+ (- 11.0) (* (/ 1.0 2.0) (* ?x25 ?x25))) (* 8.0 t))))
(let ((?x19 (+ (+ (- 9.0) (* 2.0 (* t t))) (* 4.0 t))))
(not (= ?x19 ?x33))))))
(check-sat)
