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
 (let ((?x80 0.0))
 (<= ?x80 l)))
(assert
 (let ((?x80 0.0))
 (<= ?x80 k)))
(assert
 (let ((?x179 1.0))
 (<= ?x179 n)))
(assert
 (let ((?x179 1.0))
 (<= ?x179 m)))
(assert
 (let ((?x179 1.0))
 (<= ?x179 b)))
(assert
 (and (<= b (* 2.0 pow_2_l)) (< (* 2.0 pow_2_l) m)))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x120 (= pow_2_l 1.0)))
 (let (($x129 (= l 0.0)))
 (=> $x129 $x120))))
(assert
 (let ((?x139 (+ l 1.0)))
 (>= pow_2_l ?x139)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x131 (= pow_2_k 1.0)))
 (let (($x53 (= k 0.0)))
 (=> $x53 $x131))))
(assert
 (let ((?x161 (+ k 1.0)))
 (>= pow_2_k ?x161)))
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
 (let ((?x189 (* m m)))
(let ((?x72 (* (* (* 9.0 n) pow_2_k) ?x189)))
(let ((?x123 (* (* (- 6.0) m) n)))
(let ((?x6 (* ?x123 (* pow_2_k pow_2_k))))
(let ((?x137 (+ (+ ?x123 (* (* (* (- 24.0) m) n) (* pow_2_l pow_2_l))) ?x6)))
(let ((?x160 (+ (+ (+ ?x123 ?x6) (* (* (* 9.0 b) n) ?x189)) ?x72)))
(let ((?x11 (+ (+ ?x160 (* (* (* 12.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 18.0) b) m) n) pow_2_l))))
(let (($x63 (<= ?x11 (+ (+ ?x137 ?x72) (* (* (* 18.0 n) pow_2_l) ?x189)))))
(not $x63))))))))))
(check-sat)
