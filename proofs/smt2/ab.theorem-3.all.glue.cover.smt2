; certify glue obligation cover of ab.theorem-3.all; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const s Int)
(assert (or (and (= c 0) (>= s 2)) (and (= c 1) (>= s 1)) (and (= c 2) (>= s 2))))
(assert (not (or (and (= c 0) (>= s 2)) (and (= c 1) (>= s 1)) (and (= c 2) (>= s 2)))))
(check-sat)
