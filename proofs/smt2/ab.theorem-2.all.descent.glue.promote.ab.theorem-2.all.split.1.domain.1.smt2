; certify glue obligation promote.ab.theorem-2.all.split.1.domain.1 of ab.theorem-2.all.descent; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 1) (>= k 0) (<= k (- n 1)) true))
(assert (<= (* 2 k) (- n 1)))
(assert (not (and (>= k 0) (>= (- (- n 1) (* 2 k)) 0) (>= 0 0) (>= 0 0) (>= 0 0) (>= 0 0))))
(check-sat)
