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
(declare-fun m () Int)
(declare-fun z () Int)
(assert
 (<= 3 s))
(assert
 (<= 1 d))
(assert
 (>= 2 d))
(assert
 (let ((?x108 (* (- 1) d)))
 (let ((?x103 (+ s ?x108)))
 (<= 2 ?x103))))
(assert
 (let (($x47 (= j l)))
(let ((?x48 (ite $x47 1 0)))
(let (($x53 (= j k)))
(let ((?x54 (ite $x53 1 0)))
(let ((?x56 (+ (+ (ite (= i k) 1 0) (ite (= i l) 1 0)) ?x54)))
(let (($x59 (and (= 0 (+ (ite (= i k) 1 0) ?x48)) (= 0 (+ ?x56 ?x48)))))
(let (($x115 (and (and (distinct i k) true) (and (distinct i l) true) (and (distinct j k) true) (and (distinct j l) true))))
(let ((?x42 (+ (ite (and (<= 0 k) (< k s)) 1 0) (ite (and (<= 0 l) (< l s)) 1 0))))
(let (($x33 (and (distinct k l) true)))
(let (($x44 (and (<= 0 i) (<= 0 j) (< i s) (< j s) (and (distinct i j) true) $x33 (= ?x42 d))))
(let (($x102 (and (>= m (+ 1 z)) (>= z (+ 1 (div (+ (+ (* (- 1) d) s) 1) 2))))))
(let (($x127 (and (=> $x102 (>= m (+ 1 (div (+ s 1) 2)))) (=> $x33 (>= 2 ?x42)) (=> $x44 (and (=> $x59 $x115) (=> $x115 $x59))))))
(not $x127))))))))))))))
(check-sat)
