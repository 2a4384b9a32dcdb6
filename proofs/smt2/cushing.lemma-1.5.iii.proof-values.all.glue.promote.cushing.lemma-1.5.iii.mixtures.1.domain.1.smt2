; certify glue obligation promote.cushing.lemma-1.5.iii.mixtures.1.domain.1 of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 20) true))
(assert true)
(assert (not (or (and (>= 1 1) (<= 1 3) (>= n 20) (= 0 0)) (and (= 1 4) (>= 0 10) (<= 0 (- n 10))))))
(check-sat)
