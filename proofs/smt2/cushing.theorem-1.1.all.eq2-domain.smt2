; certify obligation for claim cushing.theorem-1.1.all.eq2-domain (Theorem 1.1 (proof, Eq. (4)))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun m () Int)
(assert
 (<= 5 n))
(assert
 (<= 5 m))
(assert
 (let (($x94 (= 2 n)))
(let ((?x142 (ite $x94 1 (+ (div (+ n 2) 4) (div (+ n 3) 4)))))
(let ((?x73 (ite $x94 1 (+ (div n 4) (div (+ n 1) 4)))))
(let (($x131 (and (or (= 4 m) (= 6 m) (= 10 m)) (or (= 4 ?x73) (= 4 ?x142)))))
(let ((?x170 (ite (= 2 m) 1 (+ (div m 4) (div (+ m 1) 4)))))
(let (($x182 (and (<= 2 ?x170) (<= 2 ?x73) (not (and (or (= 4 n) (= 5 n)) (= 2 ?x170))) (not $x131))))
(let (($x185 (and (<= 6 n) (>= 10 n) (or (= 6 m) (= 10 m)))))
(not (or (and (= 5 n) (>= 6 m)) $x185 $x182))))))))))
(check-sat)
