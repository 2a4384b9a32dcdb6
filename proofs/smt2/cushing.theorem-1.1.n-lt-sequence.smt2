; obligation of cushing.theorem-1.1.n-lt-sequence, rebuilt from its expression
(set-logic QF_LRA)
(assert (not true))
(check-sat)
