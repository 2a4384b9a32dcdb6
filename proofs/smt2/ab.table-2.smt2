; certify obligation for claim ab.table-2 (Table 2, Theorem 4)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let ((?x11 (* (- 1) n)))
(let ((?x9 (div ?x11 2)))
(let ((?x46 (- ?x9)))
(let ((?x17 (+ (- 1) ?x46)))
(let ((?x31 (- (div (+ ?x11 1) 2))))
(not (= ?x46 (+ 1 (ite (< ?x31 ?x17) ?x31 ?x17))))))))))
(check-sat)
