; certify glue obligation promote.cushing.lemma-1.5.iii.1.domain.1 of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 5) (>= k 4) (<= k 10) (and (or (= k 4) (= k 6) (= k 10)) (> n k))))
(assert true)
(assert (not (or (and (= 3 1) (>= n 4) (>= 4 2) (not (and (= n 4) (= 4 4))) (= k 0)) (and (= 3 2) (>= n 2) (>= 4 2) (<= 4 4) (= k 0)) (and (= 3 3) (= 4 4) (or (= k 4) (= k 6) (= k 10)) (> n k)))))
(check-sat)
