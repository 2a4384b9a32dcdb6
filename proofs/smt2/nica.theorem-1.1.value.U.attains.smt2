; certify obligation for claim nica.theorem-1.1.value.U.attains (Lemma 4.2, Case II, b = floor(n/2) (over the powers))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun i () Int)
(declare-fun f () Int)
(declare-fun g () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun pow_2_g () Int)
(declare-fun pow_2_f () Int)
(declare-fun pow_2_k () Int)
(declare-fun pow_2_i () Int)
(assert
 (let ((?x926 (* (- 1) k)))
 (>= 0 ?x926)))
(assert
 (>= 0 (* (- 1) i)))
(assert
 (let ((?x817 (* (- 1) f)))
 (>= 0 ?x817)))
(assert
 (let ((?x619 (* (- 1) g)))
 (>= 0 ?x619)))
(assert
 (>= 0 (+ 2 (* (- 1) n))))
(assert
 (>= 0 (+ 2 (* (- 1) m))))
(assert
 (>= 0 (+ 1 (* (- 1) b))))
(assert
 (<= b (+ (- 1) n)))
(assert
 (and (<= b pow_2_f) (<= m (* 2 pow_2_i)) (<= n (* 2 pow_2_i)) (<= n (* 2 pow_2_k)) (> 0 (+ pow_2_i (* (- 1) m))) (> 0 (+ pow_2_k (* (- 1) n))) (>= 0 (+ (+ 1 pow_2_f) (* (- 2) b))) (>= 0 (+ (+ n (* (- 1) b)) (* (- 1) pow_2_g))) (>= 0 (+ (+ (+ 1 pow_2_g) (* (- 2) n)) (* 2 b))) (or (= n (* 2 b)) (= n (+ 1 (* 2 b))))))
(assert
 (>= pow_2_f 1))
(assert
 (>= pow_2_i 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_g 1))
(assert
 (let (($x531 (= pow_2_f 1)))
 (let (($x696 (= f 0)))
 (=> $x696 $x531))))
(assert
 (let ((?x600 (+ f 1)))
 (>= pow_2_f ?x600)))
(assert
 (>= pow_2_f 1))
(assert
 (let (($x913 (= pow_2_i 1)))
 (let (($x223 (= i 0)))
 (=> $x223 $x913))))
(assert
 (let ((?x930 (+ i 1)))
 (>= pow_2_i ?x930)))
(assert
 (>= pow_2_i 1))
(assert
 (let (($x620 (= pow_2_k 1)))
 (let (($x815 (= k 0)))
 (=> $x815 $x620))))
(assert
 (let ((?x113 (+ k 1)))
 (>= pow_2_k ?x113)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x919 (= pow_2_g 1)))
 (let (($x591 (= g 0)))
 (=> $x591 $x919))))
(assert
 (let ((?x70 (+ g 1)))
 (>= pow_2_g ?x70)))
(assert
 (>= pow_2_g 1))
(assert
 (=> (<= (+ f 0) i) (<= (* 1 pow_2_f) pow_2_i)))
(assert
 (=> (<= (+ f 1) i) (<= (* 2 pow_2_f) pow_2_i)))
(assert
 (=> (= f (+ i 1)) (= pow_2_f (* 2 pow_2_i))))
(assert
 (=> (<= (+ f 2) i) (<= (* 4 pow_2_f) pow_2_i)))
(assert
 (=> (= f (+ i 2)) (= pow_2_f (* 4 pow_2_i))))
(assert
 (=> (<= (+ f 3) i) (<= (* 8 pow_2_f) pow_2_i)))
(assert
 (=> (= f (+ i 3)) (= pow_2_f (* 8 pow_2_i))))
(assert
 (=> (<= (+ f 0) k) (<= (* 1 pow_2_f) pow_2_k)))
(assert
 (=> (<= (+ f 1) k) (<= (* 2 pow_2_f) pow_2_k)))
(assert
 (=> (= f (+ k 1)) (= pow_2_f (* 2 pow_2_k))))
