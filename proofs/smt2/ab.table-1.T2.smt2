; certify obligation for claim ab.table-1.T2 (Table 1 (T2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (let ((?x6 (* 12.0 t)))
(let ((?x50 (+ (- 2.0) (* 2.0 t))))
(let ((?x51 (* ?x50 ?x50)))
(let ((?x176 (+ (+ (- 29.0) ?x51) ?x6)))
(let ((?x152 (* 8.0 t)))
(let ((?x129 (+ (+ (- 11.0) (* (/ 1.0 2.0) ?x51)) ?x152)))
(let ((?x120 (+ (+ (- 9.0) (* 2.0 (* t t))) (* 4.0 t))))
(let ((?x157 (+ (+ (- 7.0) (* 2.0 (* t t))) (* 6.0 t))))
(let ((?x179 (+ (+ (- 23.0) (* 4.0 (* t t))) ?x152)))
(let ((?x10 2.0))
(let (($x118 (= (+ (+ (- 14.0) (* 4.0 (* t t))) ?x6) (* ?x10 (ite (< ?x179 ?x157) ?x179 ?x157)))))
(not (and $x118 (= ?x120 (ite (< ?x129 ?x176) ?x129 ?x176))))))))))))))))
(check-sat)
