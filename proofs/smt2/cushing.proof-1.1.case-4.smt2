; obligation of cushing.proof-1.1.case-4, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun s () Real)
(assert (<= (+ (* (- 1.0) s) 1.0) 0.0))
(assert (not true))
(check-sat)
