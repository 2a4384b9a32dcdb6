; certify obligation for claim ab.theorem-3.all.moves-P (Theorem 3 (proof), the pairs state: T(n) = T(n-2) + 2 T2(n) + n^2 - n + 1)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 2.0 t))
(assert
 (let ((?x83 (+ (+ 576.0 (* (- 672.0) t)) (* 384.0 (* (* t t) t)))))
(let ((?x84 (+ ?x83 (* 1584.0 (* t t)))))
(let ((?x64 (+ (+ 288.0 (* (- 336.0) t)) (* 192.0 (* (* t t) t)))))
(let (($x70 (>= (+ ?x64 (* 936.0 (* t t))) (+ ?x64 (* 792.0 (* t t))))))
(let ((?x14 (* t t)))
(let ((?x15 (* ?x14 t)))
(let ((?x32 (* 96.0 ?x15)))
(let ((?x50 (+ (+ (+ 216.0 (* (- 456.0) t)) ?x32) (* 252.0 ?x14))))
(let ((?x39 (+ (+ (+ 468.0 (* (- 600.0) t)) ?x32) (* 324.0 ?x14))))
(let ((?x23 (+ (+ 54.0 (* (- 114.0) t)) (* 24.0 ?x15))))
(let ((?x24 (+ ?x23 (* 63.0 ?x14))))
(not (and (>= ?x24 ?x24) (>= ?x39 ?x50) $x70 (>= ?x84 ?x84)))))))))))))))
(check-sat)
