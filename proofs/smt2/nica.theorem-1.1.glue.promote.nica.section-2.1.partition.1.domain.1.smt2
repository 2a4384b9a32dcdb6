; certify glue obligation promote.nica.section-2.1.partition.1.domain.1 of nica.theorem-1.1; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 2) (>= m 2) true))
(assert true)
(assert (not (and (>= n 1) (>= m 1) (not (and (= n 1) (= m 1))) (>= 0 0) (>= 0 0))))
(check-sat)
