; certify obligation for claim cushing.lemma-1.5.all.step-n2.small-k (Lemma 1.5 (proof, m = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x133 (ite (or (= 2.0 n) (= 3.0 n)) (/ 1.0 2.0) (* 2.0 (/ 1.0 n)))))
(let ((?x196 1.0))
(let ((?x77 2.0))
(let ((?x49 (* ?x77 n)))
(let ((?x177 (+ (* (- 2.0) (/ 1.0 (+ (- 1.0) n))) (* n (/ 1.0 (+ (- 1.0) n))))))
(let (($x231 (= ?x77 n)))
(let ((?x126 (ite $x231 (/ 1.0 2.0) (ite $x231 (/ 1.0 2.0) ?x177))))
(let ((?x119 (+ (+ (+ (- 1.0) ?x49) (* ?x77 ?x126)) (* (* (- 2.0) n) ?x126))))
(not (<= ?x119 (* ?x49 (ite (= ?x196 n) ?x196 ?x133)))))))))))))
(check-sat)
