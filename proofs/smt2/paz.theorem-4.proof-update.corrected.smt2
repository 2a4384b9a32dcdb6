; certify obligation for claim paz.theorem-4.proof-update.corrected (Theorem 4 (proof, the set update))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Int)
(assert
 (<= 2 s))
(assert
 (let ((?x10 (div (* (- 1) s) 2)))
(let ((?x11 (- ?x10)))
(let (($x22 (and (<= (* 2 ?x11) (+ 1 s)) (< s (+ 2 (* 2 ?x11))) (<= (+ s (* (- 1) (div s 2))) ?x11))))
(not $x22)))))
(check-sat)
