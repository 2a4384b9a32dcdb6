; certify obligation for claim nica.remark-2.5 (Remark 2.5)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(assert
 (<= 2.0 n))
(assert
 (let ((?x91 1.0))
 (<= ?x91 m)))
(assert
 (let ((?x91 1.0))
 (<= ?x91 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x179 (+ (+ (- 1.0) m) n)))
(let (($x110 (and (<= (+ b m) ?x179) (<= (+ (+ m n) (* (- 1.0) b)) ?x179))))
(not $x110))))
(check-sat)
