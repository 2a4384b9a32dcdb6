; certify obligation for claim ab.theorem-2.all.descent.exchange (Theorem 2 (proof), convexity of F: the exchange)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun c () Int)
(declare-fun d () Int)
(declare-fun u () Int)
(declare-fun t () Int)
(declare-fun pow_2_b () Int)
(declare-fun pow_2_a () Int)
(declare-fun pow_2_t () Int)
(declare-fun pow_2_u () Int)
(declare-fun pow_2_c () Int)
(declare-fun pow_2_d () Int)
(assert
 (<= 3 n))
(assert
 (<= 0 k))
(assert
 (<= 0 a))
(assert
 (<= 0 b))
(assert
 (<= 0 c))
(assert
 (<= 0 d))
(assert
 (<= 0 u))
(assert
 (<= 0 t))
(assert
 (let (($x1327 (and (= (+ 1 d) b) (>= pow_2_b (+ (+ (- 2) (* (- 2) k)) (* 2 n))))))
 (let (($x1315 (= d b)))
 (let (($x1329 (or (and $x1315 (< pow_2_b (+ (+ (- 2) (* (- 2) k)) (* 2 n)))) $x1327)))
 (let (($x1316 (or (and (= c a) (<= (+ 2 k) pow_2_a)) (and (= c (+ 1 a)) (> (+ 2 k) pow_2_a)))))
 (and (<= 2 (+ (+ (- 1) n) (* (- 2) k))) $x1316 $x1329))))))
(assert
 (>= pow_2_a 1))
(assert
 (>= pow_2_b 1))
(assert
 (>= pow_2_t 1))
(assert
 (>= pow_2_u 1))
(assert
 (>= pow_2_c 1))
(assert
 (>= pow_2_d 1))
(assert
 (let (($x152 (= pow_2_a 1)))
 (let (($x108 (= a 0)))
 (=> $x108 $x152))))
(assert
 (let ((?x21 (+ a 1)))
 (>= pow_2_a ?x21)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x47 (= pow_2_b 1)))
 (let (($x38 (= b 0)))
 (=> $x38 $x47))))
(assert
 (let ((?x104 (+ b 1)))
 (>= pow_2_b ?x104)))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x156 (= pow_2_t 1)))
 (let (($x117 (= t 0)))
 (=> $x117 $x156))))
(assert
 (let ((?x18 (+ t 1)))
 (>= pow_2_t ?x18)))
(assert
 (>= pow_2_t 1))
(assert
 (let (($x163 (= pow_2_u 1)))
 (let (($x204 (= u 0)))
 (=> $x204 $x163))))
(assert
 (let ((?x39 (+ u 1)))
 (>= pow_2_u ?x39)))
(assert
 (>= pow_2_u 1))
(assert
 (let (($x1357 (= pow_2_c 1)))
 (let (($x1348 (= c 0)))
 (=> $x1348 $x1357))))
(assert
 (let ((?x1408 (+ c 1)))
 (>= pow_2_c ?x1408)))
(assert
 (>= pow_2_c 1))
(assert
 (let (($x724 (= pow_2_d 1)))
 (let (($x1242 (= d 0)))
 (=> $x1242 $x724))))
(assert
 (let ((?x336 (+ d 1)))
 (>= pow_2_d ?x336)))
(assert
 (>= pow_2_d 1))
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
 (=> (<= (+ a 0) t) (<= (* 1 pow_2_a) pow_2_t)))
(assert
 (=> (<= (+ a 1) t) (<= (* 2 pow_2_a) pow_2_t)))
(assert
 (=> (= a (+ t 1)) (= pow_2_a (* 2 pow_2_t))))
(assert
 (=> (<= (+ a 2) t) (<= (* 4 pow_2_a) pow_2_t)))
(assert
 (=> (= a (+ t 2)) (= pow_2_a (* 4 pow_2_t))))
(assert
 (=> (<= (+ a 3) t) (<= (* 8 pow_2_a) pow_2_t)))
(assert
 (=> (= a (+ t 3)) (= pow_2_a (* 8 pow_2_t))))
(assert
 (=> (<= (+ a 0) u) (<= (* 1 pow_2_a) pow_2_u)))
(assert
 (=> (<= (+ a 1) u) (<= (* 2 pow_2_a) pow_2_u)))
(assert
 (=> (= a (+ u 1)) (= pow_2_a (* 2 pow_2_u))))
(assert
 (=> (<= (+ a 2) u) (<= (* 4 pow_2_a) pow_2_u)))
