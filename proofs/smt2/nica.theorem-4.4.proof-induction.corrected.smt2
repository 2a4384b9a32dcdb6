; certify obligation for claim nica.theorem-4.4.proof-induction.corrected (Theorem 4.4 (proof, the induction step))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun j () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(assert
 (let ((?x7 3.0))
 (<= ?x7 j)))
(assert
 (let ((?x11 2.0))
 (<= ?x11 n)))
(assert
 (let ((?x11 2.0))
 (<= ?x11 m)))
(assert
 (let ((?x17 1.0))
 (<= ?x17 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x23 (+ m n)))
 (= ?x23 (+ 1.0 j))))
(assert
 (let (($x33 (and (<= 3.0 (+ b m)) (<= (+ b m) j) (<= 3.0 (+ (+ m n) (* (- 1.0) b))) (<= (+ (+ m n) (* (- 1.0) b)) j))))
(not $x33)))
(check-sat)
