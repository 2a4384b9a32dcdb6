; certify obligation for claim nica.lemma-4.1.case-I.increment (Lemma 4.1, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun m () Real)
(declare-fun pow_2_l () Real)
(assert
 (let ((?x456 0.0))
 (<= ?x456 l)))
(assert
 (<= 1.0 m))
(assert
 (< (* 2.0 pow_2_l) m))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x41 (= pow_2_l 1.0)))
 (let (($x306 (= l 0.0)))
 (=> $x306 $x41))))
(assert
 (>= pow_2_l (+ l 1.0)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let ((?x456 0.0))
(let (($x82 (< ?x456 (+ (* (- 2.0) (* pow_2_l pow_2_l)) (* m pow_2_l)))))
(not $x82))))
(check-sat)
