; certify obligation for claim nica.lemma-3.5 (Lemma 3.5, Eq. (3.5))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_k () Real)
(declare-fun j () Real)
(declare-fun k () Real)
(assert
 (let ((?x7 0.0))
 (<= ?x7 x)))
(assert
 (let ((?x7 0.0))
 (<= ?x7 y)))
(assert
 (and (< 0.0 x) (< 0.0 y)))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x63 (= pow_2_j 1.0)))
 (let (($x61 (= j 0.0)))
 (=> $x61 $x63))))
(assert
 (let (($x66 (= pow_2_k 1.0)))
 (let (($x65 (= k 0.0)))
 (=> $x65 $x66))))
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
 (let (($x36 (< pow_2_k y)))
(let (($x53 (and $x36 (<= y (* 2.0 pow_2_k)) (< (* 2.0 pow_2_k) x))))
(let ((?x43 (* y pow_2_j)))
(let ((?x21 (* pow_2_j pow_2_k)))
(let (($x44 (< ?x21 ?x43)))
(let (($x56 (and $x44 (<= ?x43 (* (* 2.0 pow_2_j) pow_2_k)) (< (* (* 2.0 pow_2_j) pow_2_k) (* x pow_2_j)))))
(let (($x41 (and (< pow_2_k x) $x36 (<= x (* 2.0 pow_2_k)))))
(let (($x48 (and (< ?x21 (* x pow_2_j)) $x44 (<= (* x pow_2_j) (* (* 2.0 pow_2_j) pow_2_k)))))
(let (($x34 (= (+ (* (- 1.0) ?x21) (* x pow_2_j)) (* pow_2_j (+ x (* (- 1.0) pow_2_k))))))
(let (($x59 (and (= ?x21 ?x21) (= (* x ?x21) (* (* x pow_2_j) pow_2_k)) $x34 (=> $x41 $x48) (=> $x48 $x41) (=> $x53 $x56) (=> $x56 $x53))))
(not $x59))))))))))))
(check-sat)
