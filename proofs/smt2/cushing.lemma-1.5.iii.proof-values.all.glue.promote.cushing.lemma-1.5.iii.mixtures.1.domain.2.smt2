; certify glue obligation promote.cushing.lemma-1.5.iii.mixtures.1.domain.2 of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 20) true))
(assert true)
(assert (not (or (and (>= 2 1) (<= 2 3) (>= n 20) (= 0 0)) (and (= 2 4) (>= 0 10) (<= 0 (- n 10))))))
(check-sat)
