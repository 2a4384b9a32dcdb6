; certify glue obligation cover of ab.theorem-2.all.descent; unsat means it holds
(set-logic ALL)
(declare-const g Int)
(declare-const n Int)
(assert (and (>= n 1) (>= g 0) (>= (- (- n 1) (* 2 g)) 0)))
(assert (not (or (<= (- (- n 1) (* 2 g)) 1) (>= (- (- n 1) (* 2 g)) 2))))
(check-sat)
