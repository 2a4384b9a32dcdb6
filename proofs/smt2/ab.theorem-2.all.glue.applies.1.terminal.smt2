; certify glue obligation applies.1.terminal of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const n Int)
(assert (>= n 0))
(assert (= n 0))
(assert (not (and (or (and (>= n 0) (<= n 0) true)) )))
(check-sat)
