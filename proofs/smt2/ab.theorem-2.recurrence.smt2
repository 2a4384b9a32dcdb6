; certify obligation for claim ab.theorem-2.recurrence (Theorem 2 (proof))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x135 1.0))
 (<= ?x135 t)))
(assert
 (let ((?x96 2.0))
 (<= ?x96 k)))
(assert
 (let ((?x96 2.0))
 (let ((?x86 (* ?x96 pow_2_k)))
 (let ((?x77 (* ?x96 t)))
 (let ((?x135 1.0))
 (let ((?x65 (+ ?x135 ?x77)))
 (and (<= (* (/ 1.0 2.0) pow_2_k) t) (< ?x65 ?x86))))))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x7 (= pow_2_k 1.0)))
 (let (($x11 (= k 0.0)))
 (=> $x11 $x7))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x33 (* 4.0 t)))
(let ((?x166 (+ (+ (+ 3.0 (* (- 2.0) pow_2_k)) ?x33) (* t (+ (- 1.0) k)))))
(let ((?x96 2.0))
(let ((?x77 (* ?x96 t)))
(let ((?x46 (+ (+ (+ ?x96 (* (- 1.0) (* ?x96 pow_2_k))) ?x77) (* k (+ 1.0 ?x77)))))
(let (($x180 (= ?x46 (+ ?x166 (* (+ 1.0 t) (+ (- 1.0) k))))))
(let ((?x40 (+ (+ 3.0 (* (/ 1.0 2.0) pow_2_k)) (* (* (/ 1.0 2.0) pow_2_k) (+ (- 2.0) k)))))
(let ((?x156 (+ ?x40 (* (+ 1.0 (* (/ 1.0 2.0) pow_2_k)) (+ (- 1.0) k)))))
(let ((?x47 (+ (+ (+ ?x96 pow_2_k) (* (- 1.0) (* ?x96 pow_2_k))) (* k (+ 1.0 pow_2_k)))))
(let ((?x34 (+ (+ (+ 5.0 (* (- 2.0) pow_2_k)) ?x33) (* (* ?x96 (+ 1.0 t)) (+ (- 1.0) k)))))
(let ((?x114 (+ (+ (+ 3.0 (* (- 1.0) (* ?x96 pow_2_k))) ?x77) (* k (+ ?x96 ?x77)))))
(let (($x175 (and (= ?x114 ?x34) (= ?x47 ?x156) (=> (and (> ?x77 pow_2_k) (< ?x77 (* ?x96 pow_2_k))) $x180))))
(not $x175))))))))))))))
(check-sat)
