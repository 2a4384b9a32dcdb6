; certify glue obligation moves.2.step of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5)))
(assert (or (>= m 8) (>= n 11)))
(assert (not (not (= 1 0))))
(check-sat)
