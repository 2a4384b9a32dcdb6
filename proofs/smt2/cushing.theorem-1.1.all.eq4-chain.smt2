; obligation of cushing.theorem-1.1.all.eq4-chain, rebuilt from its expression
(set-logic QF_LRA)
(declare-fun y () Real)
(declare-fun u () Real)
(declare-fun w () Real)
(declare-fun x () Real)
(assert (and (<= (+ u (* (- 1.0) y)) 0.0) (<= (+ w y (- 1.0)) 0.0) (= (+ x y (- 1.0)) 0.0) (>= (+ w u (- 1.0)) 0.0)))
(assert (not (= (+ w y (- 1.0)) 0.0)))
(check-sat)
