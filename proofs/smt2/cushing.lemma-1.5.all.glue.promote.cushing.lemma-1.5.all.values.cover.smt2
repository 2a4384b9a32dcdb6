; certify glue obligation promote.cushing.lemma-1.5.all.values.cover of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (<= m 4) true))
(assert (not (or true)))
(check-sat)
