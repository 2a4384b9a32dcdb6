; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.step-value (Section 1.1 (every pool of two or more))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun k () Int)
(declare-fun i () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun c () Int)
(declare-fun d () Int)
(declare-fun pow_2_b () Int)
(declare-fun pow_2_a () Int)
(declare-fun pow_2_k () Int)
(declare-fun pow_2_d () Int)
(declare-fun pow_2_c () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 1 m))
(assert
 (<= 0 k))
(assert
 (<= 0 i))
(assert
 (let ((?x91 (+ (- 1) m)))
 (<= i ?x91)))
(assert
 (<= 0 a))
(assert
 (<= 0 b))
(assert
 (<= 0 c))
(assert
 (<= 0 d))
(assert
 (and (<= (+ 1 i) pow_2_a) (<= (+ m (* (- 1) i)) pow_2_b) (< pow_2_a (+ 2 (* 2 i))) (< pow_2_b (+ (* (- 2) i) (* 2 m)))))
(assert
 (>= pow_2_a 1))
(assert
 (>= pow_2_b 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_d 1))
(assert
 (>= pow_2_c 1))
(assert
 (let (($x166 (= pow_2_a 1)))
 (let (($x165 (= a 0)))
 (=> $x165 $x166))))
(assert
 (let ((?x168 (+ a 1)))
 (>= pow_2_a ?x168)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x171 (= pow_2_b 1)))
 (let (($x170 (= b 0)))
 (=> $x170 $x171))))
(assert
 (let ((?x173 (+ b 1)))
 (>= pow_2_b ?x173)))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x60 (= pow_2_k 1)))
 (let (($x59 (= k 0)))
 (=> $x59 $x60))))
(assert
 (let ((?x62 (+ k 1)))
 (>= pow_2_k ?x62)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x176 (= pow_2_d 1)))
 (let (($x175 (= d 0)))
 (=> $x175 $x176))))
(assert
 (let ((?x178 (+ d 1)))
 (>= pow_2_d ?x178)))
(assert
 (>= pow_2_d 1))
(assert
 (let (($x181 (= pow_2_c 1)))
 (let (($x180 (= c 0)))
 (=> $x180 $x181))))
(assert
 (let ((?x183 (+ c 1)))
 (>= pow_2_c ?x183)))
(assert
 (>= pow_2_c 1))
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
 (=> (<= (+ a 0) k) (<= (* 1 pow_2_a) pow_2_k)))
(assert
 (=> (<= (+ a 1) k) (<= (* 2 pow_2_a) pow_2_k)))
(assert
 (=> (= a (+ k 1)) (= pow_2_a (* 2 pow_2_k))))
(assert
 (=> (<= (+ a 2) k) (<= (* 4 pow_2_a) pow_2_k)))
(assert
 (=> (= a (+ k 2)) (= pow_2_a (* 4 pow_2_k))))
(assert
 (=> (<= (+ a 3) k) (<= (* 8 pow_2_a) pow_2_k)))
(assert
 (=> (= a (+ k 3)) (= pow_2_a (* 8 pow_2_k))))
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
 (=> (<= (+ b 0) k) (<= (* 1 pow_2_b) pow_2_k)))
(assert
 (=> (<= (+ b 1) k) (<= (* 2 pow_2_b) pow_2_k)))
(assert
 (=> (= b (+ k 1)) (= pow_2_b (* 2 pow_2_k))))
(assert
 (=> (<= (+ b 2) k) (<= (* 4 pow_2_b) pow_2_k)))
(assert
 (=> (= b (+ k 2)) (= pow_2_b (* 4 pow_2_k))))
(assert
 (=> (<= (+ b 3) k) (<= (* 8 pow_2_b) pow_2_k)))
(assert
 (=> (= b (+ k 3)) (= pow_2_b (* 8 pow_2_k))))
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
 (=> (<= (+ k 0) a) (<= (* 1 pow_2_k) pow_2_a)))
(assert
 (=> (<= (+ k 1) a) (<= (* 2 pow_2_k) pow_2_a)))
(assert
 (=> (= k (+ a 1)) (= pow_2_k (* 2 pow_2_a))))
(assert
 (=> (<= (+ k 2) a) (<= (* 4 pow_2_k) pow_2_a)))
(assert
 (=> (= k (+ a 2)) (= pow_2_k (* 4 pow_2_a))))
(assert
 (=> (<= (+ k 3) a) (<= (* 8 pow_2_k) pow_2_a)))
(assert
 (=> (= k (+ a 3)) (= pow_2_k (* 8 pow_2_a))))
(assert
 (=> (<= (+ k 0) b) (<= (* 1 pow_2_k) pow_2_b)))
(assert
 (=> (<= (+ k 1) b) (<= (* 2 pow_2_k) pow_2_b)))
(assert
 (=> (= k (+ b 1)) (= pow_2_k (* 2 pow_2_b))))
(assert
 (=> (<= (+ k 2) b) (<= (* 4 pow_2_k) pow_2_b)))
(assert
 (=> (= k (+ b 2)) (= pow_2_k (* 4 pow_2_b))))
(assert
 (=> (<= (+ k 3) b) (<= (* 8 pow_2_k) pow_2_b)))
(assert
 (=> (= k (+ b 3)) (= pow_2_k (* 8 pow_2_b))))
(assert
 (=> (<= (+ k 0) d) (<= (* 1 pow_2_k) pow_2_d)))
(assert
 (=> (<= (+ k 1) d) (<= (* 2 pow_2_k) pow_2_d)))
(assert
 (=> (= k (+ d 1)) (= pow_2_k (* 2 pow_2_d))))
(assert
 (=> (<= (+ k 2) d) (<= (* 4 pow_2_k) pow_2_d)))
