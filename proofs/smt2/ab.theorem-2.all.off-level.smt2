; certify obligation for claim ab.theorem-2.all.off-level (Theorem 2 (proof), the states of the induction)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(declare-fun x () Real)
(assert
 (let ((?x99 1.0))
 (<= ?x99 n)))
(assert
 (let ((?x135 0.0))
 (<= ?x135 k)))
(assert
 (let ((?x135 0.0))
 (>= ?x135 k)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x182 (= pow_2_k 1.0)))
 (let (($x25 (= k 0.0)))
 (=> $x25 $x182))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x59 (and (<= (+ 1.0 n) pow_2_k) (< pow_2_k (+ 2.0 (* 2.0 n))))))
(let ((?x85 (+ (+ (+ 2.0 n) (* (- 1.0) pow_2_k)) (* (+ 1.0 n) (+ (- 1.0) k)))))
(not (or (= x ?x85) (not $x59))))))
(check-sat)
