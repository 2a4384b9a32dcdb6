; certify glue obligation promote.cushing.proof-1.1.eq-5.cover of cushing.theorem-1.1.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const m Int)
(declare-const n Int)
(assert (and (>= n 4) (>= m 2) (>= k 2) (<= k (- n 2)) (not (or (and (= m 4) (or (= k 4) (= k 6) (= k 10))) (and (= m 4) (or (= (- n k) 4) (= (- n k) 6) (= (- n k) 10)))))))
(assert (not (or true)))
(check-sat)
