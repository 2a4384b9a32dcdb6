; certify glue obligation promote.cushing.lemma-1.5.all.values.1.domain.1 of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (<= m 4) true))
(assert true)
(assert (not (and (>= n 1) (>= m 1) (or (<= n 4) (<= m 4)))))
(check-sat)
