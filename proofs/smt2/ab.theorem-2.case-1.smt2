; certify obligation for claim ab.theorem-2.case-1 (Theorem 2 (proof, Case 1))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x196 1.0))
 (<= ?x196 k)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x60 (= pow_2_k 1.0)))
 (let (($x128 (= k 0.0)))
 (=> $x128 $x60))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x54 (* (* (- 1.0) (* 2.0 pow_2_k)) (+ (- 1.0) k))))
(let (($x113 (= (+ (* k (* 4.0 pow_2_k)) ?x54) (* (* 2.0 pow_2_k) (+ 1.0 k)))))
(let (($x236 (and (<= pow_2_k (+ (- 1.0) (* 2.0 pow_2_k))) $x113)))
(not $x236)))))
(check-sat)
