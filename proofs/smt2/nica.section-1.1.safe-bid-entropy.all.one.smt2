; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.one (Section 1.1 (the pool of one))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 n)))
(assert
 (let ((?x7 1.0))
 (>= ?x7 n)))
(assert
 (let ((?x12 0.0))
 (<= ?x12 k)))
(assert
 (and (<= pow_2_k n) (< n (* 2.0 pow_2_k))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x34 (= pow_2_k 1.0)))
 (let (($x32 (= k 0.0)))
 (=> $x32 $x34))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x29 (+ (+ (* (- 2.0) pow_2_k) (* 2.0 n)) (* k n))))
(let ((?x12 0.0))
(not (= ?x12 ?x29)))))
(check-sat)
