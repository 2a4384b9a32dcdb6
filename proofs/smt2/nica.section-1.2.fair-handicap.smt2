; certify obligation for claim nica.section-1.2.fair-handicap (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x179 1.0))
 (<= ?x179 x)))
(assert
 (let ((?x180 4.0))
 (>= ?x180 x)))
(assert
 (let ((?x179 1.0))
 (<= ?x179 y)))
(assert
 (let ((?x149 2.0))
 (>= ?x149 y)))
(assert
 (let ((?x148 (+ (* 2.0 (/ 1.0 x)) (* (* (- (/ 4.0 3.0)) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x131 (+ (+ 1.0 (* (- 1.0) (/ 1.0 y))) (* (* (/ 2.0 3.0) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x149 2.0))
 (let ((?x179 1.0))
 (and (< ?x179 x) (< ?x179 y) (= ?x179 (* ?x149 (ite (>= ?x149 x) ?x131 ?x148)))))))))
(assert
 (let (($x14 (and (<= x (* (/ 3.0 2.0) y)) (<= (* 4.0 y) (* 3.0 x)))))
(not $x14)))
(check-sat)
