; certify obligation for claim cushing.lemma-1.2.k2.literal (Lemma 1.2, Table 1 (k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let (($x190 (= 4 n)))
 (or $x190 (= 1 (mod n 2)))))
(assert
 (let ((?x36 (div n 4)))
(let ((?x144 (+ ?x36 (div (+ n 1) 4))))
(let (($x97 (= 2 n)))
(let (($x190 (= 4 n)))
(let ((?x24 (ite $x190 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x39 (ite $x97 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x54 (and (= (ite $x190 1 ?x144) (+ (- 1) ?x39)) (= ?x24 (+ (- 2) (ite $x97 1 ?x144))))))
(not (ite $x190 false $x54))))))))))
(check-sat)
