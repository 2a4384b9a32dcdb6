; certify glue obligation promote.cushing.lemma-1.5.i.m-ge-5.4.domain.1 of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-fun K (Int Int) Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5) true))
(assert (and (or (>= m 8) (>= n 11)) (<= (K n m) 0)))
(assert (not (and (>= n 4) (>= m 5))))
(check-sat)
