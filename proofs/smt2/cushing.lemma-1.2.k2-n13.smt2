; certify obligation for claim cushing.lemma-1.2.k2-n13 (Lemma 1.2, Table 1 (n ≡ 1,3 mod 4, k = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 5 n))
(assert
 (or (= 1 (mod n 4)) (= 3 (mod n 4))))
(assert
 (let ((?x26 (div n 4)))
(let ((?x27 (+ ?x26 (div (+ n 1) 4))))
(let (($x30 (= 2 n)))
(let (($x25 (= 4 n)))
(let ((?x348 (ite $x25 1 (+ (div (+ n (- 2)) 4) (div (+ n (- 1)) 4)))))
(let ((?x17 (ite $x30 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x144 (and (= (ite $x25 1 ?x27) (+ (- 1) ?x17)) (= ?x348 (+ (- 1) (ite $x30 1 ?x27))))))
(not $x144)))))))))
(check-sat)
