; certify obligation for claim ab.theorem-4.all.lower-small (Theorem 4 (necessity), the endgame s = 2, 3)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Int)
(declare-fun d () Int)
(declare-fun l () Int)
(declare-fun k () Int)
(declare-fun m () Int)
(declare-fun z () Int)
(assert
 (<= 2 s))
(assert
 (>= 3 s))
(assert
 (<= 1 d))
(assert
 (>= 2 d))
(assert
 (let ((?x103 (+ s (* (- 1) d))))
 (>= 1 ?x103)))
(assert
 (let ((?x72 (ite (= l (+ (+ 3 (* (- 1) k)) (* (- 1) l))) 1 0)))
(let ((?x79 (ite (= k (+ (+ 3 (* (- 1) k)) (* (- 1) l))) 1 0)))
(let (($x164 (and (<= 0 (+ (+ 3 (* (- 1) k)) (* (- 1) l))) (> 3 (+ (+ 3 (* (- 1) k)) (* (- 1) l))) (and (distinct (+ (+ 3 (* (- 1) k)) (* (- 1) l)) k) true) (and (distinct (+ (+ 3 (* (- 1) k)) (* (- 1) l)) l) true) (= 1 (+ 1 ?x79)) (= 1 (+ 1 ?x72)) (= 1 (+ (+ (+ 1 (ite (= k l) 1 0)) ?x79) ?x72)))))
(let ((?x42 (+ (ite (and (<= 0 k) (< k s)) 1 0) (ite (and (<= 0 l) (< l s)) 1 0))))
(let (($x33 (and (distinct k l) true)))
(let (($x148 (= 3 s)))
(let (($x145 (and (<= 1 z) (>= m (+ 1 z)) (=> $x148 (<= 2 z)))))
(let (($x138 (or (and (distinct 0 k) true) (and (distinct 1 k) true) (and (distinct 0 l) true) (and (distinct 1 l) true))))
(let (($x166 (and (=> (and (= 2 s) $x33) $x138) (=> $x145 (>= m (+ 1 (div (+ s 1) 2)))) (=> (and $x148 $x33 (= ?x42 d)) $x164))))
(not $x166)))))))))))
(check-sat)
