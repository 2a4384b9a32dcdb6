; certify glue obligation step.2.step of ab.theorem-2.all; unsat means it holds
(set-logic ALL)
(declare-const g Int)
(declare-const n Int)
(assert (>= n 0))
(assert (>= n 1))
(assert (and (<= 0 g) (<= g (- n 1))))
(assert (not (and (not (= n 0)) (and (>= g 0) (< g n)) (and (>= (- (- n 1) g) 0) (< (- (- n 1) g) n)))))
(check-sat)
