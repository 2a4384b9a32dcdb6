; certify obligation for claim cushing.lemma-1.2.k2-n02.corrected (Lemma 1.2, Table 1 (n ≡ 0,2 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 6 n))
(assert
 (let ((?x188 (mod n 4)))
 (let (($x166 (= 0 ?x188)))
 (or $x166 (= 2 ?x188)))))
(assert
 (let (($x27 (= 2 n)))
(let ((?x36 (ite $x27 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x14 (div n 4)))
(let ((?x24 (+ ?x14 (div (+ n 1) 4))))
(let (($x272 (= 4 n)))
(let ((?x54 (ite $x272 1 ?x24)))
(let ((?x16 (ite $x27 1 ?x24)))
(let ((?x98 (ite $x272 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x188 (mod n 4)))
(let (($x166 (= 0 ?x188)))
(let (($x85 (ite $x166 (and (= ?x54 ?x36) (= ?x98 (+ (- 2) ?x16))) (and (= ?x98 ?x16) (= ?x54 (+ (- 2) ?x36))))))
(not $x85)))))))))))))
(check-sat)
