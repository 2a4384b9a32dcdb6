; certify obligation for claim nica.lemma-4.2.case-II.expansion (Lemma 4.2, Case II)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_l () Real)
(declare-fun j () Int)
(declare-fun l () Int)
(assert
 (<= 2 n))
(assert
 (<= 1 m))
(assert
 (<= 1 b))
(assert
 (<= b (+ (- 1) n)))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x166 (= pow_2_j 1.0)))
 (let (($x80 (= j 0)))
 (=> $x80 $x166))))
(assert
 (let (($x201 (= pow_2_l 1.0)))
 (let (($x493 (= l 0)))
 (=> $x493 $x201))))
(assert
 (=> (<= (+ j 0) l) (<= (* 1.0 pow_2_j) pow_2_l)))
(assert
 (=> (<= (+ j 1) l) (<= (* 2.0 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 1)) (= pow_2_j (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ j 2) l) (<= (* 4.0 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 2)) (= pow_2_j (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ j 3) l) (<= (* 8.0 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 3)) (= pow_2_j (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ l 0) j) (<= (* 1.0 pow_2_l) pow_2_j)))
(assert
 (=> (<= (+ l 1) j) (<= (* 2.0 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 1)) (= pow_2_l (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ l 2) j) (<= (* 4.0 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 2)) (= pow_2_l (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ l 3) j) (<= (* 8.0 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 3)) (= pow_2_l (* 8.0 pow_2_j))))
(assert
 (let ((?x434 (* (to_real (* (* (* 18 b) m) n)) pow_2_j)))
(let ((?x479 (* (to_real (* (* (* (- 18) b) m) n)) pow_2_l)))
(let ((?x27 (* (* (to_real (* (- 18) m)) pow_2_j) (to_real (* n n)))))
(let ((?x438 (to_real (+ (* (* (- 12) m) n) (* (* 9 (* m m)) (* n n))))))
(let ((?x448 (+ (+ (+ ?x438 ?x27) (* (to_real (* (* 12 m) n)) pow_2_j)) (* (to_real (* (* 12 m) n)) pow_2_l))))
(let ((?x495 (to_real (+ (* (* 9 (* m m)) (* n n)) (* (* 12 m) n)))))
(let ((?x432 (+ (+ ?x495 ?x27) (* (to_real (* (* 12 m) n)) (* pow_2_j pow_2_j)))))
(let ((?x264 (+ (+ ?x432 (* (to_real (* (* 12 m) n)) (* pow_2_l pow_2_l))) ?x479)))
(not (= (+ ?x264 ?x434) (+ (+ ?x448 ?x479) ?x434))))))))))))
(check-sat)
