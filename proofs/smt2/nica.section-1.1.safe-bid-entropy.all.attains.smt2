; certify obligation for claim nica.section-1.1.safe-bid-entropy.all.attains (Section 1.1 (the safe bid attains G))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun a () Int)
(declare-fun j () Int)
(declare-fun pow_2_j () Int)
(assert
 (<= 2 n))
(assert
 (<= 0 a))
(assert
 (<= a (+ (- 2) n)))
(assert
 (<= 0 j))
(assert
 (and (<= (* 2 pow_2_j) n) (< n (* 4 pow_2_j))))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x107 (= pow_2_j 1)))
 (let (($x106 (= j 0)))
 (=> $x106 $x107))))
(assert
 (>= pow_2_j (+ j 1)))
(assert
 (>= pow_2_j 1))
(assert
 (let ((?x86 (+ (+ n (* (- 2) (* 2 pow_2_j))) (* n (+ 1 j)))))
(let ((?x98 (+ (+ (+ (* (- 4) pow_2_j) (* 2 n)) (* j (+ 1 a))) (* j (+ (+ (- 1) n) (* (- 1) a))))))
(let (($x100 (and (<= pow_2_j (+ (+ (- 1) n) (* (- 1) a))) (< (+ (+ (- 1) n) (* (- 1) a)) (* 2 pow_2_j)) (= ?x98 ?x86))))
(let ((?x74 (+ 1 a)))
(let ((?x47 (* j ?x74)))
(let ((?x56 (* 2 n)))
(let ((?x41 (+ (+ (+ (* (- 2) pow_2_j) (* (- 2) (* 2 pow_2_j))) ?x56) ?x47)))
(let (($x87 (= (+ ?x41 (* (+ 1 j) (+ (+ (- 1) n) (* (- 1) a)))) ?x86)))
(let (($x89 (=> (= (+ 1 n) (* 4 pow_2_j)) (and (= (+ (+ (- 1) n) (* (- 1) a)) (* 2 pow_2_j)) $x87))))
(let (($x102 (and (<= pow_2_j ?x74) (< ?x74 (* 2 pow_2_j)) (= (+ (+ (- 1) n) (* (- 1) a)) (- (div (* (- 1) n) 2))) $x89 (=> (< (+ 1 n) (* 4 pow_2_j)) $x100))))
(let (($x104 (and (< n ?x56) (<= 1 (div n 2)) (=> (= ?x74 (div n 2)) $x102))))
(not $x104)))))))))))))
(check-sat)
