; certify glue obligation moves.4.step of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const k Int)
(declare-const n Int)
(assert (or (and (>= c 1) (<= c 3) (>= n 20) (= k 0)) (and (= c 4) (>= k 10) (<= k (- n 10)))))
(assert (= c 4))
(assert (not (not (= 1 0))))
(check-sat)
