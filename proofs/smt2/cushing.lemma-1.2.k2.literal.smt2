; certify obligation for claim cushing.lemma-1.2.k2.literal (Lemma 1.2, Table 1 (k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let (($x157 (= 4 n)))
 (or $x157 (= 1 (mod n 2)))))
(assert
 (let ((?x21 (div n 4)))
(let ((?x94 (+ ?x21 (div (+ n 1) 4))))
(let (($x136 (= 2 n)))
(let (($x157 (= 4 n)))
(let ((?x48 (ite $x157 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x44 (ite $x136 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x36 (and (= (ite $x157 1 ?x94) (+ (- 1) ?x44)) (= ?x48 (+ (- 2) (ite $x136 1 ?x94))))))
(not (ite $x157 false $x36))))))))))
(check-sat)
