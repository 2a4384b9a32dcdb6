; certify glue obligation promote.ab.theorem-2.all.split.cover of ab.theorem-2.all.descent; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 1) (>= k 0) (<= k (- n 1)) true))
(assert (not (or (<= (* 2 k) (- n 1)) (>= (* 2 k) (- n 1)))))
(check-sat)