(assert
 (=> (= a (+ u 2)) (= pow_2_a (* 4 pow_2_u))))
(assert
 (=> (<= (+ a 3) u) (<= (* 8 pow_2_a) pow_2_u)))
(assert
 (=> (= a (+ u 3)) (= pow_2_a (* 8 pow_2_u))))
(assert
 (=> (<= (+ a 0) c) (<= (* 1 pow_2_a) pow_2_c)))
(assert
 (=> (<= (+ a 1) c) (<= (* 2 pow_2_a) pow_2_c)))
(assert
 (=> (= a (+ c 1)) (= pow_2_a (* 2 pow_2_c))))
(assert
 (=> (<= (+ a 2) c) (<= (* 4 pow_2_a) pow_2_c)))
(assert
 (=> (= a (+ c 2)) (= pow_2_a (* 4 pow_2_c))))
(assert
 (=> (<= (+ a 3) c) (<= (* 8 pow_2_a) pow_2_c)))
(assert
 (=> (= a (+ c 3)) (= pow_2_a (* 8 pow_2_c))))
(assert
 (=> (<= (+ a 0) d) (<= (* 1 pow_2_a) pow_2_d)))
(assert
 (=> (<= (+ a 1) d) (<= (* 2 pow_2_a) pow_2_d)))
(assert
 (=> (= a (+ d 1)) (= pow_2_a (* 2 pow_2_d))))
(assert
 (=> (<= (+ a 2) d) (<= (* 4 pow_2_a) pow_2_d)))
(assert
 (=> (= a (+ d 2)) (= pow_2_a (* 4 pow_2_d))))
(assert
 (=> (<= (+ a 3) d) (<= (* 8 pow_2_a) pow_2_d)))
(assert
 (=> (= a (+ d 3)) (= pow_2_a (* 8 pow_2_d))))
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
 (=> (<= (+ b 0) t) (<= (* 1 pow_2_b) pow_2_t)))
(assert
 (=> (<= (+ b 1) t) (<= (* 2 pow_2_b) pow_2_t)))
(assert
 (=> (= b (+ t 1)) (= pow_2_b (* 2 pow_2_t))))
(assert
 (=> (<= (+ b 2) t) (<= (* 4 pow_2_b) pow_2_t)))
(assert
 (=> (= b (+ t 2)) (= pow_2_b (* 4 pow_2_t))))
(assert
 (=> (<= (+ b 3) t) (<= (* 8 pow_2_b) pow_2_t)))
(assert
 (=> (= b (+ t 3)) (= pow_2_b (* 8 pow_2_t))))
(assert
 (=> (<= (+ b 0) u) (<= (* 1 pow_2_b) pow_2_u)))
(assert
 (=> (<= (+ b 1) u) (<= (* 2 pow_2_b) pow_2_u)))
(assert
 (=> (= b (+ u 1)) (= pow_2_b (* 2 pow_2_u))))
(assert
 (=> (<= (+ b 2) u) (<= (* 4 pow_2_b) pow_2_u)))
(assert
 (=> (= b (+ u 2)) (= pow_2_b (* 4 pow_2_u))))
(assert
 (=> (<= (+ b 3) u) (<= (* 8 pow_2_b) pow_2_u)))
(assert
 (=> (= b (+ u 3)) (= pow_2_b (* 8 pow_2_u))))
(assert
 (=> (<= (+ b 0) c) (<= (* 1 pow_2_b) pow_2_c)))
(assert
 (=> (<= (+ b 1) c) (<= (* 2 pow_2_b) pow_2_c)))
(assert
 (=> (= b (+ c 1)) (= pow_2_b (* 2 pow_2_c))))
(assert
 (=> (<= (+ b 2) c) (<= (* 4 pow_2_b) pow_2_c)))
(assert
 (=> (= b (+ c 2)) (= pow_2_b (* 4 pow_2_c))))
(assert
 (=> (<= (+ b 3) c) (<= (* 8 pow_2_b) pow_2_c)))
(assert
 (=> (= b (+ c 3)) (= pow_2_b (* 8 pow_2_c))))
(assert
 (=> (<= (+ b 0) d) (<= (* 1 pow_2_b) pow_2_d)))
(assert
 (=> (<= (+ b 1) d) (<= (* 2 pow_2_b) pow_2_d)))
(assert
 (=> (= b (+ d 1)) (= pow_2_b (* 2 pow_2_d))))
