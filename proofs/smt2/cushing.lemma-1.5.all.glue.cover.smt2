; certify glue obligation cover of cushing.lemma-1.5.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const b Int)
(assert (and (>= a 1) (>= b 1) (or (<= a 4) (<= b 4))))
(assert (not (or (or (= a 1) (= b 1)) (and (<= a 10) (<= b 10)) (and (= a 2) (>= b 11)) (and (= a 3) (>= b 11)) (and (= a 4) (>= b 11)) (and (= b 2) (>= a 11)) (and (= b 3) (>= a 11)) (and (= b 4) (>= a 11)))))
(check-sat)
