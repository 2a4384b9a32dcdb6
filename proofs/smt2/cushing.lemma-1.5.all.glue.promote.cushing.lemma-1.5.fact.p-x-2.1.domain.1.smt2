; certify glue obligation promote.cushing.lemma-1.5.fact.p-x-2.1.domain.1 of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const x Int)
(assert (and (>= x 4) true))
(assert true)
(assert (not (and (>= x 1) (>= 2 1) (or (<= x 4) (<= 2 4)))))
(check-sat)
