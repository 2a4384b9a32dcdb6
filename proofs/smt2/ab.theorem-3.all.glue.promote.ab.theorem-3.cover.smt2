; certify glue obligation promote.ab.theorem-3.cover of ab.theorem-3.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (and (>= n 2) true))
(assert (not (or true)))
(check-sat)
