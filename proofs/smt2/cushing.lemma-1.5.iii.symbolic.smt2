; certify obligation for claim cushing.lemma-1.5.iii.symbolic (Lemma 1.5 (proof of iii))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 20.0 n))
(assert
 (<= 10.0 k))
(assert
 (<= k (+ (- 10.0) n)))
(assert
 (let (($x49 (and (> (* 8.0 n) (* 7.0 n)) (> (* 32.0 n) (* 25.0 n)))))
(not $x49)))
(check-sat)
