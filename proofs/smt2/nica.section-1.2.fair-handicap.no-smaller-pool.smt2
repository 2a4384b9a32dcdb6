; certify obligation for claim nica.section-1.2.fair-handicap.no-smaller-pool (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x58 0.0))
 (<= ?x58 t)))
(assert
 (>= (/ 1.0 2.0) t))
(assert
 (let ((?x58 0.0))
 (<= ?x58 x)))
(assert
 (let ((?x91 1.0))
 (>= ?x91 x)))
(assert
 (let ((?x91 1.0))
 (<= ?x91 y)))
(assert
 (let ((?x38 2.0))
 (>= ?x38 y)))
(assert
 (and (< 0.0 t) (< 1.0 y) (< t x) (<= x (* 2.0 t))))
(assert
 (let ((?x186 (+ (+ (* 4.0 (* t t)) (* (* (- 6.0) t) x)) (* (* 6.0 x) y))))
(not (> ?x186 (* (* 3.0 x) y)))))
(check-sat)
