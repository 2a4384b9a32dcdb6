; certify obligation for claim cushing.lemma-1.2.row-n1-k23 (Lemma 1.2, Table 1 (n ≡ 1, k ≡ 2,3 mod 4))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(assert
 (<= 6 n))
(assert
 (<= 3 k))
(assert
 (<= k (+ (- 3) n)))
(assert
 (and (= 1 (mod n 4)) (or (= 2 (mod k 4)) (= 3 (mod k 4)))))
(assert
 (let (($x163 (= 2 n)))
(let ((?x125 (ite $x163 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x170 (= 2 k)))
(let ((?x93 (ite $x170 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x94 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x185 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x141 (* (- 1) (ite $x170 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x237 (+ (+ (- 1) ?x141) (ite $x163 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x139 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x60 (and (= (ite $x185 1 ?x139) ?x237) (= (ite $x185 1 ?x94) (+ (+ 1 (* (- 1) ?x93)) ?x125)))))
(not $x60))))))))))))
(check-sat)
