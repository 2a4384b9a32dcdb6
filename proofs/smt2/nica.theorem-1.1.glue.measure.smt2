; certify glue obligation measure of nica.theorem-1.1; unsat means it holds
(set-logic ALL)
(declare-const cm Int)
(declare-const cn Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 1) (>= m 1) (not (and (= n 1) (= m 1))) (>= cm 0) (>= cn 0)))
(assert (not (>= (+ n m) 0)))
(check-sat)
