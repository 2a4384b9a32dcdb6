; certify obligation for claim cushing.lemma-1.2.k2-n02.corrected (Lemma 1.2, Table 1 (n ≡ 0,2 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 6 n))
(assert
 (let ((?x159 (mod n 4)))
 (let (($x158 (= 0 ?x159)))
 (or $x158 (= 2 ?x159)))))
(assert
 (let (($x60 (= 2 n)))
(let ((?x21 (ite $x60 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x49 (div n 4)))
(let ((?x48 (+ ?x49 (div (+ n 1) 4))))
(let (($x181 (= 4 n)))
(let ((?x36 (ite $x181 1 ?x48)))
(let ((?x50 (ite $x60 1 ?x48)))
(let ((?x57 (ite $x181 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x159 (mod n 4)))
(let (($x158 (= 0 ?x159)))
(let (($x75 (ite $x158 (and (= ?x36 ?x21) (= ?x57 (+ (- 2) ?x50))) (and (= ?x57 ?x50) (= ?x36 (+ (- 2) ?x21))))))
(not $x75)))))))))))))
(check-sat)
