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
(declare-fun m () Int)
(declare-fun z () Int)
(assert
 (<= 2 s))
(assert
 (<= 0 d))
(assert
 (>= 0 d))
(assert
 (let ((?x48 (ite (= j l) 1 0)))
(let ((?x54 (ite (= j k) 1 0)))
(let ((?x56 (+ (+ (ite (= i k) 1 0) (ite (= i l) 1 0)) ?x54)))
(let (($x59 (and (= 0 (+ (ite (= i k) 1 0) ?x48)) (= 0 (+ ?x56 ?x48)))))
(let ((?x42 (+ (ite (and (<= 0 k) (< k s)) 1 0) (ite (and (<= 0 l) (< l s)) 1 0))))
(let (($x44 (and (<= 0 i) (<= 0 j) (< i s) (< j s) (and (distinct i j) true) (and (distinct k l) true) (= ?x42 d))))
(let (($x23 (=> (and (= z m) (>= m (+ 1 z))) (>= m (+ 1 (div (+ s 1) 2))))))
(not (and $x23 (=> $x44 $x59)))))))))))
(check-sat)
