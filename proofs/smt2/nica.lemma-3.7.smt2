; certify obligation for claim nica.lemma-3.7 (Lemma 3.7)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Real)
(assert
 (<= 0.0 t))
(assert
 (>= 1.0 t))
(assert
 (not (=> (= t (+ (/ 1.0 2.0) (* (/ 1.0 4.0) t))) (= (/ 2.0 3.0) t))))
(check-sat)
