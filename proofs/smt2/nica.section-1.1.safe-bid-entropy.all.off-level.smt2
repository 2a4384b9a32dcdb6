; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.off-level (Section 1.1 (the states of the induction))
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
 (let ((?x15 1.0))
 (<= ?x15 m)))
(assert
 (let ((?x7 0.0))
 (<= ?x7 k)))
(assert
 (let ((?x7 0.0))
 (>= ?x7 k)))
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
 (let ((?x22 2.0))
(let ((?x23 (* ?x22 m)))
(let ((?x48 (+ (+ (+ ?x22 (* (- 1.0) pow_2_k)) ?x23) (* (+ 1.0 m) (+ (- 1.0) k)))))
(let ((?x15 1.0))
(let (($x38 (<= ?x15 m)))
(let (($x103 (or (not (and (<= (+ ?x15 m) pow_2_k) (< pow_2_k (+ ?x22 ?x23)))) (and (=> $x38 (= x (+ (+ (+ ?x15 u) v) m))) (= x ?x48)))))
(not $x103))))))))
(check-sat)
