; certify obligation for claim nica.lemma-4.2.step.II.above-at (Lemma 4.2, Case II (proof DAG))
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
 (let ((?x687 0.0))
 (>= ?x687 (* (- 1.0) k))))
(assert
 (let ((?x687 0.0))
 (>= ?x687 (* (- 1.0) i))))
(assert
 (let ((?x687 0.0))
 (>= ?x687 (* (- 1.0) l))))
(assert
 (let ((?x687 0.0))
 (>= ?x687 (* (- 1.0) j))))
(assert
 (let ((?x687 0.0))
 (>= ?x687 (+ 2.0 (* (- 1.0) n)))))
(assert
 (let ((?x687 0.0))
 (>= ?x687 (+ 2.0 (* (- 1.0) m)))))
(assert
 (let ((?x687 0.0))
 (>= ?x687 (+ 1.0 (* (- 1.0) b)))))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x915 2.0))
 (let ((?x947 (* ?x915 b)))
 (let ((?x687 0.0))
 (let (($x264 (>= ?x687 (+ (+ (+ 1.0 pow_2_j) (* (- 2.0) n)) ?x947))))
 (let (($x193 (>= ?x687 (+ (+ n (* (- 1.0) b)) (* (- 1.0) pow_2_j)))))
 (let (($x409 (= j k)))
 (and $x409 (= l (+ 1.0 k)) (<= b pow_2_l) (>= n (+ 1.0 pow_2_k)) (<= m (* ?x915 pow_2_i)) (<= n (* ?x915 pow_2_k)) (> ?x687 (+ pow_2_i (* (- 1.0) m))) (> ?x687 (+ pow_2_j (* (- 1.0) m))) (> ?x687 (+ pow_2_k (* (- 1.0) m))) (> ?x687 (+ pow_2_k (* (- 1.0) n))) (> ?x687 (+ pow_2_l (* (- 1.0) m))) (>= ?x687 (+ (+ 1.0 pow_2_l) (* (- 2.0) b))) $x193 $x264))))))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_i 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (let (($x868 (= pow_2_l 1.0)))
 (let (($x542 (= l 0.0)))
 (=> $x542 $x868))))
(assert
 (let ((?x176 (+ l 1.0)))
 (>= pow_2_l ?x176)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x486 (= pow_2_k 1.0)))
 (let (($x692 (= k 0.0)))
 (=> $x692 $x486))))
(assert
 (let ((?x89 (+ k 1.0)))
 (>= pow_2_k ?x89)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x606 (= pow_2_i 1.0)))
 (let (($x688 (= i 0.0)))
 (=> $x688 $x606))))
(assert
 (let ((?x151 (+ i 1.0)))
 (>= pow_2_i ?x151)))
(assert
 (>= pow_2_i 1.0))
(assert
 (let (($x354 (= pow_2_j 1.0)))
 (let (($x466 (= j 0.0)))
 (=> $x466 $x354))))
(assert
 (let ((?x199 (+ j 1.0)))
 (>= pow_2_j ?x199)))
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
 (let ((?x145 (+ (* (* 9.0 (* m m)) (* n n)) (* (* 12.0 m) n))))
(let ((?x133 (+ (+ ?x145 (* (* (* (- 9.0) m) pow_2_k) (* n n))) (* (* (* 6.0 m) n) (* pow_2_k pow_2_k)))))
(let ((?x793 (+ (+ ?x145 (* (* (* (- 9.0) m) pow_2_j) (* n n))) (* (* (* 3.0 m) n) (* pow_2_j pow_2_j)))))
(let ((?x731 (+ (+ ?x793 (* (* (* 3.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 9.0) b) m) n) pow_2_l))))
(let (($x509 (= (+ ?x731 (* (* (* (* 9.0 b) m) n) pow_2_j)) ?x133)))
(let (($x610 (or (= n (* 2.0 b)) (= n (+ 1.0 (* 2.0 b))))))
(let ((?x792 (+ (+ (* pow_2_j pow_2_j) (* pow_2_l pow_2_l)) (* (- 2.0) (* pow_2_k pow_2_k)))))
(let ((?x181 (+ (+ ?x792 (* (* (- 3.0) b) pow_2_l)) (* (* (- 3.0) n) pow_2_j))))
(let ((?x679 (+ (+ ?x181 (* (* 3.0 b) pow_2_j)) (* (* 3.0 n) pow_2_k))))
(let ((?x687 0.0))
(not (and (>= ?x687 ?x679) (=> $x610 $x509))))))))))))))
(check-sat)
