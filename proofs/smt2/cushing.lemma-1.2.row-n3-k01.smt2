; certify obligation for claim cushing.lemma-1.2.row-n3-k01 (Lemma 1.2, Table 1 (n ≡ 3, k ≡ 0,1 mod 4))
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
 (and (= 3 (mod n 4)) (or (= 0 (mod k 4)) (= 1 (mod k 4)))))
(assert
 (let (($x8 (= 2 n)))
(let ((?x277 (ite $x8 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x97 (= 2 k)))
(let ((?x29 (* (- 1) (ite $x97 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x350 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let ((?x20 (+ k (* (- 1) n))))
(let (($x11 (= (- 2) ?x20)))
(let ((?x144 (ite $x97 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x39 (+ (* (- 1) ?x144) (ite $x8 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x103 (* (- 1) k)))
(let ((?x67 (+ ?x103 n)))
(let ((?x58 (div ?x67 4)))
(let (($x32 (and (= (ite $x11 1 (+ ?x58 (div (+ ?x67 1) 4))) ?x39) (= (ite $x11 1 ?x350) (+ ?x29 ?x277)))))
(not $x32)))))))))))))))
(check-sat)
