; certify glue obligation promote.cushing.proof-1.1.eq-2.cover of cushing.theorem-1.1.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 3) (>= m 2) (>= k 1) (<= k (- n 1)) (not (or (and (= n 4) (= m 4)) (and (= n 6) (= m 4)) (and (= n 10) (= m 4))))))
(assert (not (or true)))
(check-sat)
