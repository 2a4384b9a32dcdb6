; certify obligation for claim cushing.lemma-1.5.i.chain (Lemma 1.5 (i) (proof, m >= 5), repaired)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun x () Real)
(declare-fun w () Real)
(declare-fun u () Real)
(declare-fun y () Real)
(assert
 (<= 4.0 n))
(assert
 (<= 5.0 m))
(assert
 (or (<= 8.0 m) (<= 11.0 n)))
(assert
 (let ((?x61 (+ (+ (* w n) (* x (* n n))) (* (* (- 1.0) x) n))))
(let ((?x50 (+ (+ (* y (* n n)) (* (* (- 2.0) y) n)) (* (* 2.0 u) n))))
(let (($x63 (and (<= ?x50 (+ (* n n) (* (- 1.0) n))) (<= ?x50 ?x61))))
(let (($x40 (and (>= 1.0 y) (<= y x) (= 1.0 (* w m)) (= u (* 2.0 (/ 1.0 m))) (>= x (* 3.0 (/ 1.0 m))))))
(not (=> $x40 $x63)))))))
(check-sat)
