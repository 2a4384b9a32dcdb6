; obligation of paz.corollary-14.parameters, rebuilt from its expression
(set-logic QF_LRA)
(assert (not true))
(check-sat)
