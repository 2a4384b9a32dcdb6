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
(declare-fun v () Real)
(declare-fun u () Real)
(declare-fun w () Real)
(declare-fun t () Real)
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
 (let ((?x35 (+ (+ (+ d k) (* (* (- 1.0) u) k)) (* (* (- 1.0) v) d))))
(let ((?x63 (+ d k)))
(let ((?x38 (* x ?x63)))
(let ((?x66 (+ (+ ?x63 (* (* (- 1.0) t) d)) (* (* (- 1.0) w) k))))
(let ((?x59 (* y ?x63)))
(let (($x39 (and (<= t v) (<= w u) (<= 1.0 ?x59) (>= ?x59 ?x66) (or (= 1.0 ?x38) (= ?x38 ?x35)))))
(not (=> $x39 (<= x y))))))))))
(check-sat)
