; certify glue obligation promote.cushing.lemma-1.5.fact.p-x-2.cover of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const x Int)
(assert (and (>= x 4) true))
(assert (not (or true)))
(check-sat)
