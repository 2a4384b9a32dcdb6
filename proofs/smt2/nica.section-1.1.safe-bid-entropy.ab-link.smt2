; certify obligation for claim nica.section-1.1.safe-bid-entropy.ab-link (Section 1.1)
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
 (<= 0.0 k))
(assert
 (and (<= pow_2_k n) (< n (* 2.0 pow_2_k))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x53 (= pow_2_k 1.0)))
 (let (($x51 (= k 0.0)))
 (=> $x51 $x53))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x7 1.0))
(let ((?x22 (+ ?x7 n)))
(let ((?x28 (* k ?x22)))
(let ((?x18 2.0))
(let ((?x27 (* ?x18 n)))
(let ((?x37 (+ (+ (+ ?x18 (* (- 1.0) (* ?x18 pow_2_k))) ?x27) ?x28)))
(let ((?x46 (+ (+ (+ ?x18 (* (- 2.0) (* ?x18 pow_2_k))) ?x27) (* (+ ?x7 k) ?x22))))
(let (($x39 (=> (< ?x22 (* ?x18 pow_2_k)) (= (+ (+ (+ ?x18 (* (- 2.0) pow_2_k)) ?x27) ?x28) ?x37))))
(not (and $x39 (=> (= ?x22 (* ?x18 pow_2_k)) (= ?x46 ?x37)))))))))))))
(check-sat)
