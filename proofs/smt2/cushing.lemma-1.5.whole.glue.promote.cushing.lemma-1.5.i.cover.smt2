; certify glue obligation promote.cushing.lemma-1.5.i.cover of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 2) (not (and (= n 4) (= m 4)))))
(assert (not (or (<= m 4) (>= m 5))))
(check-sat)
