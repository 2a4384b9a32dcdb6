; certify glue obligation applies.1.base of cushing.lemma-1.5.i.lower-bound.all; unsat means it holds
(set-logic ALL)
(declare-const j Int)
(declare-const m Int)
(assert (and (>= m 5) (>= j 3) (or (>= m 8) (>= j 10))))
(assert (and (<= m 7) (= j 10)))
(assert (not (and (or (and (>= m 5) (<= m 7) (>= j 10) (<= j 10) true)) )))
(check-sat)
