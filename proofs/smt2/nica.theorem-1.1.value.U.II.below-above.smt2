; certify obligation for claim nica.theorem-1.1.value.U.II.below-above (Lemma 4.2, Case II (over the powers))
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
(declare-fun c () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_i () Real)
(assert
 (let ((?x52 0.0))
 (>= ?x52 (* (- 1.0) k))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (* (- 1.0) i))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (* (- 1.0) l))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (* (- 1.0) j))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 2.0 (* (- 1.0) n)))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 2.0 (* (- 1.0) m)))))
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 1.0 (* (- 1.0) c)))))
(assert
 (<= c (+ (- 1.0) n)))
(assert
 (let ((?x64 2.0))
 (let ((?x226 (* ?x64 c)))
 (let ((?x52 0.0))
 (let (($x229 (>= ?x52 (+ (+ (+ 1.0 pow_2_j) (* (- 2.0) n)) ?x226))))
 (let (($x233 (>= ?x52 (+ (+ n (* (- 1.0) c)) (* (- 1.0) pow_2_j)))))
 (and (<= c pow_2_l) (<= m (* ?x64 pow_2_i)) (<= n (* ?x64 pow_2_i)) (<= n (* ?x64 pow_2_k)) (> ?x52 (+ pow_2_i (* (- 1.0) m))) (> ?x52 (+ pow_2_k (* (- 1.0) n))) (>= ?x52 (+ (+ 1.0 pow_2_l) (* (- 2.0) c))) $x233 $x229)))))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_i 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (let (($x199 (= pow_2_l 1.0)))
 (let (($x200 (= l 0.0)))
 (=> $x200 $x199))))
(assert
 (let ((?x188 (+ l 1.0)))
 (>= pow_2_l ?x188)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x530 (= pow_2_i 1.0)))
 (let (($x527 (= i 0.0)))
 (=> $x527 $x530))))
(assert
 (let ((?x427 (+ i 1.0)))
 (>= pow_2_i ?x427)))
(assert
 (>= pow_2_i 1.0))
(assert
 (let (($x462 (= pow_2_k 1.0)))
 (let (($x526 (= k 0.0)))
 (=> $x526 $x462))))
(assert
 (let ((?x518 (+ k 1.0)))
 (>= pow_2_k ?x518)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x182 (= pow_2_j 1.0)))
 (let (($x194 (= j 0.0)))
 (=> $x194 $x182))))
(assert
 (let ((?x184 (+ j 1.0)))
 (>= pow_2_j ?x184)))
(assert
 (>= pow_2_j 1.0))
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
 (let ((?x274 (+ (+ (* pow_2_j pow_2_j) (* pow_2_l pow_2_l)) (* (- 2.0) (* pow_2_k pow_2_k)))))
(let ((?x255 (+ (+ ?x274 (* (* (- 3.0) c) pow_2_l)) (* (* (- 3.0) n) pow_2_j))))
(let ((?x276 (+ (+ ?x255 (* (* 3.0 c) pow_2_j)) (* (* 3.0 n) pow_2_k))))
(let ((?x52 0.0))
(let (($x282 (and (= j (+ 1.0 k)) (<= l (+ (- 1.0) k)) (>= ?x52 (+ (* (- 1.0) n) (* 2.0 c))) (> ?x52 (+ pow_2_j (* (- 1.0) m))))))
(not (=> $x282 (>= ?x52 ?x276)))))))))
(check-sat)
