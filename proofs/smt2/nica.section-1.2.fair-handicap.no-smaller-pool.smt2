; certify obligation for claim nica.section-1.2.fair-handicap.no-smaller-pool (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x47 0.0))
 (<= ?x47 t)))
(assert
 (>= (/ 1.0 2.0) t))
(assert
 (let ((?x47 0.0))
 (<= ?x47 x)))
(assert
 (let ((?x448 1.0))
 (>= ?x448 x)))
(assert
 (let ((?x448 1.0))
 (<= ?x448 y)))
(assert
 (let ((?x80 2.0))
 (>= ?x80 y)))
(assert
 (and (< 0.0 t) (< 1.0 y) (< t x) (<= x (* 2.0 t))))
(assert
 (let ((?x260 (+ (+ (* 4.0 (* t t)) (* (* (- 6.0) t) x)) (* (* 6.0 x) y))))
(not (> ?x260 (* (* 3.0 x) y)))))
(check-sat)
