; certify glue obligation promote.nica.theorem-4.4.1.domain.1 of nica.theorem-1.1; unsat means it holds
(set-logic ALL)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (not (and (= n 1) (= m 1)))))
(assert true)
(assert (not (and (>= n 1) (>= m 1) (not (and (= n 1) (= m 1))) (>= 0 0) (>= 0 0))))
(check-sat)
