; certify obligation for claim nica.section-1.2.fair-handicap (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x28 1.0))
 (<= ?x28 x)))
(assert
 (let ((?x86 4.0))
 (>= ?x86 x)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 y)))
(assert
 (let ((?x149 2.0))
 (>= ?x149 y)))
(assert
 (let ((?x153 (+ (* 2.0 (/ 1.0 x)) (* (* (- (/ 4.0 3.0)) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x83 (+ (+ 1.0 (* (- 1.0) (/ 1.0 y))) (* (* (/ 2.0 3.0) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x149 2.0))
 (let ((?x28 1.0))
 (and (< ?x28 x) (< ?x28 y) (= ?x28 (* ?x149 (ite (>= ?x149 x) ?x83 ?x153)))))))))
(assert
 (let (($x11 (and (<= x (* (/ 3.0 2.0) y)) (<= (* 4.0 y) (* 3.0 x)))))
(not $x11)))
(check-sat)
