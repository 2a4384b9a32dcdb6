; certify obligation for claim cushing.lemma-1.5.iii.n-ge-10.printed (Lemma 1.5 (proof of iii))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(assert
 (<= 4 n))
(assert
 (<= 4 k))
(assert
 (>= 10 k))
(assert
 (or (= 4 k) (= 6 k) (= 10 k)))
(assert
 (let ((?x24 (ite (= 2 n) 1 (+ (div n 4) (div (+ n 1) 4)))))
(not (=> (> ?x24 k) (< 5 ?x24)))))
(check-sat)
