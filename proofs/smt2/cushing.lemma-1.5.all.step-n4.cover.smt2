; certify obligation for claim cushing.lemma-1.5.all.step-n4.cover (Lemma 1.5 (proof, m = 4), Eq. (6))
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
 (let ((?x224 (div n 2)))
 (<= k ?x224)))
(assert
 (let (($x94 (= 2 n)))
(let ((?x73 (ite $x94 1 (+ (div n 4) (div (+ n 1) 4)))))
(let ((?x142 (ite $x94 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x26 (and (or (>= 4 k) (and (<= 5 k) (<= k (+ (- 5) n)))) (<= 5 ?x73) (<= ?x73 (+ (- 5) n)) (= ?x142 (+ n (* (- 1) ?x73))))))
(not $x26))))))
(check-sat)
