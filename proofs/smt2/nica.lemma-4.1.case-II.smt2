; certify obligation for claim nica.lemma-4.1.case-II (Lemma 4.1, Case II)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_k () Real)
(declare-fun k () Real)
(assert
 (<= 2.0 n))
(assert
 (let ((?x33 1.0))
 (<= ?x33 m)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x155 (= pow_2_k 1.0)))
 (let (($x288 (= k 0.0)))
 (=> $x288 $x155))))
(assert
 (let ((?x131 (* (* (* 18.0 n) pow_2_k) (* m m))))
(let ((?x92 (* (* (* (- 12.0) m) n) (* pow_2_k pow_2_k))))
(let (($x286 (< (+ (+ (* (* (- 24.0) m) n) ?x92) ?x131) (+ (+ (* (* (- 6.0) m) n) ?x92) ?x131))))
(not $x286)))))
(check-sat)
