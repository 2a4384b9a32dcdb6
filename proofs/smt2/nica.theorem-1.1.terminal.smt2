; certify obligation for claim nica.theorem-1.1.terminal (Definition 2.1 and Eq. (4.3), the terminal states)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 n)))
(assert
 (let ((?x7 1.0))
 (<= ?x7 m)))
(assert
 (let ((?x7 1.0))
 (let (($x12 (= ?x7 n)))
 (let (($x11 (= ?x7 m)))
 (or $x11 $x12)))))
(assert
 (let (($x21 (=> (and (= 1.0 m) (<= 2.0 n)) (= 0 (ite (= 1.0 n) 1 0)))))
(not $x21)))
(check-sat)
