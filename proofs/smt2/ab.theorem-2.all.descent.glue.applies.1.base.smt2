; certify glue obligation applies.1.base of ab.theorem-2.all.descent; unsat means it holds
(set-logic ALL)
(declare-const g Int)
(declare-const n Int)
(assert (and (>= n 1) (>= g 0) (>= (- (- n 1) (* 2 g)) 0)))
(assert (<= (- (- n 1) (* 2 g)) 1))
(assert (not (and (or (and (>= n 1) (>= g 0) (and (>= (- (- n 1) (* 2 g)) 0) (<= (- (- n 1) (* 2 g)) 1)))) )))
(check-sat)
