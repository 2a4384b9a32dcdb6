; certify obligation for claim nica.section-1.2.fair-handicap (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 x)))
(assert
 (let ((?x157 4.0))
 (>= ?x157 x)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 y)))
(assert
 (let ((?x12 2.0))
 (>= ?x12 y)))
(assert
 (let ((?x34 (+ (* 2.0 (/ 1.0 x)) (* (* (- (/ 4.0 3.0)) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x79 (+ (+ 1.0 (* (- 1.0) (/ 1.0 y))) (* (* (/ 2.0 3.0) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x12 2.0))
 (let ((?x7 1.0))
 (and (< ?x7 x) (< ?x7 y) (= ?x7 (* ?x12 (ite (>= ?x12 x) ?x79 ?x34)))))))))
(assert
 (let (($x433 (and (<= x (* (/ 3.0 2.0) y)) (<= (* 4.0 y) (* 3.0 x)))))
(not $x433)))
(check-sat)
