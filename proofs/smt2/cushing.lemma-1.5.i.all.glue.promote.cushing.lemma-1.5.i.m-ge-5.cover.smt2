; certify glue obligation promote.cushing.lemma-1.5.i.m-ge-5.cover of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-fun K (Int Int) Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5) true))
(assert (not (or (and (<= n 10) (<= m 7)) (and (or (>= m 8) (>= n 11)) (>= (K n m) 2)) (and (or (>= m 8) (>= n 11)) (= (K n m) 1)) (and (or (>= m 8) (>= n 11)) (<= (K n m) 0)))))
(check-sat)
