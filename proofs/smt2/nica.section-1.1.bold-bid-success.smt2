; certify obligation for claim nica.section-1.1.bold-bid-success (Section 1.1)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x38 2.0))
 (<= ?x38 n)))
(assert
 (let ((?x38 2.0))
 (<= ?x38 m)))
(assert
 (<= 0.0 k))
(assert
 (and (<= m (* 2.0 pow_2_k)) (<= (+ 1.0 pow_2_k) m) (>= n (+ 1.0 (* 2.0 pow_2_k)))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x160 (= pow_2_k 1.0)))
 (let (($x194 (= k 0.0)))
 (=> $x194 $x160))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (not (< (* 2.0 pow_2_k) n)))
(check-sat)
