; certify obligation for claim ab.theorem-4.all.lower-idle (Theorem 4 (necessity), a guess of eliminated symbols)
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Int)
(declare-fun d () Int)
(declare-fun l () Int)
(declare-fun j () Int)
(declare-fun k () Int)
(declare-fun i () Int)
(assert
 (<= 2 s))
(assert
 (<= 0 d))
(assert
 (>= 0 d))
(assert
 (let ((?x104 (ite (= j l) 1 0)))
(let ((?x85 (ite (= j k) 1 0)))
(let ((?x95 (+ (+ (ite (= i k) 1 0) (ite (= i l) 1 0)) ?x85)))
(let (($x122 (and (= 0 (+ (ite (= i k) 1 0) ?x104)) (= 0 (+ ?x95 ?x104)))))
(let ((?x115 (+ (ite (and (<= 0 k) (< k s)) 1 0) (ite (and (<= 0 l) (< l s)) 1 0))))
(let (($x93 (and (<= 0 i) (<= 0 j) (< i s) (< j s) (and (distinct i j) true) (and (distinct k l) true) (= ?x115 d))))
(not (=> $x93 $x122)))))))))
(check-sat)
