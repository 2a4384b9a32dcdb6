; certify obligation for claim ab.theorem-2.all.descent.balanced (Theorem 2 (proof), the balanced split)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun u () Int)
(declare-fun t () Int)
(declare-fun pow_2_a () Int)
(declare-fun pow_2_u () Int)
(declare-fun pow_2_b () Int)
(declare-fun pow_2_t () Int)
(assert
 (<= 1 n))
(assert
 (<= 0 k))
(assert
 (<= 0 a))
(assert
 (<= 0 b))
(assert
 (<= 0 u))
(assert
 (<= 0 t))
(assert
 (and (<= 0 (+ (+ (- 1) n) (* (- 2) k))) (>= 1 (+ (+ (- 1) n) (* (- 2) k)))))
(assert
 (>= pow_2_a 1))
(assert
 (>= pow_2_u 1))
(assert
 (>= pow_2_b 1))
(assert
 (>= pow_2_t 1))
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
 (let (($x163 (= pow_2_u 1)))
 (let (($x204 (= u 0)))
 (=> $x204 $x163))))
(assert
 (let ((?x39 (+ u 1)))
 (>= pow_2_u ?x39)))
(assert
 (>= pow_2_u 1))
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
 (let (($x20 (= b t)))
(let (($x8 (< pow_2_t (+ 2 (* 2 (- (div (+ (* (- 1) n) 1) 2)))))))
(let (($x151 (and (<= (+ n (* (- 1) k)) pow_2_b) (< pow_2_b (+ (* (- 2) k) (* 2 n))) (<= (+ 1 (- (div (+ (* (- 1) n) 1) 2))) pow_2_t) $x8)))
(let (($x200 (= a u)))
(let (($x235 (and (<= (+ 1 k) pow_2_a) (< pow_2_a (+ 2 (* 2 k))) (<= (+ 1 (div (+ n (- 1)) 2)) pow_2_u) (< pow_2_u (+ 2 (* 2 (div (+ n (- 1)) 2)))))))
(let ((?x32 (- (div (+ (* (- 1) n) 1) 2))))
(let (($x15 (and (= k (div (+ n (- 1)) 2)) (= (+ (+ (- 1) n) (* (- 1) k)) ?x32) (=> $x235 $x200) (=> $x151 $x20))))
(not $x15)))))))))
(check-sat)
