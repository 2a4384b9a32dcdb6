; certify obligation for claim cushing.lemma-1.5.whole.i-small-m (Lemma 1.5 (i), m <= 4, from (ii))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_UFNIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun P (Int Int) Real)
(assert
 (<= 4 n))
(assert
 (<= 2 m))
(assert
 (>= 4 m))
(assert
 (let (($x12 (= 4 m)))
 (let (($x14 (and $x12 (= 4 n))))
 (not $x14))))
(assert
 (let ((?x27 (ite (= 2 n) 1 (+ (div n 4) (div (+ n 1) 4)))))
(let ((?x37 (ite (and (= 4 m) (= 6 n)) 3 (ite (and (= 4 m) (= 10 n)) 5 ?x27))))
(let (($x12 (= 4 m)))
(let (($x14 (and $x12 (= 4 n))))
(let ((?x43 (ite (or (= 1 m) (= 1 n)) 0 (ite $x14 1 ?x37))))
(let ((?x50 (* (to_real (* (* (- 1) m) (+ n (* (- 1) ?x43)))) (P m (+ n (* (- 1) ?x43))))))
(let ((?x17 (* m n)))
(let ((?x18 (to_real ?x17)))
(let ((?x57 (+ (+ ?x18 ?x50) (* (* (to_real (* (- 1) m)) (P m ?x43)) (to_real ?x43)))))
(let (($x58 (= (* ?x18 (P n m)) ?x57)))
(not (=> $x58 (and (<= 2 ?x43) (<= ?x43 (div n 2)) $x58))))))))))))))
(check-sat)
