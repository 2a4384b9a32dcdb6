; certify glue obligation promote.cushing.lemma-1.5.i.1.domain.1 of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 2) (not (and (= n 4) (= m 4)))))
(assert (<= m 4))
(assert (not (or (and (= 1 1) (>= n 4) (>= m 2) (not (and (= n 4) (= m 4))) (= 0 0)) (and (= 1 2) (>= n 2) (>= m 2) (<= m 4) (= 0 0)) (and (= 1 3) (= m 4) (or (= 0 4) (= 0 6) (= 0 10)) (> n 0)))))
(check-sat)
