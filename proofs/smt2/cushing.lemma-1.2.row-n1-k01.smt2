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
 (let (($x36 (= 2 n)))
(let ((?x157 (ite $x36 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x42 (= 2 k)))
(let ((?x23 (ite $x42 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x72 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let ((?x55 (+ k (* (- 1) n))))
(let (($x61 (= (- 2) ?x55)))
(let ((?x41 (* (- 1) (ite $x42 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x32 (+ ?x41 (ite $x36 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x45 (* (- 1) k)))
(let ((?x48 (+ ?x45 n)))
(let ((?x60 (div ?x48 4)))
(let (($x136 (and (= (ite $x61 1 (+ ?x60 (div (+ ?x48 1) 4))) ?x32) (= (ite $x61 1 ?x72) (+ (* (- 1) ?x23) ?x157)))))
(not $x136)))))))))))))))
(check-sat)
