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
 (let ((?x139 0.0))
 (<= ?x139 l)))
(assert
 (let ((?x139 0.0))
 (<= ?x139 k)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 n)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 m)))
(assert
 (let ((?x33 1.0))
 (<= ?x33 b)))
(assert
 (and (<= b (* 2.0 pow_2_l)) (< (* 2.0 pow_2_l) m)))
(assert
 (> pow_2_l 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x57 (= pow_2_l 1.0)))
 (let (($x178 (= l 0.0)))
 (=> $x178 $x57))))
(assert
 (let ((?x135 (+ l 1.0)))
 (>= pow_2_l ?x135)))
(assert
 (>= pow_2_l 1.0))
(assert
 (let (($x42 (= pow_2_k 1.0)))
 (let (($x108 (= k 0.0)))
 (=> $x108 $x42))))
(assert
 (let ((?x132 (+ k 1.0)))
 (>= pow_2_k ?x132)))
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
 (let ((?x154 (* m m)))
(let ((?x30 (* (* (* 9.0 n) pow_2_k) ?x154)))
(let ((?x37 (* (* (- 6.0) m) n)))
(let ((?x251 (* ?x37 (* pow_2_k pow_2_k))))
(let ((?x70 (+ (+ ?x37 (* (* (* (- 24.0) m) n) (* pow_2_l pow_2_l))) ?x251)))
(let ((?x111 (+ (+ (+ ?x37 ?x251) (* (* (* 9.0 b) n) ?x154)) ?x30)))
(let ((?x200 (+ (+ ?x111 (* (* (* 12.0 m) n) (* pow_2_l pow_2_l))) (* (* (* (* (- 18.0) b) m) n) pow_2_l))))
(let (($x231 (<= ?x200 (+ (+ ?x70 ?x30) (* (* (* 18.0 n) pow_2_l) ?x154)))))
(not $x231))))))))))
(check-sat)
