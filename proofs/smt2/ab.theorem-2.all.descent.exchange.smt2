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
 (let (($x866 (and (= (+ 1 d) b) (>= pow_2_b (+ (+ (- 2) (* (- 2) k)) (* 2 n))))))
 (let (($x875 (= d b)))
 (let (($x867 (or (and $x875 (< pow_2_b (+ (+ (- 2) (* (- 2) k)) (* 2 n)))) $x866)))
 (let (($x872 (or (and (= c a) (<= (+ 2 k) pow_2_a)) (and (= c (+ 1 a)) (> (+ 2 k) pow_2_a)))))
 (and (<= 2 (+ (+ (- 1) n) (* (- 2) k))) $x872 $x867))))))
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
 (let (($x75 (= pow_2_a 1)))
 (let (($x74 (= a 0)))
 (=> $x74 $x75))))
(assert
 (let ((?x77 (+ a 1)))
 (>= pow_2_a ?x77)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x85 (= pow_2_b 1)))
 (let (($x84 (= b 0)))
 (=> $x84 $x85))))
(assert
 (let ((?x87 (+ b 1)))
 (>= pow_2_b ?x87)))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x90 (= pow_2_t 1)))
 (let (($x89 (= t 0)))
 (=> $x89 $x90))))
(assert
 (let ((?x92 (+ t 1)))
 (>= pow_2_t ?x92)))
(assert
 (>= pow_2_t 1))
(assert
 (let (($x80 (= pow_2_u 1)))
 (let (($x79 (= u 0)))
 (=> $x79 $x80))))
(assert
 (let ((?x82 (+ u 1)))
 (>= pow_2_u ?x82)))
(assert
 (>= pow_2_u 1))
(assert
 (let (($x821 (= pow_2_c 1)))
 (let (($x819 (= c 0)))
 (=> $x819 $x821))))
(assert
 (let ((?x542 (+ c 1)))
 (>= pow_2_c ?x542)))
(assert
 (>= pow_2_c 1))
(assert
 (let (($x822 (= pow_2_d 1)))
 (let (($x820 (= d 0)))
 (=> $x820 $x822))))
(assert
 (let ((?x817 (+ d 1)))
 (>= pow_2_d ?x817)))
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
 (let ((?x29 (div (+ n (- 1)) 2)))
(let ((?x36 (- (div (+ (* (- 1) n) 1) 2))))
(let ((?x833 (+ (+ (+ 4 (* (- 1) pow_2_t)) (* (- 1) pow_2_u)) (* (+ 1 ?x36) (+ (- 1) t)))))
(let ((?x832 (+ (+ (+ ?x833 (* (+ 1 ?x29) (+ (- 1) u))) ?x36) ?x29)))
(let ((?x31 (* (- 1) k)))
(let ((?x55 (+ n ?x31)))
(let ((?x836 (* (+ (- 1) b) ?x55)))
(let ((?x830 (+ (+ (+ (+ 3 n) (* (- 1) pow_2_a)) (* (- 1) pow_2_b)) (* (+ 1 k) (+ (- 1) a)))))
(let (($x452 (and (<= (+ 1 k) pow_2_a) (<= ?x55 pow_2_b) (< pow_2_a (+ 2 (* 2 k))) (< pow_2_b (+ (* (- 2) k) (* 2 n))) (<= (+ 1 ?x36) pow_2_t) (<= (+ 1 ?x29) pow_2_u) (< pow_2_t (+ 2 (* 2 ?x36))) (< pow_2_u (+ 2 (* 2 ?x29))))))
(let ((?x446 (+ 2 k)))
(let ((?x860 (* (+ (- 1) c) ?x446)))
(let ((?x873 (+ (+ (+ (+ 3 n) (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x860)))
(let (($x827 (=> $x452 (>= (+ ?x873 (* (+ (- 1) d) (+ (+ (- 1) n) ?x31))) ?x832))))
(let ((?x853 (+ (+ (+ (+ 1 pow_2_d) (* (- 1) pow_2_b)) ?x836) (* (* (- 1) (+ (- 1) d)) (+ (+ (- 1) n) ?x31)))))
(let ((?x409 (+ (+ (+ (+ 1 pow_2_a) (* (- 1) pow_2_c)) ?x860) (* (* (- 1) (+ 1 k)) (+ (- 1) a)))))
(let (($x829 (and (=> $x452 (>= b c)) (=> $x452 (= ?x409 c)) (=> $x452 (= ?x853 b)) $x827)))
(not (=> (and $x829 $x452) (>= (+ ?x830 ?x836) ?x832))))))))))))))))))))
(check-sat)
