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
 (let ((?x188 (div n 4)))
(let ((?x5 (+ ?x188 (div (+ n 1) 4))))
(let (($x30 (= 2 n)))
(let (($x37 (= 4 n)))
(let ((?x54 (ite $x37 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x272 (ite $x30 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x41 (and (= (ite $x37 1 ?x5) ?x272) (= ?x54 (+ (- 2) (ite $x30 1 ?x5))))))
(not $x41)))))))))
(check-sat)
