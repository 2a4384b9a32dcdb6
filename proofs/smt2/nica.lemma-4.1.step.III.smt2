; certify obligation for claim nica.lemma-4.1.step.III (Lemma 4.1, Case III (proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun l () Int)
(declare-fun j () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun pow_2_j () Int)
(declare-fun pow_2_l () Int)
(declare-fun pow_2_k () Int)
(assert
 (<= 0 k))
(assert
 (<= 0 l))
(assert
 (<= 0 j))
(assert
 (<= 2 n))
(assert
 (<= 2 m))
(assert
 (<= 1 b))
(assert
 (<= b (+ (- 1) n)))
(assert
 (and (<= b pow_2_l) (< pow_2_j m) (< pow_2_k m) (< pow_2_l m) (<= m (* 2 pow_2_k)) (< (* 2 pow_2_k) n) (>= n (+ 1 (* 2 pow_2_k))) (<= (+ 1 pow_2_l) (* 2 b)) (<= (+ n (* (- 1) b)) pow_2_j) (<= (+ 1 pow_2_j) (+ (* (- 2) b) (* 2 n)))))
(assert
 (>= pow_2_l 1))
(assert
 (>= pow_2_j 1))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x636 (= pow_2_l 1)))
 (let (($x39 (= l 0)))
 (=> $x39 $x636))))
(assert
 (let ((?x356 (+ l 1)))
 (>= pow_2_l ?x356)))
(assert
 (>= pow_2_l 1))
(assert
 (let (($x344 (= pow_2_j 1)))
 (let (($x6 (= j 0)))
 (=> $x6 $x344))))
(assert
 (let ((?x324 (+ j 1)))
 (>= pow_2_j ?x324)))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x40 (= pow_2_k 1)))
 (let (($x466 (= k 0)))
 (=> $x466 $x40))))
(assert
 (let ((?x12 (+ k 1)))
 (>= pow_2_k ?x12)))
(assert
 (>= pow_2_k 1))
(assert
 (=> (<= (+ l 0) j) (<= (* 1 pow_2_l) pow_2_j)))
(assert
 (=> (<= (+ l 1) j) (<= (* 2 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 1)) (= pow_2_l (* 2 pow_2_j))))
(assert
 (=> (<= (+ l 2) j) (<= (* 4 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 2)) (= pow_2_l (* 4 pow_2_j))))
(assert
 (=> (<= (+ l 3) j) (<= (* 8 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 3)) (= pow_2_l (* 8 pow_2_j))))
(assert
 (=> (<= (+ l 0) k) (<= (* 1 pow_2_l) pow_2_k)))
(assert
 (=> (<= (+ l 1) k) (<= (* 2 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 1)) (= pow_2_l (* 2 pow_2_k))))
(assert
 (=> (<= (+ l 2) k) (<= (* 4 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 2)) (= pow_2_l (* 4 pow_2_k))))
(assert
 (=> (<= (+ l 3) k) (<= (* 8 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 3)) (= pow_2_l (* 8 pow_2_k))))
(assert
 (=> (<= (+ j 0) l) (<= (* 1 pow_2_j) pow_2_l)))
(assert
 (=> (<= (+ j 1) l) (<= (* 2 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 1)) (= pow_2_j (* 2 pow_2_l))))
(assert
 (=> (<= (+ j 2) l) (<= (* 4 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 2)) (= pow_2_j (* 4 pow_2_l))))
(assert
 (=> (<= (+ j 3) l) (<= (* 8 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 3)) (= pow_2_j (* 8 pow_2_l))))
(assert
 (=> (<= (+ j 0) k) (<= (* 1 pow_2_j) pow_2_k)))
(assert
 (=> (<= (+ j 1) k) (<= (* 2 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 1)) (= pow_2_j (* 2 pow_2_k))))
(assert
 (=> (<= (+ j 2) k) (<= (* 4 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 2)) (= pow_2_j (* 4 pow_2_k))))
(assert
 (=> (<= (+ j 3) k) (<= (* 8 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 3)) (= pow_2_j (* 8 pow_2_k))))
(assert
 (=> (<= (+ k 0) l) (<= (* 1 pow_2_k) pow_2_l)))
(assert
 (=> (<= (+ k 1) l) (<= (* 2 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 1)) (= pow_2_k (* 2 pow_2_l))))
(assert
 (=> (<= (+ k 2) l) (<= (* 4 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 2)) (= pow_2_k (* 4 pow_2_l))))
(assert
 (=> (<= (+ k 3) l) (<= (* 8 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 3)) (= pow_2_k (* 8 pow_2_l))))
(assert
 (=> (<= (+ k 0) j) (<= (* 1 pow_2_k) pow_2_j)))
(assert
 (=> (<= (+ k 1) j) (<= (* 2 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 1)) (= pow_2_k (* 2 pow_2_j))))
(assert
 (=> (<= (+ k 2) j) (<= (* 4 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 2)) (= pow_2_k (* 4 pow_2_j))))
(assert
 (=> (<= (+ k 3) j) (<= (* 8 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 3)) (= pow_2_k (* 8 pow_2_j))))
(assert
 (not false))
(check-sat)
