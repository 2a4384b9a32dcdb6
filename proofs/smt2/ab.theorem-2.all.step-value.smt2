; certify obligation for claim ab.theorem-2.all.step-value (Theorem 2 (proof), the least total of the 1×n game)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun j () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun c () Int)
(declare-fun d () Int)
(declare-fun pow_2_b () Int)
(declare-fun pow_2_a () Int)
(declare-fun pow_2_k () Int)
(declare-fun pow_2_c () Int)
(declare-fun pow_2_d () Int)
(declare-fun x () Real)
(declare-fun v () Real)
(declare-fun u () Real)
(declare-fun z () Real)
(declare-fun y () Real)
(assert
 (<= 1 n))
(assert
 (<= 0 k))
(assert
 (<= 0 j))
(assert
 (let ((?x206 (+ (- 1) n)))
 (<= j ?x206)))
(assert
 (<= 0 a))
(assert
 (<= 0 b))
(assert
 (<= 0 c))
(assert
 (<= 0 d))
(assert
 (and (<= (+ 1 j) pow_2_a) (<= (+ n (* (- 1) j)) pow_2_b) (< pow_2_a (+ 2 (* 2 j))) (< pow_2_b (+ (* (- 2) j) (* 2 n)))))
(assert
 (>= pow_2_a 1))
(assert
 (>= pow_2_b 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_c 1))
(assert
 (>= pow_2_d 1))
(assert
 (let (($x90 (= pow_2_a 1)))
 (let (($x74 (= a 0)))
 (=> $x74 $x90))))
(assert
 (let ((?x103 (+ a 1)))
 (>= pow_2_a ?x103)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x113 (= pow_2_b 1)))
 (let (($x115 (= b 0)))
 (=> $x115 $x113))))
(assert
 (let ((?x112 (+ b 1)))
 (>= pow_2_b ?x112)))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x94 (= pow_2_k 1)))
 (let (($x111 (= k 0)))
 (=> $x111 $x94))))
(assert
 (let ((?x58 (+ k 1)))
 (>= pow_2_k ?x58)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x72 (= pow_2_c 1)))
 (let (($x136 (= c 0)))
 (=> $x136 $x72))))
(assert
 (let ((?x70 (+ c 1)))
 (>= pow_2_c ?x70)))
(assert
 (>= pow_2_c 1))
(assert
 (let (($x106 (= pow_2_d 1)))
 (let (($x138 (= d 0)))
 (=> $x138 $x106))))
(assert
 (let ((?x141 (+ d 1)))
 (>= pow_2_d ?x141)))
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
 (let ((?x49 (+ (+ (+ 2 n) (* (- 1) pow_2_k)) (* (+ 1 n) (+ (- 1) k)))))
(let (($x232 (and (<= (+ 1 n) pow_2_k) (< pow_2_k (+ 2 (* 2 n))))))
(let ((?x198 (div (+ n (- 1)) 2)))
(let ((?x12 (- (div (+ (* (- 1) n) 1) 2))))
(let ((?x189 (* (+ 1 ?x198) (+ (- 1) c))))
(let ((?x39 (* (+ 1 ?x12) (+ (- 1) d))))
(let ((?x11 (+ (+ (+ (+ 4 (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x39) ?x189)))
(let ((?x194 (* (- 1) j)))
(let ((?x233 (+ n ?x194)))
(let ((?x181 (* (+ (- 1) b) ?x233)))
(let ((?x228 (+ 1 j)))
(let ((?x31 (* ?x228 (+ (- 1) a))))
(let ((?x160 (+ (+ (+ (+ 3 n) (* (- 1) pow_2_a)) (* (- 1) pow_2_b)) ?x31)))
(let ((?x162 (+ (+ (+ (+ 4 n) (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x39)))
(let (($x104 (=> $x232 (= v (to_real (+ (+ (+ 2 (* (- 1) pow_2_d)) ?x39) ?x12))))))
(let (($x155 (=> $x232 (= u (to_real (+ (+ (+ 2 (* (- 1) pow_2_c)) ?x189) ?x198))))))
(let (($x153 (= z (to_real (+ (+ (+ (+ 1 n) ?x194) (* (- 1) pow_2_b)) ?x181)))))
(let (($x120 (and (= x (+ (+ y z) (to_real n))) (<= x (+ (+ u v) (to_real n))) (= y (to_real (+ (+ (+ 2 j) (* (- 1) pow_2_a)) ?x31))) $x153 $x155 $x104 (=> $x232 (= ?x49 (+ (+ (+ ?x162 ?x189) ?x12) ?x198))) (=> $x232 (>= (+ ?x160 ?x181) (+ (+ ?x11 ?x12) ?x198))))))
(not (=> (and $x120 $x232) (= x (to_real ?x49)))))))))))))))))))))))
(check-sat)
