; certify glue obligation moves.3.step of ab.theorem-4.all; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const s Int)
(assert (or (and (= c 0) (>= s 2)) (and (= c 1) (>= s 2)) (and (= c 2) (>= s 1))))
(assert (and (= c 2) (>= s 3)))
(assert (not (not (= 1 0))))
(check-sat)
