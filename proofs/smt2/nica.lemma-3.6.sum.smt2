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
 (let (($x1667 (= pow_2_K 1)))
 (let (($x1036 (= K 0)))
 (=> $x1036 $x1667))))
(assert
 (>= pow_2_K (+ K 1)))
(assert
 (>= pow_2_K 1))
(assert
 (let ((?x70 (/ 1.0 alpha)))
(let ((?x936 (to_real pow_2_K)))
(let ((?x64 (/ (/ 1.0 2.0) ?x936)))
(let ((?x92 (* ?x64 ?x70)))
(let ((?x587 (* (* (to_real (- 1)) ?x70) (+ (to_real 2) (* (to_real (- 2)) ?x64)))))
(let ((?x574 (+ (* ?x70 (+ (to_real 2) (* (to_real (- 2)) (/ (/ 1.0 4.0) ?x936)))) ?x587)))
(not (= ?x574 ?x92)))))))))
(check-sat)
