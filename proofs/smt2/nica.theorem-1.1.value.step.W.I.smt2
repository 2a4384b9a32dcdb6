; certify obligation for claim nica.theorem-1.1.value.step.W.I (Theorem 4.4 (the step over the game value: the weeds, c in the weeds))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun cm () Real)
(declare-fun cn () Real)
(declare-fun k () Real)
(declare-fun l () Real)
(declare-fun j () Real)
(declare-fun jb () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun c () Real)
(declare-fun b () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_jb () Real)
(declare-fun pow_2_j () Real)
(declare-fun w () Real)
(declare-fun x () Real)
(declare-fun t () Real)
(declare-fun s () Real)
(declare-fun beta () Real)
(declare-fun alpha () Real)
(declare-fun v () Real)
(declare-fun u () Real)
(declare-fun z () Real)
(declare-fun y () Real)
(assert
 (let ((?x228 1.0))
 (<= ?x228 cm)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 cn)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 k)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 l)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 j)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 jb)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 n)))
(assert
 (<= 2.0 m))
(assert
 (let ((?x228 1.0))
 (<= ?x228 c)))
(assert
 (let ((?x228 1.0))
 (<= ?x228 b)))
(assert
 (and (<= 1.0 n) (<= m pow_2_j) (<= m pow_2_jb) (< pow_2_l m)))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_jb 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x383 (= pow_2_j 1.0)))
 (let (($x726 (= j 0.0)))
 (=> $x726 $x383))))
(assert
 (let ((?x949 (+ j 1.0)))
 (>= pow_2_j ?x949)))
(assert
 (>= pow_2_j 1.0))
(assert
 (let (($x693 (= pow_2_jb 1.0)))
 (let (($x86 (= jb 0.0)))
 (=> $x86 $x693))))
(assert
 (let ((?x764 (+ jb 1.0)))
 (>= pow_2_jb ?x764)))
(assert
 (>= pow_2_jb 1.0))
(assert
 (let (($x814 (= pow_2_l 1.0)))
 (let (($x576 (= l 0.0)))
 (=> $x576 $x814))))
(assert
 (let ((?x302 (+ l 1.0)))
 (>= pow_2_l ?x302)))
(assert
 (>= pow_2_l 1.0))
(assert
 (=> (<= (+ j 0.0) jb) (<= (* 1.0 pow_2_j) pow_2_jb)))
(assert
 (=> (<= (+ j 1.0) jb) (<= (* 2.0 pow_2_j) pow_2_jb)))
(assert
 (=> (= j (+ jb 1.0)) (= pow_2_j (* 2.0 pow_2_jb))))
(assert
 (=> (<= (+ j 2.0) jb) (<= (* 4.0 pow_2_j) pow_2_jb)))
(assert
 (=> (= j (+ jb 2.0)) (= pow_2_j (* 4.0 pow_2_jb))))
(assert
 (=> (<= (+ j 3.0) jb) (<= (* 8.0 pow_2_j) pow_2_jb)))
(assert
 (=> (= j (+ jb 3.0)) (= pow_2_j (* 8.0 pow_2_jb))))
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
 (=> (<= (+ jb 0.0) j) (<= (* 1.0 pow_2_jb) pow_2_j)))
(assert
 (=> (<= (+ jb 1.0) j) (<= (* 2.0 pow_2_jb) pow_2_j)))
(assert
 (=> (= jb (+ j 1.0)) (= pow_2_jb (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ jb 2.0) j) (<= (* 4.0 pow_2_jb) pow_2_j)))
(assert
 (=> (= jb (+ j 2.0)) (= pow_2_jb (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ jb 3.0) j) (<= (* 8.0 pow_2_jb) pow_2_j)))
(assert
 (=> (= jb (+ j 3.0)) (= pow_2_jb (* 8.0 pow_2_j))))
(assert
 (=> (<= (+ jb 0.0) l) (<= (* 1.0 pow_2_jb) pow_2_l)))
(assert
 (=> (<= (+ jb 1.0) l) (<= (* 2.0 pow_2_jb) pow_2_l)))
(assert
 (=> (= jb (+ l 1.0)) (= pow_2_jb (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ jb 2.0) l) (<= (* 4.0 pow_2_jb) pow_2_l)))
(assert
 (=> (= jb (+ l 2.0)) (= pow_2_jb (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ jb 3.0) l) (<= (* 8.0 pow_2_jb) pow_2_l)))
(assert
 (=> (= jb (+ l 3.0)) (= pow_2_jb (* 8.0 pow_2_l))))
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
 (=> (<= (+ l 0.0) jb) (<= (* 1.0 pow_2_l) pow_2_jb)))
(assert
 (=> (<= (+ l 1.0) jb) (<= (* 2.0 pow_2_l) pow_2_jb)))
(assert
 (=> (= l (+ jb 1.0)) (= pow_2_l (* 2.0 pow_2_jb))))
(assert
 (=> (<= (+ l 2.0) jb) (<= (* 4.0 pow_2_l) pow_2_jb)))
(assert
 (=> (= l (+ jb 2.0)) (= pow_2_l (* 4.0 pow_2_jb))))
(assert
 (=> (<= (+ l 3.0) jb) (<= (* 8.0 pow_2_l) pow_2_jb)))
(assert
 (=> (= l (+ jb 3.0)) (= pow_2_l (* 8.0 pow_2_jb))))
(assert
 (let (($x716 (= x w)))
(let ((?x16 (* w n)))
(let ((?x932 (+ (+ n (* (* (- 1.0) s) c)) (* (* (- 1.0) t) (+ n (* (- 1.0) c))))))
(let ((?x92 (+ (+ n (* (* (- 1.0) alpha) b)) (* (* (- 1.0) beta) (+ n (* (- 1.0) b))))))
(let ((?x536 (+ (+ n (* (* (- 1.0) u) b)) (* (* (- 1.0) v) (+ n (* (- 1.0) b))))))
(let ((?x564 (* x n)))
(let ((?x266 (+ (+ n (* (* (- 1.0) y) c)) (* (* (- 1.0) z) (+ n (* (- 1.0) c))))))
(let (($x575 (= z t)))
(let (($x811 (= y s)))
(let (($x245 (= v beta)))
(let (($x47 (= u alpha)))
(let (($x286 (and $x47 $x245 $x811 $x575 (= ?x564 ?x266) (>= ?x564 ?x536) (>= ?x92 ?x16) (<= ?x932 ?x16))))
(not (=> $x286 $x716)))))))))))))))
(check-sat)
