; certify obligation for claim nica.section-1.1.safe-bid-entropy.ab-link (Section 1.1)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x15 1.0))
 (<= ?x15 n)))
(assert
 (<= 0.0 k))
(assert
 (and (<= pow_2_k n) (< n (* 2.0 pow_2_k))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x1520 (= pow_2_k 1.0)))
 (let (($x1490 (= k 0.0)))
 (=> $x1490 $x1520))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x15 1.0))
(let ((?x1493 (+ ?x15 n)))
(let ((?x1400 (* k ?x1493)))
(let ((?x1495 2.0))
(let ((?x1432 (* ?x1495 n)))
(let ((?x1482 (+ (+ (+ ?x1495 (* (- 1.0) (* ?x1495 pow_2_k))) ?x1432) ?x1400)))
(let ((?x1458 (+ (+ (+ ?x1495 (* (- 2.0) (* ?x1495 pow_2_k))) ?x1432) (* (+ ?x15 k) ?x1493))))
(let (($x1491 (=> (< ?x1493 (* ?x1495 pow_2_k)) (= (+ (+ (+ ?x1495 (* (- 2.0) pow_2_k)) ?x1432) ?x1400) ?x1482))))
(not (and $x1491 (=> (= ?x1493 (* ?x1495 pow_2_k)) (= ?x1458 ?x1482)))))))))))))
(check-sat)
