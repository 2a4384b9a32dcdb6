; certify obligation for claim cushing.lemma-1.5.iii.proof-values.mix-4 (Lemma 1.5 (proof of iii), for all n)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 14 n))
(assert
 (let ((?x17 (+ (- 4) n)))
(let ((?x18 (P ?x17 4)))
(let ((?x21 (* (to_real (* 4 ?x17)) ?x18)))
(let ((?x10 (P 4 4)))
(let ((?x12 (* (to_real 16) ?x10)))
(let ((?x31 (ite (= 9 n) 10 (ite (= 10 n) 12 (ite (>= 14 n) (+ 2 n) 16)))))
(let ((?x40 (ite (= 6 n) 6 (ite (= 7 n) 7 (ite (= 8 n) 9 ?x31)))))
(let (($x46 (and (= (to_real 9) ?x12) (= ?x21 (to_real (ite (= 5 n) 4 ?x40))))))
(not (=> $x46 (= (to_real 25) (+ ?x12 ?x21)))))))))))))
(check-sat)
