; certify obligation for claim ab.table-2 (Table 2, Theorem 4)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let ((?x118 (* (- 1) n)))
(let ((?x153 (div ?x118 2)))
(let ((?x148 (- ?x153)))
(let ((?x18 (+ (- 1) ?x148)))
(let ((?x17 (- (div (+ ?x118 1) 2))))
(not (= ?x148 (+ 1 (ite (< ?x17 ?x18) ?x17 ?x18))))))))))
(check-sat)
