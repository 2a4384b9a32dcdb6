; certify obligation for claim nica.lemma-4.2.step.II.at-above (Lemma 4.2, Case II (proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIA)
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
(declare-fun pow_2_l () Int)
(declare-fun pow_2_k () Int)
(declare-fun pow_2_i () Int)
(assert
 (let ((?x903 (* (- 1) k)))
 (>= 0 ?x903)))
(assert
 (let ((?x902 (* (- 1) i)))
 (>= 0 ?x902)))
(assert
 (let ((?x474 (* (- 1) l)))
 (>= 0 ?x474)))
(assert
 (let ((?x515 (* (- 1) j)))
 (>= 0 ?x515)))
(assert
 (>= 0 (+ 2 (* (- 1) n))))
(assert
 (>= 0 (+ 2 (* (- 1) m))))
(assert
 (>= 0 (+ 1 (* (- 1) b))))
(assert
 (<= b (+ (- 1) n)))
(assert
 (let (($x573 (= l k)))
 (and $x573 (= j (+ 1 k)) (<= b pow_2_l) (>= n (+ 1 pow_2_k)) (<= m (* 2 pow_2_i)) (<= n (* 2 pow_2_k)) (> 0 (+ pow_2_i (* (- 1) m))) (> 0 (+ pow_2_j (* (- 1) m))) (> 0 (+ pow_2_k (* (- 1) m))) (> 0 (+ pow_2_k (* (- 1) n))) (> 0 (+ pow_2_l (* (- 1) m))) (>= 0 (+ (+ 1 pow_2_l) (* (- 2) b))) (>= 0 (+ (+ n (* (- 1) b)) (* (- 1) pow_2_j))) (>= 0 (+ (+ (+ 1 pow_2_j) (* (- 2) n)) (* 2 b))))))
(assert
 (>= pow_2_l 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_i 1))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x631 (= pow_2_l 1)))
 (let (($x361 (= l 0)))
 (=> $x361 $x631))))
(assert
 (let ((?x682 (+ l 1)))
 (>= pow_2_l ?x682)))
(assert
 (>= pow_2_l 1))
(assert
 (let (($x908 (= pow_2_k 1)))
 (let (($x803 (= k 0)))
 (=> $x803 $x908))))
(assert
 (let ((?x59 (+ k 1)))
 (>= pow_2_k ?x59)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x649 (= pow_2_i 1)))
 (let (($x905 (= i 0)))
 (=> $x905 $x649))))
(assert
 (let ((?x1032 (+ i 1)))
 (>= pow_2_i ?x1032)))
(assert
 (>= pow_2_i 1))
(assert
 (let (($x783 (= pow_2_j 1)))
 (let (($x581 (= j 0)))
 (=> $x581 $x783))))
(assert
 (let ((?x31 (+ j 1)))
 (>= pow_2_j ?x31)))
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
 (let ((?x306 (+ (* (* 9 (* m m)) (* n n)) (* (* 12 m) n))))
(let ((?x619 (+ (+ ?x306 (* (* (* (- 9) m) pow_2_k) (* n n))) (* (* (* 6 m) n) (* pow_2_k pow_2_k)))))
(let ((?x332 (+ (+ ?x306 (* (* (* (- 9) m) pow_2_j) (* n n))) (* (* (* 3 m) n) (* pow_2_j pow_2_j)))))
(let ((?x647 (+ (+ ?x332 (* (* (* 3 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 9) b) m) n) pow_2_l))))
(let (($x677 (=> (or (= n (* 2 b)) (= n (+ 1 (* 2 b)))) (= (+ ?x647 (* (* (* (* 9 b) m) n) pow_2_j)) ?x619))))
(let ((?x1016 (* pow_2_k pow_2_k)))
(let ((?x952 (* (- 2) ?x1016)))
(let ((?x326 (+ (+ (+ (* pow_2_j pow_2_j) (* pow_2_l pow_2_l)) ?x952) (* (* (- 3) b) pow_2_l))))
(let ((?x360 (+ (+ ?x326 (* (* (- 3) n) pow_2_j)) (* (* 3 b) pow_2_j))))
(not (and (>= 0 (+ ?x360 (* (* 3 n) pow_2_k))) $x677))))))))))))
(check-sat)
