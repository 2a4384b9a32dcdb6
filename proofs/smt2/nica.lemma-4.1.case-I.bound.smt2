; certify obligation for claim nica.lemma-4.1.case-I.bound (Lemma 4.1, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_l () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x35 0.0))
 (<= ?x35 l)))
(assert
 (let ((?x35 0.0))
 (<= ?x35 k)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 n)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 m)))
(assert
 (let ((?x28 1.0))
 (<= ?x28 b)))
(assert
 (and (<= b (* 2.0 pow_2_l)) (< (* 2.0 pow_2_l) m)))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x151 (= pow_2_l 1.0)))
 (let (($x116 (= l 0.0)))
 (=> $x116 $x151))))
(assert
 (let ((?x187 (+ l 1.0)))
 (>= pow_2_l ?x187)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x83 (= pow_2_k 1.0)))
 (let (($x60 (= k 0.0)))
 (=> $x60 $x83))))
(assert
 (let ((?x121 (+ k 1.0)))
 (>= pow_2_k ?x121)))
(assert
 (>= pow_2_k 1.0))
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
 (let ((?x47 (* m m)))
(let ((?x29 (* (* (* 9.0 n) pow_2_k) ?x47)))
(let ((?x59 (* (* (- 6.0) m) n)))
(let ((?x169 (* ?x59 (* pow_2_k pow_2_k))))
(let ((?x36 (+ (+ ?x59 (* (* (* (- 24.0) m) n) (* pow_2_l pow_2_l))) ?x169)))
(let ((?x16 (+ (+ (+ ?x59 ?x169) (* (* (* 9.0 b) n) ?x47)) ?x29)))
(let ((?x12 (+ (+ ?x16 (* (* (* 12.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 18.0) b) m) n) pow_2_l))))
(let (($x44 (<= ?x12 (+ (+ ?x36 ?x29) (* (* (* 18.0 n) pow_2_l) ?x47)))))
(not $x44))))))))))
(check-sat)
