; certify obligation for claim cushing.lemma-1.2.row-n1-k23 (Lemma 1.2, Table 1 (n ≡ 1, k ≡ 2,3 mod 4))
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
 (and (= 1 (mod n 4)) (or (= 2 (mod k 4)) (= 3 (mod k 4)))))
(assert
 (let (($x132 (= 2 n)))
(let ((?x47 (ite $x132 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x29 (= 2 k)))
(let ((?x10 (ite $x29 1 (+ (div (+ k 2) 4) (div (+ k 3) 4)))))
(let ((?x9 (+ (div (+ (+ (* (- 1) k) n) 2) 4) (div (+ (+ (* (- 1) k) n) 3) 4))))
(let ((?x40 (+ k (* (- 1) n))))
(let (($x38 (= (- 2) ?x40)))
(let ((?x69 (* (- 1) (ite $x29 1 (+ (div k 4) (div (+ k 1) 4))))))
(let ((?x23 (+ (+ (- 1) ?x69) (ite $x132 1 (+ (div n 4) (div (+ n 1) 4))))))
(let ((?x57 (* (- 1) k)))
(let ((?x46 (+ ?x57 n)))
(let ((?x35 (div ?x46 4)))
(let (($x181 (and (= (ite $x38 1 (+ ?x35 (div (+ ?x46 1) 4))) ?x23) (= (ite $x38 1 ?x9) (+ (+ 1 (* (- 1) ?x10)) ?x47)))))
(not $x181)))))))))))))))
(check-sat)
