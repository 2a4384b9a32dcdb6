; certify glue obligation promote.cushing.lemma-1.5.iii.mixtures.cover of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 20) true))
(assert (not (or true)))
(check-sat)
