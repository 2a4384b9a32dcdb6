; certify obligation for claim cushing.proof-1.1.cases-cover.corrected (Theorem 1.1 (proof of Eq. (3), the four cases))
; the negation of the claim: unsat means the claim holds for all parameters
(set-logic QF_LIA)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun k () Int)
(assert
 (<= 4 n))
(assert
 (<= 2 k))
(assert
 (<= k (+ (- 2) n)))
(assert
 (let ((?x80 (mod n 4)))
(let (($x76 (= 0 ?x80)))
(let (($x45 (or $x76 (and (= 0 (mod k 4)) (= 3 ?x80)) (and (= 1 (mod k 4)) (= 3 ?x80)))))
(let (($x17 (< 2 k)))
(let (($x28 (= 1 ?x80)))
(let (($x20 (= 2 ?x80)))
(let (($x101 (or $x20 (and $x28 (or (= 0 (mod k 4)) (= 1 (mod k 4)))))))
(let (($x52 (or (= 2 (mod k 4)) (= 3 (mod k 4)))))
(let (($x62 (= 3 ?x80)))
(let (($x82 (or (and (= 2 k) (or (= 4 n) $x28 $x62)) (and (= 2 k) (< 4 n) (or $x76 $x20)) (and $x17 $x28 $x52) (and $x17 $x62 $x52) (and $x17 $x101) (and $x17 $x45))))
(not $x82))))))))))))
(check-sat)
