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
 (let ((?x28 1.0))
 (<= ?x28 m)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 b)))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x36 (= pow_2_k 1.0)))
 (let (($x11 (= k 0.0)))
 (=> $x11 $x36))))
(assert
 (let ((?x70 (* (* (* 18.0 n) pow_2_k) (* m m))))
(let ((?x235 (* (* (* (- 12.0) m) n) (* pow_2_k pow_2_k))))
(let (($x12 (< (+ (+ (* (* (- 24.0) m) n) ?x235) ?x70) (+ (+ (* (* (- 6.0) m) n) ?x235) ?x70))))
(not $x12)))))
(check-sat)
