; certify obligation for claim ab.theorem-2.cases-agree (Theorem 2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x196 1.0))
 (<= ?x196 k)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x33 (= pow_2_k 1.0)))
 (let (($x108 (= k 0.0)))
 (=> $x108 $x33))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x237 (+ (+ 2.0 (* (- 1.0) (* 2.0 pow_2_k))) (* k (* 2.0 pow_2_k)))))
(let ((?x81 (/ 1.0 (+ (- 1.0) (* 2.0 pow_2_k)))))
(let ((?x196 1.0))
(let ((?x77 2.0))
(let ((?x132 (+ ?x196 (* ?x81 (+ ?x77 (* (* ?x77 pow_2_k) (+ (- 1.0) k)))))))
(not (= ?x132 (+ ?x196 (* ?x81 ?x237))))))))))
(check-sat)
