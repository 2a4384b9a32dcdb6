; obligation of cushing.lemma-1.2.k2-n4, rebuilt from its expression
(set-logic QF_LRA)
(assert (not true))
(check-sat)
