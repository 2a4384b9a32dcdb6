; certify obligation for claim cushing.lemma-1.2.row-n3-k01 (Lemma 1.2, Table 1 (n ≡ 3, k ≡ 0,1 mod 4))
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
 (and (= 3 (mod n 4)) (or (= 0 (mod k 4)) (= 1 (mod k 4)))))
(assert
 (let (($x7 (= 2 n)))
(let ((?x336 (ite $x7 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x136 (= 2 k)))
(let ((?x46 (* (- 1) (ite $x136 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x180 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x18 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x94 (ite $x136 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x44 (+ (* (- 1) ?x94) (ite $x7 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x135 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x52 (and (= (ite $x18 1 ?x135) ?x44) (= (ite $x18 1 ?x180) (+ ?x46 ?x336)))))
(not $x52))))))))))))
(check-sat)
