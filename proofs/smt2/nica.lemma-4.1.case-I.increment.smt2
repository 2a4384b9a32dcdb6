; certify obligation for claim nica.lemma-4.1.case-I.increment (Lemma 4.1, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun m () Real)
(declare-fun pow_2_l () Real)
(assert
 (let ((?x139 0.0))
 (<= ?x139 l)))
(assert
 (<= 1.0 m))
(assert
 (< (* 2.0 pow_2_l) m))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x57 (= pow_2_l 1.0)))
 (let (($x178 (= l 0.0)))
 (=> $x178 $x57))))
(assert
 (>= pow_2_l (+ l 1.0)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let ((?x139 0.0))
(let (($x6 (< ?x139 (+ (* (- 2.0) (* pow_2_l pow_2_l)) (* m pow_2_l)))))
(not $x6))))
(check-sat)
