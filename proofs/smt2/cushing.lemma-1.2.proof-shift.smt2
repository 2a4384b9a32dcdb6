; certify obligation for claim cushing.lemma-1.2.proof-shift (Lemma 1.2 (proof))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Real)
(declare-fun b () Real)
(declare-fun c () Real)
(declare-fun d () Real)
(assert
 (let ((?x7 0.0))
 (<= ?x7 a)))
(assert
 (let ((?x7 0.0))
 (<= ?x7 b)))
(assert
 (let ((?x12 3.0))
 (>= ?x12 b)))
(assert
 (let ((?x7 0.0))
 (<= ?x7 c)))
(assert
 (let ((?x7 0.0))
 (<= ?x7 d)))
(assert
 (let ((?x12 3.0))
 (>= ?x12 d)))
(assert
 (let ((?x33 (+ (+ (+ b (* (- 1.0) d)) (* (- 4.0) c)) (* 4.0 a))))
 (let ((?x12 3.0))
 (and (<= ?x12 (+ d (* 4.0 c))) (<= ?x12 ?x33)))))
(assert
 (not true))
(check-sat)
