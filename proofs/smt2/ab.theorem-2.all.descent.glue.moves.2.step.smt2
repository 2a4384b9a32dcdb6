; certify glue obligation moves.2.step of ab.theorem-2.all.descent; unsat means it holds
(set-logic ALL)
(declare-const g Int)
(declare-const n Int)
(assert (and (>= n 1) (>= g 0) (>= (- (- n 1) (* 2 g)) 0)))
(assert (>= (- (- n 1) (* 2 g)) 2))
(assert (not (not (= 1 0))))
(check-sat)
