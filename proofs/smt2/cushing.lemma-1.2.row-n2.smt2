; certify obligation for claim cushing.lemma-1.2.row-n2 (Lemma 1.2, Table 1 (n ≡ 2 mod 4))
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
 (let ((?x152 (mod n 4)))
 (= 2 ?x152)))
(assert
 (let (($x30 (= 2 n)))
(let ((?x113 (ite $x30 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x25 (= 2 k)))
(let ((?x118 (ite $x25 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x119 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let (($x11 (= (- 2) (+ k (* (- 1) n)))))
(let ((?x40 (* (- 1) (ite $x25 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x53 (+ ?x40 (ite $x30 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x189 (+ (div (+ (* (- 1) k) n) 4) (div (+ (+ (* (- 1) k) n) 1) 4))))
(let (($x59 (and (= (ite $x11 1 ?x189) ?x53) (= (ite $x11 1 ?x119) (+ (* (- 1) ?x118) ?x113)))))
(not $x59))))))))))))
(check-sat)
