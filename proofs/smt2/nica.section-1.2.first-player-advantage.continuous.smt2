; certify obligation for claim nica.section-1.2.first-player-advantage.continuous (Section 1.2)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun alpha () Real)
(assert
 (let ((?x179 1.0))
 (<= ?x179 alpha)))
(assert
 (>= 2.0 alpha))
(assert
 (let ((?x179 1.0))
 (< ?x179 alpha)))
(assert
 (let ((?x18 (+ (+ 6.0 (* (- 9.0) alpha)) (* 9.0 (* alpha alpha)))))
(let ((?x107 (+ (+ 16.0 (* (- 24.0) alpha)) (* 24.0 (* alpha alpha)))))
(let (($x189 (and (<= (* 15.0 (* alpha alpha)) ?x107) (<= ?x18 (* 6.0 (* alpha alpha))))))
(not $x189)))))
(check-sat)
