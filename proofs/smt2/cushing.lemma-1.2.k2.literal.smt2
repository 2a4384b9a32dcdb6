; certify obligation for claim cushing.lemma-1.2.k2.literal (Lemma 1.2, Table 1 (k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let (($x58 (= 4 n)))
 (or $x58 (= 1 (mod n 2)))))
(assert
 (let ((?x170 (div n 4)))
(let ((?x212 (+ ?x170 (div (+ n 1) 4))))
(let (($x12 (= 2 n)))
(let (($x58 (= 4 n)))
(let ((?x151 (ite $x58 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x204 (ite $x12 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x49 (and (= (ite $x58 1 ?x212) (+ (- 1) ?x204)) (= ?x151 (+ (- 2) (ite $x12 1 ?x212))))))
(not (ite $x58 false $x49))))))))))
(check-sat)
