; certify obligation for claim cushing.lemma-1.5.all.step-n2.cover (Lemma 1.5 (proof, m = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(assert
 (<= 11 n))
(assert
 (<= 1 k))
(assert
 (let ((?x73 (div n 2)))
 (<= k ?x73)))
(assert
 (let (($x81 (= 2 n)))
(let ((?x80 (ite $x81 1 (+ (div n 4) (div (+ n 1) 4)))))
(let ((?x133 (ite $x81 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x74 (and (or (>= 1 k) (and (<= 2 k) (<= k (+ (- 2) n)))) (<= 2 ?x80) (<= ?x80 (+ (- 2) n)) (= ?x133 (+ n (* (- 1) ?x80))))))
(not $x74))))))
(check-sat)
