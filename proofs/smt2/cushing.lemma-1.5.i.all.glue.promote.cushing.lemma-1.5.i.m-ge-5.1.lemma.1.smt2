; certify glue obligation promote.cushing.lemma-1.5.i.m-ge-5.1.lemma.1 of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5) true))
(assert (and (<= n 10) (<= m 7)))
(assert (not (and (>= n 4) (<= n 10) (>= m 5) (<= m 7) true)))
(check-sat)
