; certify obligation for claim nica.theorem-1.1.value.step.U.II (Theorem 4.4 (the step over the game value: the upper hand, both parts of c in the weeds))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun cm () Real)
(declare-fun cn () Real)
(declare-fun k () Real)
(declare-fun i () Real)
(declare-fun l () Real)
(declare-fun j () Real)
(declare-fun f () Real)
(declare-fun g () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun c () Real)
(declare-fun b () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_g () Real)
(declare-fun pow_2_f () Real)
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
 (let ((?x81 0.0))
 (<= ?x81 cm)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 cn)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 k)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 i)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 l)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 j)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 f)))
(assert
 (let ((?x81 0.0))
 (<= ?x81 g)))
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
 (and (<= 1.0 n) (< pow_2_f m) (< pow_2_g m) (< pow_2_j m) (< pow_2_l m)))
(assert
 (> pow_2_f 0.0))
(assert
 (> pow_2_g 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x661 (= pow_2_f 1.0)))
 (let (($x888 (= f 0.0)))
 (=> $x888 $x661))))
(assert
 (let ((?x116 (+ f 1.0)))
 (>= pow_2_f ?x116)))
(assert
 (>= pow_2_f 1.0))
(assert
 (let (($x265 (= pow_2_g 1.0)))
 (let (($x883 (= g 0.0)))
 (=> $x883 $x265))))
(assert
 (let ((?x256 (+ g 1.0)))
 (>= pow_2_g ?x256)))
(assert
 (>= pow_2_g 1.0))
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
 (let (($x814 (= pow_2_l 1.0)))
 (let (($x576 (= l 0.0)))
 (=> $x576 $x814))))
(assert
 (let ((?x302 (+ l 1.0)))
 (>= pow_2_l ?x302)))
(assert
 (>= pow_2_l 1.0))
(assert
 (=> (<= (+ f 0.0) g) (<= (* 1.0 pow_2_f) pow_2_g)))
(assert
 (=> (<= (+ f 1.0) g) (<= (* 2.0 pow_2_f) pow_2_g)))
(assert
 (=> (= f (+ g 1.0)) (= pow_2_f (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ f 2.0) g) (<= (* 4.0 pow_2_f) pow_2_g)))
(assert
 (=> (= f (+ g 2.0)) (= pow_2_f (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ f 3.0) g) (<= (* 8.0 pow_2_f) pow_2_g)))
(assert
 (=> (= f (+ g 3.0)) (= pow_2_f (* 8.0 pow_2_g))))
(assert
 (=> (<= (+ f 0.0) j) (<= (* 1.0 pow_2_f) pow_2_j)))
(assert
 (=> (<= (+ f 1.0) j) (<= (* 2.0 pow_2_f) pow_2_j)))
(assert
 (=> (= f (+ j 1.0)) (= pow_2_f (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ f 2.0) j) (<= (* 4.0 pow_2_f) pow_2_j)))
(assert
 (=> (= f (+ j 2.0)) (= pow_2_f (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ f 3.0) j) (<= (* 8.0 pow_2_f) pow_2_j)))
(assert
 (=> (= f (+ j 3.0)) (= pow_2_f (* 8.0 pow_2_j))))
(assert
 (=> (<= (+ f 0.0) l) (<= (* 1.0 pow_2_f) pow_2_l)))
(assert
 (=> (<= (+ f 1.0) l) (<= (* 2.0 pow_2_f) pow_2_l)))
(assert
 (=> (= f (+ l 1.0)) (= pow_2_f (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ f 2.0) l) (<= (* 4.0 pow_2_f) pow_2_l)))
(assert
 (=> (= f (+ l 2.0)) (= pow_2_f (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ f 3.0) l) (<= (* 8.0 pow_2_f) pow_2_l)))
(assert
 (=> (= f (+ l 3.0)) (= pow_2_f (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ g 0.0) f) (<= (* 1.0 pow_2_g) pow_2_f)))
(assert
 (=> (<= (+ g 1.0) f) (<= (* 2.0 pow_2_g) pow_2_f)))
(assert
 (=> (= g (+ f 1.0)) (= pow_2_g (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ g 2.0) f) (<= (* 4.0 pow_2_g) pow_2_f)))
