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
 (let (($x67 (= 2 n)))
(let ((?x28 (ite $x67 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x116 (= 2 k)))
(let ((?x13 (ite $x116 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x5 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x96 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x40 (* (- 1) (ite $x116 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x20 (+ (+ (- 1) ?x40) (ite $x67 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x19 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x272 (and (= (ite $x96 1 ?x19) ?x20) (= (ite $x96 1 ?x5) (+ (+ 1 (* (- 1) ?x13)) ?x28)))))
(not $x272))))))))))))
(check-sat)
