; certify glue obligation cover of ab.theorem-4.all; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const j Int)
(declare-const n Int)
(assert (and (<= 0 j) (<= j 1) (or (and (= c 0) (>= (+ (* 2 n) j) 2)) (and (= c 1) (>= (+ (* 2 n) j) 2)) (and (= c 2) (>= (+ (* 2 n) j) 1)))))
(assert (not (or (and (= c 0) (>= (+ (* 2 n) j) 2)) (and (= c 1) (>= (+ (* 2 n) j) 2)) (and (= c 2) (>= (+ (* 2 n) j) 3)) (and (= c 2) (<= (+ (* 2 n) j) 2)))))
(check-sat)
