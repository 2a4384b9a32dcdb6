; obligation of ab.theorem-2.all.small-n, rebuilt from its expression
(set-logic QF_LRA)
(assert (not true))
(check-sat)
