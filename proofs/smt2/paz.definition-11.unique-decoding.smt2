; obligation of paz.definition-11.unique-decoding, rebuilt from its expression
(set-logic QF_LIA)
(declare-fun d () Int)
(assert (<= (+ (* (- 1) d) 1) 0))
(assert (not (< (+ (* 2 (div (+ d (- 1)) 2)) (* (- 1) d)) 0)))
(check-sat)
