; certify obligation for claim cushing.monotonicity.step-own.one (Lemma 1.5 (i) (proof): monotonicity in one's own candidates)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Real)
(declare-fun b () Real)
(declare-fun k () Real)
(declare-fun y () Real)
(declare-fun x () Real)
(declare-fun v () Real)
(declare-fun t () Real)
(assert
 (let ((?x10 2.0))
 (<= ?x10 a)))
(assert
 (let ((?x10 2.0))
 (<= ?x10 b)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 k)))
(assert
 (let ((?x7 1.0))
 (>= ?x7 k)))
(assert
 (let ((?x101 (/ 1.0 (+ 1.0 a))))
(let ((?x97 (+ (+ 1.0 (* (* (* (- 1.0) v) a) ?x101)) (* (* (* (- 1.0) k) (/ 1.0 b)) ?x101))))
(let ((?x113 (* (* (* (- 1.0) t) (/ 1.0 a)) (+ (- 1.0) a))))
(let ((?x7 1.0))
(let ((?x100 (+ (+ ?x7 (* (* (- 1.0) (/ 1.0 a)) (/ 1.0 b))) ?x113)))
(let (($x92 (and (<= t v) (>= t (/ 1.0 b)) (>= y (/ 1.0 a)) (>= y ?x100) (or (= x ?x101) (= x ?x97)))))
(not (=> $x92 (<= x y))))))))))
(check-sat)
