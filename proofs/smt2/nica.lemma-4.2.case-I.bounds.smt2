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
 (let ((?x28 1.0))
 (<= ?x28 k)))
(assert
 (let ((?x252 2.0))
 (<= ?x252 n)))
(assert
 (let ((?x252 2.0))
 (<= ?x252 m)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 b)))
(assert
 (and (<= (+ 1.0 l) k) (> m pow_2_k) (<= b (* 2.0 pow_2_l)) (> (+ n (* (- 1.0) b)) pow_2_k)))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x219 (= pow_2_k 1.0)))
 (let (($x255 (= k 0.0)))
 (=> $x255 $x219))))
(assert
 (let ((?x290 (+ k 1.0)))
 (>= pow_2_k ?x290)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x310 (= pow_2_l 1.0)))
 (let (($x209 (= l 0.0)))
 (=> $x209 $x310))))
(assert
 (let ((?x316 (+ l 1.0)))
 (>= pow_2_l ?x316)))
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
 (let ((?x273 (* (* 18.0 b) pow_2_l)))
(let ((?x130 (* pow_2_k pow_2_k)))
(let ((?x262 (* 3.0 ?x130)))
(let ((?x139 18.0))
(let ((?x124 (+ ?x139 (* (- 12.0) (* pow_2_l pow_2_l)))))
(let ((?x268 (+ (+ (+ ?x124 ?x262) (* (* (- 9.0) b) pow_2_k)) ?x273)))
(let ((?x284 (+ (+ ?x124 (* 12.0 ?x130)) (* (* (- 9.0) b) m))))
(let ((?x222 (+ (+ ?x284 (* (* (- 9.0) m) pow_2_k)) (* (* (- 9.0) n) pow_2_k))))
(let ((?x278 (+ (+ (+ ?x139 ?x262) (* 24.0 (* pow_2_l pow_2_l))) (* (* (- 18.0) pow_2_k) pow_2_l))))
(let (($x253 (and (>= ?x268 ?x278) (> (+ (+ ?x222 (* (* 9.0 m) n)) ?x273) ?x268))))
(not $x253))))))))))))
(check-sat)
