; certify obligation for claim cushing.lemma-1.2.k2.literal (Lemma 1.2, Table 1 (k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let (($x80 (= 4 n)))
 (or $x80 (= 1 (mod n 2)))))
(assert
 (let ((?x25 (div n 4)))
(let ((?x22 (+ ?x25 (div (+ n 1) 4))))
(let (($x14 (= 2 n)))
(let (($x80 (= 4 n)))
(let ((?x142 (ite $x80 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x87 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x107 (and (= (ite $x80 1 ?x22) (+ (- 1) ?x87)) (= ?x142 (+ (- 2) (ite $x14 1 ?x22))))))
(not (ite $x80 false $x107))))))))))
(check-sat)
