; certify obligation for claim nica.lemma-3.6.escape-state (Lemma 3.6 (proof))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun beta () Real)
(declare-fun pow_2_k () Real)
(declare-fun k () Real)
(assert
 (let ((?x91 1.0))
 (<= ?x91 beta)))
(assert
 (let ((?x38 2.0))
 (>= ?x38 beta)))
(assert
 (let ((?x91 1.0))
 (< ?x91 beta)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x37 (= pow_2_k 1.0)))
 (let (($x30 (= k 0.0)))
 (=> $x30 $x37))))
(assert
 (not (>= (* beta pow_2_k) (* 2.0 pow_2_k))))
(check-sat)
