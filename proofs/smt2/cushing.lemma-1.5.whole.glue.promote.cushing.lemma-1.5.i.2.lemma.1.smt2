; certify glue obligation promote.cushing.lemma-1.5.i.2.lemma.1 of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 2) (not (and (= n 4) (= m 4)))))
(assert (>= m 5))
(assert (not (and (>= n 4) (>= m 5) true)))
(check-sat)
