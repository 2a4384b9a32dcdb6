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
 (let ((?x23 (mod n 4)))
 (= 0 ?x23)))
(assert
 (let (($x55 (= 2 n)))
(let ((?x73 (ite $x55 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x51 (= 2 k)))
(let ((?x30 (* (- 1) (ite $x51 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x39 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let ((?x47 (+ k (* (- 1) n))))
(let (($x43 (= (- 2) ?x47)))
(let ((?x52 (ite $x51 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x35 (+ (* (- 1) ?x52) (ite $x55 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x15 (* (- 1) k)))
(let ((?x10 (+ ?x15 n)))
(let ((?x16 (div ?x10 4)))
(let (($x135 (and (= (ite $x43 1 (+ ?x16 (div (+ ?x10 1) 4))) ?x35) (= (ite $x43 1 ?x39) (+ ?x30 ?x73)))))
(not $x135)))))))))))))))
(check-sat)
