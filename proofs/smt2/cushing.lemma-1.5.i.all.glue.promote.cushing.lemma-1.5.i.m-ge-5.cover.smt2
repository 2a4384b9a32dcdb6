; certify glue obligation promote.cushing.lemma-1.5.i.m-ge-5.cover of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5) true))
(assert (not (or true)))
(check-sat)
