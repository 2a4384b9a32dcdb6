; certify glue obligation measure of nica.section-1.1.safe-bid-entropy.all; unsat means it holds
(set-logic ALL)
(declare-const k Int)
(declare-const m Int)
(assert (and (>= m 0) (>= k 0)))
(assert (not (>= m 0)))
(check-sat)
