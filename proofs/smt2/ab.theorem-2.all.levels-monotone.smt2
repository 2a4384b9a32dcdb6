; certify obligation for claim ab.theorem-2.all.levels-monotone (Theorem 2 (proof), convexity of F)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun i () Int)
(declare-fun j () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun pow_2_j () Int)
(declare-fun pow_2_i () Int)
(assert
 (<= 0 i))
(assert
 (<= 0 j))
(assert
 (<= 1 a))
(assert
 (<= 1 b))
(assert
 (and (<= a b) (<= pow_2_i a) (<= pow_2_j b) (< a (* 2 pow_2_i)) (< b (* 2 pow_2_j))))
(assert
 (>= pow_2_i 1))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x197 (= pow_2_i 1)))
 (let (($x189 (= i 0)))
 (=> $x189 $x197))))
(assert
 (let ((?x165 (+ i 1)))
 (>= pow_2_i ?x165)))
(assert
 (>= pow_2_i 1))
(assert
 (let (($x171 (= pow_2_j 1)))
 (let (($x168 (= j 0)))
 (=> $x168 $x171))))
(assert
 (let ((?x236 (+ j 1)))
 (>= pow_2_j ?x236)))
(assert
 (>= pow_2_j 1))
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
 (not (<= i j)))
(check-sat)
