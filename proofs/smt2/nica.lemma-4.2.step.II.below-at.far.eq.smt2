; certify obligation for claim nica.lemma-4.2.step.II.below-at.far.eq (Lemma 4.2, Case II (proof DAG))
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
 (let ((?x99 0.0))
 (>= ?x99 (* (- 1.0) k))))
(assert
 (let ((?x99 0.0))
 (>= ?x99 (* (- 1.0) i))))
(assert
 (let ((?x99 0.0))
 (>= ?x99 (* (- 1.0) l))))
(assert
 (let ((?x99 0.0))
 (>= ?x99 (* (- 1.0) j))))
(assert
 (let ((?x99 0.0))
 (>= ?x99 (+ 2.0 (* (- 1.0) n)))))
(assert
 (let ((?x99 0.0))
 (>= ?x99 (+ 2.0 (* (- 1.0) m)))))
(assert
 (let ((?x99 0.0))
 (>= ?x99 (+ 1.0 (* (- 1.0) b)))))
(assert
 (<= b (+ (- 1.0) n)))
(assert
 (let ((?x558 2.0))
 (let ((?x117 (* ?x558 b)))
 (let ((?x99 0.0))
 (let (($x618 (>= ?x99 (+ (+ (+ 1.0 pow_2_j) (* (- 2.0) n)) ?x117))))
 (let (($x931 (>= ?x99 (+ (+ n (* (- 1.0) b)) (* (- 1.0) pow_2_j)))))
 (let (($x869 (= j k)))
 (and $x869 (<= b pow_2_l) (<= l (+ (- 2.0) k)) (>= n (+ 1.0 pow_2_k)) (<= m (* ?x558 pow_2_i)) (<= n (* ?x558 pow_2_k)) (> ?x99 (+ pow_2_i (* (- 1.0) m))) (> ?x99 (+ pow_2_j (* (- 1.0) m))) (> ?x99 (+ pow_2_k (* (- 1.0) m))) (> ?x99 (+ pow_2_k (* (- 1.0) n))) (> ?x99 (+ pow_2_l (* (- 1.0) m))) (>= ?x99 (+ (+ 1.0 pow_2_l) (* (- 2.0) b))) $x931 $x618))))))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_i 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (let (($x40 (= pow_2_l 1.0)))
 (let (($x372 (= l 0.0)))
 (=> $x372 $x40))))
(assert
 (let ((?x807 (+ l 1.0)))
 (>= pow_2_l ?x807)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x452 (= pow_2_k 1.0)))
 (let (($x808 (= k 0.0)))
 (=> $x808 $x452))))
(assert
 (let ((?x1002 (+ k 1.0)))
 (>= pow_2_k ?x1002)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x701 (= pow_2_i 1.0)))
 (let (($x999 (= i 0.0)))
 (=> $x999 $x701))))
(assert
 (let ((?x1007 (+ i 1.0)))
 (>= pow_2_i ?x1007)))
(assert
 (>= pow_2_i 1.0))
(assert
 (let (($x1023 (= pow_2_j 1.0)))
 (let (($x998 (= j 0.0)))
 (=> $x998 $x1023))))
(assert
 (let ((?x632 (+ j 1.0)))
 (>= pow_2_j ?x632)))
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
 (let ((?x648 (+ (* (* 9.0 (* m m)) (* n n)) (* (* 12.0 m) n))))
(let ((?x351 (+ (+ ?x648 (* (* (* (- 9.0) m) pow_2_k) (* n n))) (* (* (* 6.0 m) n) (* pow_2_k pow_2_k)))))
(let ((?x125 (+ (+ ?x648 (* (* (* (- 9.0) m) pow_2_j) (* n n))) (* (* (* 3.0 m) n) (* pow_2_j pow_2_j)))))
(let ((?x683 (+ (+ ?x125 (* (* (* 3.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 9.0) b) m) n) pow_2_l))))
(let (($x159 (= (+ ?x683 (* (* (* (* 9.0 b) m) n) pow_2_j)) ?x351)))
(let (($x904 (or (= n (* 2.0 b)) (= n (+ 1.0 (* 2.0 b))))))
(not (=> $x904 $x159)))))))))
(check-sat)
