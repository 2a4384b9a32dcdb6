; certify obligation for claim cushing.lemma-1.2.k2-n13 (Lemma 1.2, Table 1 (n ≡ 1,3 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 5 n))
(assert
 (or (= 1 (mod n 4)) (= 3 (mod n 4))))
(assert
 (let ((?x45 (div n 4)))
(let ((?x60 (+ ?x45 (div (+ n 1) 4))))
(let (($x12 (= 2 n)))
(let (($x40 (= 4 n)))
(let ((?x55 (ite $x40 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x15 (ite $x12 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x94 (and (= (ite $x40 1 ?x60) (+ (- 1) ?x15)) (= ?x55 (+ (- 1) (ite $x12 1 ?x60))))))
(not $x94)))))))))
(check-sat)
