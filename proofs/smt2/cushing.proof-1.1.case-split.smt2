; certify obligation for claim cushing.proof-1.1.case-split (Theorem 1.1 (proof, first paragraph))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun m () Int)
(assert
 (<= 1 n))
(assert
 (<= 1 m))
(assert
 (let (($x59 (or (= 1 m) (>= 3 n) (and (>= 4 m) (>= 11 n)) (and (<= 2 m) (<= 11 n) (>= 4 m)) (and (<= 5 m) (<= 4 n) (>= 10 n)))))
(not $x59)))
(check-sat)
