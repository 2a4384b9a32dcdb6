; certify obligation for claim cushing.lemma-1.5.all.step-2n (Section 1 (n = 2), for all m)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(assert
 (<= 11.0 n))
(assert
 (let ((?x159 (ite (= 1.0 n) (/ 1.0 2.0) (+ 1.0 (* (- 1.0) (/ 1.0 n))))))
(let (($x182 (and (<= 1.0 (* 2.0 ?x159)) (= (+ (- 1.0) n) (* n ?x159)))))
(not $x182))))
(check-sat)
