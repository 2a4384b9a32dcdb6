; certify obligation for claim ab.theorem-2.all.step-value (Theorem 2 (proof), the least total of the 1×n game)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
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
(declare-fun pow_2_d () Int)
(declare-fun pow_2_c () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 1 n))
(assert
 (<= 0 k))
(assert
 (<= 0 j))
(assert
 (let ((?x195 (+ (- 1) n)))
 (<= j ?x195)))
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
 (>= pow_2_d 1))
(assert
 (>= pow_2_c 1))
(assert
 (let (($x46 (= pow_2_a 1)))
 (let (($x105 (= a 0)))
 (=> $x105 $x46))))
(assert
 (let ((?x172 (+ a 1)))
 (>= pow_2_a ?x172)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x166 (= pow_2_b 1)))
 (let (($x126 (= b 0)))
 (=> $x126 $x166))))
(assert
 (let ((?x180 (+ b 1)))
 (>= pow_2_b ?x180)))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x37 (= pow_2_k 1)))
 (let (($x31 (= k 0)))
 (=> $x31 $x37))))
(assert
 (let ((?x182 (+ k 1)))
 (>= pow_2_k ?x182)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x170 (= pow_2_d 1)))
 (let (($x175 (= d 0)))
 (=> $x175 $x170))))
(assert
 (let ((?x7 (+ d 1)))
 (>= pow_2_d ?x7)))
(assert
 (>= pow_2_d 1))
(assert
 (let (($x93 (= pow_2_c 1)))
 (let (($x88 (= c 0)))
 (=> $x88 $x93))))
(assert
 (let ((?x101 (+ c 1)))
 (>= pow_2_c ?x101)))
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
 (let ((?x91 (+ (+ (+ 2 n) (* (- 1) pow_2_k)) (* (+ 1 n) (+ (- 1) k)))))
(let ((?x134 (P n 0)))
(let (($x60 (and (<= (+ 1 n) pow_2_k) (< pow_2_k (+ 2 (* 2 n))))))
(let ((?x56 (div (+ n (- 1)) 2)))
(let ((?x235 (- (div (+ (* (- 1) n) 1) 2))))
(let ((?x151 (* (+ 1 ?x56) (+ (- 1) c))))
(let ((?x227 (* (+ 1 ?x235) (+ (- 1) d))))
(let ((?x44 (+ (+ (+ (+ 4 (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x227) ?x151)))
(let ((?x223 (* (- 1) j)))
(let ((?x199 (+ n ?x223)))
(let ((?x125 (* (+ (- 1) b) ?x199)))
(let ((?x220 (+ 1 j)))
(let ((?x218 (* ?x220 (+ (- 1) a))))
(let ((?x47 (+ (+ (+ (+ 3 n) (* (- 1) pow_2_a)) (* (- 1) pow_2_b)) ?x218)))
(let ((?x204 (+ (+ (+ (+ 4 n) (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x227)))
(let ((?x205 (P ?x56 0)))
(let (($x152 (=> $x60 (= ?x205 (to_real (+ (+ (+ 2 (* (- 1) pow_2_c)) ?x151) ?x56))))))
(let ((?x206 (P ?x235 0)))
(let (($x168 (=> $x60 (= ?x206 (to_real (+ (+ (+ 2 (* (- 1) pow_2_d)) ?x227) ?x235))))))
(let ((?x179 (P (+ (+ (- 1) n) ?x223) 0)))
(let (($x184 (= ?x179 (to_real (+ (+ (+ (+ 1 n) ?x223) (* (- 1) pow_2_b)) ?x125)))))
(let ((?x228 (P j 0)))
(let (($x157 (and (= ?x134 (+ (+ (to_real n) ?x228) ?x179)) (= ?x228 (to_real (+ (+ (+ 2 j) (* (- 1) pow_2_a)) ?x218))) (<= ?x134 (+ (+ (to_real n) ?x206) ?x205)) $x184 $x168 $x152 (=> $x60 (= ?x91 (+ (+ (+ ?x204 ?x151) ?x235) ?x56))) (=> $x60 (>= (+ ?x47 ?x125) (+ (+ ?x44 ?x235) ?x56))))))
(not (=> (and $x157 $x60) (= ?x134 (to_real ?x91))))))))))))))))))))))))))))
(check-sat)
