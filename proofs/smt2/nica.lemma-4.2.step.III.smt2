; certify obligation for claim nica.lemma-4.2.step.III (Lemma 4.2, Case III (proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun i () Int)
(declare-fun l () Int)
(declare-fun j () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun pow_2_j () Int)
(declare-fun pow_2_i () Int)
(declare-fun pow_2_l () Int)
(declare-fun pow_2_k () Int)
(assert
 (>= 0 (* (- 1) k)))
(assert
 (let ((?x372 (* (- 1) i)))
 (>= 0 ?x372)))
(assert
 (let ((?x509 (* (- 1) l)))
 (>= 0 ?x509)))
(assert
 (let ((?x133 (* (- 1) j)))
 (>= 0 ?x133)))
(assert
 (>= 0 (+ 2 (* (- 1) n))))
(assert
 (>= 0 (+ 2 (* (- 1) m))))
(assert
 (>= 0 (+ 1 (* (- 1) b))))
(assert
 (<= b (+ (- 1) n)))
(assert
 (and (<= b pow_2_l) (>= n (+ 1 pow_2_k)) (<= m (* 2 pow_2_i)) (<= n (* 2 pow_2_k)) (> 0 (+ pow_2_i (* (- 1) b))) (> 0 (+ pow_2_i (* (- 1) m))) (> 0 (+ pow_2_k (* (- 1) m))) (> 0 (+ pow_2_k (* (- 1) n))) (>= 0 (+ (+ 1 pow_2_l) (* (- 2) b))) (> 0 (+ (+ b pow_2_i) (* (- 1) n))) (>= 0 (+ (+ n (* (- 1) b)) (* (- 1) pow_2_j))) (>= 0 (+ (+ (+ 1 pow_2_j) (* (- 2) n)) (* 2 b)))))
(assert
 (>= pow_2_l 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_i 1))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x816 (= pow_2_l 1)))
 (let (($x499 (= l 0)))
 (=> $x499 $x816))))
(assert
 (let ((?x802 (+ l 1)))
 (>= pow_2_l ?x802)))
(assert
 (>= pow_2_l 1))
(assert
 (let (($x351 (= pow_2_k 1)))
 (let (($x180 (= k 0)))
 (=> $x180 $x351))))
(assert
 (let ((?x7 (+ k 1)))
 (>= pow_2_k ?x7)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x265 (= pow_2_i 1)))
 (let (($x113 (= i 0)))
 (=> $x113 $x265))))
(assert
 (let ((?x690 (+ i 1)))
 (>= pow_2_i ?x690)))
(assert
 (>= pow_2_i 1))
(assert
 (let (($x342 (= pow_2_j 1)))
 (let (($x834 (= j 0)))
 (=> $x834 $x342))))
(assert
 (let ((?x72 (+ j 1)))
 (>= pow_2_j ?x72)))
(assert
 (>= pow_2_j 1))
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
 (=> (<= (+ l 0) i) (<= (* 1 pow_2_l) pow_2_i)))
(assert
 (=> (<= (+ l 1) i) (<= (* 2 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 1)) (= pow_2_l (* 2 pow_2_i))))
(assert
 (=> (<= (+ l 2) i) (<= (* 4 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 2)) (= pow_2_l (* 4 pow_2_i))))
(assert
 (=> (<= (+ l 3) i) (<= (* 8 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 3)) (= pow_2_l (* 8 pow_2_i))))
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
 (=> (<= (+ k 0) i) (<= (* 1 pow_2_k) pow_2_i)))
(assert
 (=> (<= (+ k 1) i) (<= (* 2 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 1)) (= pow_2_k (* 2 pow_2_i))))
(assert
 (=> (<= (+ k 2) i) (<= (* 4 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 2)) (= pow_2_k (* 4 pow_2_i))))
(assert
 (=> (<= (+ k 3) i) (<= (* 8 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 3)) (= pow_2_k (* 8 pow_2_i))))
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
 (=> (<= (+ i 0) l) (<= (* 1 pow_2_i) pow_2_l)))
(assert
 (=> (<= (+ i 1) l) (<= (* 2 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 1)) (= pow_2_i (* 2 pow_2_l))))
(assert
 (=> (<= (+ i 2) l) (<= (* 4 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 2)) (= pow_2_i (* 4 pow_2_l))))
(assert
 (=> (<= (+ i 3) l) (<= (* 8 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 3)) (= pow_2_i (* 8 pow_2_l))))
(assert
 (=> (<= (+ i 0) k) (<= (* 1 pow_2_i) pow_2_k)))
(assert
 (=> (<= (+ i 1) k) (<= (* 2 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 1)) (= pow_2_i (* 2 pow_2_k))))
(assert
 (=> (<= (+ i 2) k) (<= (* 4 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 2)) (= pow_2_i (* 4 pow_2_k))))
(assert
 (=> (<= (+ i 3) k) (<= (* 8 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 3)) (= pow_2_i (* 8 pow_2_k))))
(assert
 (=> (<= (+ i 0) j) (<= (* 1 pow_2_i) pow_2_j)))
(assert
 (=> (<= (+ i 1) j) (<= (* 2 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 1)) (= pow_2_i (* 2 pow_2_j))))
(assert
 (=> (<= (+ i 2) j) (<= (* 4 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 2)) (= pow_2_i (* 4 pow_2_j))))
(assert
 (=> (<= (+ i 3) j) (<= (* 8 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 3)) (= pow_2_i (* 8 pow_2_j))))
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
 (=> (<= (+ j 0) i) (<= (* 1 pow_2_j) pow_2_i)))
(assert
 (=> (<= (+ j 1) i) (<= (* 2 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 1)) (= pow_2_j (* 2 pow_2_i))))
(assert
 (=> (<= (+ j 2) i) (<= (* 4 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 2)) (= pow_2_j (* 4 pow_2_i))))
(assert
 (=> (<= (+ j 3) i) (<= (* 8 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 3)) (= pow_2_j (* 8 pow_2_i))))
(assert
 (not false))
(check-sat)