(assert
 (=> (= g (+ f 2.0)) (= pow_2_g (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ g 3.0) f) (<= (* 8.0 pow_2_g) pow_2_f)))
(assert
 (=> (= g (+ f 3.0)) (= pow_2_g (* 8.0 pow_2_f))))
(assert
 (=> (<= (+ g 0.0) j) (<= (* 1.0 pow_2_g) pow_2_j)))
(assert
 (=> (<= (+ g 1.0) j) (<= (* 2.0 pow_2_g) pow_2_j)))
(assert
 (=> (= g (+ j 1.0)) (= pow_2_g (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ g 2.0) j) (<= (* 4.0 pow_2_g) pow_2_j)))
(assert
 (=> (= g (+ j 2.0)) (= pow_2_g (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ g 3.0) j) (<= (* 8.0 pow_2_g) pow_2_j)))
(assert
 (=> (= g (+ j 3.0)) (= pow_2_g (* 8.0 pow_2_j))))
(assert
 (=> (<= (+ g 0.0) l) (<= (* 1.0 pow_2_g) pow_2_l)))
(assert
 (=> (<= (+ g 1.0) l) (<= (* 2.0 pow_2_g) pow_2_l)))
(assert
 (=> (= g (+ l 1.0)) (= pow_2_g (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ g 2.0) l) (<= (* 4.0 pow_2_g) pow_2_l)))
(assert
 (=> (= g (+ l 2.0)) (= pow_2_g (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ g 3.0) l) (<= (* 8.0 pow_2_g) pow_2_l)))
(assert
 (=> (= g (+ l 3.0)) (= pow_2_g (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ j 0.0) f) (<= (* 1.0 pow_2_j) pow_2_f)))
(assert
 (=> (<= (+ j 1.0) f) (<= (* 2.0 pow_2_j) pow_2_f)))
(assert
 (=> (= j (+ f 1.0)) (= pow_2_j (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ j 2.0) f) (<= (* 4.0 pow_2_j) pow_2_f)))
(assert
 (=> (= j (+ f 2.0)) (= pow_2_j (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ j 3.0) f) (<= (* 8.0 pow_2_j) pow_2_f)))
(assert
 (=> (= j (+ f 3.0)) (= pow_2_j (* 8.0 pow_2_f))))
(assert
 (=> (<= (+ j 0.0) g) (<= (* 1.0 pow_2_j) pow_2_g)))
(assert
 (=> (<= (+ j 1.0) g) (<= (* 2.0 pow_2_j) pow_2_g)))
(assert
 (=> (= j (+ g 1.0)) (= pow_2_j (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ j 2.0) g) (<= (* 4.0 pow_2_j) pow_2_g)))
(assert
 (=> (= j (+ g 2.0)) (= pow_2_j (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ j 3.0) g) (<= (* 8.0 pow_2_j) pow_2_g)))
(assert
 (=> (= j (+ g 3.0)) (= pow_2_j (* 8.0 pow_2_g))))
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
 (=> (<= (+ l 0.0) f) (<= (* 1.0 pow_2_l) pow_2_f)))
(assert
 (=> (<= (+ l 1.0) f) (<= (* 2.0 pow_2_l) pow_2_f)))
(assert
 (=> (= l (+ f 1.0)) (= pow_2_l (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ l 2.0) f) (<= (* 4.0 pow_2_l) pow_2_f)))
(assert
 (=> (= l (+ f 2.0)) (= pow_2_l (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ l 3.0) f) (<= (* 8.0 pow_2_l) pow_2_f)))
(assert
 (=> (= l (+ f 3.0)) (= pow_2_l (* 8.0 pow_2_f))))
(assert
 (=> (<= (+ l 0.0) g) (<= (* 1.0 pow_2_l) pow_2_g)))
(assert
 (=> (<= (+ l 1.0) g) (<= (* 2.0 pow_2_l) pow_2_g)))
(assert
 (=> (= l (+ g 1.0)) (= pow_2_l (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ l 2.0) g) (<= (* 4.0 pow_2_l) pow_2_g)))
(assert
 (=> (= l (+ g 2.0)) (= pow_2_l (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ l 3.0) g) (<= (* 8.0 pow_2_l) pow_2_g)))
(assert
 (=> (= l (+ g 3.0)) (= pow_2_l (* 8.0 pow_2_g))))
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
