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
 (let (($x16 (= 2 n)))
(let ((?x62 (ite $x16 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x30 (= 2 k)))
(let ((?x50 (* (- 1) (ite $x30 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x86 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x22 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x58 (ite $x30 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x59 (+ (* (- 1) ?x58) (ite $x16 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x84 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x123 (and (= (ite $x22 1 ?x84) ?x59) (= (ite $x22 1 ?x86) (+ ?x50 ?x62)))))
(not $x123))))))))))))
(check-sat)
