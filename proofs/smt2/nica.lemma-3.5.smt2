; certify obligation for claim nica.lemma-3.5 (Lemma 3.5, Eq. (3.5))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun x () Real)
(declare-fun y () Real)
(declare-fun pow_2_j () Real)
(declare-fun pow_2_k () Real)
(declare-fun j () Real)
(declare-fun k () Real)
(assert
 (let ((?x31 0.0))
 (<= ?x31 x)))
(assert
 (let ((?x31 0.0))
 (<= ?x31 y)))
(assert
 (and (< 0.0 x) (< 0.0 y)))
(assert
 (> pow_2_j 0.0))
(assert
 (> pow_2_k 0.0))
(assert
 (let (($x152 (= pow_2_j 1.0)))
 (let (($x168 (= j 0.0)))
 (=> $x168 $x152))))
(assert
 (let (($x256 (= pow_2_k 1.0)))
 (let (($x49 (= k 0.0)))
 (=> $x49 $x256))))
(assert
 (=> (<= (+ j 0.0) k) (<= (* 1.0 pow_2_j) pow_2_k)))
(assert
 (=> (<= (+ j 1.0) k) (<= (* 2.0 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 1.0)) (= pow_2_j (* 2.0 pow_2_k))))
(assert
 (=> (<= (+ j 2.0) k) (<= (* 4.0 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 2.0)) (= pow_2_j (* 4.0 pow_2_k))))
(assert
 (=> (<= (+ j 3.0) k) (<= (* 8.0 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 3.0)) (= pow_2_j (* 8.0 pow_2_k))))
(assert
 (=> (<= (+ k 0.0) j) (<= (* 1.0 pow_2_k) pow_2_j)))
(assert
 (=> (<= (+ k 1.0) j) (<= (* 2.0 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 1.0)) (= pow_2_k (* 2.0 pow_2_j))))
(assert
 (=> (<= (+ k 2.0) j) (<= (* 4.0 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 2.0)) (= pow_2_k (* 4.0 pow_2_j))))
(assert
 (=> (<= (+ k 3.0) j) (<= (* 8.0 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 3.0)) (= pow_2_k (* 8.0 pow_2_j))))
(assert
 (let (($x112 (< pow_2_k y)))
(let (($x32 (and $x112 (<= y (* 2.0 pow_2_k)) (< (* 2.0 pow_2_k) x))))
(let ((?x206 (* y pow_2_j)))
(let ((?x129 (* pow_2_j pow_2_k)))
(let (($x155 (< ?x129 ?x206)))
(let (($x216 (and $x155 (<= ?x206 (* (* 2.0 pow_2_j) pow_2_k)) (< (* (* 2.0 pow_2_j) pow_2_k) (* x pow_2_j)))))
(let (($x64 (and (< pow_2_k x) $x112 (<= x (* 2.0 pow_2_k)))))
(let (($x178 (and (< ?x129 (* x pow_2_j)) $x155 (<= (* x pow_2_j) (* (* 2.0 pow_2_j) pow_2_k)))))
(let (($x106 (= (+ (* (- 1.0) ?x129) (* x pow_2_j)) (* pow_2_j (+ x (* (- 1.0) pow_2_k))))))
(let (($x118 (and (= ?x129 ?x129) (= (* x ?x129) (* (* x pow_2_j) pow_2_k)) $x106 (=> $x64 $x178) (=> $x178 $x64) (=> $x32 $x216) (=> $x216 $x32))))
(not $x118))))))))))))
(check-sat)
