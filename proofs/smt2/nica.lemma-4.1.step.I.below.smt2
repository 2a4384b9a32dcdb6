; certify obligation for claim nica.lemma-4.1.step.I.below (Lemma 4.1, Case I (proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Real)
(declare-fun l () Real)
(declare-fun j () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_l () Real)
(assert
 (let ((?x366 0.0))
 (>= ?x366 (* (- 1.0) k))))
(assert
 (let ((?x366 0.0))
 (>= ?x366 (* (- 1.0) l))))
(assert
 (let ((?x366 0.0))
 (>= ?x366 (* (- 1.0) j))))
(assert
 (let ((?x366 0.0))
 (>= ?x366 (+ 2.0 (* (- 1.0) n)))))
(assert
 (let ((?x366 0.0))
 (>= ?x366 (+ 2.0 (* (- 1.0) m)))))
(assert
 (let ((?x366 0.0))
 (>= ?x366 (+ 1.0 (* (- 1.0) b)))))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x269 (+ (+ (+ 1.0 pow_2_j) (* (- 2.0) n)) (* 2.0 b))))
 (let ((?x366 0.0))
 (let (($x90 (>= ?x366 (+ (+ n (* (- 1.0) b)) (* (- 1.0) pow_2_j)))))
 (and (<= b pow_2_l) (<= l (+ (- 1.0) k)) (<= m (* 2.0 pow_2_k)) (>= n (+ 1.0 (* 2.0 pow_2_k))) (> ?x366 (+ pow_2_k (* (- 1.0) m))) (> ?x366 (+ pow_2_l (* (- 1.0) m))) (>= ?x366 (+ (+ 1.0 pow_2_l) (* (- 2.0) b))) (> ?x366 (+ (+ b pow_2_k) (* (- 1.0) n))) (> ?x366 (+ (* (- 1.0) n) (* 2.0 pow_2_k))) $x90 (>= ?x366 ?x269))))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (let (($x131 (= pow_2_l 1.0)))
 (let (($x302 (= l 0.0)))
 (=> $x302 $x131))))
(assert
 (let ((?x253 (+ l 1.0)))
 (>= pow_2_l ?x253)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x460 (= pow_2_k 1.0)))
 (let (($x87 (= k 0.0)))
 (=> $x87 $x460))))
(assert
 (let ((?x197 (+ k 1.0)))
 (>= pow_2_k ?x197)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x472 (= pow_2_j 1.0)))
 (let (($x305 (= j 0.0)))
 (=> $x305 $x472))))
(assert
 (let ((?x57 (+ j 1.0)))
 (>= pow_2_j ?x57)))
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
 (let ((?x459 (* pow_2_l pow_2_l)))
(let ((?x118 (+ (+ ?x459 (* 2.0 (* pow_2_k pow_2_k))) (* (* (- 3.0) b) pow_2_l))))
(let ((?x152 (+ (+ ?x118 (* (* (- 3.0) m) pow_2_k)) (* (* 3.0 b) m))))
(let ((?x366 0.0))
(not (> ?x366 ?x152)))))))
(check-sat)
