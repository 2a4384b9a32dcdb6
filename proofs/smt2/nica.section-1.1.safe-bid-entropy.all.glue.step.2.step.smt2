; certify glue obligation step.2.step of nica.section-1.1.safe-bid-entropy.all; unsat means it holds
(set-logic ALL)
(declare-const a Int)
(declare-const n Int)
(assert (>= n 1))
(assert (>= n 2))
(assert (and (<= 0 a) (<= a (- n 2))))
(assert (not (and (not (= n 1)) (and (>= (+ a 1) 1) (< (+ a 1) n)) (and (>= (- (- n a) 1) 1) (< (- (- n a) 1) n)))))
(check-sat)
