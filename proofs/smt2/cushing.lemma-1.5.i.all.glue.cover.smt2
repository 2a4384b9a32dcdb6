; certify glue obligation cover of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5)))
(assert (not (or (and (<= n 10) (<= m 7)) (or (>= m 8) (>= n 11)))))
(check-sat)
