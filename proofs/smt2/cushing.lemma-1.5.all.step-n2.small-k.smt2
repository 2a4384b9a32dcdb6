; certify obligation for claim cushing.lemma-1.5.all.step-n2.small-k (Lemma 1.5 (proof, m = 2))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x16 1.0))
 (<= ?x16 k)))
(assert
 (let ((?x16 1.0))
 (>= ?x16 k)))
(assert
 (let ((?x44 (ite (or (= 2.0 n) (= 3.0 n)) (/ 1.0 2.0) (* 2.0 (/ 1.0 n)))))
(let ((?x16 1.0))
(let ((?x21 2.0))
(let ((?x112 (* ?x21 n)))
(let ((?x104 (+ (* (- 2.0) (/ 1.0 (+ (- 1.0) n))) (* n (/ 1.0 (+ (- 1.0) n))))))
(let (($x56 (= ?x21 n)))
(let ((?x109 (ite $x56 (/ 1.0 2.0) (ite $x56 (/ 1.0 2.0) ?x104))))
(let ((?x115 (+ (+ (+ (- 1.0) ?x112) (* ?x21 ?x109)) (* (* (- 2.0) n) ?x109))))
(not (=> (= ?x16 k) (<= ?x115 (* ?x112 (ite (= ?x16 n) ?x16 ?x44))))))))))))))
(check-sat)