(assert
 (=> (= k (+ d 2)) (= pow_2_k (* 4 pow_2_d))))
(assert
 (=> (<= (+ k 3) d) (<= (* 8 pow_2_k) pow_2_d)))
(assert
 (=> (= k (+ d 3)) (= pow_2_k (* 8 pow_2_d))))
(assert
 (=> (<= (+ k 0) c) (<= (* 1 pow_2_k) pow_2_c)))
(assert
 (=> (<= (+ k 1) c) (<= (* 2 pow_2_k) pow_2_c)))
(assert
 (=> (= k (+ c 1)) (= pow_2_k (* 2 pow_2_c))))
(assert
 (=> (<= (+ k 2) c) (<= (* 4 pow_2_k) pow_2_c)))
(assert
 (=> (= k (+ c 2)) (= pow_2_k (* 4 pow_2_c))))
(assert
 (=> (<= (+ k 3) c) (<= (* 8 pow_2_k) pow_2_c)))
(assert
 (=> (= k (+ c 3)) (= pow_2_k (* 8 pow_2_c))))
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
 (=> (<= (+ d 0) k) (<= (* 1 pow_2_d) pow_2_k)))
(assert
 (=> (<= (+ d 1) k) (<= (* 2 pow_2_d) pow_2_k)))
(assert
 (=> (= d (+ k 1)) (= pow_2_d (* 2 pow_2_k))))
(assert
 (=> (<= (+ d 2) k) (<= (* 4 pow_2_d) pow_2_k)))
(assert
 (=> (= d (+ k 2)) (= pow_2_d (* 4 pow_2_k))))
(assert
 (=> (<= (+ d 3) k) (<= (* 8 pow_2_d) pow_2_k)))
(assert
 (=> (= d (+ k 3)) (= pow_2_d (* 8 pow_2_k))))
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
 (=> (<= (+ c 0) k) (<= (* 1 pow_2_c) pow_2_k)))
(assert
 (=> (<= (+ c 1) k) (<= (* 2 pow_2_c) pow_2_k)))
(assert
 (=> (= c (+ k 1)) (= pow_2_c (* 2 pow_2_k))))
(assert
 (=> (<= (+ c 2) k) (<= (* 4 pow_2_c) pow_2_k)))
(assert
 (=> (= c (+ k 2)) (= pow_2_c (* 4 pow_2_k))))
(assert
 (=> (<= (+ c 3) k) (<= (* 8 pow_2_c) pow_2_k)))
(assert
 (=> (= c (+ k 3)) (= pow_2_c (* 8 pow_2_k))))
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
 (let ((?x47 (div (+ m (- 1)) 2)))
(let ((?x48 (+ 1 ?x47)))
(let ((?x49 (P ?x48 (- 1))))
(let ((?x43 (- (div (+ (* (- 1) m) 1) 2))))
(let ((?x44 (+ 1 ?x43)))
(let ((?x45 (P ?x44 (- 1))))
(let ((?x12 (+ 1 m)))
(let ((?x50 (to_real ?x12)))
(let ((?x52 (+ (+ ?x50 ?x45) ?x49)))
(let ((?x14 (P ?x12 (- 1))))
(let (($x39 (<= 1 m)))
(let ((?x27 (* ?x12 (+ (- 1) k))))
(let (($x38 (= ?x14 (to_real (+ (+ (+ 2 (* (- 1) pow_2_k)) (* 2 m)) ?x27)))))
(let (($x24 (and (<= ?x12 pow_2_k) (< pow_2_k (+ 2 (* 2 m))))))
(let ((?x56 (* ?x48 (+ (- 1) c))))
(let ((?x101 (* ?x44 (+ (- 1) d))))
(let ((?x156 (+ (+ (+ (+ 4 (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x101) ?x56)))
(let ((?x138 (* (- 1) i)))
(let ((?x131 (+ m ?x138)))
(let ((?x84 (* (+ (- 1) b) ?x131)))
(let ((?x88 (+ 1 i)))
(let ((?x83 (* ?x88 (+ (- 1) a))))
(let ((?x148 (+ (+ (+ (+ 3 m) (* (- 1) pow_2_a)) (* (- 1) pow_2_b)) ?x83)))
(let ((?x74 (+ (+ (+ (+ 4 m) (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x101)))
(let (($x68 (= (+ (+ (+ 2 m) (* (- 1) pow_2_k)) ?x27) (+ (+ (+ ?x74 ?x56) ?x43) ?x47))))
(let (($x28 (= ?x49 (to_real (+ (+ (+ 2 (* (- 1) pow_2_c)) (* 2 ?x47)) ?x56)))))
(let (($x16 (= ?x45 (to_real (+ (+ (+ 2 (* (- 1) pow_2_d)) (* 2 ?x43)) ?x101)))))
(let ((?x71 (to_real (+ (+ (+ (* (- 1) pow_2_b) (* (- 2) i)) (* 2 m)) ?x84))))
(let ((?x90 (P ?x131 (- 1))))
(let ((?x93 (P ?x88 (- 1))))
(let (($x85 (= ?x93 (to_real (+ (+ (+ 2 (* (- 1) pow_2_a)) (* 2 i)) ?x83)))))
(let (($x161 (and (= (+ ?x43 ?x47) (+ (- 1) m)) (= ?x14 (+ (+ ?x50 ?x93) ?x90)) $x85 (= ?x90 ?x71) (<= ?x14 ?x52) (=> $x24 $x16) (=> $x24 $x28) (=> $x24 $x68) (=> $x24 (>= (+ ?x148 ?x84) (+ (+ ?x156 ?x43) ?x47))))))
(not (=> (and $x161 $x24) (and $x38 (=> $x39 (= ?x14 ?x52))))))))))))))))))))))))))))))))))))))
(check-sat)
