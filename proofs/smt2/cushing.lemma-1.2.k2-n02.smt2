; certify obligation for claim cushing.lemma-1.2.k2-n02 (Lemma 1.2, Table 1 (n ≡ 0,2 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 6 n))
(assert
 (or (= 0 (mod n 4)) (= 2 (mod n 4))))
(assert
 (let ((?x30 (div n 4)))
(let ((?x51 (+ ?x30 (div (+ n 1) 4))))
(let (($x14 (= 2 n)))
(let (($x18 (= 4 n)))
(let ((?x6 (ite $x18 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x74 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x121 (and (= (ite $x18 1 ?x51) ?x74) (= ?x6 (+ (- 2) (ite $x14 1 ?x51))))))
(not $x121)))))))))
(check-sat)
