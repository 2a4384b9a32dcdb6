; certify glue obligation promote.cushing.lemma-1.5.ii.1.domain.1 of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (<= m 4) true))
(assert (and (>= n 2) (>= m 2)))
(assert (not (or (and (= 2 1) (>= n 4) (>= m 2) (not (and (= n 4) (= m 4))) (= 0 0)) (and (= 2 2) (>= n 2) (>= m 2) (<= m 4) (= 0 0)) (and (= 2 3) (= m 4) (or (= 0 4) (= 0 6) (= 0 10)) (> n 0)))))
(check-sat)
