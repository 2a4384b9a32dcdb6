; certify glue obligation promote.cushing.lemma-1.5.m2.k2.1.domain.1 of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 11) (>= k 2) (<= k (- n 2)) true))
(assert true)
(assert (not (and (>= 2 1) (>= k 1) (or (<= 2 4) (<= k 4)))))
(check-sat)
