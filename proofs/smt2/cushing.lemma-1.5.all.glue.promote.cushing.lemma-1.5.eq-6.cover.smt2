; certify glue obligation promote.cushing.lemma-1.5.eq-6.cover of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 10) true))
(assert (not (or true)))
(check-sat)
