; certify obligation for claim nica.lemma-4.1.case-I.bound (Lemma 4.1, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x272 0.0))
 (<= ?x272 l)))
(assert
 (let ((?x272 0.0))
 (<= ?x272 k)))
(assert
 (let ((?x127 1.0))
 (<= ?x127 n)))
(assert
 (let ((?x127 1.0))
 (<= ?x127 m)))
(assert
 (let ((?x127 1.0))
 (<= ?x127 b)))
(assert
 (and (<= b (* 2.0 pow_2_l)) (< (* 2.0 pow_2_l) m)))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x18 (= pow_2_l 1.0)))
 (let (($x353 (= l 0.0)))
 (=> $x353 $x18))))
(assert
 (let ((?x459 (+ l 1.0)))
 (>= pow_2_l ?x459)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x114 (= pow_2_k 1.0)))
 (let (($x54 (= k 0.0)))
 (=> $x54 $x114))))
(assert
 (let ((?x13 (+ k 1.0)))
 (>= pow_2_k ?x13)))
(assert
 (>= pow_2_k 1.0))
(assert
 (=> (<= (+ l 0.0) k) (<= (* 1.0 pow_2_l) pow_2_k)))
(assert
 (=> (<= (+ l 1.0) k) (<= (* 2.0 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 1.0)) (= pow_2_l (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ l 2.0) k) (<= (* 4.0 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 2.0)) (= pow_2_l (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ l 3.0) k) (<= (* 8.0 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 3.0)) (= pow_2_l (* 8.0 pow_2_k))))
(assert
 (=> (<= (+ k 0.0) l) (<= (* 1.0 pow_2_k) pow_2_l)))
(assert
 (=> (<= (+ k 1.0) l) (<= (* 2.0 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 1.0)) (= pow_2_k (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ k 2.0) l) (<= (* 4.0 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 2.0)) (= pow_2_k (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ k 3.0) l) (<= (* 8.0 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 3.0)) (= pow_2_k (* 8.0 pow_2_l))))
(assert
 (let ((?x14 (* m m)))
(let ((?x103 (* (* (* 9.0 n) pow_2_k) ?x14)))
(let ((?x25 (* (* (- 6.0) m) n)))
(let ((?x69 (* ?x25 (* pow_2_k pow_2_k))))
(let ((?x262 (+ (+ ?x25 (* (* (* (- 24.0) m) n) (* pow_2_l pow_2_l))) ?x69)))
(let ((?x85 (+ (+ (+ ?x25 ?x69) (* (* (* 9.0 b) n) ?x14)) ?x103)))
(let ((?x458 (+ (+ ?x85 (* (* (* 12.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 18.0) b) m) n) pow_2_l))))
(let (($x96 (<= ?x458 (+ (+ ?x262 ?x103) (* (* (* 18.0 n) pow_2_l) ?x14)))))
(not $x96))))))))))
(check-sat)
