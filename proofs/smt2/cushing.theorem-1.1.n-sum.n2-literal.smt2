; obligation of cushing.theorem-1.1.n-sum.n2-literal, rebuilt from its expression
(set-logic QF_LRA)
(assert (not false))
(check-sat)
