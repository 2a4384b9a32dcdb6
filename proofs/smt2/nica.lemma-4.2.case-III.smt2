; certify obligation for claim nica.lemma-4.2.case-III (Lemma 4.2, Case III)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(declare-fun b () Real)
(declare-fun n () Real)
(assert
 (<= 0.0 k))
(assert
 (and (>= b (+ 1.0 pow_2_k)) (<= n (* 2.0 pow_2_k)) (>= (+ n (* (- 1.0) b)) (+ 1.0 pow_2_k))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x302 (= pow_2_k 1.0)))
 (let (($x189 (= k 0.0)))
 (=> $x189 $x302))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (not false))
(check-sat)
