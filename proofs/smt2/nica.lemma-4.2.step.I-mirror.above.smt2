; certify obligation for claim nica.lemma-4.2.step.I-mirror.above (Lemma 4.2, Case I mirrored (proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun i () Real)
(declare-fun l () Real)
(declare-fun j () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_i () Real)
(assert
 (let ((?x56 0.0))
 (>= ?x56 (* (- 1.0) k))))
(assert
 (let ((?x56 0.0))
 (>= ?x56 (* (- 1.0) i))))
(assert
 (let ((?x56 0.0))
 (>= ?x56 (* (- 1.0) l))))
(assert
 (let ((?x56 0.0))
 (>= ?x56 (* (- 1.0) j))))
(assert
 (let ((?x56 0.0))
 (>= ?x56 (+ 2.0 (* (- 1.0) n)))))
(assert
 (let ((?x56 0.0))
 (>= ?x56 (+ 2.0 (* (- 1.0) m)))))
(assert
 (let ((?x56 0.0))
 (>= ?x56 (+ 1.0 (* (- 1.0) b)))))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x878 (+ (+ (+ 1.0 pow_2_j) (* (- 2.0) n)) (* 2.0 b))))
 (let ((?x56 0.0))
 (let (($x521 (>= ?x56 (+ (+ n (* (- 1.0) b)) (* (- 1.0) pow_2_j)))))
 (let (($x727 (= i k)))
 (and $x727 (>= j (+ 1.0 k)) (<= b pow_2_l) (>= n (+ 1.0 pow_2_k)) (<= m (* 2.0 pow_2_i)) (<= n (* 2.0 pow_2_k)) (> ?x56 (+ pow_2_i (* (- 1.0) b))) (> ?x56 (+ pow_2_i (* (- 1.0) m))) (> ?x56 (+ pow_2_j (* (- 1.0) m))) (> ?x56 (+ pow_2_k (* (- 1.0) m))) (> ?x56 (+ pow_2_k (* (- 1.0) n))) (>= ?x56 (+ (+ 1.0 pow_2_l) (* (- 2.0) b))) $x521 (>= ?x56 ?x878)))))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_i 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (let (($x464 (= pow_2_l 1.0)))
 (let (($x599 (= l 0.0)))
 (=> $x599 $x464))))
(assert
 (let ((?x881 (+ l 1.0)))
 (>= pow_2_l ?x881)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x187 (= pow_2_k 1.0)))
 (let (($x221 (= k 0.0)))
 (=> $x221 $x187))))
(assert
 (let ((?x672 (+ k 1.0)))
 (>= pow_2_k ?x672)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x385 (= pow_2_i 1.0)))
 (let (($x609 (= i 0.0)))
 (=> $x609 $x385))))
(assert
 (let ((?x245 (+ i 1.0)))
 (>= pow_2_i ?x245)))
(assert
 (>= pow_2_i 1.0))
(assert
 (let (($x512 (= pow_2_j 1.0)))
 (let (($x563 (= j 0.0)))
 (=> $x563 $x512))))
(assert
 (let ((?x549 (+ j 1.0)))
 (>= pow_2_j ?x549)))
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
 (=> (<= (+ l 0.0) i) (<= (* 1.0 pow_2_l) pow_2_i)))
(assert
 (=> (<= (+ l 1.0) i) (<= (* 2.0 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 1.0)) (= pow_2_l (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ l 2.0) i) (<= (* 4.0 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 2.0)) (= pow_2_l (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ l 3.0) i) (<= (* 8.0 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 3.0)) (= pow_2_l (* 8.0 pow_2_i))))
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
 (=> (<= (+ k 0.0) i) (<= (* 1.0 pow_2_k) pow_2_i)))
(assert
 (=> (<= (+ k 1.0) i) (<= (* 2.0 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 1.0)) (= pow_2_k (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ k 2.0) i) (<= (* 4.0 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 2.0)) (= pow_2_k (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ k 3.0) i) (<= (* 8.0 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 3.0)) (= pow_2_k (* 8.0 pow_2_i))))
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
 (=> (<= (+ i 0.0) l) (<= (* 1.0 pow_2_i) pow_2_l)))
(assert
 (=> (<= (+ i 1.0) l) (<= (* 2.0 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 1.0)) (= pow_2_i (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ i 2.0) l) (<= (* 4.0 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 2.0)) (= pow_2_i (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ i 3.0) l) (<= (* 8.0 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 3.0)) (= pow_2_i (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ i 0.0) k) (<= (* 1.0 pow_2_i) pow_2_k)))
(assert
 (=> (<= (+ i 1.0) k) (<= (* 2.0 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 1.0)) (= pow_2_i (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ i 2.0) k) (<= (* 4.0 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 2.0)) (= pow_2_i (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ i 3.0) k) (<= (* 8.0 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 3.0)) (= pow_2_i (* 8.0 pow_2_k))))
(assert
 (=> (<= (+ i 0.0) j) (<= (* 1.0 pow_2_i) pow_2_j)))
(assert
 (=> (<= (+ i 1.0) j) (<= (* 2.0 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 1.0)) (= pow_2_i (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ i 2.0) j) (<= (* 4.0 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 2.0)) (= pow_2_i (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ i 3.0) j) (<= (* 8.0 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 3.0)) (= pow_2_i (* 8.0 pow_2_j))))
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
 (=> (<= (+ j 0.0) i) (<= (* 1.0 pow_2_j) pow_2_i)))
(assert
 (=> (<= (+ j 1.0) i) (<= (* 2.0 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 1.0)) (= pow_2_j (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ j 2.0) i) (<= (* 4.0 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 2.0)) (= pow_2_j (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ j 3.0) i) (<= (* 8.0 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 3.0)) (= pow_2_j (* 8.0 pow_2_i))))
(assert
 (not false))
(check-sat)
