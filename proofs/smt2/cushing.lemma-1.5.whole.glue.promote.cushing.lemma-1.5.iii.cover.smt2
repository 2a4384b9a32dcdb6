; certify glue obligation promote.cushing.lemma-1.5.iii.cover of cushing.lemma-1.5.whole; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const n Int)
(assert (and (>= n 5) (>= k 4) (<= k 10) (and (or (= k 4) (= k 6) (= k 10)) (> n k))))
(assert (not (or true)))
(check-sat)
