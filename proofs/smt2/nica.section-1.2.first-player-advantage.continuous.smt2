; certify obligation for claim nica.section-1.2.first-player-advantage.continuous (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(assert
 (let ((?x28 1.0))
 (<= ?x28 alpha)))
(assert
 (>= 2.0 alpha))
(assert
 (let ((?x28 1.0))
 (< ?x28 alpha)))
(assert
 (let ((?x58 (+ (+ 6.0 (* (- 9.0) alpha)) (* 9.0 (* alpha alpha)))))
(let ((?x35 (+ (+ 16.0 (* (- 24.0) alpha)) (* 24.0 (* alpha alpha)))))
(let (($x55 (and (<= (* 15.0 (* alpha alpha)) ?x35) (<= ?x58 (* 6.0 (* alpha alpha))))))
(not $x55)))))
(check-sat)
