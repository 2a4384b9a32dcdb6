; certify glue obligation applies.2.base of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(assert (and (>= a 1) (>= b 1) (or (<= a 4) (<= b 4))))
(assert (and (<= a 10) (<= b 10)))
(assert (not (and (or (and (>= a 1) (<= a 10) (>= b 1) (<= b 4) true) (and (>= b 1) (<= b 10) (>= a 1) (<= a 4) true)) )))
(check-sat)
