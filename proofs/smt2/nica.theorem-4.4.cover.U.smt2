; certify obligation for claim nica.theorem-4.4.cover.U (Lemma 4.2 (cases; proof DAG))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun i () Int)
(declare-fun l () Int)
(declare-fun j () Int)
(declare-fun n () Int)
(declare-fun m () Int)
(declare-fun b () Int)
(declare-fun pow_2_j () Int)
(declare-fun pow_2_l () Int)
(declare-fun pow_2_k () Int)
(declare-fun pow_2_i () Int)
(assert
 (<= 0 k))
(assert
 (<= 0 i))
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
 (let (($x866 (<= (+ 1 pow_2_j) (+ (* (- 2) b) (* 2 n)))))
 (let ((?x943 (* (- 1) b)))
 (let ((?x417 (+ n ?x943)))
 (let (($x521 (<= ?x417 pow_2_j)))
 (let ((?x595 (* 2 b)))
 (let (($x170 (<= (+ 1 pow_2_l) ?x595)))
 (let ((?x876 (* 2 pow_2_k)))
 (let (($x360 (<= n ?x876)))
 (let ((?x1011 (* 2 pow_2_i)))
 (let (($x824 (<= m ?x1011)))
 (let (($x64 (>= n (+ 1 pow_2_k))))
 (let (($x643 (< pow_2_k n)))
 (let (($x807 (< pow_2_k m)))
 (let (($x691 (< pow_2_i m)))
 (let (($x127 (<= b pow_2_l)))
 (and $x127 $x691 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x866)))))))))))))))))
(assert
 (>= pow_2_l 1))
(assert
 (>= pow_2_i 1))
(assert
 (>= pow_2_k 1))
(assert
 (>= pow_2_j 1))
(assert
 (let (($x816 (= pow_2_l 1)))
 (let (($x499 (= l 0)))
 (=> $x499 $x816))))
(assert
 (let ((?x802 (+ l 1)))
 (>= pow_2_l ?x802)))
(assert
 (>= pow_2_l 1))
(assert
 (let (($x265 (= pow_2_i 1)))
 (let (($x113 (= i 0)))
 (=> $x113 $x265))))
(assert
 (let ((?x690 (+ i 1)))
 (>= pow_2_i ?x690)))
(assert
 (>= pow_2_i 1))
(assert
 (let (($x351 (= pow_2_k 1)))
 (let (($x180 (= k 0)))
 (=> $x180 $x351))))
(assert
 (let ((?x7 (+ k 1)))
 (>= pow_2_k ?x7)))
(assert
 (>= pow_2_k 1))
(assert
 (let (($x342 (= pow_2_j 1)))
 (let (($x834 (= j 0)))
 (=> $x834 $x342))))
(assert
 (let ((?x72 (+ j 1)))
 (>= pow_2_j ?x72)))
(assert
 (>= pow_2_j 1))
(assert
 (=> (<= (+ l 0) i) (<= (* 1 pow_2_l) pow_2_i)))
(assert
 (=> (<= (+ l 1) i) (<= (* 2 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 1)) (= pow_2_l (* 2 pow_2_i))))
(assert
 (=> (<= (+ l 2) i) (<= (* 4 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 2)) (= pow_2_l (* 4 pow_2_i))))
(assert
 (=> (<= (+ l 3) i) (<= (* 8 pow_2_l) pow_2_i)))
(assert
 (=> (= l (+ i 3)) (= pow_2_l (* 8 pow_2_i))))
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
 (=> (<= (+ i 0) l) (<= (* 1 pow_2_i) pow_2_l)))
(assert
 (=> (<= (+ i 1) l) (<= (* 2 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 1)) (= pow_2_i (* 2 pow_2_l))))
(assert
 (=> (<= (+ i 2) l) (<= (* 4 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 2)) (= pow_2_i (* 4 pow_2_l))))
(assert
 (=> (<= (+ i 3) l) (<= (* 8 pow_2_i) pow_2_l)))
(assert
 (=> (= i (+ l 3)) (= pow_2_i (* 8 pow_2_l))))
(assert
 (=> (<= (+ i 0) k) (<= (* 1 pow_2_i) pow_2_k)))
(assert
 (=> (<= (+ i 1) k) (<= (* 2 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 1)) (= pow_2_i (* 2 pow_2_k))))
(assert
 (=> (<= (+ i 2) k) (<= (* 4 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 2)) (= pow_2_i (* 4 pow_2_k))))
(assert
 (=> (<= (+ i 3) k) (<= (* 8 pow_2_i) pow_2_k)))
(assert
 (=> (= i (+ k 3)) (= pow_2_i (* 8 pow_2_k))))
(assert
 (=> (<= (+ i 0) j) (<= (* 1 pow_2_i) pow_2_j)))
(assert
 (=> (<= (+ i 1) j) (<= (* 2 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 1)) (= pow_2_i (* 2 pow_2_j))))
(assert
 (=> (<= (+ i 2) j) (<= (* 4 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 2)) (= pow_2_i (* 4 pow_2_j))))
(assert
 (=> (<= (+ i 3) j) (<= (* 8 pow_2_i) pow_2_j)))
(assert
 (=> (= i (+ j 3)) (= pow_2_i (* 8 pow_2_j))))
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
 (=> (<= (+ k 0) i) (<= (* 1 pow_2_k) pow_2_i)))
