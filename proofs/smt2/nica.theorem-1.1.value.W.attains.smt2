; certify obligation for claim nica.theorem-1.1.value.W.attains (Lemma 4.1, Case I, b = 2^k (over the powers))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun cm () Real)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_cm () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 1.0 (* (- 1.0) cm)))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (* (- 1.0) k))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 2.0 (* (- 1.0) n)))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 2.0 (* (- 1.0) m)))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 1.0 (* (- 1.0) b)))))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let (($x583 (= b pow_2_k)))
 (and $x583 (= (+ 1.0 k) cm) (<= m pow_2_cm) (> n pow_2_cm) (> 0.0 (+ pow_2_cm (* (- 2.0) m))))))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_cm 0.0))
(assert
 (let (($x462 (= pow_2_k 1.0)))
 (let (($x526 (= k 0.0)))
 (=> $x526 $x462))))
(assert
 (let ((?x518 (+ k 1.0)))
 (>= pow_2_k ?x518)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x807 (= pow_2_cm 1.0)))
 (let (($x895 (= cm 0.0)))
 (=> $x895 $x807))))
(assert
 (let ((?x322 (+ cm 1.0)))
 (>= pow_2_cm ?x322)))
(assert
 (>= pow_2_cm 1.0))
(assert
 (=> (<= (+ k 0.0) cm) (<= (* 1.0 pow_2_k) pow_2_cm)))
(assert
 (=> (<= (+ k 1.0) cm) (<= (* 2.0 pow_2_k) pow_2_cm)))
(assert
 (=> (= k (+ cm 1.0)) (= pow_2_k (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ k 2.0) cm) (<= (* 4.0 pow_2_k) pow_2_cm)))
(assert
 (=> (= k (+ cm 2.0)) (= pow_2_k (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ k 3.0) cm) (<= (* 8.0 pow_2_k) pow_2_cm)))
(assert
 (=> (= k (+ cm 3.0)) (= pow_2_k (* 8.0 pow_2_cm))))
(assert
 (=> (<= (+ cm 0.0) k) (<= (* 1.0 pow_2_cm) pow_2_k)))
(assert
 (=> (<= (+ cm 1.0) k) (<= (* 2.0 pow_2_cm) pow_2_k)))
(assert
 (=> (= cm (+ k 1.0)) (= pow_2_cm (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ cm 2.0) k) (<= (* 4.0 pow_2_cm) pow_2_k)))
(assert
 (=> (= cm (+ k 2.0)) (= pow_2_cm (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ cm 3.0) k) (<= (* 8.0 pow_2_cm) pow_2_k)))
(assert
 (=> (= cm (+ k 3.0)) (= pow_2_cm (* 8.0 pow_2_k))))
(assert
 (let ((?x267 (+ (+ (* pow_2_cm pow_2_cm) (* (- 4.0) (* b b))) (* (* (- 3.0) m) pow_2_cm))))
(let ((?x52 0.0))
(not (<= ?x52 (+ ?x267 (* (* 6.0 b) m)))))))
(check-sat)
