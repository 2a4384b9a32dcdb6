; certify obligation for claim cushing.lemma-1.2.k2-n02.corrected (Lemma 1.2, Table 1 (n ≡ 0,2 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 6 n))
(assert
 (let ((?x152 (mod n 4)))
 (let (($x143 (= 0 ?x152)))
 (or $x143 (= 2 ?x152)))))
(assert
 (let (($x14 (= 2 n)))
(let ((?x87 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x25 (div n 4)))
(let ((?x22 (+ ?x25 (div (+ n 1) 4))))
(let (($x80 (= 4 n)))
(let ((?x116 (ite $x80 1 ?x22)))
(let ((?x180 (ite $x14 1 ?x22)))
(let ((?x142 (ite $x80 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x152 (mod n 4)))
(let (($x143 (= 0 ?x152)))
(let (($x49 (ite $x143 (and (= ?x116 ?x87) (= ?x142 (+ (- 2) ?x180))) (and (= ?x142 ?x180) (= ?x116 (+ (- 2) ?x87))))))
(not $x49)))))))))))))
(check-sat)
