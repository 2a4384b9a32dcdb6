; certify obligation for claim nica.section-1.2.first-player-advantage.continuous (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(assert
 (let ((?x39 1.0))
 (<= ?x39 alpha)))
(assert
 (>= 2.0 alpha))
(assert
 (let ((?x39 1.0))
 (< ?x39 alpha)))
(assert
 (let ((?x73 (+ (+ 6.0 (* (- 9.0) alpha)) (* 9.0 (* alpha alpha)))))
(let ((?x188 (+ (+ 16.0 (* (- 24.0) alpha)) (* 24.0 (* alpha alpha)))))
(let (($x114 (and (<= (* 15.0 (* alpha alpha)) ?x188) (<= ?x73 (* 6.0 (* alpha alpha))))))
(not $x114)))))
(check-sat)
