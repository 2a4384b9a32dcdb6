; certify glue obligation cover of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const c Int)
(declare-const k Int)
(declare-const m Int)
(declare-const n Int)
(assert (or (and (= c 1) (>= n 4) (>= m 2) (not (and (= n 4) (= m 4))) (= k 0)) (and (= c 2) (>= n 2) (>= m 2) (<= m 4) (= k 0)) (and (= c 3) (= m 4) (or (= k 4) (= k 6) (= k 10)) (> n k))))
(assert (not (or (= c 2) (and (= c 1) (>= m 5)) (and (= c 1) (<= m 4)) (= c 3))))
(check-sat)