(assert
 (=> (<= (+ f 2) k) (<= (* 4 pow_2_f) pow_2_k)))
(assert
 (=> (= f (+ k 2)) (= pow_2_f (* 4 pow_2_k))))
(assert
 (=> (<= (+ f 3) k) (<= (* 8 pow_2_f) pow_2_k)))
(assert
 (=> (= f (+ k 3)) (= pow_2_f (* 8 pow_2_k))))
(assert
 (=> (<= (+ f 0) g) (<= (* 1 pow_2_f) pow_2_g)))
(assert
 (=> (<= (+ f 1) g) (<= (* 2 pow_2_f) pow_2_g)))
(assert
 (=> (= f (+ g 1)) (= pow_2_f (* 2 pow_2_g))))
(assert
 (=> (<= (+ f 2) g) (<= (* 4 pow_2_f) pow_2_g)))
(assert
 (=> (= f (+ g 2)) (= pow_2_f (* 4 pow_2_g))))
(assert
 (=> (<= (+ f 3) g) (<= (* 8 pow_2_f) pow_2_g)))
(assert
 (=> (= f (+ g 3)) (= pow_2_f (* 8 pow_2_g))))
(assert
 (=> (<= (+ i 0) f) (<= (* 1 pow_2_i) pow_2_f)))
(assert
 (=> (<= (+ i 1) f) (<= (* 2 pow_2_i) pow_2_f)))
(assert
 (=> (= i (+ f 1)) (= pow_2_i (* 2 pow_2_f))))
(assert
 (=> (<= (+ i 2) f) (<= (* 4 pow_2_i) pow_2_f)))
(assert
 (=> (= i (+ f 2)) (= pow_2_i (* 4 pow_2_f))))
(assert
 (=> (<= (+ i 3) f) (<= (* 8 pow_2_i) pow_2_f)))
(assert
 (=> (= i (+ f 3)) (= pow_2_i (* 8 pow_2_f))))
(assert
 (=> (<= (+ i 0) k) (<= (* 1 pow_2_i) pow_2_k)))
(assert
 (=> (<= (+ i 1) k) (<= (* 2 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 1)) (= pow_2_i (* 2 pow_2_k))))
(assert
 (=> (<= (+ i 2) k) (<= (* 4 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 2)) (= pow_2_i (* 4 pow_2_k))))
(assert
 (=> (<= (+ i 3) k) (<= (* 8 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 3)) (= pow_2_i (* 8 pow_2_k))))
(assert
 (=> (<= (+ i 0) g) (<= (* 1 pow_2_i) pow_2_g)))
(assert
 (=> (<= (+ i 1) g) (<= (* 2 pow_2_i) pow_2_g)))
(assert
 (=> (= i (+ g 1)) (= pow_2_i (* 2 pow_2_g))))
(assert
 (=> (<= (+ i 2) g) (<= (* 4 pow_2_i) pow_2_g)))
(assert
 (=> (= i (+ g 2)) (= pow_2_i (* 4 pow_2_g))))
(assert
 (=> (<= (+ i 3) g) (<= (* 8 pow_2_i) pow_2_g)))
(assert
 (=> (= i (+ g 3)) (= pow_2_i (* 8 pow_2_g))))
(assert
 (=> (<= (+ k 0) f) (<= (* 1 pow_2_k) pow_2_f)))
(assert
 (=> (<= (+ k 1) f) (<= (* 2 pow_2_k) pow_2_f)))
(assert
 (=> (= k (+ f 1)) (= pow_2_k (* 2 pow_2_f))))
(assert
 (=> (<= (+ k 2) f) (<= (* 4 pow_2_k) pow_2_f)))
(assert
 (=> (= k (+ f 2)) (= pow_2_k (* 4 pow_2_f))))
(assert
 (=> (<= (+ k 3) f) (<= (* 8 pow_2_k) pow_2_f)))
(assert
 (=> (= k (+ f 3)) (= pow_2_k (* 8 pow_2_f))))
