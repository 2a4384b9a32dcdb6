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
 (let (($x38 (= pow_2_K 1)))
 (let (($x37 (= K 0)))
 (=> $x37 $x38))))
(assert
 (>= pow_2_K (+ K 1)))
(assert
 (>= pow_2_K 1))
(assert
 (let ((?x29 (/ 1.0 alpha)))
(let ((?x34 (to_real pow_2_K)))
(let ((?x15 (/ (/ 1.0 2.0) ?x34)))
(let ((?x11 (* ?x15 ?x29)))
(let ((?x24 (* (* (to_real (- 1)) ?x29) (+ (to_real 2) (* (to_real (- 2)) ?x15)))))
(let ((?x25 (+ (* ?x29 (+ (to_real 2) (* (to_real (- 2)) (/ (/ 1.0 4.0) ?x34)))) ?x24)))
(not (= ?x25 ?x11)))))))))
(check-sat)
