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
 (let ((?x165 (div n 2)))
 (<= k ?x165)))
(assert
 (let (($x236 (= 2 n)))
(let ((?x199 (ite $x236 1 (+ (div n 4) (div (+ n 1) 4)))))
(let ((?x89 (ite $x236 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x209 (and (or (>= 3 k) (and (<= 4 k) (<= k (+ (- 4) n)))) (<= 4 ?x199) (<= ?x199 (+ (- 4) n)) (= ?x89 (+ n (* (- 1) ?x199))))))
(not $x209))))))
(check-sat)
