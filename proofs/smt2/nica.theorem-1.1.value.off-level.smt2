; certify obligation for claim nica.theorem-1.1.value.off-level (Theorem 4.4 (the states of the induction))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun cm () Real)
(declare-fun cn () Real)
(declare-fun pow_2_cn () Real)
(declare-fun pow_2_cm () Real)
(declare-fun w () Real)
(declare-fun x () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 n)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 m)))
(assert
 (let ((?x52 0.0))
 (<= ?x52 cm)))
(assert
 (let ((?x52 0.0))
 (<= ?x52 cn)))
(assert
 (let (($x56 (and (<= m pow_2_cm) (<= n pow_2_cn) (<= (+ 1.0 pow_2_cm) (* 2.0 m)) (<= (+ 1.0 pow_2_cn) (* 2.0 n)))))
 (not $x56)))
(assert
 (> pow_2_cm 0.0))
(assert
 (> pow_2_cn 0.0))
(assert
 (let (($x16 (= pow_2_cm 1.0)))
 (let (($x49 (= cm 0.0)))
 (=> $x49 $x16))))
(assert
 (let ((?x25 (+ cm 1.0)))
 (>= pow_2_cm ?x25)))
(assert
 (>= pow_2_cm 1.0))
(assert
 (let (($x29 (= pow_2_cn 1.0)))
 (let (($x28 (= cn 0.0)))
 (=> $x28 $x29))))
(assert
 (let ((?x22 (+ cn 1.0)))
 (>= pow_2_cn ?x22)))
(assert
 (>= pow_2_cn 1.0))
(assert
 (=> (<= (+ cm 0.0) cn) (<= (* 1.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (<= (+ cm 1.0) cn) (<= (* 2.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (= cm (+ cn 1.0)) (= pow_2_cm (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ cm 2.0) cn) (<= (* 4.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (= cm (+ cn 2.0)) (= pow_2_cm (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ cm 3.0) cn) (<= (* 8.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (= cm (+ cn 3.0)) (= pow_2_cm (* 8.0 pow_2_cn))))
(assert
 (=> (<= (+ cn 0.0) cm) (<= (* 1.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (<= (+ cn 1.0) cm) (<= (* 2.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (= cn (+ cm 1.0)) (= pow_2_cn (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ cn 2.0) cm) (<= (* 4.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (= cn (+ cm 2.0)) (= pow_2_cn (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ cn 3.0) cm) (<= (* 8.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (= cn (+ cm 3.0)) (= pow_2_cn (* 8.0 pow_2_cm))))
(assert
 (let (($x56 (and (<= m pow_2_cm) (<= n pow_2_cn) (<= (+ 1.0 pow_2_cm) (* 2.0 m)) (<= (+ 1.0 pow_2_cn) (* 2.0 n)))))
(let (($x55 (not $x56)))
(let (($x37 (= x w)))
(not (or $x37 $x55))))))
(check-sat)
