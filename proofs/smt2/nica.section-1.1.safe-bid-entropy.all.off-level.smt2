; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.off-level (Section 1.1 (the states of the induction))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun k () Int)
(declare-fun pow_2_k () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 1 m))
(assert
 (<= 0 k))
(assert
 (>= 0 k))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x60 (= pow_2_k 1)))
 (let (($x59 (= k 0)))
 (=> $x59 $x60))))
(assert
 (>= pow_2_k (+ k 1)))
(assert
 (>= pow_2_k 1))
(assert
 (let ((?x51 (+ (to_real (+ 1 m)) (P (+ 1 (- (div (+ (* (- 1) m) 1) 2))) (- 1)))))
(let ((?x12 (+ 1 m)))
(let ((?x14 (P ?x12 (- 1))))
(let (($x39 (<= 1 m)))
(let (($x54 (=> $x39 (= ?x14 (+ ?x51 (P (+ 1 (div (+ m (- 1)) 2)) (- 1)))))))
(let ((?x36 (+ (+ (+ 2 (* (- 1) pow_2_k)) (* 2 m)) (* ?x12 (+ (- 1) k)))))
(let (($x120 (not (and (<= ?x12 pow_2_k) (< pow_2_k (+ 2 (* 2 m)))))))
(not (or $x120 (and (= ?x14 (to_real ?x36)) $x54)))))))))))
(check-sat)
