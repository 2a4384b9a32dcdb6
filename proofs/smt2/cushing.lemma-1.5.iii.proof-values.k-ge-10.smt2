; certify obligation for claim cushing.lemma-1.5.iii.proof-values.k-ge-10 (Lemma 1.5 (proof of iii), for all n)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 20 n))
(assert
 (<= 10 k))
(assert
 (<= k (+ (- 10) n)))
(assert
 (let ((?x18 (* (- 1) k)))
(let ((?x19 (+ n ?x18)))
(let ((?x29 (P ?x19 4)))
(let ((?x23 (* (to_real (* 4 ?x19)) ?x29)))
(let ((?x102 (P k 4)))
(let ((?x100 (* (to_real (* 4 k)) ?x102)))
(let ((?x17 (ite (= (- 6) (+ k (* (- 1) n))) 12 (ite (<= (- 10) (+ k (* (- 1) n))) (+ (+ 6 n) ?x18) 16))))
(let ((?x16 (ite (= (- 4) (+ k (* (- 1) n))) 9 (ite (= (- 5) (+ k (* (- 1) n))) 10 ?x17))))
(let ((?x93 (ite (= (- 2) (+ k (* (- 1) n))) 6 (ite (= (- 3) (+ k (* (- 1) n))) 7 ?x16))))
(let ((?x82 (ite (= 5 k) 10 (ite (= 6 k) 12 (ite (>= 10 k) (+ 6 k) 16)))))
(let ((?x83 (ite (= 2 k) 6 (ite (= 3 k) 7 (ite (= 4 k) 9 ?x82)))))
(let (($x36 (and (= ?x100 (to_real (ite (= 1 k) 4 ?x83))) (= ?x23 (to_real (ite (= (- 1) (+ k (* (- 1) n))) 4 ?x93))))))
(not (=> $x36 (= (to_real 32) (+ ?x100 ?x23)))))))))))))))))
(check-sat)
