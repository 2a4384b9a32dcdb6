; certify obligation for claim cushing.lemma-1.2.row-n0 (Lemma 1.2, Table 1 (n ≡ 0 mod 4))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(assert
 (<= 6 n))
(assert
 (<= 3 k))
(assert
 (<= k (+ (- 3) n)))
(assert
 (let ((?x20 (mod n 4)))
 (= 0 ?x20)))
(assert
 (let (($x132 (= 2 n)))
(let ((?x72 (ite $x132 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x112 (= 2 k)))
(let ((?x82 (* (- 1) (ite $x112 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x50 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x91 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x32 (ite $x112 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x51 (+ (* (- 1) ?x32) (ite $x132 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x41 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x89 (and (= (ite $x91 1 ?x41) ?x51) (= (ite $x91 1 ?x50) (+ ?x82 ?x72)))))
(not $x89))))))))))))
(check-sat)
