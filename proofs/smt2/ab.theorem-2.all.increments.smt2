; certify obligation for claim ab.theorem-2.all.increments (Theorem 2 (proof), convexity of F)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun pow_2_k () Real)
(assert
 (<= 0.0 k))
(assert
 (let ((?x11 1.0))
 (<= ?x11 n)))
(assert
 (and (<= pow_2_k n) (< n (* 2.0 pow_2_k))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x52 (= pow_2_k 1.0)))
 (let (($x50 (= k 0.0)))
 (=> $x50 $x52))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x11 1.0))
(let ((?x22 (+ ?x11 n)))
(let ((?x29 (* (* (- 1.0) k) ?x22)))
(let ((?x42 (+ (+ ?x11 (* 2.0 pow_2_k)) (* (- 1.0) (* 4.0 pow_2_k)))))
(let (($x46 (= (+ (+ ?x42 (* (+ ?x11 k) (+ 2.0 n))) ?x29) (+ 2.0 k))))
(let (($x34 (=> (< ?x22 (* 2.0 pow_2_k)) (= (+ (+ ?x11 (* k (+ 2.0 n))) ?x29) (+ ?x11 k)))))
(not (and $x34 (=> (= ?x22 (* 2.0 pow_2_k)) $x46))))))))))
(check-sat)
