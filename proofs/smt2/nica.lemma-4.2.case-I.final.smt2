; certify obligation for claim nica.lemma-4.2.case-I.final (Lemma 4.2, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Real)
(declare-fun pow_2_c () Real)
(assert
 (let ((?x18 0.0))
 (<= ?x18 c)))
(assert
 (> pow_2_c 0.0))
(assert
 (let (($x87 (= pow_2_c 1.0)))
 (let (($x217 (= c 0.0)))
 (=> $x217 $x87))))
(assert
 (>= pow_2_c (+ c 1.0)))
(assert
 (>= pow_2_c 1.0))
(assert
 (let ((?x111 (+ (+ 2.0 (* pow_2_c pow_2_c)) (* (- 3.0) pow_2_c))))
(let ((?x18 0.0))
(not (=> (<= 2.0 c) (< ?x18 ?x111))))))
(check-sat)
