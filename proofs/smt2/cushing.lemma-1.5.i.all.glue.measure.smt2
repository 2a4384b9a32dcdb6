; certify glue obligation measure of cushing.lemma-1.5.i.all; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 5)))
(assert (not (>= (+ n m) 0)))
(check-sat)
