; certify glue obligation promote.cushing.lemma-1.5.eq-6.1.domain.1 of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 10) true))
(assert true)
(assert (not (and (>= n 1) (>= 4 1) (or (<= n 4) (<= 4 4)))))
(check-sat)
