; certify glue obligation promote.cushing.lemma-1.5.m2.k2.cover of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 11) (>= k 2) (<= k (- n 2)) true))
(assert (not (or true)))
(check-sat)
