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
(declare-fun pow_2_j () Real)
(declare-fun pow_2_g () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_f () Real)
(declare-fun pow_2_cn () Real)
(declare-fun pow_2_cm () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_i () Real)
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
 (let ((?x411 2.0))
 (<= ?x411 n)))
(assert
 (let ((?x411 2.0))
 (<= ?x411 m)))
(assert
 (let ((?x228 1.0))
 (<= ?x228 c)))
(assert
 (let ((?x55 (- 1.0)))
 (let ((?x501 (+ ?x55 n)))
 (<= c ?x501))))
(assert
 (let ((?x228 1.0))
 (<= ?x228 b)))
(assert
 (let ((?x55 (- 1.0)))
 (let ((?x501 (+ ?x55 n)))
 (<= b ?x501))))
(assert
 (let (($x1980 (or (= n (* 2.0 b)) (= n (+ 1.0 (* 2.0 b))))))
 (let (($x58 (<= (+ 1.0 pow_2_j) (+ (* (- 2.0) c) (* 2.0 n)))))
 (let (($x332 (<= (+ 1.0 pow_2_g) (+ (* (- 2.0) b) (* 2.0 n)))))
 (and (= (+ 1.0 i) cm) (= (+ 1.0 k) cn) (<= b pow_2_f) (<= c pow_2_l) (<= m pow_2_cm) (<= n pow_2_cn) (< pow_2_f m) (< pow_2_g m) (< pow_2_i m) (< pow_2_j m) (< pow_2_k n) (< pow_2_l m) (<= m (* 2.0 pow_2_i)) (<= n (* 2.0 pow_2_i)) (<= n (* 2.0 pow_2_k)) (<= (+ 1.0 pow_2_cm) (* 2.0 m)) (<= (+ 1.0 pow_2_cn) (* 2.0 n)) (<= (+ 1.0 pow_2_f) (* 2.0 b)) (<= (+ 1.0 pow_2_l) (* 2.0 c)) (<= (+ n (* (- 1.0) b)) pow_2_g) (<= (+ n (* (- 1.0) c)) pow_2_j) $x332 $x58 $x1980)))))
(assert
 (> pow_2_f 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_cm 0.0))
(assert
 (> pow_2_cn 0.0))
(assert
 (> pow_2_g 0.0))
(assert
 (> pow_2_i 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x2000 (= pow_2_f 1.0)))
 (let (($x1864 (= f 0.0)))
 (=> $x1864 $x2000))))
(assert
 (let ((?x1973 (+ f 1.0)))
 (>= pow_2_f ?x1973)))
(assert
 (>= pow_2_f 1.0))
(assert
 (let (($x941 (= pow_2_l 1.0)))
 (let (($x152 (= l 0.0)))
 (=> $x152 $x941))))
(assert
 (let ((?x174 (+ l 1.0)))
 (>= pow_2_l ?x174)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x153 (= pow_2_cm 1.0)))
 (let (($x319 (= cm 0.0)))
 (=> $x319 $x153))))
(assert
 (let ((?x433 (+ cm 1.0)))
 (>= pow_2_cm ?x433)))
(assert
 (>= pow_2_cm 1.0))
(assert
 (let (($x453 (= pow_2_cn 1.0)))
 (let (($x872 (= cn 0.0)))
 (=> $x872 $x453))))
(assert
 (let ((?x424 (+ cn 1.0)))
 (>= pow_2_cn ?x424)))
(assert
 (>= pow_2_cn 1.0))
(assert
 (let (($x1926 (= pow_2_g 1.0)))
 (let (($x1816 (= g 0.0)))
 (=> $x1816 $x1926))))
(assert
 (let ((?x2005 (+ g 1.0)))
 (>= pow_2_g ?x2005)))
(assert
 (>= pow_2_g 1.0))
(assert
 (let (($x596 (= pow_2_i 1.0)))
 (let (($x579 (= i 0.0)))
 (=> $x579 $x596))))
