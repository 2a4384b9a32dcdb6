; certify obligation for claim nica.section-1.2.fair-handicap (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x103 1.0))
 (<= ?x103 x)))
(assert
 (let ((?x36 4.0))
 (>= ?x36 x)))
(assert
 (let ((?x103 1.0))
 (<= ?x103 y)))
(assert
 (let ((?x85 2.0))
 (>= ?x85 y)))
(assert
 (let ((?x346 (+ (* 2.0 (/ 1.0 x)) (* (* (- (/ 4.0 3.0)) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x114 (+ (+ 1.0 (* (- 1.0) (/ 1.0 y))) (* (* (/ 2.0 3.0) (/ 1.0 x)) (/ 1.0 y)))))
 (let ((?x85 2.0))
 (let ((?x103 1.0))
 (and (< ?x103 x) (< ?x103 y) (= ?x103 (* ?x85 (ite (>= ?x85 x) ?x114 ?x346)))))))))
(assert
 (let (($x35 (and (<= x (* (/ 3.0 2.0) y)) (<= (* 4.0 y) (* 3.0 x)))))
(not $x35)))
(check-sat)
