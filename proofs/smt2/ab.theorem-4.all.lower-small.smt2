; certify obligation for claim ab.theorem-4.all.lower-small (Theorem 4 (necessity), the endgame s = 2, 3)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Int)
(declare-fun d () Int)
(declare-fun l () Int)
(declare-fun k () Int)
(assert
 (<= 2 s))
(assert
 (>= 3 s))
(assert
 (<= 1 d))
(assert
 (>= 2 d))
(assert
 (let ((?x139 (* (- 1) d)))
 (let ((?x122 (+ s ?x139)))
 (>= 1 ?x122))))
(assert
 (let ((?x170 (ite (= l (+ (+ 3 (* (- 1) k)) (* (- 1) l))) 1 0)))
(let ((?x132 (ite (= k (+ (+ 3 (* (- 1) k)) (* (- 1) l))) 1 0)))
(let (($x107 (and (<= 0 (+ (+ 3 (* (- 1) k)) (* (- 1) l))) (> 3 (+ (+ 3 (* (- 1) k)) (* (- 1) l))) (and (distinct (+ (+ 3 (* (- 1) k)) (* (- 1) l)) k) true) (and (distinct (+ (+ 3 (* (- 1) k)) (* (- 1) l)) l) true) (= 1 (+ 1 ?x132)) (= 1 (+ 1 ?x170)) (= 1 (+ (+ (+ 1 (ite (= k l) 1 0)) ?x132) ?x170)))))
(let ((?x141 (+ (ite (and (<= 0 k) (< k s)) 1 0) (ite (and (<= 0 l) (< l s)) 1 0))))
(let (($x51 (and (distinct k l) true)))
(let (($x144 (or (and (distinct 0 k) true) (and (distinct 1 k) true) (and (distinct 0 l) true) (and (distinct 1 l) true))))
(let (($x109 (and (=> (and (= 2 s) $x51) $x144) (=> (and (= 3 s) $x51 (= ?x141 d)) $x107))))
(not $x109)))))))))
(check-sat)
