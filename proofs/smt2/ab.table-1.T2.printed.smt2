; certify obligation for claim ab.table-1.T2.printed (Section 4 (after Figure 10); Table 1 (T2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (let ((?x134 (+ (- 2.0) (* 2.0 t))))
(let ((?x100 (+ (+ (- 11.0) (* (/ 1.0 2.0) (* ?x134 ?x134))) (* 8.0 t))))
(let ((?x126 (+ (+ (- 9.0) (* 2.0 (* t t))) (* 4.0 t))))
(not (= ?x126 ?x100))))))
(check-sat)
