; certify obligation for claim cushing.lemma-1.5.all.step-n3.cover (Lemma 1.5 (proof, m = 3))
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
 (let ((?x145 (div n 2)))
 (<= k ?x145)))
(assert
 (let (($x39 (= 2 n)))
(let ((?x50 (ite $x39 1 (+ (div n 4) (div (+ n 1) 4)))))
(let ((?x148 (ite $x39 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x152 (and (or (>= 3 k) (and (<= 4 k) (<= k (+ (- 4) n)))) (<= 4 ?x50) (<= ?x50 (+ (- 4) n)) (= ?x148 (+ n (* (- 1) ?x50))))))
(not $x152))))))
(check-sat)
