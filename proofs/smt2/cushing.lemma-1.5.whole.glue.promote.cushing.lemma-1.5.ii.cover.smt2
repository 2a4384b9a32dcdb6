; certify glue obligation promote.cushing.lemma-1.5.ii.cover of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (<= m 4) true))
(assert (not (or (and (>= n 2) (>= m 2)) (= m 1) (= n 1))))
(check-sat)
