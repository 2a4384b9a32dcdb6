; certify obligation for claim cushing.lemma-1.5.all.step-3n (Section 1 (n = 3), for all m)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x33 3.0))
(let (($x20 (= ?x33 n)))
(let ((?x77 2.0))
(let (($x231 (= ?x77 n)))
(let ((?x107 (ite $x231 (/ 1.0 2.0) (ite $x20 (/ 5.0 9.0) (+ 1.0 (* (- (/ 5.0 3.0)) (/ 1.0 n)))))))
(let ((?x196 1.0))
(let (($x84 (= ?x196 n)))
(let ((?x197 (ite $x84 (/ 1.0 3.0) ?x107)))
(let ((?x108 (* ?x33 n)))
(let ((?x97 (* (* (- 2.0) n) (ite $x84 ?x196 (ite (or $x231 $x20) (/ 1.0 2.0) (* ?x77 (/ 1.0 n)))))))
(let (($x199 (and (<= ?x196 (* ?x33 ?x197)) (= (+ (+ (- 1.0) ?x108) ?x97) (* ?x108 ?x197)))))
(not $x199)))))))))))))
(check-sat)
