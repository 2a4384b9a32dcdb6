; certify obligation for claim nica.lemma-3.6.sum (Lemma 3.6)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun pow_2_K () Int)
(declare-fun alpha () Real)
(assert
 (<= 0 K))
(assert
 (>= pow_2_K 1))
(assert
 (let (($x601 (= pow_2_K 1)))
 (let (($x2024 (= K 0)))
 (=> $x2024 $x601))))
(assert
 (>= pow_2_K (+ K 1)))
(assert
 (>= pow_2_K 1))
(assert
 (let ((?x192 (* (* (to_real (- 1)) (/ 1.0 alpha)) (+ (to_real 2) (* (to_real (- 2)) (/ (/ 1.0 2.0) (to_real pow_2_K)))))))
(let ((?x274 (/ 1.0 alpha)))
(let ((?x1033 (* ?x274 (+ (to_real 2) (* (to_real (- 2)) (/ (/ 1.0 4.0) (to_real pow_2_K)))))))
(not (= (+ ?x1033 ?x192) (* (/ (/ 1.0 2.0) (to_real pow_2_K)) ?x274)))))))
(check-sat)
