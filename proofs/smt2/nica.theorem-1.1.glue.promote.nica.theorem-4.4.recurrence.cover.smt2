; certify glue obligation promote.nica.theorem-4.4.recurrence.cover of nica.theorem-1.1; unsat means it holds
(set-logic ALL)
(declare-const b Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 2) (>= m 2) (>= b 1) (<= b (- n 1)) true))
(assert (not (or true)))
(check-sat)
