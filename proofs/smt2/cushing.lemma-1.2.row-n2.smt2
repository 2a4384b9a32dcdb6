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
 (let ((?x57 (mod n 4)))
 (= 2 ?x57)))
(assert
 (let (($x24 (= 2 n)))
(let ((?x45 (ite $x24 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x73 (= 2 k)))
(let ((?x44 (ite $x73 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x15 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x28 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x135 (* (- 1) (ite $x73 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x9 (+ ?x135 (ite $x24 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x34 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x49 (and (= (ite $x28 1 ?x34) ?x9) (= (ite $x28 1 ?x15) (+ (* (- 1) ?x44) ?x45)))))
(not $x49))))))))))))
(check-sat)
