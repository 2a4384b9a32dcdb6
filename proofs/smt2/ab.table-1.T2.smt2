; obligation of ab.table-1.T2, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun t () Real)
(assert (<= (+ (* (- 1.0) t) 3.0) 0.0))
(assert (not (and true true)))
(check-sat)
