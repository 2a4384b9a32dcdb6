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
 (let ((?x108 1.0))
 (<= ?x108 k)))
(assert
 (let ((?x254 2.0))
 (<= ?x254 n)))
(assert
 (let ((?x254 2.0))
 (<= ?x254 m)))
(assert
 (let ((?x108 1.0))
 (<= ?x108 b)))
(assert
 (and (<= (+ 1.0 l) k) (> m pow_2_k) (<= b (* 2.0 pow_2_l)) (> (+ n (* (- 1.0) b)) pow_2_k)))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x90 (= pow_2_k 1.0)))
 (let (($x35 (= k 0.0)))
 (=> $x35 $x90))))
(assert
 (let ((?x168 (+ k 1.0)))
 (>= pow_2_k ?x168)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x289 (= pow_2_l 1.0)))
 (let (($x330 (= l 0.0)))
 (=> $x330 $x289))))
(assert
 (let ((?x96 (+ l 1.0)))
 (>= pow_2_l ?x96)))
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
 (let ((?x8 (* (* 18.0 b) pow_2_l)))
(let ((?x260 (* pow_2_k pow_2_k)))
(let ((?x38 (* 3.0 ?x260)))
(let ((?x109 18.0))
(let ((?x460 (+ ?x109 (* (- 12.0) (* pow_2_l pow_2_l)))))
(let ((?x162 (+ (+ (+ ?x460 ?x38) (* (* (- 9.0) b) pow_2_k)) ?x8)))
(let ((?x50 (+ (+ ?x460 (* 12.0 ?x260)) (* (* (- 9.0) b) m))))
(let ((?x79 (+ (+ ?x50 (* (* (- 9.0) m) pow_2_k)) (* (* (- 9.0) n) pow_2_k))))
(let ((?x88 (+ (+ (+ ?x109 ?x38) (* 24.0 (* pow_2_l pow_2_l))) (* (* (- 18.0) pow_2_k) pow_2_l))))
(let (($x119 (and (>= ?x162 ?x88) (> (+ (+ ?x79 (* (* 9.0 m) n)) ?x8) ?x162))))
(not $x119))))))))))))
(check-sat)
