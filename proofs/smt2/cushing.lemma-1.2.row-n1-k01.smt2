; certify obligation for claim cushing.lemma-1.2.row-n1-k01 (Lemma 1.2, Table 1 (n ≡ 1, k ≡ 0,1 mod 4))
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
 (and (= 1 (mod n 4)) (or (= 0 (mod k 4)) (= 1 (mod k 4)))))
(assert
 (let (($x54 (= 2 n)))
(let ((?x190 (ite $x54 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x45 (= 2 k)))
(let ((?x20 (ite $x45 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x58 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let ((?x132 (+ k (* (- 1) n))))
(let (($x47 (= (- 2) ?x132)))
(let ((?x19 (* (- 1) (ite $x45 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x52 (+ ?x19 (ite $x54 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x26 (* (- 1) k)))
(let ((?x24 (+ ?x26 n)))
(let ((?x27 (div ?x24 4)))
(let (($x97 (and (= (ite $x47 1 (+ ?x27 (div (+ ?x24 1) 4))) ?x52) (= (ite $x47 1 ?x58) (+ (* (- 1) ?x20) ?x190)))))
(not $x97)))))))))))))))
(check-sat)
