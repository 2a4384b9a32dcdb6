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
(declare-fun pow_2_jb () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_cn () Real)
(declare-fun pow_2_cm () Real)
(declare-fun pow_2_k () Real)
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
 (let (($x92 (<= (+ 1.0 pow_2_jb) (+ (* (- 2.0) b) (* 2.0 n)))))
 (let (($x58 (<= (+ 1.0 pow_2_j) (+ (* (- 2.0) c) (* 2.0 n)))))
 (let (($x270 (= b pow_2_k)))
 (and $x270 (= (+ 1.0 k) cm) (<= c pow_2_l) (<= m pow_2_cm) (<= m pow_2_j) (<= m pow_2_jb) (<= n pow_2_cn) (> n pow_2_cm) (< pow_2_l m) (<= (+ 1.0 pow_2_cm) (* 2.0 m)) (<= (+ 1.0 pow_2_cn) (* 2.0 n)) (<= (+ 1.0 pow_2_l) (* 2.0 c)) (<= (+ n (* (- 1.0) b)) pow_2_jb) (<= (+ n (* (- 1.0) c)) pow_2_j) $x58 $x92)))))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_cm 0.0))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_jb 0.0))
(assert
 (> pow_2_cn 0.0))
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
 (let (($x858 (= pow_2_j 1.0)))
 (let (($x269 (= j 0.0)))
 (=> $x269 $x858))))
(assert
 (let ((?x365 (+ j 1.0)))
 (>= pow_2_j ?x365)))
(assert
 (>= pow_2_j 1.0))
(assert
 (let (($x834 (= pow_2_jb 1.0)))
 (let (($x818 (= jb 0.0)))
 (=> $x818 $x834))))
(assert
 (let ((?x124 (+ jb 1.0)))
 (>= pow_2_jb ?x124)))
(assert
 (>= pow_2_jb 1.0))
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
 (=> (<= (+ k 0.0) jb) (<= (* 1.0 pow_2_k) pow_2_jb)))
(assert
 (=> (<= (+ k 1.0) jb) (<= (* 2.0 pow_2_k) pow_2_jb)))
(assert
 (=> (= k (+ jb 1.0)) (= pow_2_k (* 2.0 pow_2_jb))))
(assert
 (=> (<= (+ k 2.0) jb) (<= (* 4.0 pow_2_k) pow_2_jb)))
(assert
 (=> (= k (+ jb 2.0)) (= pow_2_k (* 4.0 pow_2_jb))))
(assert
 (=> (<= (+ k 3.0) jb) (<= (* 8.0 pow_2_k) pow_2_jb)))
(assert
 (=> (= k (+ jb 3.0)) (= pow_2_k (* 8.0 pow_2_jb))))
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
 (=> (<= (+ cm 0.0) jb) (<= (* 1.0 pow_2_cm) pow_2_jb)))
(assert
 (=> (<= (+ cm 1.0) jb) (<= (* 2.0 pow_2_cm) pow_2_jb)))
(assert
 (=> (= cm (+ jb 1.0)) (= pow_2_cm (* 2.0 pow_2_jb))))
(assert
 (=> (<= (+ cm 2.0) jb) (<= (* 4.0 pow_2_cm) pow_2_jb)))
(assert
 (=> (= cm (+ jb 2.0)) (= pow_2_cm (* 4.0 pow_2_jb))))
(assert
 (=> (<= (+ cm 3.0) jb) (<= (* 8.0 pow_2_cm) pow_2_jb)))
(assert
 (=> (= cm (+ jb 3.0)) (= pow_2_cm (* 8.0 pow_2_jb))))
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
 (=> (<= (+ jb 0.0) k) (<= (* 1.0 pow_2_jb) pow_2_k)))
(assert
 (=> (<= (+ jb 1.0) k) (<= (* 2.0 pow_2_jb) pow_2_k)))
(assert
 (=> (= jb (+ k 1.0)) (= pow_2_jb (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ jb 2.0) k) (<= (* 4.0 pow_2_jb) pow_2_k)))
(assert
 (=> (= jb (+ k 2.0)) (= pow_2_jb (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ jb 3.0) k) (<= (* 8.0 pow_2_jb) pow_2_k)))
(assert
 (=> (= jb (+ k 3.0)) (= pow_2_jb (* 8.0 pow_2_k))))
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
 (=> (<= (+ jb 0.0) cm) (<= (* 1.0 pow_2_jb) pow_2_cm)))
(assert
 (=> (<= (+ jb 1.0) cm) (<= (* 2.0 pow_2_jb) pow_2_cm)))
(assert
 (=> (= jb (+ cm 1.0)) (= pow_2_jb (* 2.0 pow_2_cm))))
(assert
 (=> (<= (+ jb 2.0) cm) (<= (* 4.0 pow_2_jb) pow_2_cm)))
(assert
 (=> (= jb (+ cm 2.0)) (= pow_2_jb (* 4.0 pow_2_cm))))
(assert
 (=> (<= (+ jb 3.0) cm) (<= (* 8.0 pow_2_jb) pow_2_cm)))
(assert
 (=> (= jb (+ cm 3.0)) (= pow_2_jb (* 8.0 pow_2_cm))))
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
 (=> (<= (+ jb 0.0) cn) (<= (* 1.0 pow_2_jb) pow_2_cn)))
(assert
 (=> (<= (+ jb 1.0) cn) (<= (* 2.0 pow_2_jb) pow_2_cn)))
(assert
 (=> (= jb (+ cn 1.0)) (= pow_2_jb (* 2.0 pow_2_cn))))
(assert
 (=> (<= (+ jb 2.0) cn) (<= (* 4.0 pow_2_jb) pow_2_cn)))
(assert
 (=> (= jb (+ cn 2.0)) (= pow_2_jb (* 4.0 pow_2_cn))))
(assert
 (=> (<= (+ jb 3.0) cn) (<= (* 8.0 pow_2_jb) pow_2_cn)))
(assert
 (=> (= jb (+ cn 3.0)) (= pow_2_jb (* 8.0 pow_2_cn))))
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
 (=> (<= (+ cn 0.0) jb) (<= (* 1.0 pow_2_cn) pow_2_jb)))
(assert
 (=> (<= (+ cn 1.0) jb) (<= (* 2.0 pow_2_cn) pow_2_jb)))
(assert
 (=> (= cn (+ jb 1.0)) (= pow_2_cn (* 2.0 pow_2_jb))))
(assert
 (=> (<= (+ cn 2.0) jb) (<= (* 4.0 pow_2_cn) pow_2_jb)))
(assert
 (=> (= cn (+ jb 2.0)) (= pow_2_cn (* 4.0 pow_2_jb))))
(assert
 (=> (<= (+ cn 3.0) jb) (<= (* 8.0 pow_2_cn) pow_2_jb)))
(assert
 (=> (= cn (+ jb 3.0)) (= pow_2_cn (* 8.0 pow_2_jb))))
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
