; certify obligation for claim nica.lemma-4.1.case-III (Lemma 4.1, Case III)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun j () Real)
(declare-fun k () Real)
(declare-fun b () Real)
(declare-fun n () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_l () Real)
(assert
 (let ((?x154 0.0))
 (<= ?x154 l)))
(assert
 (let ((?x154 0.0))
 (<= ?x154 j)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 k)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 b)))
(assert
 (let ((?x139 2.0))
 (<= ?x139 n)))
(assert
 (and (<= l j) (<= j (+ (- 1.0) k)) (<= b (* 2.0 pow_2_l)) (>= n (+ 1.0 (* 2.0 pow_2_k))) (<= (+ n (* (- 1.0) b)) (* 2.0 pow_2_j))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (let (($x111 (= pow_2_l 1.0)))
 (let (($x255 (= l 0.0)))
 (=> $x255 $x111))))
(assert
 (let ((?x250 (+ l 1.0)))
 (>= pow_2_l ?x250)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x155 (= pow_2_k 1.0)))
 (let (($x288 (= k 0.0)))
 (=> $x288 $x155))))
(assert
 (let ((?x170 (+ k 1.0)))
 (>= pow_2_k ?x170)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x70 (= pow_2_j 1.0)))
 (let (($x125 (= j 0.0)))
 (=> $x125 $x70))))
(assert
 (let ((?x27 (+ j 1.0)))
 (>= pow_2_j ?x27)))
(assert
 (>= pow_2_j 1.0))
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
 (=> (<= (+ l 0.0) j) (<= (* 1.0 pow_2_l) pow_2_j)))
(assert
 (=> (<= (+ l 1.0) j) (<= (* 2.0 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 1.0)) (= pow_2_l (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ l 2.0) j) (<= (* 4.0 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 2.0)) (= pow_2_l (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ l 3.0) j) (<= (* 8.0 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 3.0)) (= pow_2_l (* 8.0 pow_2_j))))
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
 (=> (<= (+ k 0.0) j) (<= (* 1.0 pow_2_k) pow_2_j)))
(assert
 (=> (<= (+ k 1.0) j) (<= (* 2.0 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 1.0)) (= pow_2_k (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ k 2.0) j) (<= (* 4.0 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 2.0)) (= pow_2_k (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ k 3.0) j) (<= (* 8.0 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 3.0)) (= pow_2_k (* 8.0 pow_2_j))))
(assert
 (=> (<= (+ j 0.0) l) (<= (* 1.0 pow_2_j) pow_2_l)))
(assert
 (=> (<= (+ j 1.0) l) (<= (* 2.0 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 1.0)) (= pow_2_j (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ j 2.0) l) (<= (* 4.0 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 2.0)) (= pow_2_j (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ j 3.0) l) (<= (* 8.0 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 3.0)) (= pow_2_j (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ j 0.0) k) (<= (* 1.0 pow_2_j) pow_2_k)))
(assert
 (=> (<= (+ j 1.0) k) (<= (* 2.0 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 1.0)) (= pow_2_j (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ j 2.0) k) (<= (* 4.0 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 2.0)) (= pow_2_j (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ j 3.0) k) (<= (* 8.0 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 3.0)) (= pow_2_j (* 8.0 pow_2_k))))
(assert
 (not false))
(check-sat)
