; certify glue obligation promote.cushing.lemma-1.5.all.values.1.domain.2 of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (<= m 4) true))
(assert true)
(assert (not (and (>= m 1) (>= n 1) (or (<= m 4) (<= n 4)))))
(check-sat)
