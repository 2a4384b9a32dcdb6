; obligation of ab.theorem-3.T1-basis, rebuilt from its expression
(set-logic QF_LRA)
(assert (not true))
(check-sat)
