; certify obligation for claim ab.theorem-4.all.lower-step (Theorem 4 (necessity), the adversary's 0A0B)
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
 (<= 3 s))
(assert
 (<= 1 d))
(assert
 (>= 2 d))
(assert
 (let ((?x129 (* (- 1) d)))
 (let ((?x130 (+ s ?x129)))
 (<= 2 ?x130))))
(assert
 (let (($x133 (= j l)))
(let ((?x134 (ite $x133 1 0)))
(let (($x153 (= j k)))
(let ((?x152 (ite $x153 1 0)))
(let ((?x122 (+ (+ (ite (= i k) 1 0) (ite (= i l) 1 0)) ?x152)))
(let (($x140 (and (= 0 (+ (ite (= i k) 1 0) ?x134)) (= 0 (+ ?x122 ?x134)))))
(let (($x60 (and (and (distinct i k) true) (and (distinct i l) true) (and (distinct j k) true) (and (distinct j l) true))))
(let ((?x85 (+ (ite (and (<= 0 k) (< k s)) 1 0) (ite (and (<= 0 l) (< l s)) 1 0))))
(let (($x138 (and (distinct k l) true)))
(let (($x121 (and (<= 0 i) (<= 0 j) (< i s) (< j s) (and (distinct i j) true) $x138 (= ?x85 d))))
(let (($x145 (and (=> $x138 (>= 2 ?x85)) (=> $x121 (and (=> $x140 $x60) (=> $x60 $x140))))))
(not $x145)))))))))))))
(check-sat)
