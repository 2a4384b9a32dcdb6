; certify obligation for claim nica.lemma-4.2.case-I.final (Lemma 4.2, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Real)
(declare-fun pow_2_c () Real)
(assert
 (let ((?x218 0.0))
 (<= ?x218 c)))
(assert
 (> pow_2_c 0.0))
(assert
 (let (($x155 (= pow_2_c 1.0)))
 (let (($x63 (= c 0.0)))
 (=> $x63 $x155))))
(assert
 (>= pow_2_c (+ c 1.0)))
(assert
 (>= pow_2_c 1.0))
(assert
 (let ((?x132 (+ (+ 2.0 (* pow_2_c pow_2_c)) (* (- 3.0) pow_2_c))))
(let ((?x218 0.0))
(not (=> (<= 2.0 c) (< ?x218 ?x132))))))
(check-sat)
