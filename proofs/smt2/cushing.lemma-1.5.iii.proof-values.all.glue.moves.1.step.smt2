; certify glue obligation moves.1.step of cushing.lemma-1.5.iii.proof-values.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 20) (>= k 10) (<= k (- n 10))))
(assert true)
(assert (not (not (= 1 0))))
(check-sat)
