; certify obligation for claim cushing.lemma-1.5.iii.proof-values.mix-6 (Lemma 1.5 (proof of iii), for all n)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 16 n))
(assert
 (let ((?x91 (+ (- 6) n)))
(let ((?x94 (P ?x91 4)))
(let ((?x92 (* (to_real (* 4 ?x91)) ?x94)))
(let ((?x89 (P 6 4)))
(let ((?x87 (* (to_real 24) ?x89)))
(let ((?x90 (ite (= 11 n) 10 (ite (= 12 n) 12 (ite (>= 16 n) n 16)))))
(let ((?x83 (ite (= 8 n) 6 (ite (= 9 n) 7 (ite (= 10 n) 9 ?x90)))))
(let (($x125 (and (= (to_real 12) ?x87) (= ?x92 (to_real (ite (= 7 n) 4 ?x83))))))
(not (=> $x125 (= (to_real 28) (+ ?x87 ?x92)))))))))))))
(check-sat)
