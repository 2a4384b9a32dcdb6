; obligation of ab.theorem-2.all.zero, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun n () Real)
(assert (<= (* (- 1.0) n) 0.0))
(assert (<= n 0.0))
(assert (not (= n 0.0)))
(check-sat)
