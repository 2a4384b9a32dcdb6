; certify obligation for claim nica.lemma-4.2.case-I.bounds (Lemma 4.2, Case I)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun l () Real)
(declare-fun k () Real)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun b () Real)
(declare-fun pow_2_k () Real)
(declare-fun pow_2_l () Real)
(assert
 (<= 0.0 l))
(assert
 (let ((?x456 1.0))
 (<= ?x456 k)))
(assert
 (let ((?x475 2.0))
 (<= ?x475 n)))
(assert
 (let ((?x475 2.0))
 (<= ?x475 m)))
(assert
 (let ((?x456 1.0))
 (<= ?x456 b)))
(assert
 (and (<= (+ 1.0 l) k) (> m pow_2_k) (<= b (* 2.0 pow_2_l)) (> (+ n (* (- 1.0) b)) pow_2_k)))
(assert
 (> pow_2_k 0.0))
(assert
 (> pow_2_l 0.0))
(assert
 (let (($x124 (= pow_2_k 1.0)))
 (let (($x181 (= k 0.0)))
 (=> $x181 $x124))))
(assert
 (let ((?x384 (+ k 1.0)))
 (>= pow_2_k ?x384)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let (($x5 (= pow_2_l 1.0)))
 (let (($x323 (= l 0.0)))
 (=> $x323 $x5))))
(assert
 (let ((?x278 (+ l 1.0)))
 (>= pow_2_l ?x278)))
(assert
 (>= pow_2_l 1.0))
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
 (let ((?x31 (* (* 18.0 b) pow_2_l)))
(let ((?x437 (* pow_2_k pow_2_k)))
(let ((?x346 (* 3.0 ?x437)))
(let ((?x101 18.0))
(let ((?x202 (+ ?x101 (* (- 12.0) (* pow_2_l pow_2_l)))))
(let ((?x288 (+ (+ (+ ?x202 ?x346) (* (* (- 9.0) b) pow_2_k)) ?x31)))
(let ((?x350 (+ (+ ?x202 (* 12.0 ?x437)) (* (* (- 9.0) b) m))))
(let ((?x287 (+ (+ ?x350 (* (* (- 9.0) m) pow_2_k)) (* (* (- 9.0) n) pow_2_k))))
(let ((?x20 (+ (+ (+ ?x101 ?x346) (* 24.0 (* pow_2_l pow_2_l))) (* (* (- 18.0) pow_2_k) pow_2_l))))
(let (($x263 (and (>= ?x288 ?x20) (> (+ (+ ?x287 (* (* 9.0 m) n)) ?x31) ?x288))))
(not $x263))))))))))))
(check-sat)
