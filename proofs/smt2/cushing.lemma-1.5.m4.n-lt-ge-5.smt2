; certify obligation for claim cushing.lemma-1.5.m4.n-lt-ge-5 (Lemma 1.5 (proof, m = 4))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 11 n))
(assert
 (let ((?x16 (ite (= 2 n) 1 (+ (div n 4) (div (+ n 1) 4)))))
(not (<= 5 ?x16))))
(check-sat)
