; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.one-value (Section 1.1 (the pool of one))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(declare-fun x () Real)
(declare-fun v () Real)
(declare-fun u () Real)
(assert
 (let ((?x7 0.0))
 (<= ?x7 m)))
(assert
 (let ((?x7 0.0))
 (>= ?x7 m)))
(assert
 (let ((?x7 0.0))
 (<= ?x7 k)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x56 (= pow_2_k 1.0)))
 (let (($x54 (= k 0.0)))
 (=> $x54 $x56))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x15 1.0))
(let ((?x16 (+ ?x15 m)))
(let ((?x31 (* ?x16 (+ (- 1.0) k))))
(let ((?x22 2.0))
(let ((?x23 (* ?x22 m)))
(let (($x50 (and (=> (<= ?x15 m) (= x (+ (+ (+ ?x15 u) v) m))) (= x (+ (+ (+ ?x22 (* (- 1.0) pow_2_k)) ?x23) ?x31)))))
(let (($x26 (and (<= ?x16 pow_2_k) (< pow_2_k (+ ?x22 ?x23)))))
(let ((?x7 0.0))
(let (($x36 (=> $x26 (= ?x7 (+ (+ (+ ?x22 m) (* (- 1.0) pow_2_k)) ?x31)))))
(not (=> (and (and (= ?x7 x) $x36) $x26) $x50))))))))))))
(check-sat)
