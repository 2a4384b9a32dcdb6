; certify obligation for claim cushing.lemma-1.2.k2-n02.corrected (Lemma 1.2, Table 1 (n ≡ 0,2 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 6 n))
(assert
 (let ((?x191 (mod n 4)))
 (let (($x38 (= 0 ?x191)))
 (or $x38 (= 2 ?x191)))))
(assert
 (let (($x12 (= 2 n)))
(let ((?x204 (ite $x12 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x170 (div n 4)))
(let ((?x212 (+ ?x170 (div (+ n 1) 4))))
(let (($x58 (= 4 n)))
(let ((?x234 (ite $x58 1 ?x212)))
(let ((?x75 (ite $x12 1 ?x212)))
(let ((?x151 (ite $x58 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x191 (mod n 4)))
(let (($x38 (= 0 ?x191)))
(let (($x210 (ite $x38 (and (= ?x234 ?x204) (= ?x151 (+ (- 2) ?x75))) (and (= ?x151 ?x75) (= ?x234 (+ (- 2) ?x204))))))
(not $x210)))))))))))))
(check-sat)
