; certify obligation for claim nica.lemma-4.2.case-I.bounds (Lemma 4.2, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_l () Real)
(assert
 (<= 0.0 l))
(assert
 (let ((?x39 1.0))
 (<= ?x39 k)))
(assert
 (let ((?x199 2.0))
 (<= ?x199 n)))
(assert
 (let ((?x199 2.0))
 (<= ?x199 m)))
(assert
 (let ((?x39 1.0))
 (<= ?x39 b)))
(assert
 (and (<= (+ 1.0 l) k) (> m pow_2_k) (<= b (* 2.0 pow_2_l)) (> (+ n (* (- 1.0) b)) pow_2_k)))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x67 (= pow_2_k 1.0)))
 (let (($x21 (= k 0.0)))
 (=> $x21 $x67))))
(assert
 (let ((?x140 (+ k 1.0)))
 (>= pow_2_k ?x140)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x179 (= pow_2_l 1.0)))
 (let (($x96 (= l 0.0)))
 (=> $x96 $x179))))
(assert
 (let ((?x253 (+ l 1.0)))
 (>= pow_2_l ?x253)))
(assert
 (>= pow_2_l 1.0))
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
 (let ((?x267 (* (* 18.0 b) pow_2_l)))
(let ((?x119 (* pow_2_k pow_2_k)))
(let ((?x240 (* 3.0 ?x119)))
(let ((?x258 18.0))
(let ((?x189 (+ ?x258 (* (- 12.0) (* pow_2_l pow_2_l)))))
(let ((?x257 (+ (+ (+ ?x189 ?x240) (* (* (- 9.0) b) pow_2_k)) ?x267)))
(let ((?x261 (+ (+ ?x189 (* 12.0 ?x119)) (* (* (- 9.0) b) m))))
(let ((?x238 (+ (+ ?x261 (* (* (- 9.0) m) pow_2_k)) (* (* (- 9.0) n) pow_2_k))))
(let ((?x13 (+ (+ (+ ?x258 ?x240) (* 24.0 (* pow_2_l pow_2_l))) (* (* (- 18.0) pow_2_k) pow_2_l))))
(let (($x230 (and (>= ?x257 ?x13) (> (+ (+ ?x238 (* (* 9.0 m) n)) ?x267) ?x257))))
(not $x230))))))))))))
(check-sat)
