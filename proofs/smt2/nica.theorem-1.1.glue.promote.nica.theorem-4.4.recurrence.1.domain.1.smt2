; certify glue obligation promote.nica.theorem-4.4.recurrence.1.domain.1 of nica.theorem-1.1; unsat means it holds
(set-logic ALL)
(declare-const b Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 2) (>= m 2) (>= b 1) (<= b (- n 1)) true))
(assert true)
(assert (not (and (>= n 1) (>= m 1) (not (and (= n 1) (= m 1))) (>= 0 0) (>= 0 0))))
(check-sat)