(assert
 (=> (<= (+ b 2) d) (<= (* 4 pow_2_b) pow_2_d)))
(assert
 (=> (= b (+ d 2)) (= pow_2_b (* 4 pow_2_d))))
(assert
 (=> (<= (+ b 3) d) (<= (* 8 pow_2_b) pow_2_d)))
(assert
 (=> (= b (+ d 3)) (= pow_2_b (* 8 pow_2_d))))
(assert
 (=> (<= (+ t 0) a) (<= (* 1 pow_2_t) pow_2_a)))
(assert
 (=> (<= (+ t 1) a) (<= (* 2 pow_2_t) pow_2_a)))
(assert
 (=> (= t (+ a 1)) (= pow_2_t (* 2 pow_2_a))))
(assert
 (=> (<= (+ t 2) a) (<= (* 4 pow_2_t) pow_2_a)))
(assert
 (=> (= t (+ a 2)) (= pow_2_t (* 4 pow_2_a))))
(assert
 (=> (<= (+ t 3) a) (<= (* 8 pow_2_t) pow_2_a)))
(assert
 (=> (= t (+ a 3)) (= pow_2_t (* 8 pow_2_a))))
(assert
 (=> (<= (+ t 0) b) (<= (* 1 pow_2_t) pow_2_b)))
(assert
 (=> (<= (+ t 1) b) (<= (* 2 pow_2_t) pow_2_b)))
(assert
 (=> (= t (+ b 1)) (= pow_2_t (* 2 pow_2_b))))
(assert
 (=> (<= (+ t 2) b) (<= (* 4 pow_2_t) pow_2_b)))
(assert
 (=> (= t (+ b 2)) (= pow_2_t (* 4 pow_2_b))))
(assert
 (=> (<= (+ t 3) b) (<= (* 8 pow_2_t) pow_2_b)))
(assert
 (=> (= t (+ b 3)) (= pow_2_t (* 8 pow_2_b))))
(assert
 (=> (<= (+ t 0) u) (<= (* 1 pow_2_t) pow_2_u)))
(assert
 (=> (<= (+ t 1) u) (<= (* 2 pow_2_t) pow_2_u)))
(assert
 (=> (= t (+ u 1)) (= pow_2_t (* 2 pow_2_u))))
(assert
 (=> (<= (+ t 2) u) (<= (* 4 pow_2_t) pow_2_u)))
(assert
 (=> (= t (+ u 2)) (= pow_2_t (* 4 pow_2_u))))
(assert
 (=> (<= (+ t 3) u) (<= (* 8 pow_2_t) pow_2_u)))
(assert
 (=> (= t (+ u 3)) (= pow_2_t (* 8 pow_2_u))))
(assert
 (=> (<= (+ t 0) c) (<= (* 1 pow_2_t) pow_2_c)))
(assert
 (=> (<= (+ t 1) c) (<= (* 2 pow_2_t) pow_2_c)))
(assert
 (=> (= t (+ c 1)) (= pow_2_t (* 2 pow_2_c))))
(assert
 (=> (<= (+ t 2) c) (<= (* 4 pow_2_t) pow_2_c)))
(assert
 (=> (= t (+ c 2)) (= pow_2_t (* 4 pow_2_c))))
(assert
 (=> (<= (+ t 3) c) (<= (* 8 pow_2_t) pow_2_c)))
(assert
 (=> (= t (+ c 3)) (= pow_2_t (* 8 pow_2_c))))
(assert
 (=> (<= (+ t 0) d) (<= (* 1 pow_2_t) pow_2_d)))
(assert
 (=> (<= (+ t 1) d) (<= (* 2 pow_2_t) pow_2_d)))
(assert
 (=> (= t (+ d 1)) (= pow_2_t (* 2 pow_2_d))))
(assert
 (=> (<= (+ t 2) d) (<= (* 4 pow_2_t) pow_2_d)))
(assert
 (=> (= t (+ d 2)) (= pow_2_t (* 4 pow_2_d))))
(assert
 (=> (<= (+ t 3) d) (<= (* 8 pow_2_t) pow_2_d)))
(assert
 (=> (= t (+ d 3)) (= pow_2_t (* 8 pow_2_d))))
(assert
 (=> (<= (+ u 0) a) (<= (* 1 pow_2_u) pow_2_a)))
(assert
 (=> (<= (+ u 1) a) (<= (* 2 pow_2_u) pow_2_a)))
(assert
 (=> (= u (+ a 1)) (= pow_2_u (* 2 pow_2_a))))
