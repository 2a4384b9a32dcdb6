; certify obligation for claim cushing.monotonicity.terminal (Section 1 (the terminal states), for the monotonicity)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun c () Real)
(declare-fun a () Real)
(declare-fun b () Real)
(declare-fun z () Real)
(declare-fun y () Real)
(declare-fun x () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 c)))
(assert
 (let ((?x10 2.0))
 (>= ?x10 c)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 a)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 b)))
(assert
 (let ((?x7 1.0))
 (let (($x17 (= ?x7 b)))
 (let (($x16 (= ?x7 a)))
 (or $x16 $x17)))))
(assert
 (let (($x44 (and (=> (= 1.0 c) (<= x y)) (=> (= 2.0 c) (<= y z)))))
(let ((?x7 1.0))
(let (($x17 (= ?x7 b)))
(let (($x37 (and (<= ?x7 (* z a)) (=> (= ?x7 a) (= ?x7 y)) (=> (= ?x7 a) (= ?x7 z)) (=> (= ?x7 a) (>= ?x7 x)) (=> $x17 (= ?x7 (* y a))) (=> $x17 (= ?x7 (* x (+ ?x7 a)))))))
(not (=> $x37 $x44)))))))
(check-sat)
