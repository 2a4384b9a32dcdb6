; certify obligation for claim nica.theorem-1.1.value.W.I.at-level (Lemma 4.1, Case I (over the powers))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun cm () Real)
(declare-fun l () Real)
(declare-fun j () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun c () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_cm () Real)
(assert
 (let ((?x52 0.0))
 (>= ?x52 (+ 1.0 (* (- 1.0) cm)))))
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
 (and (<= c pow_2_l) (<= m pow_2_cm) (> n pow_2_cm) (> ?x52 (+ pow_2_cm (* (- 2.0) m))) (>= ?x52 (+ (+ 1.0 pow_2_l) (* (- 2.0) c))) $x233 $x229)))))))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_cm 0.0))
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
 (let (($x16 (= pow_2_cm 1.0)))
 (let (($x49 (= cm 0.0)))
 (=> $x49 $x16))))
(assert
 (let ((?x25 (+ cm 1.0)))
 (>= pow_2_cm ?x25)))
(assert
 (>= pow_2_cm 1.0))
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
 (=> (<= (+ l 0.0) cm) (<= (* 1.0 pow_2_l) pow_2_cm)))
(assert
 (=> (<= (+ l 1.0) cm) (<= (* 2.0 pow_2_l) pow_2_cm)))
(assert
 (=> (= l (+ cm 1.0)) (= pow_2_l (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ l 2.0) cm) (<= (* 4.0 pow_2_l) pow_2_cm)))
(assert
 (=> (= l (+ cm 2.0)) (= pow_2_l (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ l 3.0) cm) (<= (* 8.0 pow_2_l) pow_2_cm)))
(assert
 (=> (= l (+ cm 3.0)) (= pow_2_l (* 8.0 pow_2_cm))))
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
 (=> (<= (+ cm 0.0) l) (<= (* 1.0 pow_2_cm) pow_2_l)))
(assert
 (=> (<= (+ cm 1.0) l) (<= (* 2.0 pow_2_cm) pow_2_l)))
(assert
 (=> (= cm (+ l 1.0)) (= pow_2_cm (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ cm 2.0) l) (<= (* 4.0 pow_2_cm) pow_2_l)))
(assert
 (=> (= cm (+ l 2.0)) (= pow_2_cm (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ cm 3.0) l) (<= (* 8.0 pow_2_cm) pow_2_l)))
(assert
 (=> (= cm (+ l 3.0)) (= pow_2_cm (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ cm 0.0) j) (<= (* 1.0 pow_2_cm) pow_2_j)))
(assert
 (=> (<= (+ cm 1.0) j) (<= (* 2.0 pow_2_cm) pow_2_j)))
(assert
 (=> (= cm (+ j 1.0)) (= pow_2_cm (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ cm 2.0) j) (<= (* 4.0 pow_2_cm) pow_2_j)))
(assert
 (=> (= cm (+ j 2.0)) (= pow_2_cm (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ cm 3.0) j) (<= (* 8.0 pow_2_cm) pow_2_j)))
(assert
 (=> (= cm (+ j 3.0)) (= pow_2_cm (* 8.0 pow_2_j))))
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
 (=> (<= (+ j 0.0) cm) (<= (* 1.0 pow_2_j) pow_2_cm)))
(assert
 (=> (<= (+ j 1.0) cm) (<= (* 2.0 pow_2_j) pow_2_cm)))
(assert
 (=> (= j (+ cm 1.0)) (= pow_2_j (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ j 2.0) cm) (<= (* 4.0 pow_2_j) pow_2_cm)))
(assert
 (=> (= j (+ cm 2.0)) (= pow_2_j (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ j 3.0) cm) (<= (* 8.0 pow_2_j) pow_2_cm)))
(assert
 (=> (= j (+ cm 3.0)) (= pow_2_j (* 8.0 pow_2_cm))))
(assert
 (let ((?x225 (* pow_2_cm pow_2_cm)))
(let ((?x213 (+ (+ ?x225 (* 2.0 (* pow_2_l pow_2_l))) (* (* (- 6.0) c) pow_2_l))))
(let ((?x208 (+ (+ ?x213 (* (* (- 3.0) m) pow_2_cm)) (* (* 6.0 c) m))))
(let ((?x52 0.0))
(let (($x223 (and (= (+ 1.0 l) cm) (>= ?x52 (+ (* (- 1.0) n) (* 2.0 c))))))
(not (=> $x223 (>= ?x52 ?x208)))))))))
(check-sat)
