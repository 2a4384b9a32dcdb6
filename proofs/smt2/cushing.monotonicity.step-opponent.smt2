; certify obligation for claim cushing.monotonicity.step-opponent (Lemma 1.5 (i) (proof): monotonicity in the opponent's candidates)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun b () Real)
(declare-fun k () Real)
(declare-fun d () Real)
(declare-fun y () Real)
(declare-fun x () Real)
(declare-fun w () Real)
(declare-fun t () Real)
(declare-fun v () Real)
(declare-fun u () Real)
(assert
 (<= 2.0 b))
(assert
 (let ((?x7 1.0))
 (<= ?x7 k)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 d)))
(assert
 (<= k d))
(assert
 (let ((?x76 (+ (* (+ 1.0 b) (+ d k)) (* (* (* (- 1.0) t) d) (+ 1.0 b)))))
(let ((?x66 (+ ?x76 (* (* (* (- 1.0) w) k) (+ 1.0 b)))))
(let ((?x91 (+ (+ (+ d k) (* (* (- 1.0) u) k)) (* (* (- 1.0) v) d))))
(let ((?x100 (+ d k)))
(let ((?x104 (* x ?x100)))
(let (($x69 (and (<= t v) (<= w u) (<= 1.0 (* y ?x100)) (or (= 1.0 ?x104) (= ?x104 ?x91)) (>= (* (* y (+ 1.0 b)) ?x100) ?x66))))
(not (=> $x69 (<= x y))))))))))
(check-sat)
