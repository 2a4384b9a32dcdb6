; certify obligation for claim cushing.lemma-1.5.i.chain (Lemma 1.5 (i) (proof, m >= 5), repaired)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Real)
(declare-fun m () Real)
(declare-fun x () Real)
(declare-fun y () Real)
(assert
 (let ((?x7 4.0))
 (<= ?x7 n)))
(assert
 (<= 5.0 m))
(assert
 (or (<= 8.0 m) (<= 11.0 n)))
(assert
 (let ((?x67 (+ (+ (* m n) (* (* x (* m m)) (* n n))) (* (* (* (- 1.0) x) n) (* m m)))))
(let ((?x58 (+ (* (* 4.0 m) n) (* (* y (* m m)) (* n n)))))
(let ((?x43 (+ (+ (* 4.0 n) (* (* y m) (* n n))) (* (* (* (- 2.0) y) m) n))))
(let (($x69 (and (<= ?x43 (+ (* m (* n n)) (* (* (- 1.0) m) n))) (<= (+ ?x58 (* (* (* (- 2.0) y) n) (* m m))) ?x67))))
(let (($x32 (and (>= 1.0 y) (<= y x) (>= x (* 3.0 (/ 1.0 m))))))
(not (=> $x32 $x69))))))))
(check-sat)
