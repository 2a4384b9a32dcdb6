; certify obligation for claim cushing.lemma-1.5.all.step-n3.general-k (Lemma 1.5 (proof, m = 3))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun k () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x104 4.0))
 (<= ?x104 k)))
(assert
 (<= k (+ (- 4.0) n)))
(assert
 (let ((?x33 (ite (= 6.0 n) (/ 4.0 9.0) (ite (= 7.0 n) (/ 3.0 7.0) (* (/ 10.0 3.0) (/ 1.0 n))))))
(let ((?x84 (ite (= 4.0 n) (/ 1.0 2.0) (ite (= 5.0 n) (/ 7.0 15.0) ?x33))))
(let ((?x129 (ite (= 2.0 n) (/ 2.0 3.0) (ite (= 3.0 n) (/ 5.0 9.0) ?x84))))
(let ((?x18 1.0))
(let ((?x128 (* n (ite (= ?x18 n) ?x18 ?x129))))
(let ((?x152 (* (- 5.0) (/ 1.0 (+ (* (- 3.0) k) (* 3.0 n))))))
(let ((?x212 (ite (= (- 3.0) (+ k (* (- 1.0) n))) (/ 5.0 9.0) (+ ?x18 ?x152))))
(let ((?x230 (- 1.0)))
(let ((?x120 (* ?x230 n)))
(let ((?x217 (+ k ?x120)))
(let (($x114 (= ?x230 ?x217)))
(let ((?x178 (ite $x114 (/ 1.0 3.0) (ite $x114 (/ 1.0 3.0) (ite (= (- 2.0) ?x217) (/ 1.0 2.0) ?x212)))))
(let ((?x184 (ite (= 3.0 k) (/ 5.0 9.0) (+ ?x18 (* (- (/ 5.0 3.0)) (/ 1.0 k))))))
(let (($x153 (= ?x18 k)))
(let ((?x58 (ite $x153 (/ 1.0 3.0) (ite $x153 (/ 1.0 3.0) (ite (= 2.0 k) (/ 1.0 2.0) ?x184)))))
(let (($x108 (= (+ (+ (+ n (* k ?x178)) (* (* ?x230 k) ?x58)) (* ?x120 ?x178)) ?x128)))
(not (and (<= ?x18 ?x128) $x108)))))))))))))))))))
(check-sat)
