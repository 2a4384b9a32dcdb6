; certify obligation for claim cushing.lemma-1.2.k2.literal (Lemma 1.2, Table 1 (k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let (($x18 (= 4 n)))
 (or $x18 (= 1 (mod n 2)))))
(assert
 (let ((?x30 (div n 4)))
(let ((?x51 (+ ?x30 (div (+ n 1) 4))))
(let (($x14 (= 2 n)))
(let (($x18 (= 4 n)))
(let ((?x6 (ite $x18 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x74 (ite $x14 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x40 (and (= (ite $x18 1 ?x51) (+ (- 1) ?x74)) (= ?x6 (+ (- 2) (ite $x14 1 ?x51))))))
(not (ite $x18 false $x40))))))))))
(check-sat)
