; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.step-value (Section 1.1 (every pool of two or more))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIRA)
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
(declare-fun pow_2_c () Int)
(declare-fun pow_2_d () Int)
(declare-fun x () Real)
(declare-fun v () Real)
(declare-fun u () Real)
(declare-fun z () Real)
(declare-fun y () Real)
(assert
 (<= 1 m))
(assert
 (<= 0 k))
(assert
 (<= 0 i))
(assert
 (let ((?x87 (+ (- 1) m)))
 (<= i ?x87)))
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
 (>= pow_2_c 1))
(assert
 (>= pow_2_d 1))
(assert
 (let (($x197 (= pow_2_a 1)))
 (let (($x196 (= a 0)))
 (=> $x196 $x197))))
(assert
 (let ((?x199 (+ a 1)))
 (>= pow_2_a ?x199)))
(assert
 (>= pow_2_a 1))
(assert
 (let (($x202 (= pow_2_b 1)))
 (let (($x201 (= b 0)))
 (=> $x201 $x202))))
(assert
 (let ((?x204 (+ b 1)))
 (>= pow_2_b ?x204)))
(assert
 (>= pow_2_b 1))
(assert
 (let (($x207 (= pow_2_k 1)))
 (let (($x206 (= k 0)))
 (=> $x206 $x207))))
(assert
 (let ((?x209 (+ k 1)))
 (>= pow_2_k ?x209)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x212 (= pow_2_c 1)))
 (let (($x211 (= c 0)))
 (=> $x211 $x212))))
(assert
 (let ((?x214 (+ c 1)))
 (>= pow_2_c ?x214)))
(assert
 (>= pow_2_c 1))
(assert
 (let (($x217 (= pow_2_d 1)))
 (let (($x216 (= d 0)))
 (=> $x216 $x217))))
(assert
 (let ((?x219 (+ d 1)))
 (>= pow_2_d ?x219)))
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
 (let ((?x65 (+ 1 m)))
(let ((?x156 (* ?x65 (+ (- 1) k))))
(let (($x191 (= x (to_real (+ (+ (+ 2 (* (- 1) pow_2_k)) (* 2 m)) ?x156)))))
(let (($x97 (<= 1 m)))
(let (($x192 (and (=> $x97 (= x (+ (+ (+ (to_real 1) u) v) (to_real m)))) $x191)))
(let (($x123 (and (<= ?x65 pow_2_k) (< pow_2_k (+ 2 (* 2 m))))))
(let ((?x9 (div (+ m (- 1)) 2)))
(let ((?x109 (- (div (+ (* (- 1) m) 1) 2))))
(let ((?x134 (* (+ 1 ?x9) (+ (- 1) c))))
(let ((?x147 (* (+ 1 ?x109) (+ (- 1) d))))
(let ((?x179 (+ (+ (+ (+ 4 (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x147) ?x134)))
(let ((?x89 (* (- 1) i)))
(let ((?x96 (+ m ?x89)))
(let ((?x73 (* (+ (- 1) b) ?x96)))
(let ((?x114 (+ 1 i)))
(let ((?x34 (* ?x114 (+ (- 1) a))))
(let ((?x174 (+ (+ (+ (+ 3 m) (* (- 1) pow_2_a)) (* (- 1) pow_2_b)) ?x34)))
(let ((?x164 (+ (+ (+ (+ 4 m) (* (- 1) pow_2_c)) (* (- 1) pow_2_d)) ?x147)))
(let (($x168 (= (+ (+ (+ 2 m) (* (- 1) pow_2_k)) ?x156) (+ (+ (+ ?x164 ?x134) ?x109) ?x9))))
(let (($x152 (= v (to_real (+ (+ (+ 2 (* (- 1) pow_2_d)) (* 2 ?x109)) ?x147)))))
(let (($x139 (= u (to_real (+ (+ (+ 2 (* (- 1) pow_2_c)) (* 2 ?x9)) ?x134)))))
(let ((?x67 (to_real (+ (+ (+ (* (- 1) pow_2_b) (* (- 2) i)) (* 2 m)) ?x73))))
(let (($x77 (= y (to_real (+ (+ (+ 2 (* (- 1) pow_2_a)) (* 2 i)) ?x34)))))
(let (($x184 (and (= x (+ (+ (+ (to_real 1) y) z) (to_real m))) (<= x (+ (+ (+ (to_real 1) u) v) (to_real m))) (= (+ ?x109 ?x9) (+ (- 1) m)) $x77 (= z ?x67) (=> $x123 $x139) (=> $x123 $x152) (=> $x123 $x168) (=> $x123 (>= (+ ?x174 ?x73) (+ (+ ?x179 ?x109) ?x9))))))
(not (=> (and $x184 $x123) $x192)))))))))))))))))))))))))))
(check-sat)