(assert
 (=> (<= (+ k 0) i) (<= (* 1 pow_2_k) pow_2_i)))
(assert
 (=> (<= (+ k 1) i) (<= (* 2 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 1)) (= pow_2_k (* 2 pow_2_i))))
(assert
 (=> (<= (+ k 2) i) (<= (* 4 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 2)) (= pow_2_k (* 4 pow_2_i))))
(assert
 (=> (<= (+ k 3) i) (<= (* 8 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 3)) (= pow_2_k (* 8 pow_2_i))))
(assert
 (=> (<= (+ k 0) g) (<= (* 1 pow_2_k) pow_2_g)))
(assert
 (=> (<= (+ k 1) g) (<= (* 2 pow_2_k) pow_2_g)))
(assert
 (=> (= k (+ g 1)) (= pow_2_k (* 2 pow_2_g))))
(assert
 (=> (<= (+ k 2) g) (<= (* 4 pow_2_k) pow_2_g)))
(assert
 (=> (= k (+ g 2)) (= pow_2_k (* 4 pow_2_g))))
(assert
 (=> (<= (+ k 3) g) (<= (* 8 pow_2_k) pow_2_g)))
(assert
 (=> (= k (+ g 3)) (= pow_2_k (* 8 pow_2_g))))
(assert
 (=> (<= (+ g 0) f) (<= (* 1 pow_2_g) pow_2_f)))
(assert
 (=> (<= (+ g 1) f) (<= (* 2 pow_2_g) pow_2_f)))
(assert
 (=> (= g (+ f 1)) (= pow_2_g (* 2 pow_2_f))))
(assert
 (=> (<= (+ g 2) f) (<= (* 4 pow_2_g) pow_2_f)))
(assert
 (=> (= g (+ f 2)) (= pow_2_g (* 4 pow_2_f))))
(assert
 (=> (<= (+ g 3) f) (<= (* 8 pow_2_g) pow_2_f)))
(assert
 (=> (= g (+ f 3)) (= pow_2_g (* 8 pow_2_f))))
(assert
 (=> (<= (+ g 0) i) (<= (* 1 pow_2_g) pow_2_i)))
(assert
 (=> (<= (+ g 1) i) (<= (* 2 pow_2_g) pow_2_i)))
(assert
 (=> (= g (+ i 1)) (= pow_2_g (* 2 pow_2_i))))
(assert
 (=> (<= (+ g 2) i) (<= (* 4 pow_2_g) pow_2_i)))
(assert
 (=> (= g (+ i 2)) (= pow_2_g (* 4 pow_2_i))))
(assert
 (=> (<= (+ g 3) i) (<= (* 8 pow_2_g) pow_2_i)))
(assert
 (=> (= g (+ i 3)) (= pow_2_g (* 8 pow_2_i))))
(assert
 (=> (<= (+ g 0) k) (<= (* 1 pow_2_g) pow_2_k)))
(assert
 (=> (<= (+ g 1) k) (<= (* 2 pow_2_g) pow_2_k)))
(assert
 (=> (= g (+ k 1)) (= pow_2_g (* 2 pow_2_k))))
(assert
 (=> (<= (+ g 2) k) (<= (* 4 pow_2_g) pow_2_k)))
(assert
 (=> (= g (+ k 2)) (= pow_2_g (* 4 pow_2_k))))
(assert
 (=> (<= (+ g 3) k) (<= (* 8 pow_2_g) pow_2_k)))
(assert
 (=> (= g (+ k 3)) (= pow_2_g (* 8 pow_2_k))))
(assert
 (let ((?x938 (* (- 2) (* pow_2_k pow_2_k))))
(let ((?x56 (+ (+ (+ (* pow_2_f pow_2_f) (* pow_2_g pow_2_g)) ?x938) (* (* (- 3) b) pow_2_f))))
(let ((?x845 (+ (+ ?x56 (* (* (- 3) n) pow_2_g)) (* (* 3 b) pow_2_g))))
(not (<= 0 (+ ?x845 (* (* 3 n) pow_2_k))))))))
(check-sat)
