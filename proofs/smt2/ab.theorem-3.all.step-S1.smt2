; certify obligation for claim ab.theorem-3.all.step-S1 (Theorem 3 (proof), the single star: T1(n) = Min(T1(n-2) + n + 1, T1(n-1) + n - 1))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_NIRA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun j () Int)
(declare-fun d () Int)
(declare-fun m () Real)
(declare-fun w () Real)
(declare-fun y () Real)
(assert
 (<= 1 n))
(assert
 (<= 0 j))
(assert
 (>= 1 j))
(assert
 (<= 0 d))
(assert
 (>= 3 d))
(assert
 (let ((?x559 (* 2 n)))
(let ((?x615 (+ (+ 1 j) ?x559)))
(let ((?x299 (* (/ 1.0 4.0) (to_real (* ?x615 ?x615)))))
(let (($x191 (= 1 j)))
(let ((?x99 (ite $x191 (+ (to_real (+ (+ (- 1) j) ?x559)) ?x299) (+ (+ (+ (- (/ 5.0 4.0)) (to_real j)) (to_real ?x559)) ?x299))))
(let ((?x265 (to_real 0)))
(let ((?x562 (* (/ 1.0 4.0) (to_real (* (+ (+ (- 1) j) ?x559) (+ (+ (- 1) j) ?x559))))))
(let ((?x498 (ite $x191 (+ (to_real (+ (+ (- 3) j) ?x559)) ?x562) (+ (+ (+ (- (/ 13.0 4.0)) (to_real j)) (to_real ?x559)) ?x562))))
(let ((?x158 (* (/ 1.0 4.0) (to_real (* (+ j ?x559) (+ j ?x559))))))
(let ((?x644 (ite (= 0 j) (+ (to_real (+ (+ (- 2) j) ?x559)) ?x158) (+ (+ (+ (- (/ 9.0 4.0)) (to_real j)) (to_real ?x559)) ?x158))))
(let (($x331 (=> (= 3 d) (= m (+ (+ (+ (to_real 2) w) (to_real j)) (to_real ?x559))))))
(let (($x558 (=> (= 2 d) (= m (+ (+ (+ (to_real 1) y) (to_real j)) (to_real ?x559))))))
(let ((?x721 (to_real ?x559)))
(let ((?x509 (+ (+ (+ (to_real 2) w) (to_real j)) ?x721)))
(let (($x262 (and (<= m (+ (+ y (to_real j)) ?x721)) (<= m ?x509) (=> (= 0 d) (= m (+ (+ m (to_real j)) ?x721))) (=> (= 1 d) (= m (+ (+ y (to_real j)) ?x721))) $x558 $x331 (= y (ite (>= 1 (+ j ?x559)) ?x265 ?x644)) (= w (ite (>= 2 (+ j ?x559)) ?x265 ?x498)))))
(not (=> $x262 (= m (ite (>= 0 (+ j ?x559)) ?x265 ?x99))))))))))))))))))))
(check-sat)
