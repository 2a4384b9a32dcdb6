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
 (let ((?x216 (div n 2)))
 (<= k ?x216)))
(assert
 (let (($x86 (= 2 n)))
(let ((?x115 (ite $x86 1 (+ (div n 4) (div (+ n 1) 4)))))
(let ((?x85 (ite $x86 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let (($x172 (and (or (>= 4 k) (and (<= 5 k) (<= k (+ (- 5) n)))) (<= 5 ?x115) (<= ?x115 (+ (- 5) n)) (= ?x85 (+ n (* (- 1) ?x115))))))
(not $x172))))))
(check-sat)
