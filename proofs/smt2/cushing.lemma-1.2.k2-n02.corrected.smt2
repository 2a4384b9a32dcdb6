; certify obligation for claim cushing.lemma-1.2.k2-n02.corrected (Lemma 1.2, Table 1 (n ≡ 0,2 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 6 n))
(assert
 (let ((?x23 (mod n 4)))
 (let (($x188 (= 0 ?x23)))
 (or $x188 (= 2 ?x23)))))
(assert
 (let (($x14 (= 2 n)))
(let ((?x74 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x30 (div n 4)))
(let ((?x51 (+ ?x30 (div (+ n 1) 4))))
(let (($x18 (= 4 n)))
(let ((?x55 (ite $x18 1 ?x51)))
(let ((?x156 (ite $x14 1 ?x51)))
(let ((?x6 (ite $x18 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x23 (mod n 4)))
(let (($x188 (= 0 ?x23)))
(let (($x32 (ite $x188 (and (= ?x55 ?x74) (= ?x6 (+ (- 2) ?x156))) (and (= ?x6 ?x156) (= ?x55 (+ (- 2) ?x74))))))
(not $x32)))))))))))))
(check-sat)