(assert
 (=> (<= (+ k 1) i) (<= (* 2 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 1)) (= pow_2_k (* 2 pow_2_i))))
(assert
 (=> (<= (+ k 2) i) (<= (* 4 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 2)) (= pow_2_k (* 4 pow_2_i))))
(assert
 (=> (<= (+ k 3) i) (<= (* 8 pow_2_k) pow_2_i)))
(assert
 (=> (= k (+ i 3)) (= pow_2_k (* 8 pow_2_i))))
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
 (=> (<= (+ j 0) i) (<= (* 1 pow_2_j) pow_2_i)))
(assert
 (=> (<= (+ j 1) i) (<= (* 2 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 1)) (= pow_2_j (* 2 pow_2_i))))
(assert
 (=> (<= (+ j 2) i) (<= (* 4 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 2)) (= pow_2_j (* 4 pow_2_i))))
(assert
 (=> (<= (+ j 3) i) (<= (* 8 pow_2_j) pow_2_i)))
(assert
 (=> (= j (+ i 3)) (= pow_2_j (* 8 pow_2_i))))
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
 (let (($x866 (<= (+ 1 pow_2_j) (+ (* (- 2) b) (* 2 n)))))
(let ((?x943 (* (- 1) b)))
(let ((?x417 (+ n ?x943)))
(let (($x608 (< pow_2_i ?x417)))
(let (($x521 (<= ?x417 pow_2_j)))
(let ((?x595 (* 2 b)))
(let (($x170 (<= (+ 1 pow_2_l) ?x595)))
(let ((?x876 (* 2 pow_2_k)))
(let (($x360 (<= n ?x876)))
(let ((?x1011 (* 2 pow_2_i)))
(let (($x824 (<= m ?x1011)))
(let (($x64 (>= n (+ 1 pow_2_k))))
(let (($x448 (< pow_2_l m)))
(let (($x643 (< pow_2_k n)))
(let (($x807 (< pow_2_k m)))
(let (($x691 (< pow_2_i m)))
(let ((?x537 (+ (- 2) k)))
(let (($x335 (<= l ?x537)))
(let (($x246 (<= b (+ (- 1) n))))
(let (($x127 (<= b pow_2_l)))
(let (($x823 (<= 2 n)))
(let (($x276 (<= 2 m)))
(let (($x406 (<= 1 b)))
(let (($x961 (<= 0 l)))
(let (($x131 (<= 0 k)))
(let (($x99 (<= 0 j)))
(let (($x1034 (<= 0 i)))
(let (($x388 (= i k)))
(let (($x423 (and $x388 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x335 $x691 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x608 $x866)))
(let (($x463 (and $x388 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 (>= l (+ 1 k)) $x127 $x246 $x691 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x608 $x866)))
(let ((?x1027 (+ (- 1) k)))
(let (($x786 (= l ?x1027)))
(let (($x632 (and $x388 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x786 $x127 $x246 $x691 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x608 $x866)))
(let (($x794 (< pow_2_j m)))
(let (($x31 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 (or (>= j (+ 2 k)) (>= l (+ 2 k))) $x866)))
(let (($x960 (<= l ?x1027)))
(let (($x1019 (<= j ?x1027)))
(let (($x805 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x1019 $x960 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let ((?x728 (+ 1 k)))
(let (($x770 (= l ?x728)))
(let (($x428 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x770 $x127 $x246 $x1019 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x20 (= j ?x728)))
(let (($x813 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x20 $x127 $x246 $x960 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x749 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x20 $x770 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x283 (= l k)))
(let (($x543 (and $x388 $x283 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x691 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x608 $x866)))
(let (($x507 (<= j ?x537)))
(let (($x150 (and $x283 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x507 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x875 (and $x283 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x20 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x470 (= j ?x1027)))
(let (($x1012 (and $x283 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x470 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x666 (= j k)))
(let (($x948 (and $x666 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x335 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x717 (and $x666 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x770 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x1000 (and $x666 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x786 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x635 (< pow_2_i b)))
(let (($x349 (and $x388 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x507 $x635 $x691 $x794 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x375 (and $x388 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 (>= j ?x728) $x127 $x246 $x635 $x691 $x794 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x258 (and $x388 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x470 $x127 $x246 $x635 $x691 $x794 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x812 (and (distinct i k) true)))
(let (($x210 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x812 $x127 $x246 $x691 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x608 $x866)))
(let (($x404 (and $x666 $x283 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x691 $x794 $x807 $x643 $x448 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x285 (and $x388 $x666 $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x635 $x691 $x794 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x709 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x127 $x246 $x635 $x691 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x608 $x866)))
(let (($x414 (and $x1034 $x99 $x131 $x961 $x406 $x276 $x823 $x812 $x127 $x246 $x635 $x691 $x794 $x807 $x643 $x64 $x824 $x360 $x170 $x521 $x866)))
(let (($x305 (or $x414 $x709 $x285 $x404 $x210 $x258 $x375 $x349 $x1000 $x717 $x948 $x1012 $x875 $x150 $x543 $x749 $x813 $x428 $x805 $x31 $x632 $x463 $x423)))
(not $x305))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))))
(check-sat)
