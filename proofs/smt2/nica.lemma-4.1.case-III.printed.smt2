; certify obligation for claim nica.lemma-4.1.case-III.printed (Lemma 4.1, Case III)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Real)
(declare-fun l () Real)
(declare-fun pow_2_l () Real)
(assert
 (let ((?x199 2.0))
 (<= ?x199 c)))
(assert
 (<= 0.0 l))
(assert
 (and (< pow_2_l c) (<= c (* 2.0 pow_2_l))))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x236 (= pow_2_l 1.0)))
 (let (($x212 (= l 0.0)))
 (=> $x212 $x236))))
(assert
 (>= pow_2_l (+ l 1.0)))
(assert
 (>= pow_2_l 1.0))
(assert
 (not (<= c pow_2_l)))
(check-sat)