(assert
 (=> (<= (+ u 2) a) (<= (* 4 pow_2_u) pow_2_a)))
(assert
 (=> (= u (+ a 2)) (= pow_2_u (* 4 pow_2_a))))
(assert
 (=> (<= (+ u 3) a) (<= (* 8 pow_2_u) pow_2_a)))
(assert
 (=> (= u (+ a 3)) (= pow_2_u (* 8 pow_2_a))))
(assert
 (=> (<= (+ u 0) b) (<= (* 1 pow_2_u) pow_2_b)))
(assert
 (=> (<= (+ u 1) b) (<= (* 2 pow_2_u) pow_2_b)))
(assert
 (=> (= u (+ b 1)) (= pow_2_u (* 2 pow_2_b))))
(assert
 (=> (<= (+ u 2) b) (<= (* 4 pow_2_u) pow_2_b)))
(assert
 (=> (= u (+ b 2)) (= pow_2_u (* 4 pow_2_b))))
(assert
 (=> (<= (+ u 3) b) (<= (* 8 pow_2_u) pow_2_b)))
(assert
 (=> (= u (+ b 3)) (= pow_2_u (* 8 pow_2_b))))
(assert
 (=> (<= (+ u 0) t) (<= (* 1 pow_2_u) pow_2_t)))
(assert
 (=> (<= (+ u 1) t) (<= (* 2 pow_2_u) pow_2_t)))
(assert
 (=> (= u (+ t 1)) (= pow_2_u (* 2 pow_2_t))))
(assert
 (=> (<= (+ u 2) t) (<= (* 4 pow_2_u) pow_2_t)))
(assert
 (=> (= u (+ t 2)) (= pow_2_u (* 4 pow_2_t))))
(assert
 (=> (<= (+ u 3) t) (<= (* 8 pow_2_u) pow_2_t)))
(assert
 (=> (= u (+ t 3)) (= pow_2_u (* 8 pow_2_t))))
(assert
 (=> (<= (+ u 0) c) (<= (* 1 pow_2_u) pow_2_c)))
(assert
 (=> (<= (+ u 1) c) (<= (* 2 pow_2_u) pow_2_c)))
(assert
 (=> (= u (+ c 1)) (= pow_2_u (* 2 pow_2_c))))
(assert
 (=> (<= (+ u 2) c) (<= (* 4 pow_2_u) pow_2_c)))
(assert
 (=> (= u (+ c 2)) (= pow_2_u (* 4 pow_2_c))))
(assert
 (=> (<= (+ u 3) c) (<= (* 8 pow_2_u) pow_2_c)))
(assert
 (=> (= u (+ c 3)) (= pow_2_u (* 8 pow_2_c))))
(assert
 (=> (<= (+ u 0) d) (<= (* 1 pow_2_u) pow_2_d)))
(assert
 (=> (<= (+ u 1) d) (<= (* 2 pow_2_u) pow_2_d)))
(assert
 (=> (= u (+ d 1)) (= pow_2_u (* 2 pow_2_d))))
(assert
 (=> (<= (+ u 2) d) (<= (* 4 pow_2_u) pow_2_d)))
(assert
 (=> (= u (+ d 2)) (= pow_2_u (* 4 pow_2_d))))
(assert
 (=> (<= (+ u 3) d) (<= (* 8 pow_2_u) pow_2_d)))
(assert
 (=> (= u (+ d 3)) (= pow_2_u (* 8 pow_2_d))))
(assert
 (=> (<= (+ c 0) a) (<= (* 1 pow_2_c) pow_2_a)))
(assert
 (=> (<= (+ c 1) a) (<= (* 2 pow_2_c) pow_2_a)))
(assert
 (=> (= c (+ a 1)) (= pow_2_c (* 2 pow_2_a))))
(assert
 (=> (<= (+ c 2) a) (<= (* 4 pow_2_c) pow_2_a)))
(assert
 (=> (= c (+ a 2)) (= pow_2_c (* 4 pow_2_a))))
(assert
 (=> (<= (+ c 3) a) (<= (* 8 pow_2_c) pow_2_a)))
(assert
 (=> (= c (+ a 3)) (= pow_2_c (* 8 pow_2_a))))
(assert
 (=> (<= (+ c 0) b) (<= (* 1 pow_2_c) pow_2_b)))
(assert
 (=> (<= (+ c 1) b) (<= (* 2 pow_2_c) pow_2_b)))
(assert
 (=> (= c (+ b 1)) (= pow_2_c (* 2 pow_2_b))))