(assert
 (let ((?x2011 (+ i 1.0)))
 (>= pow_2_i ?x2011)))
(assert
 (>= pow_2_i 1.0))
(assert
 (let (($x858 (= pow_2_j 1.0)))
 (let (($x269 (= j 0.0)))
 (=> $x269 $x858))))
(assert
 (let ((?x365 (+ j 1.0)))
 (>= pow_2_j ?x365)))
(assert
 (>= pow_2_j 1.0))
(assert
 (let (($x867 (= pow_2_k 1.0)))
 (let (($x826 (= k 0.0)))
 (=> $x826 $x867))))
(assert
 (let ((?x495 (+ k 1.0)))
 (>= pow_2_k ?x495)))
(assert
 (>= pow_2_k 1.0))
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
 (=> (<= (+ f 0.0) cm) (<= (* 1.0 pow_2_f) pow_2_cm)))
(assert
 (=> (<= (+ f 1.0) cm) (<= (* 2.0 pow_2_f) pow_2_cm)))
(assert
 (=> (= f (+ cm 1.0)) (= pow_2_f (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ f 2.0) cm) (<= (* 4.0 pow_2_f) pow_2_cm)))
(assert
 (=> (= f (+ cm 2.0)) (= pow_2_f (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ f 3.0) cm) (<= (* 8.0 pow_2_f) pow_2_cm)))
(assert
 (=> (= f (+ cm 3.0)) (= pow_2_f (* 8.0 pow_2_cm))))
(assert
 (=> (<= (+ f 0.0) cn) (<= (* 1.0 pow_2_f) pow_2_cn)))
(assert
 (=> (<= (+ f 1.0) cn) (<= (* 2.0 pow_2_f) pow_2_cn)))
(assert
 (=> (= f (+ cn 1.0)) (= pow_2_f (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ f 2.0) cn) (<= (* 4.0 pow_2_f) pow_2_cn)))
(assert
 (=> (= f (+ cn 2.0)) (= pow_2_f (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ f 3.0) cn) (<= (* 8.0 pow_2_f) pow_2_cn)))
(assert
 (=> (= f (+ cn 3.0)) (= pow_2_f (* 8.0 pow_2_cn))))
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
 (=> (<= (+ f 0.0) i) (<= (* 1.0 pow_2_f) pow_2_i)))
(assert
 (=> (<= (+ f 1.0) i) (<= (* 2.0 pow_2_f) pow_2_i)))
(assert
 (=> (= f (+ i 1.0)) (= pow_2_f (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ f 2.0) i) (<= (* 4.0 pow_2_f) pow_2_i)))
(assert
 (=> (= f (+ i 2.0)) (= pow_2_f (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ f 3.0) i) (<= (* 8.0 pow_2_f) pow_2_i)))
(assert
 (=> (= f (+ i 3.0)) (= pow_2_f (* 8.0 pow_2_i))))
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
 (=> (<= (+ f 0.0) k) (<= (* 1.0 pow_2_f) pow_2_k)))
(assert
 (=> (<= (+ f 1.0) k) (<= (* 2.0 pow_2_f) pow_2_k)))
(assert
 (=> (= f (+ k 1.0)) (= pow_2_f (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ f 2.0) k) (<= (* 4.0 pow_2_f) pow_2_k)))
(assert
 (=> (= f (+ k 2.0)) (= pow_2_f (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ f 3.0) k) (<= (* 8.0 pow_2_f) pow_2_k)))
(assert
 (=> (= f (+ k 3.0)) (= pow_2_f (* 8.0 pow_2_k))))
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
 (=> (<= (+ l 0.0) cn) (<= (* 1.0 pow_2_l) pow_2_cn)))
(assert
 (=> (<= (+ l 1.0) cn) (<= (* 2.0 pow_2_l) pow_2_cn)))
