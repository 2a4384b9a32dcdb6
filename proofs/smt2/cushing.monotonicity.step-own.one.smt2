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
(declare-fun s () Real)
(declare-fun t () Real)
(assert
 (let ((?x10 2.0))
 (<= ?x10 a)))
(assert
 (let ((?x10 2.0))
 (<= ?x10 b)))
(assert
 (<= 0.0 k))
(assert
 (let ((?x7 1.0))
 (>= ?x7 k)))
(assert
 (let ((?x128 (+ (+ (+ 1.0 a) (* (- 1.0) s)) (* (* (- 1.0) v) a))))
(let ((?x7 1.0))
(let ((?x111 (+ ?x7 a)))
(let ((?x113 (* x ?x111)))
(let ((?x116 (+ (+ (* a b) (* (* (- 1.0) s) b)) (* (* (* (- 1.0) t) b) (+ (- 1.0) a)))))
(let (($x131 (and (<= t v) (= ?x7 (* s b)) (<= ?x7 (* y a)) (<= ?x7 (* t b)) (>= (* (* y a) b) ?x116) (or (= ?x7 ?x113) (= ?x113 ?x128)))))
(not (=> $x131 (<= x y))))))))))
(check-sat)
