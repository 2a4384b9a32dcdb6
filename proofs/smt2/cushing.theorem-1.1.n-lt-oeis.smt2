; certify obligation for claim cushing.theorem-1.1.n-lt-oeis (Theorem 1.1 (footnote 3))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 0 n))
(assert
 (let ((?x9 (div n 4)))
(let ((?x13 (+ ?x9 (div (+ n 1) 4))))
(let (($x26 (= 2 n)))
(let ((?x28 (+ (* (- 1) (ite (= 3 (mod n 4)) 1 0)) (* (- 2) ?x9))))
(let (($x21 (= ?x13 (+ (* 2 ?x9) (ite (= 3 (mod n 4)) 1 0)))))
(not (and $x21 (= (+ ?x28 (ite $x26 1 ?x13)) (ite $x26 1 0))))))))))
(check-sat)
