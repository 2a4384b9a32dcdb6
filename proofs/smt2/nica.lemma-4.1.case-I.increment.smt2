; certify obligation for claim nica.lemma-4.1.case-I.increment (Lemma 4.1, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun m () Real)
(declare-fun pow_2_l () Real)
(assert
 (let ((?x35 0.0))
 (<= ?x35 l)))
(assert
 (<= 1.0 m))
(assert
 (< (* 2.0 pow_2_l) m))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x151 (= pow_2_l 1.0)))
 (let (($x116 (= l 0.0)))
 (=> $x116 $x151))))
(assert
 (>= pow_2_l (+ l 1.0)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let ((?x35 0.0))
(let (($x298 (< ?x35 (+ (* (- 2.0) (* pow_2_l pow_2_l)) (* m pow_2_l)))))
(not $x298))))
(check-sat)
