; certify obligation for claim nica.section-1.2.first-player-advantage.continuous (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(assert
 (let ((?x91 1.0))
 (<= ?x91 alpha)))
(assert
 (>= 2.0 alpha))
(assert
 (let ((?x91 1.0))
 (< ?x91 alpha)))
(assert
 (let ((?x163 (+ (+ 6.0 (* (- 9.0) alpha)) (* 9.0 (* alpha alpha)))))
(let ((?x37 (+ (+ 16.0 (* (- 24.0) alpha)) (* 24.0 (* alpha alpha)))))
(let (($x139 (and (<= (* 15.0 (* alpha alpha)) ?x37) (<= ?x163 (* 6.0 (* alpha alpha))))))
(not $x139)))))
(check-sat)
