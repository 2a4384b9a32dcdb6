; certify obligation for claim nica.theorem-4.4.cover.W (Lemma 4.1 (cases; proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun l () Int)
(declare-fun j () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun pow_2_j () Int)
(declare-fun pow_2_l () Int)
(declare-fun pow_2_k () Int)
(assert
 (<= 0 k))
(assert
 (<= 0 l))
(assert
 (<= 0 j))
(assert
 (<= 2 n))
(assert
 (<= 2 m))
(assert
 (<= 1 b))
(assert
 (<= b (+ (- 1) n)))
(assert
 (let (($x606 (<= (+ 1 pow_2_j) (+ (* (- 2) b) (* 2 n)))))
 (let ((?x530 (* (- 1) b)))
 (let ((?x510 (+ n ?x530)))
 (let (($x515 (<= ?x510 pow_2_j)))
 (let ((?x124 (* 2 b)))
 (let (($x554 (<= (+ 1 pow_2_l) ?x124)))
 (let (($x601 (>= n (+ 1 (* 2 pow_2_k)))))
 (let ((?x493 (* 2 pow_2_k)))
 (let (($x605 (< ?x493 n)))
 (let (($x520 (<= m ?x493)))
 (let (($x650 (< pow_2_k m)))
 (let (($x598 (<= b pow_2_l)))
 (and $x598 $x650 $x520 $x605 $x601 $x554 $x515 $x606))))))))))))))
(assert
 (>= pow_2_l 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x636 (= pow_2_l 1)))
 (let (($x39 (= l 0)))
 (=> $x39 $x636))))
(assert
 (let ((?x356 (+ l 1)))
 (>= pow_2_l ?x356)))
(assert
 (>= pow_2_l 1))
(assert
 (let (($x40 (= pow_2_k 1)))
 (let (($x466 (= k 0)))
 (=> $x466 $x40))))
(assert
 (let ((?x12 (+ k 1)))
 (>= pow_2_k ?x12)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x344 (= pow_2_j 1)))
 (let (($x6 (= j 0)))
 (=> $x6 $x344))))
(assert
 (let ((?x324 (+ j 1)))
 (>= pow_2_j ?x324)))
(assert
 (>= pow_2_j 1))
(assert
 (=> (<= (+ l 0) k) (<= (* 1 pow_2_l) pow_2_k)))
(assert
 (=> (<= (+ l 1) k) (<= (* 2 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 1)) (= pow_2_l (* 2 pow_2_k))))
(assert
 (=> (<= (+ l 2) k) (<= (* 4 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 2)) (= pow_2_l (* 4 pow_2_k))))
(assert
 (=> (<= (+ l 3) k) (<= (* 8 pow_2_l) pow_2_k)))
(assert
 (=> (= l (+ k 3)) (= pow_2_l (* 8 pow_2_k))))
(assert
 (=> (<= (+ l 0) j) (<= (* 1 pow_2_l) pow_2_j)))
(assert
 (=> (<= (+ l 1) j) (<= (* 2 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 1)) (= pow_2_l (* 2 pow_2_j))))
(assert
 (=> (<= (+ l 2) j) (<= (* 4 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 2)) (= pow_2_l (* 4 pow_2_j))))
(assert
 (=> (<= (+ l 3) j) (<= (* 8 pow_2_l) pow_2_j)))
(assert
 (=> (= l (+ j 3)) (= pow_2_l (* 8 pow_2_j))))
(assert
 (=> (<= (+ k 0) l) (<= (* 1 pow_2_k) pow_2_l)))
(assert
 (=> (<= (+ k 1) l) (<= (* 2 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 1)) (= pow_2_k (* 2 pow_2_l))))
(assert
 (=> (<= (+ k 2) l) (<= (* 4 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 2)) (= pow_2_k (* 4 pow_2_l))))
(assert
 (=> (<= (+ k 3) l) (<= (* 8 pow_2_k) pow_2_l)))
(assert
 (=> (= k (+ l 3)) (= pow_2_k (* 8 pow_2_l))))
(assert
 (=> (<= (+ k 0) j) (<= (* 1 pow_2_k) pow_2_j)))
(assert
 (=> (<= (+ k 1) j) (<= (* 2 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 1)) (= pow_2_k (* 2 pow_2_j))))
(assert
 (=> (<= (+ k 2) j) (<= (* 4 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 2)) (= pow_2_k (* 4 pow_2_j))))
(assert
 (=> (<= (+ k 3) j) (<= (* 8 pow_2_k) pow_2_j)))
