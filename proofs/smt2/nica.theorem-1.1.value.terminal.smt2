; certify obligation for claim nica.theorem-1.1.value.terminal (Definition 2.1 and Eq. (4.3), the terminal states (over the game value))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun w () Real)
(declare-fun x () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 n)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 m)))
(assert
 (and (or (= 1.0 m) (= 1.0 n)) (not (and (= 1.0 m) (= 1.0 n)))))
(assert
 (let (($x37 (= x w)))
(let (($x38 (and (=> (= 1.0 m) (= 0.0 w)) (=> (= 1.0 m) (= 0.0 x)) (=> (= 1.0 n) (= 1.0 w)) (=> (= 1.0 n) (= 1.0 x)))))
(not (=> $x38 $x37)))))
(check-sat)
