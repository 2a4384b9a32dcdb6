; obligation of ab.theorem-3.T2-basis, rebuilt from its expression
(set-logic QF_LRA)
(assert (not true))
(check-sat)
