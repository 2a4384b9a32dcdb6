; certify obligation for claim cushing.lemma-1.2.row-n2 (Lemma 1.2, Table 1 (n ≡ 2 mod 4))
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
 (let ((?x98 (mod n 4)))
 (= 2 ?x98)))
(assert
 (let (($x23 (= 2 n)))
(let ((?x26 (ite $x23 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x72 (= 2 k)))
(let ((?x39 (ite $x72 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x17 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let ((?x152 (+ k (* (- 1) n))))
(let (($x42 (= (- 2) ?x152)))
(let ((?x89 (* (- 1) (ite $x72 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x5 (+ ?x89 (ite $x23 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x44 (* (- 1) k)))
(let ((?x43 (+ ?x44 n)))
(let ((?x19 (div ?x43 4)))
(let (($x14 (and (= (ite $x42 1 (+ ?x19 (div (+ ?x43 1) 4))) ?x5) (= (ite $x42 1 ?x17) (+ (* (- 1) ?x39) ?x26)))))
(not $x14)))))))))))))))
(check-sat)
