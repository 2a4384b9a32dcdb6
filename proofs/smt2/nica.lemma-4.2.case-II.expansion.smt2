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
 (let (($x24 (= pow_2_j 1.0)))
 (let (($x470 (= j 0)))
 (=> $x470 $x24))))
(assert
 (let (($x274 (= pow_2_l 1.0)))
 (let (($x435 (= l 0)))
 (=> $x435 $x274))))
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
 (let ((?x497 (* (to_real (* (* (* 18 b) m) n)) pow_2_j)))
(let ((?x440 (* (to_real (* (* (* (- 18) b) m) n)) pow_2_l)))
(let ((?x456 (* (* (to_real (* (- 18) m)) pow_2_j) (to_real (* n n)))))
(let ((?x455 (to_real (+ (* (* (- 12) m) n) (* (* 9 (* m m)) (* n n))))))
(let ((?x445 (+ (+ (+ ?x455 ?x456) (* (to_real (* (* 12 m) n)) pow_2_j)) (* (to_real (* (* 12 m) n)) pow_2_l))))
(let ((?x434 (to_real (+ (* (* 9 (* m m)) (* n n)) (* (* 12 m) n)))))
(let ((?x87 (+ (+ ?x434 ?x456) (* (to_real (* (* 12 m) n)) (* pow_2_j pow_2_j)))))
(let ((?x259 (+ (+ ?x87 (* (to_real (* (* 12 m) n)) (* pow_2_l pow_2_l))) ?x440)))
(not (= (+ ?x259 ?x497) (+ (+ ?x445 ?x440) ?x497))))))))))))
(check-sat)
