; certify obligation for claim cushing.lemma-1.5.iii.proof-values.mix-10 (Lemma 1.5 (proof of iii), for all n)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 20 n))
(assert
 (let ((?x52 (+ (- 10) n)))
(let ((?x98 (P ?x52 4)))
(let ((?x110 (* (to_real (* 4 ?x52)) ?x98)))
(let ((?x106 (P 10 4)))
(let ((?x49 (* (to_real 40) ?x106)))
(let ((?x37 (ite (= 15 n) 10 (ite (= 16 n) 12 (ite (>= 20 n) (+ (- 4) n) 16)))))
(let ((?x78 (ite (= 12 n) 6 (ite (= 13 n) 7 (ite (= 14 n) 9 ?x37)))))
(let (($x69 (and (= (to_real 16) ?x49) (= ?x110 (to_real (ite (= 11 n) 4 ?x78))))))
(not (=> $x69 (= (to_real 32) (+ ?x49 ?x110)))))))))))))
(check-sat)
