; certify glue obligation promote.cushing.lemma-1.5.iii.k-ge-8.corrected.1.domain.1 of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 20) (>= k 10) (<= k (- n 10)) true))
(assert true)
(assert (not (or (and (>= 4 1) (<= 4 3) (>= n 20) (= k 0)) (and (= 4 4) (>= k 10) (<= k (- n 10))))))
(check-sat)
