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
 (let ((?x25 (div n 4)))
(let ((?x22 (+ ?x25 (div (+ n 1) 4))))
(let (($x14 (= 2 n)))
(let (($x80 (= 4 n)))
(let ((?x142 (ite $x80 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x87 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x161 (and (= (ite $x80 1 ?x22) ?x87) (= ?x142 (+ (- 2) (ite $x14 1 ?x22))))))
(not $x161)))))))))
(check-sat)
