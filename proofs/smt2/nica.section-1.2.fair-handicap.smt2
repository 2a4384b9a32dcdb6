; certify obligation for claim nica.section-1.2.fair-handicap (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x91 1.0))
 (<= ?x91 x)))
(assert
 (let ((?x191 4.0))
 (>= ?x191 x)))
(assert
 (let ((?x91 1.0))
 (<= ?x91 y)))
(assert
 (let ((?x38 2.0))
 (>= ?x38 y)))
(assert
 (let ((?x252 (+ (* 2.0 (/ 1.0 x)) (* (* (- (/ 4.0 3.0)) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x100 (+ (+ 1.0 (* (- 1.0) (/ 1.0 y))) (* (* (/ 2.0 3.0) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x38 2.0))
 (let ((?x91 1.0))
 (and (< ?x91 x) (< ?x91 y) (= ?x91 (* ?x38 (ite (>= ?x38 x) ?x100 ?x252)))))))))
(assert
 (let (($x185 (and (<= x (* (/ 3.0 2.0) y)) (<= (* 4.0 y) (* 3.0 x)))))
(not $x185)))
(check-sat)
