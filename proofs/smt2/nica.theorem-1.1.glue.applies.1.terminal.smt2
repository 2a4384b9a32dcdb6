; certify glue obligation applies.1.terminal of nica.theorem-1.1; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (not (and (= n 1) (= m 1)))))
(assert (or (= n 1) (= m 1)))
(assert (not (and (or (and (>= n 1) (>= m 1) (or (= n 1) (= m 1)))) )))
(check-sat)
