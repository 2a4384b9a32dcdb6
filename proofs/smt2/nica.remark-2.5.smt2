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
 (let ((?x28 1.0))
 (<= ?x28 m)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x76 (+ (+ (- 1.0) m) n)))
(let (($x150 (and (<= (+ b m) ?x76) (<= (+ (+ m n) (* (- 1.0) b)) ?x76))))
(not $x150))))
(check-sat)
