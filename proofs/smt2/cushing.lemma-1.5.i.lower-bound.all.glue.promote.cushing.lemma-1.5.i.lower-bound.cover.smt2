; certify glue obligation promote.cushing.lemma-1.5.i.lower-bound.cover of cushing.lemma-1.5.i.lower-bound.all; unsat means it holds
(set-logic ALL)
(declare-const j Int)
(declare-const m Int)
(assert (and (>= m 5) (>= j 3) (or (>= j 10) (>= m 8))))
(assert (not (or true)))
(check-sat)
