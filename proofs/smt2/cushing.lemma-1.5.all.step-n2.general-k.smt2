; certify obligation for claim cushing.lemma-1.5.all.step-n2.general-k (Lemma 1.5 (proof, m = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x77 2.0))
 (<= ?x77 k)))
(assert
 (<= k (+ (- 2.0) n)))
(assert
 (let ((?x133 (ite (or (= 2.0 n) (= 3.0 n)) (/ 1.0 2.0) (* 2.0 (/ 1.0 n)))))
(let ((?x196 1.0))
(let ((?x170 (* n (ite (= ?x196 n) ?x196 ?x133))))
(let ((?x230 (/ 1.0 (+ n (* (- 1.0) k)))))
(let ((?x32 (- 1.0)))
(let ((?x154 (* ?x32 k)))
(let (($x81 (= ?x32 (+ k (* ?x32 n)))))
(let ((?x180 (ite $x81 (/ 1.0 2.0) (ite $x81 (/ 1.0 2.0) (+ (+ (* ?x32 ?x230) (* n ?x230)) (* ?x154 ?x230))))))
(let ((?x120 (* ?x32 n)))
(let (($x110 (= ?x196 k)))
(let ((?x208 (* ?x154 (ite $x110 (/ 1.0 2.0) (ite $x110 (/ 1.0 2.0) (+ ?x196 (* ?x32 (/ 1.0 k))))))))
(let (($x166 (and (<= ?x196 ?x170) (= (+ (+ (+ n (* k ?x180)) ?x208) (* ?x120 ?x180)) ?x170))))
(not $x166))))))))))))))
(check-sat)
