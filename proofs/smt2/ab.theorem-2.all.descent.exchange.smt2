; certify obligation for claim ab.theorem-2.all.descent.exchange (Theorem 2 (proof), convexity of F: the exchange)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun pow_2_b () Int)
(declare-fun pow_2_a () Int)
(declare-fun s () Int)
(declare-fun j () Int)
(declare-fun c () Int)
(declare-fun i () Int)
(declare-fun d () Int)
(assert
 (<= 3 n))
(assert
 (<= 0 k))
(assert
 (<= 0 a))
(assert
 (<= 0 b))
(assert
 (and (< pow_2_a (+ 2 k)) (<= 2 (+ (+ (- 1) n) (* (- 2) k))) (<= (+ 2 k) (* 2 pow_2_a)) (< pow_2_b (+ n (* (- 1) k))) (<= (+ n (* (- 1) k)) (* 2 pow_2_b))))
(assert
 (>= pow_2_a 1))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x272 (= pow_2_a 1)))
 (let (($x30 (= a 0)))
 (=> $x30 $x272))))
(assert
 (let ((?x23 (+ a 1)))
 (>= pow_2_a ?x23)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x273 (= pow_2_b 1)))
 (let (($x13 (= b 0)))
 (=> $x13 $x273))))
(assert
 (let ((?x268 (+ b 1)))
 (>= pow_2_b ?x268)))
(assert
 (>= pow_2_b 1))
(assert
 (=> (<= (+ a 0) b) (<= (* 1 pow_2_a) pow_2_b)))
(assert
 (=> (<= (+ a 1) b) (<= (* 2 pow_2_a) pow_2_b)))
(assert
 (=> (= a (+ b 1)) (= pow_2_a (* 2 pow_2_b))))
(assert
 (=> (<= (+ a 2) b) (<= (* 4 pow_2_a) pow_2_b)))
(assert
 (=> (= a (+ b 2)) (= pow_2_a (* 4 pow_2_b))))
(assert
 (=> (<= (+ a 3) b) (<= (* 8 pow_2_a) pow_2_b)))
(assert
 (=> (= a (+ b 3)) (= pow_2_a (* 8 pow_2_b))))
(assert
 (=> (<= (+ b 0) a) (<= (* 1 pow_2_b) pow_2_a)))
(assert
 (=> (<= (+ b 1) a) (<= (* 2 pow_2_b) pow_2_a)))
(assert
 (=> (= b (+ a 1)) (= pow_2_b (* 2 pow_2_a))))
(assert
 (=> (<= (+ b 2) a) (<= (* 4 pow_2_b) pow_2_a)))
(assert
 (=> (= b (+ a 2)) (= pow_2_b (* 4 pow_2_a))))
(assert
 (=> (<= (+ b 3) a) (<= (* 8 pow_2_b) pow_2_a)))
(assert
 (=> (= b (+ a 3)) (= pow_2_b (* 8 pow_2_a))))
(assert
 (let (($x289 (and (>= (+ d i) s) (= (+ d (* (- 1) c)) (+ 1 a)) (= (+ j (* (- 1) i)) (+ 1 b)))))
(not (and (<= a b) (=> $x289 (>= (+ c j) s))))))
(check-sat)
