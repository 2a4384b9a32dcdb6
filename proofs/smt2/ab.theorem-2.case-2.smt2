; certify obligation for claim ab.theorem-2.case-2 (Theorem 2 (proof, Case 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x196 1.0))
 (<= ?x196 k)))
(assert
 (let ((?x196 1.0))
 (<= ?x196 n)))
(assert
 (and (<= pow_2_k n) (< n (+ (- 1.0) (* 2.0 pow_2_k)))))
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
 (let ((?x22 (+ (+ 2.0 (* (- 1.0) (* 2.0 pow_2_k))) (* k (+ 1.0 n)))))
(let ((?x199 (- 1.0)))
(let ((?x132 (* ?x199 n)))
(let ((?x112 2.0))
(let ((?x202 (* ?x112 pow_2_k)))
(let ((?x190 (+ ?x199 ?x202)))
(let ((?x7 (+ ?x190 ?x132)))
(let (($x16 (and (<= 1.0 (+ (+ 1.0 n) (* ?x199 pow_2_k))) (<= (+ (+ 1.0 n) (* ?x199 pow_2_k)) pow_2_k) (= (+ (+ ?x199 ?x132) ?x202) ?x7) (= (+ (+ ?x112 (* ?x202 (+ ?x199 k))) (* (* ?x199 k) ?x7)) ?x22))))
(not $x16))))))))))
(check-sat)
