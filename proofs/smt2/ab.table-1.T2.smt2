; certify obligation for claim ab.table-1.T2 (Table 1 (T2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 3.0 t))
(assert
 (let ((?x118 (* 12.0 t)))
(let ((?x139 (+ (- 2.0) (* 2.0 t))))
(let ((?x156 (* ?x139 ?x139)))
(let ((?x151 (+ (+ (- 29.0) ?x156) ?x118)))
(let ((?x23 (* 8.0 t)))
(let ((?x74 (+ (+ (- 11.0) (* (/ 1.0 2.0) ?x156)) ?x23)))
(let ((?x60 (+ (+ (- 9.0) (* 2.0 (* t t))) (* 4.0 t))))
(let ((?x85 (+ (+ (- 7.0) (* 2.0 (* t t))) (* 6.0 t))))
(let ((?x83 (+ (+ (- 23.0) (* 4.0 (* t t))) ?x23)))
(let ((?x11 2.0))
(let (($x58 (= (+ (+ (- 14.0) (* 4.0 (* t t))) ?x118) (* ?x11 (ite (< ?x83 ?x85) ?x83 ?x85)))))
(not (and $x58 (= ?x60 (ite (< ?x74 ?x151) ?x74 ?x151))))))))))))))))
(check-sat)