(assert
 (=> (<= (+ c 2) b) (<= (* 4 pow_2_c) pow_2_b)))
(assert
 (=> (= c (+ b 2)) (= pow_2_c (* 4 pow_2_b))))
(assert
 (=> (<= (+ c 3) b) (<= (* 8 pow_2_c) pow_2_b)))
(assert
 (=> (= c (+ b 3)) (= pow_2_c (* 8 pow_2_b))))
(assert
 (=> (<= (+ c 0) t) (<= (* 1 pow_2_c) pow_2_t)))
(assert
 (=> (<= (+ c 1) t) (<= (* 2 pow_2_c) pow_2_t)))
(assert
 (=> (= c (+ t 1)) (= pow_2_c (* 2 pow_2_t))))
(assert
 (=> (<= (+ c 2) t) (<= (* 4 pow_2_c) pow_2_t)))
(assert
 (=> (= c (+ t 2)) (= pow_2_c (* 4 pow_2_t))))
(assert
 (=> (<= (+ c 3) t) (<= (* 8 pow_2_c) pow_2_t)))
(assert
 (=> (= c (+ t 3)) (= pow_2_c (* 8 pow_2_t))))
(assert
 (=> (<= (+ c 0) u) (<= (* 1 pow_2_c) pow_2_u)))
(assert
 (=> (<= (+ c 1) u) (<= (* 2 pow_2_c) pow_2_u)))
(assert
 (=> (= c (+ u 1)) (= pow_2_c (* 2 pow_2_u))))
(assert
 (=> (<= (+ c 2) u) (<= (* 4 pow_2_c) pow_2_u)))
(assert
 (=> (= c (+ u 2)) (= pow_2_c (* 4 pow_2_u))))
(assert
 (=> (<= (+ c 3) u) (<= (* 8 pow_2_c) pow_2_u)))
(assert
 (=> (= c (+ u 3)) (= pow_2_c (* 8 pow_2_u))))
(assert
 (=> (<= (+ c 0) d) (<= (* 1 pow_2_c) pow_2_d)))
(assert
 (=> (<= (+ c 1) d) (<= (* 2 pow_2_c) pow_2_d)))
(assert
 (=> (= c (+ d 1)) (= pow_2_c (* 2 pow_2_d))))
(assert
 (=> (<= (+ c 2) d) (<= (* 4 pow_2_c) pow_2_d)))
(assert
 (=> (= c (+ d 2)) (= pow_2_c (* 4 pow_2_d))))
(assert
 (=> (<= (+ c 3) d) (<= (* 8 pow_2_c) pow_2_d)))
(assert
 (=> (= c (+ d 3)) (= pow_2_c (* 8 pow_2_d))))
(assert
 (=> (<= (+ d 0) a) (<= (* 1 pow_2_d) pow_2_a)))
(assert
 (=> (<= (+ d 1) a) (<= (* 2 pow_2_d) pow_2_a)))
(assert
 (=> (= d (+ a 1)) (= pow_2_d (* 2 pow_2_a))))
(assert
 (=> (<= (+ d 2) a) (<= (* 4 pow_2_d) pow_2_a)))
(assert
 (=> (= d (+ a 2)) (= pow_2_d (* 4 pow_2_a))))
(assert
 (=> (<= (+ d 3) a) (<= (* 8 pow_2_d) pow_2_a)))
(assert
 (=> (= d (+ a 3)) (= pow_2_d (* 8 pow_2_a))))
(assert
 (=> (<= (+ d 0) b) (<= (* 1 pow_2_d) pow_2_b)))
(assert
 (=> (<= (+ d 1) b) (<= (* 2 pow_2_d) pow_2_b)))
(assert
 (=> (= d (+ b 1)) (= pow_2_d (* 2 pow_2_b))))
(assert
 (=> (<= (+ d 2) b) (<= (* 4 pow_2_d) pow_2_b)))
(assert
 (=> (= d (+ b 2)) (= pow_2_d (* 4 pow_2_b))))
(assert
 (=> (<= (+ d 3) b) (<= (* 8 pow_2_d) pow_2_b)))
(assert
 (=> (= d (+ b 3)) (= pow_2_d (* 8 pow_2_b))))
(assert
 (=> (<= (+ d 0) t) (<= (* 1 pow_2_d) pow_2_t)))
(assert
 (=> (<= (+ d 1) t) (<= (* 2 pow_2_d) pow_2_t)))
