; certify obligation for claim cushing.lemma-1.2.row-n3-k23 (Lemma 1.2, Table 1 (n ≡ 3, k ≡ 2,3 mod 4))
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
 (and (= 3 (mod n 4)) (or (= 2 (mod k 4)) (= 3 (mod k 4)))))
(assert
 (let (($x14 (= 2 n)))
(let ((?x152 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x21 (= 2 k)))
(let ((?x19 (* (- 1) (ite $x21 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x277 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x37 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x30 (ite $x21 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x29 (+ (+ 1 (* (- 1) ?x30)) (ite $x14 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x144 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x472 (and (= (ite $x37 1 ?x144) ?x29) (= (ite $x37 1 ?x277) (+ (+ (- 1) ?x19) ?x152)))))
(not $x472))))))))))))
(check-sat)
