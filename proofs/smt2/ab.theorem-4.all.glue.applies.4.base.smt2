; certify glue obligation applies.4.base of ab.theorem-4.all; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const s Int)
(assert (or (and (= c 0) (>= s 2)) (and (= c 1) (>= s 2)) (and (= c 2) (>= s 1))))
(assert (and (= c 2) (<= s 2)))
(assert (not (and (or (and (>= s 1) (<= s 2) true)) (= c 2))))
(check-sat)