(assert
 (=> (= d (+ t 1)) (= pow_2_d (* 2 pow_2_t))))
(assert
 (=> (<= (+ d 2) t) (<= (* 4 pow_2_d) pow_2_t)))
(assert
 (=> (= d (+ t 2)) (= pow_2_d (* 4 pow_2_t))))
(assert
 (=> (<= (+ d 3) t) (<= (* 8 pow_2_d) pow_2_t)))
(assert
 (=> (= d (+ t 3)) (= pow_2_d (* 8 pow_2_t))))
(assert
 (=> (<= (+ d 0) u) (<= (* 1 pow_2_d) pow_2_u)))
(assert
 (=> (<= (+ d 1) u) (<= (* 2 pow_2_d) pow_2_u)))
(assert
 (=> (= d (+ u 1)) (= pow_2_d (* 2 pow_2_u))))
(assert
 (=> (<= (+ d 2) u) (<= (* 4 pow_2_d) pow_2_u)))
(assert
 (=> (= d (+ u 2)) (= pow_2_d (* 4 pow_2_u))))
(assert
 (=> (<= (+ d 3) u) (<= (* 8 pow_2_d) pow_2_u)))
(assert
 (=> (= d (+ u 3)) (= pow_2_d (* 8 pow_2_u))))
(assert
 (=> (<= (+ d 0) c) (<= (* 1 pow_2_d) pow_2_c)))
(assert
 (=> (<= (+ d 1) c) (<= (* 2 pow_2_d) pow_2_c)))
(assert
 (=> (= d (+ c 1)) (= pow_2_d (* 2 pow_2_c))))
(assert
 (=> (<= (+ d 2) c) (<= (* 4 pow_2_d) pow_2_c)))
(assert
 (=> (= d (+ c 2)) (= pow_2_d (* 4 pow_2_c))))
(assert
 (=> (<= (+ d 3) c) (<= (* 8 pow_2_d) pow_2_c)))
(assert
 (=> (= d (+ c 3)) (= pow_2_d (* 8 pow_2_c))))
(assert
 (let ((?x22 (div (+ n (- 1)) 2)))
(let ((?x32 (- (div (+ (* (- 1) n) 1) 2))))
(let ((?x353 (+ (+ (+ 4 (* (- 1) pow_2_t)) (* (- 1) pow_2_u)) (* (+ 1 ?x32) (+ (- 1) t)))))
(let ((?x1344 (+ (+ (+ ?x353 (* (+ 1 ?x22) (+ (- 1) u))) ?x32) ?x22)))
(let ((?x133 (* (- 1) k)))
(let ((?x207 (+ n ?x133)))
(let ((?x1340 (* (+ (- 1) b) ?x207)))
(let ((?x1351 (+ (+ (+ (+ 3 n) (* (- 1) pow_2_a)) (* (- 1) pow_2_b)) (* (+ 1 k) (+ (- 1) a)))))
(let (($x1322 (and (<= (+ 1 k) pow_2_a) (<= ?x207 pow_2_b) (< pow_2_a (+ 2 (* 2 k))) (< pow_2_b (+ (* (- 2) k) (* 2 n))) (<= (+ 1 ?x32) pow_2_t) (<= (+ 1 ?x22) pow_2_u) (< pow_2_t (+ 2 (* 2 ?x32))) (< pow_2_u (+ 2 (* 2 ?x22))))))
(let ((?x378 (+ 2 k)))
(let ((?x411 (* (+ (- 1) c) ?x378)))
(let ((?x971 (+ (+ (+ (+ 3 n) (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x411)))
(let (($x799 (=> $x1322 (>= (+ ?x971 (* (+ (- 1) d) (+ (+ (- 1) n) ?x133))) ?x1344))))
(let ((?x1331 (+ (+ (+ (+ 1 pow_2_d) (* (- 1) pow_2_b)) ?x1340) (* (* (- 1) (+ (- 1) d)) (+ (+ (- 1) n) ?x133)))))
(let ((?x1321 (+ (+ (+ (+ 1 pow_2_a) (* (- 1) pow_2_c)) ?x411) (* (* (- 1) (+ 1 k)) (+ (- 1) a)))))
(let (($x1347 (and (=> $x1322 (>= b c)) (=> $x1322 (= ?x1321 c)) (=> $x1322 (= ?x1331 b)) $x799)))
(not (=> (and $x1347 $x1322) (>= (+ ?x1351 ?x1340) ?x1344))))))))))))))))))))
(check-sat)
