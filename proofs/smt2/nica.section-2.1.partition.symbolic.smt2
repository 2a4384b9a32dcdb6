; certify obligation for claim nica.section-2.1.partition.symbolic (Section 2.1 (Definitions 2.6-2.7))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun j () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun pow_2_j () Int)
(declare-fun pow_2_k () Int)
(assert
 (<= 0 k))
(assert
 (<= 0 j))
(assert
 (<= 2 n))
(assert
 (<= 2 m))
(assert
 (let ((?x11 (* 2 pow_2_j)))
 (let (($x261 (<= n ?x11)))
 (let ((?x497 (* 2 pow_2_k)))
 (let (($x439 (<= m ?x497)))
 (let (($x490 (< pow_2_k m)))
 (let (($x476 (< pow_2_j n)))
 (and $x476 $x490 $x439 $x261))))))))
(assert
 (>= pow_2_j 1))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x354 (= pow_2_j 1)))
 (let (($x151 (= j 0)))
 (=> $x151 $x354))))
(assert
 (let ((?x221 (+ j 1)))
 (>= pow_2_j ?x221)))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x111 (= pow_2_k 1)))
 (let (($x457 (= k 0)))
 (=> $x457 $x111))))
(assert
 (let ((?x467 (+ k 1)))
 (>= pow_2_k ?x467)))
(assert
 (>= pow_2_k 1))
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
 (let ((?x497 (* 2 pow_2_k)))
(let (($x259 (< ?x497 n)))
(let (($x439 (<= m ?x497)))
(let (($x490 (< pow_2_k m)))
(let ((?x11 (* 2 pow_2_j)))
(let (($x261 (<= n ?x11)))
(let (($x476 (< pow_2_j n)))
(let (($x481 (< pow_2_j m)))
(let (($x110 (and (not (and $x481 $x476 $x490 $x439 $x261 $x259)) (or (and $x481 $x476 $x261) (and $x490 $x439 $x259)))))
(not $x110)))))))))))
(check-sat)
