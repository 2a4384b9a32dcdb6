; certify obligation for claim ab.theorem-2.all.zero-value (Theorem 2 (proof), the empty game)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun pow_2_k () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 0 n))
(assert
 (>= 0 n))
(assert
 (<= 0 k))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x37 (= pow_2_k 1)))
 (let (($x31 (= k 0)))
 (=> $x31 $x37))))
(assert
 (>= pow_2_k (+ k 1)))
(assert
 (>= pow_2_k 1))
(assert
 (let ((?x91 (+ (+ (+ 2 n) (* (- 1) pow_2_k)) (* (+ 1 n) (+ (- 1) k)))))
(let ((?x134 (P n 0)))
(let (($x60 (and (<= (+ 1 n) pow_2_k) (< pow_2_k (+ 2 (* 2 n))))))
(let (($x81 (=> (and (and (= (to_real 0) ?x134) (=> $x60 (= 0 ?x91))) $x60) (= ?x134 (to_real ?x91)))))
(not $x81))))))
(check-sat)
