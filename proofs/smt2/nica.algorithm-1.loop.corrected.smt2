; certify obligation for claim nica.algorithm-1.loop.corrected (Algorithm 1 (Remark 2.5))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(assert
 (let ((?x7 2.0))
 (<= ?x7 n)))
(assert
 (let ((?x7 2.0))
 (<= ?x7 m)))
(assert
 (let ((?x13 1.0))
 (<= ?x13 b)))
(assert
 (let ((?x16 (- 1.0)))
 (let ((?x17 (+ ?x16 n)))
 (<= b ?x17))))
(assert
 (let ((?x23 (+ (+ (- 1.0) m) n)))
(let (($x29 (and (and (distinct 1.0 m) true) (<= 1.0 (+ (- 1.0) n)) (<= (+ b m) ?x23) (<= (+ (+ m n) (* (- 1.0) b)) ?x23))))
(not $x29))))
(check-sat)
