; certify obligation for claim ab.table-1.T2 (Table 1 (T2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (let ((?x16 (* 12.0 t)))
(let ((?x45 (+ (- 2.0) (* 2.0 t))))
(let ((?x52 (* ?x45 ?x45)))
(let ((?x55 (+ (+ (- 29.0) ?x52) ?x16)))
(let ((?x35 (* 8.0 t)))
(let ((?x152 (+ (+ (- 11.0) (* (/ 1.0 2.0) ?x52)) ?x35)))
(let ((?x43 (+ (+ (- 9.0) (* 2.0 (* t t))) (* 4.0 t))))
(let ((?x26 (+ (+ (- 7.0) (* 2.0 (* t t))) (* 6.0 t))))
(let ((?x37 (+ (+ (- 23.0) (* 4.0 (* t t))) ?x35)))
(let ((?x28 2.0))
(let (($x47 (= (+ (+ (- 14.0) (* 4.0 (* t t))) ?x16) (* ?x28 (ite (< ?x37 ?x26) ?x37 ?x26)))))
(not (and $x47 (= ?x43 (ite (< ?x152 ?x55) ?x152 ?x55))))))))))))))))
(check-sat)
