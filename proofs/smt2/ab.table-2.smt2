; certify obligation for claim ab.table-2 (Table 2, Theorem 4)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(assert
 (<= 4 n))
(assert
 (let ((?x33 (* (- 1) n)))
(let ((?x168 (div ?x33 2)))
(let ((?x237 (- ?x168)))
(let ((?x230 (+ (- 1) ?x237)))
(let ((?x22 (- (div (+ ?x33 1) 2))))
(not (= ?x237 (+ 1 (ite (< ?x22 ?x230) ?x22 ?x230))))))))))
(check-sat)