(assert
 (=> (= l (+ cn 1.0)) (= pow_2_l (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ l 2.0) cn) (<= (* 4.0 pow_2_l) pow_2_cn)))
(assert
 (=> (= l (+ cn 2.0)) (= pow_2_l (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ l 3.0) cn) (<= (* 8.0 pow_2_l) pow_2_cn)))
(assert
 (=> (= l (+ cn 3.0)) (= pow_2_l (* 8.0 pow_2_cn))))
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
 (=> (<= (+ cm 0.0) f) (<= (* 1.0 pow_2_cm) pow_2_f)))
(assert
 (=> (<= (+ cm 1.0) f) (<= (* 2.0 pow_2_cm) pow_2_f)))
(assert
 (=> (= cm (+ f 1.0)) (= pow_2_cm (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ cm 2.0) f) (<= (* 4.0 pow_2_cm) pow_2_f)))
(assert
 (=> (= cm (+ f 2.0)) (= pow_2_cm (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ cm 3.0) f) (<= (* 8.0 pow_2_cm) pow_2_f)))
(assert
 (=> (= cm (+ f 3.0)) (= pow_2_cm (* 8.0 pow_2_f))))
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
 (=> (<= (+ cm 0.0) cn) (<= (* 1.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (<= (+ cm 1.0) cn) (<= (* 2.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (= cm (+ cn 1.0)) (= pow_2_cm (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ cm 2.0) cn) (<= (* 4.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (= cm (+ cn 2.0)) (= pow_2_cm (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ cm 3.0) cn) (<= (* 8.0 pow_2_cm) pow_2_cn)))
(assert
 (=> (= cm (+ cn 3.0)) (= pow_2_cm (* 8.0 pow_2_cn))))
(assert
 (=> (<= (+ cm 0.0) g) (<= (* 1.0 pow_2_cm) pow_2_g)))
(assert
 (=> (<= (+ cm 1.0) g) (<= (* 2.0 pow_2_cm) pow_2_g)))
(assert
 (=> (= cm (+ g 1.0)) (= pow_2_cm (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ cm 2.0) g) (<= (* 4.0 pow_2_cm) pow_2_g)))
(assert
 (=> (= cm (+ g 2.0)) (= pow_2_cm (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ cm 3.0) g) (<= (* 8.0 pow_2_cm) pow_2_g)))
(assert
 (=> (= cm (+ g 3.0)) (= pow_2_cm (* 8.0 pow_2_g))))
(assert
 (=> (<= (+ cm 0.0) i) (<= (* 1.0 pow_2_cm) pow_2_i)))
(assert
 (=> (<= (+ cm 1.0) i) (<= (* 2.0 pow_2_cm) pow_2_i)))
(assert
 (=> (= cm (+ i 1.0)) (= pow_2_cm (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ cm 2.0) i) (<= (* 4.0 pow_2_cm) pow_2_i)))
(assert
 (=> (= cm (+ i 2.0)) (= pow_2_cm (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ cm 3.0) i) (<= (* 8.0 pow_2_cm) pow_2_i)))
(assert
 (=> (= cm (+ i 3.0)) (= pow_2_cm (* 8.0 pow_2_i))))
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
 (=> (<= (+ cm 0.0) k) (<= (* 1.0 pow_2_cm) pow_2_k)))
(assert
 (=> (<= (+ cm 1.0) k) (<= (* 2.0 pow_2_cm) pow_2_k)))
(assert
 (=> (= cm (+ k 1.0)) (= pow_2_cm (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ cm 2.0) k) (<= (* 4.0 pow_2_cm) pow_2_k)))
(assert
 (=> (= cm (+ k 2.0)) (= pow_2_cm (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ cm 3.0) k) (<= (* 8.0 pow_2_cm) pow_2_k)))
(assert
 (=> (= cm (+ k 3.0)) (= pow_2_cm (* 8.0 pow_2_k))))
(assert
 (=> (<= (+ cn 0.0) f) (<= (* 1.0 pow_2_cn) pow_2_f)))
(assert
 (=> (<= (+ cn 1.0) f) (<= (* 2.0 pow_2_cn) pow_2_f)))
(assert
 (=> (= cn (+ f 1.0)) (= pow_2_cn (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ cn 2.0) f) (<= (* 4.0 pow_2_cn) pow_2_f)))
(assert
 (=> (= cn (+ f 2.0)) (= pow_2_cn (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ cn 3.0) f) (<= (* 8.0 pow_2_cn) pow_2_f)))
(assert
 (=> (= cn (+ f 3.0)) (= pow_2_cn (* 8.0 pow_2_f))))
(assert
 (=> (<= (+ cn 0.0) l) (<= (* 1.0 pow_2_cn) pow_2_l)))
(assert
 (=> (<= (+ cn 1.0) l) (<= (* 2.0 pow_2_cn) pow_2_l)))
(assert
 (=> (= cn (+ l 1.0)) (= pow_2_cn (* 2.0 pow_2_l))))
(assert
 (=> (<= (+ cn 2.0) l) (<= (* 4.0 pow_2_cn) pow_2_l)))
(assert
 (=> (= cn (+ l 2.0)) (= pow_2_cn (* 4.0 pow_2_l))))
(assert
 (=> (<= (+ cn 3.0) l) (<= (* 8.0 pow_2_cn) pow_2_l)))
(assert
 (=> (= cn (+ l 3.0)) (= pow_2_cn (* 8.0 pow_2_l))))
(assert
 (=> (<= (+ cn 0.0) cm) (<= (* 1.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (<= (+ cn 1.0) cm) (<= (* 2.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (= cn (+ cm 1.0)) (= pow_2_cn (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ cn 2.0) cm) (<= (* 4.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (= cn (+ cm 2.0)) (= pow_2_cn (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ cn 3.0) cm) (<= (* 8.0 pow_2_cn) pow_2_cm)))
(assert
 (=> (= cn (+ cm 3.0)) (= pow_2_cn (* 8.0 pow_2_cm))))
(assert
 (=> (<= (+ cn 0.0) g) (<= (* 1.0 pow_2_cn) pow_2_g)))
(assert
 (=> (<= (+ cn 1.0) g) (<= (* 2.0 pow_2_cn) pow_2_g)))
(assert
 (=> (= cn (+ g 1.0)) (= pow_2_cn (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ cn 2.0) g) (<= (* 4.0 pow_2_cn) pow_2_g)))
(assert
 (=> (= cn (+ g 2.0)) (= pow_2_cn (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ cn 3.0) g) (<= (* 8.0 pow_2_cn) pow_2_g)))
(assert
 (=> (= cn (+ g 3.0)) (= pow_2_cn (* 8.0 pow_2_g))))
(assert
 (=> (<= (+ cn 0.0) i) (<= (* 1.0 pow_2_cn) pow_2_i)))
(assert
 (=> (<= (+ cn 1.0) i) (<= (* 2.0 pow_2_cn) pow_2_i)))
(assert
 (=> (= cn (+ i 1.0)) (= pow_2_cn (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ cn 2.0) i) (<= (* 4.0 pow_2_cn) pow_2_i)))
(assert
 (=> (= cn (+ i 2.0)) (= pow_2_cn (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ cn 3.0) i) (<= (* 8.0 pow_2_cn) pow_2_i)))
(assert
 (=> (= cn (+ i 3.0)) (= pow_2_cn (* 8.0 pow_2_i))))
(assert
 (=> (<= (+ cn 0.0) j) (<= (* 1.0 pow_2_cn) pow_2_j)))
(assert
 (=> (<= (+ cn 1.0) j) (<= (* 2.0 pow_2_cn) pow_2_j)))
(assert
 (=> (= cn (+ j 1.0)) (= pow_2_cn (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ cn 2.0) j) (<= (* 4.0 pow_2_cn) pow_2_j)))
(assert
 (=> (= cn (+ j 2.0)) (= pow_2_cn (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ cn 3.0) j) (<= (* 8.0 pow_2_cn) pow_2_j)))
(assert
 (=> (= cn (+ j 3.0)) (= pow_2_cn (* 8.0 pow_2_j))))
(assert
 (=> (<= (+ cn 0.0) k) (<= (* 1.0 pow_2_cn) pow_2_k)))
(assert
 (=> (<= (+ cn 1.0) k) (<= (* 2.0 pow_2_cn) pow_2_k)))
(assert
 (=> (= cn (+ k 1.0)) (= pow_2_cn (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ cn 2.0) k) (<= (* 4.0 pow_2_cn) pow_2_k)))
(assert
 (=> (= cn (+ k 2.0)) (= pow_2_cn (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ cn 3.0) k) (<= (* 8.0 pow_2_cn) pow_2_k)))
(assert
 (=> (= cn (+ k 3.0)) (= pow_2_cn (* 8.0 pow_2_k))))
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
 (=> (<= (+ g 0.0) cm) (<= (* 1.0 pow_2_g) pow_2_cm)))
(assert
 (=> (<= (+ g 1.0) cm) (<= (* 2.0 pow_2_g) pow_2_cm)))
(assert
 (=> (= g (+ cm 1.0)) (= pow_2_g (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ g 2.0) cm) (<= (* 4.0 pow_2_g) pow_2_cm)))
(assert
 (=> (= g (+ cm 2.0)) (= pow_2_g (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ g 3.0) cm) (<= (* 8.0 pow_2_g) pow_2_cm)))
(assert
 (=> (= g (+ cm 3.0)) (= pow_2_g (* 8.0 pow_2_cm))))
(assert
 (=> (<= (+ g 0.0) cn) (<= (* 1.0 pow_2_g) pow_2_cn)))
(assert
 (=> (<= (+ g 1.0) cn) (<= (* 2.0 pow_2_g) pow_2_cn)))
(assert
 (=> (= g (+ cn 1.0)) (= pow_2_g (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ g 2.0) cn) (<= (* 4.0 pow_2_g) pow_2_cn)))
(assert
 (=> (= g (+ cn 2.0)) (= pow_2_g (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ g 3.0) cn) (<= (* 8.0 pow_2_g) pow_2_cn)))
(assert
 (=> (= g (+ cn 3.0)) (= pow_2_g (* 8.0 pow_2_cn))))
(assert
 (=> (<= (+ g 0.0) i) (<= (* 1.0 pow_2_g) pow_2_i)))
(assert
 (=> (<= (+ g 1.0) i) (<= (* 2.0 pow_2_g) pow_2_i)))
(assert
 (=> (= g (+ i 1.0)) (= pow_2_g (* 2.0 pow_2_i))))
(assert
 (=> (<= (+ g 2.0) i) (<= (* 4.0 pow_2_g) pow_2_i)))
(assert
 (=> (= g (+ i 2.0)) (= pow_2_g (* 4.0 pow_2_i))))
(assert
 (=> (<= (+ g 3.0) i) (<= (* 8.0 pow_2_g) pow_2_i)))
(assert
 (=> (= g (+ i 3.0)) (= pow_2_g (* 8.0 pow_2_i))))
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
 (=> (<= (+ g 0.0) k) (<= (* 1.0 pow_2_g) pow_2_k)))
(assert
 (=> (<= (+ g 1.0) k) (<= (* 2.0 pow_2_g) pow_2_k)))
(assert
 (=> (= g (+ k 1.0)) (= pow_2_g (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ g 2.0) k) (<= (* 4.0 pow_2_g) pow_2_k)))
(assert
 (=> (= g (+ k 2.0)) (= pow_2_g (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ g 3.0) k) (<= (* 8.0 pow_2_g) pow_2_k)))
(assert
 (=> (= g (+ k 3.0)) (= pow_2_g (* 8.0 pow_2_k))))
(assert
 (=> (<= (+ i 0.0) f) (<= (* 1.0 pow_2_i) pow_2_f)))
(assert
 (=> (<= (+ i 1.0) f) (<= (* 2.0 pow_2_i) pow_2_f)))
(assert
 (=> (= i (+ f 1.0)) (= pow_2_i (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ i 2.0) f) (<= (* 4.0 pow_2_i) pow_2_f)))
(assert
 (=> (= i (+ f 2.0)) (= pow_2_i (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ i 3.0) f) (<= (* 8.0 pow_2_i) pow_2_f)))
(assert
 (=> (= i (+ f 3.0)) (= pow_2_i (* 8.0 pow_2_f))))
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
 (=> (<= (+ i 0.0) cm) (<= (* 1.0 pow_2_i) pow_2_cm)))
(assert
 (=> (<= (+ i 1.0) cm) (<= (* 2.0 pow_2_i) pow_2_cm)))
(assert
 (=> (= i (+ cm 1.0)) (= pow_2_i (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ i 2.0) cm) (<= (* 4.0 pow_2_i) pow_2_cm)))
(assert
 (=> (= i (+ cm 2.0)) (= pow_2_i (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ i 3.0) cm) (<= (* 8.0 pow_2_i) pow_2_cm)))
(assert
 (=> (= i (+ cm 3.0)) (= pow_2_i (* 8.0 pow_2_cm))))
(assert
 (=> (<= (+ i 0.0) cn) (<= (* 1.0 pow_2_i) pow_2_cn)))
(assert
 (=> (<= (+ i 1.0) cn) (<= (* 2.0 pow_2_i) pow_2_cn)))
(assert
 (=> (= i (+ cn 1.0)) (= pow_2_i (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ i 2.0) cn) (<= (* 4.0 pow_2_i) pow_2_cn)))
(assert
 (=> (= i (+ cn 2.0)) (= pow_2_i (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ i 3.0) cn) (<= (* 8.0 pow_2_i) pow_2_cn)))
(assert
 (=> (= i (+ cn 3.0)) (= pow_2_i (* 8.0 pow_2_cn))))
(assert
 (=> (<= (+ i 0.0) g) (<= (* 1.0 pow_2_i) pow_2_g)))
(assert
 (=> (<= (+ i 1.0) g) (<= (* 2.0 pow_2_i) pow_2_g)))
(assert
 (=> (= i (+ g 1.0)) (= pow_2_i (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ i 2.0) g) (<= (* 4.0 pow_2_i) pow_2_g)))
(assert
 (=> (= i (+ g 2.0)) (= pow_2_i (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ i 3.0) g) (<= (* 8.0 pow_2_i) pow_2_g)))
(assert
 (=> (= i (+ g 3.0)) (= pow_2_i (* 8.0 pow_2_g))))
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
 (=> (<= (+ j 0.0) cn) (<= (* 1.0 pow_2_j) pow_2_cn)))
(assert
 (=> (<= (+ j 1.0) cn) (<= (* 2.0 pow_2_j) pow_2_cn)))
(assert
 (=> (= j (+ cn 1.0)) (= pow_2_j (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ j 2.0) cn) (<= (* 4.0 pow_2_j) pow_2_cn)))
(assert
 (=> (= j (+ cn 2.0)) (= pow_2_j (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ j 3.0) cn) (<= (* 8.0 pow_2_j) pow_2_cn)))
(assert
 (=> (= j (+ cn 3.0)) (= pow_2_j (* 8.0 pow_2_cn))))
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
 (=> (<= (+ k 0.0) f) (<= (* 1.0 pow_2_k) pow_2_f)))
(assert
 (=> (<= (+ k 1.0) f) (<= (* 2.0 pow_2_k) pow_2_f)))
(assert
 (=> (= k (+ f 1.0)) (= pow_2_k (* 2.0 pow_2_f))))
(assert
 (=> (<= (+ k 2.0) f) (<= (* 4.0 pow_2_k) pow_2_f)))
(assert
 (=> (= k (+ f 2.0)) (= pow_2_k (* 4.0 pow_2_f))))
(assert
 (=> (<= (+ k 3.0) f) (<= (* 8.0 pow_2_k) pow_2_f)))
(assert
 (=> (= k (+ f 3.0)) (= pow_2_k (* 8.0 pow_2_f))))
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
 (=> (<= (+ k 0.0) cm) (<= (* 1.0 pow_2_k) pow_2_cm)))
(assert
 (=> (<= (+ k 1.0) cm) (<= (* 2.0 pow_2_k) pow_2_cm)))
(assert
 (=> (= k (+ cm 1.0)) (= pow_2_k (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ k 2.0) cm) (<= (* 4.0 pow_2_k) pow_2_cm)))
(assert
 (=> (= k (+ cm 2.0)) (= pow_2_k (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ k 3.0) cm) (<= (* 8.0 pow_2_k) pow_2_cm)))
(assert
 (=> (= k (+ cm 3.0)) (= pow_2_k (* 8.0 pow_2_cm))))
(assert
 (=> (<= (+ k 0.0) cn) (<= (* 1.0 pow_2_k) pow_2_cn)))
(assert
 (=> (<= (+ k 1.0) cn) (<= (* 2.0 pow_2_k) pow_2_cn)))
(assert
 (=> (= k (+ cn 1.0)) (= pow_2_k (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ k 2.0) cn) (<= (* 4.0 pow_2_k) pow_2_cn)))
(assert
 (=> (= k (+ cn 2.0)) (= pow_2_k (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ k 3.0) cn) (<= (* 8.0 pow_2_k) pow_2_cn)))
(assert
 (=> (= k (+ cn 3.0)) (= pow_2_k (* 8.0 pow_2_cn))))
(assert
 (=> (<= (+ k 0.0) g) (<= (* 1.0 pow_2_k) pow_2_g)))
(assert
 (=> (<= (+ k 1.0) g) (<= (* 2.0 pow_2_k) pow_2_g)))
(assert
 (=> (= k (+ g 1.0)) (= pow_2_k (* 2.0 pow_2_g))))
(assert
 (=> (<= (+ k 2.0) g) (<= (* 4.0 pow_2_k) pow_2_g)))
(assert
 (=> (= k (+ g 2.0)) (= pow_2_k (* 4.0 pow_2_g))))
(assert
 (=> (<= (+ k 3.0) g) (<= (* 8.0 pow_2_k) pow_2_g)))
(assert
 (=> (= k (+ g 3.0)) (= pow_2_k (* 8.0 pow_2_g))))
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
 (let (($x460 (= x w)))
(let ((?x340 (* w n)))
(let ((?x252 (+ (+ n (* (* (- 1.0) s) c)) (* (* (- 1.0) t) (+ n (* (- 1.0) c))))))
(let ((?x727 (+ (+ n (* (* (- 1.0) alpha) b)) (* (* (- 1.0) beta) (+ n (* (- 1.0) b))))))
(let ((?x814 (+ (+ n (* (* (- 1.0) u) b)) (* (* (- 1.0) v) (+ n (* (- 1.0) b))))))
(let ((?x726 (* x n)))
(let ((?x86 (+ (+ n (* (* (- 1.0) y) c)) (* (* (- 1.0) z) (+ n (* (- 1.0) c))))))
(let (($x12 (= z t)))
(let (($x902 (= y s)))
(let (($x540 (= v beta)))
(let (($x386 (= u alpha)))
(let (($x753 (and $x386 $x540 $x902 $x12 (= ?x726 ?x86) (>= ?x726 ?x814) (>= ?x727 ?x340) (<= ?x252 ?x340))))
(not (=> $x753 $x460)))))))))))))))
(check-sat)
