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
 (let ((?x10 0.0))
 (<= ?x10 l)))
(assert
 (let ((?x10 0.0))
 (<= ?x10 k)))
(assert
 (let ((?x257 1.0))
 (<= ?x257 n)))
(assert
 (let ((?x257 1.0))
 (<= ?x257 m)))
(assert
 (let ((?x257 1.0))
 (<= ?x257 b)))
(assert
 (and (<= b (* 2.0 pow_2_l)) (< (* 2.0 pow_2_l) m)))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x180 (= pow_2_l 1.0)))
 (let (($x79 (= l 0.0)))
 (=> $x79 $x180))))
(assert
 (let ((?x55 (+ l 1.0)))
 (>= pow_2_l ?x55)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x19 (= pow_2_k 1.0)))
 (let (($x46 (= k 0.0)))
 (=> $x46 $x19))))
(assert
 (let ((?x36 (+ k 1.0)))
 (>= pow_2_k ?x36)))
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
 (let ((?x18 (* m m)))
(let ((?x7 (* (* (* 9.0 n) pow_2_k) ?x18)))
(let ((?x393 (* (* (- 6.0) m) n)))
(let ((?x24 (* ?x393 (* pow_2_k pow_2_k))))
(let ((?x254 (+ (+ ?x393 (* (* (* (- 24.0) m) n) (* pow_2_l pow_2_l))) ?x24)))
(let ((?x12 (+ (+ (+ ?x393 ?x24) (* (* (* 9.0 b) n) ?x18)) ?x7)))
(let ((?x132 (+ (+ ?x12 (* (* (* 12.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 18.0) b) m) n) pow_2_l))))
(let (($x73 (<= ?x132 (+ (+ ?x254 ?x7) (* (* (* 18.0 n) pow_2_l) ?x18)))))
(not $x73))))))))))
(check-sat)
