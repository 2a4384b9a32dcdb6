; certify obligation for claim nica.section-1.1.bold-bid-below-half.corrected (Section 1.1)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun k () Int)
(declare-fun pow_2_k () Int)
(assert
 (<= 2 n))
(assert
 (<= 2 m))
(assert
 (<= 0 k))
(assert
 (and (<= m (* 2 pow_2_k)) (<= (+ 1 pow_2_k) m) (>= n (+ 1 (* 2 pow_2_k)))))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x212 (= pow_2_k 1)))
 (let (($x161 (= k 0)))
 (=> $x161 $x212))))
(assert
 (>= pow_2_k (+ k 1)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x90 (= (= pow_2_k (div n 2)) (= n (+ 1 (* 2 pow_2_k))))))
(not (and (<= pow_2_k (div n 2)) $x90))))
(check-sat)
