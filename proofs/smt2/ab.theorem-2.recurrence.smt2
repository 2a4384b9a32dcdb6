; certify obligation for claim ab.theorem-2.recurrence (Theorem 2 (proof))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(declare-fun k () Real)
(declare-fun pow_2_k () Real)
(assert
 (let ((?x7 1.0))
 (<= ?x7 t)))
(assert
 (let ((?x11 2.0))
 (<= ?x11 k)))
(assert
 (let ((?x11 2.0))
 (let ((?x21 (* ?x11 pow_2_k)))
 (let ((?x19 (* ?x11 t)))
 (let ((?x7 1.0))
 (let ((?x20 (+ ?x7 ?x19)))
 (and (<= (* (/ 1.0 2.0) pow_2_k) t) (< ?x20 ?x21))))))))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x82 (= pow_2_k 1.0)))
 (let (($x80 (= k 0.0)))
 (=> $x80 $x82))))
(assert
 (>= pow_2_k (+ k 1.0)))
(assert
 (>= pow_2_k 1.0))
(assert
 (let ((?x40 (* 4.0 t)))
(let ((?x74 (+ (+ (+ 3.0 (* (- 2.0) pow_2_k)) ?x40) (* t (+ (- 1.0) k)))))
(let ((?x11 2.0))
(let ((?x19 (* ?x11 t)))
(let ((?x69 (+ (+ (+ ?x11 (* (- 1.0) (* ?x11 pow_2_k))) ?x19) (* k (+ 1.0 ?x19)))))
(let (($x76 (= ?x69 (+ ?x74 (* (+ 1.0 t) (+ (- 1.0) k))))))
(let ((?x60 (+ (+ 3.0 (* (/ 1.0 2.0) pow_2_k)) (* (* (/ 1.0 2.0) pow_2_k) (+ (- 2.0) k)))))
(let ((?x61 (+ ?x60 (* (+ 1.0 (* (/ 1.0 2.0) pow_2_k)) (+ (- 1.0) k)))))
(let ((?x54 (+ (+ (+ ?x11 pow_2_k) (* (- 1.0) (* ?x11 pow_2_k))) (* k (+ 1.0 pow_2_k)))))
(let ((?x48 (+ (+ (+ 5.0 (* (- 2.0) pow_2_k)) ?x40) (* (* ?x11 (+ 1.0 t)) (+ (- 1.0) k)))))
(let ((?x33 (+ (+ (+ 3.0 (* (- 1.0) (* ?x11 pow_2_k))) ?x19) (* k (+ ?x11 ?x19)))))
(let (($x78 (and (= ?x33 ?x48) (= ?x54 ?x61) (=> (and (> ?x19 pow_2_k) (< ?x19 (* ?x11 pow_2_k))) $x76))))
(not $x78))))))))))))))
(check-sat)