(assert
 (=> (= k (+ j 3)) (= pow_2_k (* 8 pow_2_j))))
(assert
 (=> (<= (+ j 0) l) (<= (* 1 pow_2_j) pow_2_l)))
(assert
 (=> (<= (+ j 1) l) (<= (* 2 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 1)) (= pow_2_j (* 2 pow_2_l))))
(assert
 (=> (<= (+ j 2) l) (<= (* 4 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 2)) (= pow_2_j (* 4 pow_2_l))))
(assert
 (=> (<= (+ j 3) l) (<= (* 8 pow_2_j) pow_2_l)))
(assert
 (=> (= j (+ l 3)) (= pow_2_j (* 8 pow_2_l))))
(assert
 (=> (<= (+ j 0) k) (<= (* 1 pow_2_j) pow_2_k)))
(assert
 (=> (<= (+ j 1) k) (<= (* 2 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 1)) (= pow_2_j (* 2 pow_2_k))))
(assert
 (=> (<= (+ j 2) k) (<= (* 4 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 2)) (= pow_2_j (* 4 pow_2_k))))
(assert
 (=> (<= (+ j 3) k) (<= (* 8 pow_2_j) pow_2_k)))
(assert
 (=> (= j (+ k 3)) (= pow_2_j (* 8 pow_2_k))))
(assert
 (let (($x606 (<= (+ 1 pow_2_j) (+ (* (- 2) b) (* 2 n)))))
(let ((?x530 (* (- 1) b)))
(let ((?x510 (+ n ?x530)))
(let (($x304 (< pow_2_k ?x510)))
(let (($x515 (<= ?x510 pow_2_j)))
(let ((?x124 (* 2 b)))
(let (($x554 (<= (+ 1 pow_2_l) ?x124)))
(let (($x601 (>= n (+ 1 (* 2 pow_2_k)))))
(let ((?x493 (* 2 pow_2_k)))
(let (($x605 (< ?x493 n)))
(let (($x520 (<= m ?x493)))
(let (($x166 (< pow_2_l m)))
(let (($x650 (< pow_2_k m)))
(let (($x579 (<= b (+ (- 1) n))))
(let (($x598 (<= b pow_2_l)))
(let (($x203 (<= 2 n)))
(let (($x233 (<= 2 m)))
(let (($x145 (<= 1 b)))
(let (($x674 (<= 0 l)))
(let (($x644 (<= 0 k)))
(let (($x660 (<= 0 j)))
(let (($x211 (and $x660 $x644 $x674 $x145 $x233 $x203 $x598 $x579 (<= l (+ (- 1) k)) $x650 $x166 $x520 $x605 $x601 $x554 $x515 $x304 $x606)))
(let (($x275 (and $x660 $x644 $x674 $x145 $x233 $x203 (>= l (+ 1 k)) $x598 $x579 $x650 $x166 $x520 $x605 $x601 $x554 $x515 $x304 $x606)))
(let (($x57 (= l k)))
(let (($x382 (and $x57 $x660 $x644 $x674 $x145 $x233 $x203 $x598 $x579 $x650 $x166 $x520 $x605 $x601 $x554 $x515 $x304 $x606)))
(let (($x384 (< pow_2_k b)))
(let (($x552 (< pow_2_j m)))
(let (($x368 (and $x660 $x644 $x674 $x145 $x233 $x203 $x598 $x579 (<= j (+ (- 1) k)) $x552 $x384 $x650 $x520 $x605 $x601 $x554 $x515 $x606)))
(let (($x307 (and $x660 $x644 $x674 $x145 $x233 $x203 (>= j (+ 1 k)) $x598 $x579 $x552 $x384 $x650 $x520 $x605 $x601 $x554 $x515 $x606)))
(let (($x239 (and $x660 $x644 $x674 $x145 $x233 $x203 $x598 $x579 $x384 $x650 $x520 $x605 $x601 $x554 $x515 $x304 $x606)))
(let (($x432 (= j k)))
(let (($x461 (and $x432 $x660 $x644 $x674 $x145 $x233 $x203 $x598 $x579 $x552 $x384 $x650 $x520 $x605 $x601 $x554 $x515 $x606)))
(let (($x258 (and $x660 $x644 $x674 $x145 $x233 $x203 $x598 $x579 $x552 $x650 $x166 $x520 $x605 $x601 $x554 $x515 $x606)))
(not (or $x258 $x461 $x239 $x307 $x368 $x382 $x275 $x211))))))))))))))))))))))))))))))))))))
(check-sat)
