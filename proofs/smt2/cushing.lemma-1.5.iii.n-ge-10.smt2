; certify obligation for claim cushing.lemma-1.5.iii.n-ge-10 (Lemma 1.5 (proof of iii))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 3 n))
(assert
 (let ((?x24 (ite (= 2 n) 1 (+ (div n 4) (div (+ n 1) 4)))))
(not (=> (<= 5 ?x24) (<= 11 n)))))
(check-sat)
