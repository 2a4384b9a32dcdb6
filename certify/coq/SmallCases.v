(* SmallCases.v -- Cushing et al.'s small cases of the official game for all m, against GuessWho.v's
   own definition of the game ([value Official], every move of the rules considered; P is
   RuleFacts.v's notation for it), with no axiom.  Part of certify (docs/coq.md); stock Coq 8.16.

   * [P_two]:   P(2, m) = (m-1)/m for m >= 2 (Section 1: the question 1:1 leaves the opponent at
                (m, 1), worth 1/m to them; the guess is worth 1/2);
   * [P_x_two]: P(x, 2) = 2/x for x >= 4 and P(3, 2) = 1/2 (used in the proof of Lemma 1.5: the
                question 2 : x-2 leaves the opponent at (2, 2) and (2, x-2), each worth
                (j-1)/j; the question 1 : x-1 is worth 3/(2x), the guess 1/x);
   * [n_equals_2]: at (2, m), m >= 2, the guess is optimal iff m = 2, the decision 1 (1:1) is
                optimal, P(2, m) = (m-1)/m >= 1/2 (cushing.section-1.n-equals-2);
   * [n_equals_3]: at (3, m), m >= 1, the guess is optimal iff m = 1, and for m >= 2 the decision
                1 (1:2) is optimal (cushing.section-1.n-equals-3).

   Optimality is GuessWho.v's [optimal_moves] read through RuleFacts.v's [move_of] (0 the guess,
   s the question s : a-s), as the registry reads optimal(a, b, s) ([reading_optimal]). *)

From Coq Require Import Arith ZArith QArith List Lia Lqa.
Import ListNotations.
Require Import Certify.GuessWho.
Require Import Certify.RuleFacts.

Open Scope Q_scope.

Lemma qnat_le_q : forall c k, (c <= k)%nat -> qnat c <= qnat k.
Proof. intros c k H. unfold qnat, inject_Z, Qle. simpl. lia. Qed.

(* a move's value is P exactly when it is one of the optimal moves *)
Lemma optimal_iff : forall a b mv, (1 <= a)%nat -> (1 <= b)%nat ->
  In mv (optimal_moves Official a b) <-> In mv (moves Official a) /\ qmove P a b mv == P a b.
Proof. exact optimal_moves_official. Qed.

(* the moves at a pool of two and of three: the question 1 and the guess *)
Lemma moves_two : moves Official 2 = [Q2 1; Guess].
Proof. reflexivity. Qed.

Lemma moves_three : moves Official 3 = [Q2 1; Guess].
Proof. reflexivity. Qed.

(* P is the larger of the two move values at a pool of two or three *)
Lemma value_of_two_moves : forall a b, (a = 2 \/ a = 3)%nat -> (1 <= b)%nat ->
  (qmove P a b Guess <= qmove P a b (Q2 1) -> P a b == qmove P a b (Q2 1)) /\
  (qmove P a b (Q2 1) <= qmove P a b Guess -> P a b == qmove P a b Guess).
Proof.
  intros a b Ha Hb.
  assert (M : moves Official a = [Q2 1; Guess]) by (destruct Ha as [-> | ->]; reflexivity).
  assert (Ha1 : (1 <= a)%nat) by lia.
  split; intro L; apply Qle_antisym.
  - destruct (value_is_move a b Ha1 Hb) as [mv [Hmv ->]]. rewrite M in Hmv.
    destruct Hmv as [<- | [<- | []]]; [apply Qle_refl | exact L].
  - apply value_ge_move; [exact Ha1 | exact Hb | rewrite M; left; reflexivity].
  - destruct (value_is_move a b Ha1 Hb) as [mv [Hmv ->]]. rewrite M in Hmv.
    destruct Hmv as [<- | [<- | []]]; [exact L | apply Qle_refl].
  - apply value_ge_move; [exact Ha1 | exact Hb | rewrite M; right; left; reflexivity].
Qed.

Lemma inv_le : forall c y, 0 < c -> c <= y -> 1 / y <= 1 / c.
Proof.
  intros c y Hc Hy. apply Qle_shift_div_l; [exact Hc |].
  setoid_replace (1 / y * c) with (c / y) by (field; intro C; lra).
  apply Qle_shift_div_r; lra.
Qed.

Lemma qnat_pos : forall k, (1 <= k)%nat -> 0 < qnat k.
Proof. intros k Hk. apply Qlt_le_trans with 1; [reflexivity | exact (qnat_le_q 1 k Hk)]. Qed.

(* ---- P(2, m) = (m-1)/m ------------------------------------------------------------------- *)

Lemma question_two : forall m, (1 <= m)%nat -> qmove P 2 m (Q2 1) == 1 - 1 / qnat m.
Proof.
  intros m Hm. cbn [qmove]. replace (2 - 1)%nat with 1%nat by lia. rewrite (value_at_one m Hm).
  change (qnat 1) with 1. change (qnat 2) with 2. field. intro C.
  pose proof (qnat_pos m Hm). lra.
Qed.

Theorem P_two : forall m, (2 <= m)%nat -> P 2 m == (qnat m - 1) / qnat m.
Proof.
  intros m Hm. pose proof (qnat_le_q 2 m Hm) as M. change (qnat 2) with 2 in M.
  destruct (value_of_two_moves 2 m ltac:(lia) ltac:(lia)) as [Q _].
  rewrite Q; [rewrite (question_two m ltac:(lia)); field; intro C; lra |].
  rewrite (question_two m ltac:(lia)). cbn [qmove]. change (1 / qnat 2) with (1 # 2).
  assert (H : 1 / qnat m <= 1 / 2) by (apply inv_le; lra). change (1 / 2) with (1 # 2) in H.
  lra.
Qed.

(* ---- P(x, 2) = 2/x (x >= 4), P(3, 2) = 1/2 -------------------------------------------------- *)

(* the opponent at (2, j): 1/2 at j = 1, (j-1)/j at j >= 2 *)
Lemma P_two_any : forall j, (1 <= j)%nat -> P 2 j == if (j =? 1)%nat then 1 # 2 else (qnat j - 1) / qnat j.
Proof.
  intros j Hj. destruct (j =? 1)%nat eqn:J.
  - apply Nat.eqb_eq in J. subst j. rewrite (value_at_one 2 ltac:(lia)). reflexivity.
  - apply Nat.eqb_neq in J. apply P_two. lia.
Qed.

(* every move at (x, 2), x >= 3, is worth at most 2/x, and at most 3/(2x) when x = 3 *)
Lemma moves_at_two : forall x mv, (3 <= x)%nat -> In mv (moves Official x) ->
  qmove P x 2 mv <= (if (x =? 3)%nat then 3 # 2 else 2) / qnat x.
Proof.
  intros x mv Hx Hmv. pose proof (qnat_le_q 3 x Hx) as X. change (qnat 3) with 3 in X.
  assert (T : 3 # 2 <= (if (x =? 3)%nat then 3 # 2 else 2)) by (destruct (x =? 3)%nat; lra).
  destruct (official_move_cases x mv Hmv) as [-> | [k [-> [Hk Hkx]]]].
  - cbn [qmove]. apply Qle_trans with ((3 # 2) / qnat x).
    + apply Qmult_le_compat_r; [lra | apply Qlt_le_weak, Qinv_lt_0_compat; lra].
    + apply Qmult_le_compat_r; [exact T | apply Qlt_le_weak, Qinv_lt_0_compat; lra].
  - cbn [qmove]. rewrite (P_two_any k Hk), (P_two_any (x - k) ltac:(lia)).
    replace (x - k =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
    rewrite (qnat_sub x k) by lia.
    destruct (k =? 1)%nat eqn:K.
    + apply Nat.eqb_eq in K. subst k. change (qnat 1) with 1.
      apply Qle_trans with ((3 # 2) / qnat x).
      * apply Qle_minus_iff. setoid_replace ((3 # 2) / qnat x + - (1 - 1 / qnat x * (1 # 2) - (qnat x - 1) / qnat x *
          ((qnat x - 1 - 1) / (qnat x - 1)))) with 0 by (field; split; intro C; lra). lra.
      * apply Qmult_le_compat_r; [exact T | apply Qlt_le_weak, Qinv_lt_0_compat; lra].
    + apply Nat.eqb_neq in K.
      assert (Kq : 2 <= qnat k) by exact (qnat_le_q 2 k ltac:(lia)).
      assert (Lq : 2 <= qnat x - qnat k) by (rewrite <- (qnat_sub x k) by lia; exact (qnat_le_q 2 (x - k) ltac:(lia))).
      replace (x =? 3)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
      apply Qle_minus_iff. setoid_replace (2 / qnat x + - (1 - qnat k / qnat x * ((qnat k - 1) / qnat k) -
          (qnat x - qnat k) / qnat x * ((qnat x - qnat k - 1) / (qnat x - qnat k)))) with 0
        by (field; repeat split; intro C; lra). lra.
Qed.

Theorem P_x_two : forall x, (4 <= x)%nat -> P x 2 == 2 / qnat x.
Proof.
  intros x Hx. pose proof (qnat_le_q 4 x Hx) as X. change (qnat 4) with 4 in X.
  apply Qle_antisym.
  - destruct (value_is_move x 2 ltac:(lia) ltac:(lia)) as [mv [Hmv ->]].
    pose proof (moves_at_two x mv ltac:(lia) Hmv) as H.
    replace (x =? 3)%nat with false in H by (symmetry; apply Nat.eqb_neq; lia). exact H.
  - apply Qle_trans with (qmove P x 2 (Q2 2)); [| apply value_ge_move; [lia | lia | apply official_question_in; lia]].
    cbn [qmove]. rewrite (P_two 2 ltac:(lia)), (P_two (x - 2) ltac:(lia)), (qnat_sub x 2) by lia.
    change (qnat 2) with 2. apply Qle_lteq. right.
    field. repeat split; intro C; lra.
Qed.

Lemma P_three_two : P 3 2 == 1 # 2.
Proof.
  apply Qle_antisym.
  - destruct (value_is_move 3 2 ltac:(lia) ltac:(lia)) as [mv [Hmv ->]].
    apply Qle_trans with ((3 # 2) / qnat 3); [exact (moves_at_two 3 mv ltac:(lia) Hmv) |].
    apply Qle_lteq. right. reflexivity.
  - apply Qle_trans with (qmove P 3 2 (Q2 1)); [| apply value_ge_move; [lia | lia | apply official_question_in; lia]].
    cbn [qmove]. rewrite (value_at_one 2 ltac:(lia)), (P_two 2 ltac:(lia)).
    change (qnat 1) with 1. change (qnat 2) with 2. change (qnat 3) with 3. change (3 - 1)%nat with 2%nat.
    change (qnat 2) with 2. apply Qle_lteq. right. field.
Qed.

(* ---- Section 1: n = 2 and n = 3 ----------------------------------------------------------- *)

Theorem n_equals_2 : forall m, (2 <= m)%nat ->
  (In (move_of 2 0) (optimal_moves Official 2 m) <-> m = 2%nat) /\
  In (move_of 2 1) (optimal_moves Official 2 m) /\
  P 2 m == (qnat m - 1) / qnat m /\ 1 # 2 <= P 2 m.
Proof.
  intros m Hm. pose proof (qnat_le_q 2 m Hm) as M. change (qnat 2) with 2 in M.
  change (move_of 2 0) with Guess. change (move_of 2 1) with (Q2 1).
  assert (E : P 2 m == 1 - 1 / qnat m) by (rewrite (P_two m Hm); field; intro C; lra).
  assert (H12 : 1 / qnat m <= 1 / 2) by (apply inv_le; lra). change (1 / 2) with (1 # 2) in H12.
  split; [| split; [| split]].
  - rewrite optimal_iff by lia. split.
    + intros [_ G]. cbn [qmove] in G. rewrite E in G. change (1 / qnat 2) with (1 # 2) in G.
      destruct (Nat.eq_dec m 2) as [-> | D]; [reflexivity | exfalso].
      assert (3 <= qnat m) by exact (qnat_le_q 3 m ltac:(lia)).
      assert (H3 : 1 / qnat m <= 1 / 3) by (apply inv_le; lra). change (1 / 3) with (1 # 3) in H3.
      lra.
    + intros ->. split; [rewrite moves_two; right; left; reflexivity |].
      cbn [qmove]. rewrite (P_two 2 ltac:(lia)). reflexivity.
  - rewrite optimal_iff by lia. split; [rewrite moves_two; left; reflexivity |].
    rewrite (question_two m ltac:(lia)), E. reflexivity.
  - exact (P_two m Hm).
  - rewrite E. lra.
Qed.

Theorem n_equals_3 : forall m, (1 <= m)%nat ->
  (In (move_of 3 0) (optimal_moves Official 3 m) <-> m = 1%nat) /\
  ((2 <= m)%nat -> In (move_of 3 1) (optimal_moves Official 3 m)).
Proof.
  intros m Hm. change (move_of 3 0) with Guess. change (move_of 3 1) with (Q2 1).
  (* at m >= 2 the question 1 : 2 beats the guess: 1 - 1/(3m) - (2/3) P(m, 2) > 1/3 *)
  assert (Beats : (2 <= m)%nat -> qmove P 3 m Guess < qmove P 3 m (Q2 1)).
  { intro Hm2. cbn [qmove]. rewrite (value_at_one m Hm). change (3 - 1)%nat with 2%nat.
    change (qnat 1) with 1. change (qnat 2) with 2. change (qnat 3) with 3.
    destruct (Nat.le_gt_cases 4 m) as [M4 | M4].
    - rewrite (P_x_two m M4). pose proof (qnat_le_q 4 m M4) as X. change (qnat 4) with 4 in X.
      apply Qlt_minus_iff. setoid_replace (1 - 1 / 3 * (1 / qnat m) - 2 / 3 * (2 / qnat m) + - (1 / 3))
        with ((2 * qnat m - 5) / (3 * qnat m)) by (field; intro C; lra).
      apply Qlt_shift_div_l; lra.
    - assert (m = 2 \/ m = 3)%nat as [-> | ->] by lia.
      + rewrite (P_two 2 ltac:(lia)). reflexivity.
      + rewrite P_three_two. reflexivity. }
  split.
  - rewrite optimal_iff by lia. split.
    + intros [_ G]. destruct (Nat.eq_dec m 1) as [-> | D]; [reflexivity | exfalso].
      pose proof (Beats ltac:(lia)) as B.
      pose proof (value_ge_move 3 m (Q2 1) ltac:(lia) Hm ltac:(rewrite moves_three; left; reflexivity)) as V.
      lra.
    + intros ->. split; [rewrite moves_three; right; left; reflexivity |].
      destruct (value_of_two_moves 3 1 ltac:(lia) ltac:(lia)) as [_ G]. symmetry. apply G.
      cbn [qmove]. change (3 - 1)%nat with 2%nat. rewrite (fact_winner 1 ltac:(lia)), (fact_winner 2 ltac:(lia)).
      apply Qle_lteq. left. reflexivity.
  - intro Hm2. rewrite optimal_iff by lia. split; [rewrite moves_three; left; reflexivity |].
    destruct (value_of_two_moves 3 m ltac:(lia) Hm) as [Q _]. symmetry. apply Q.
    apply Qlt_le_weak. exact (Beats Hm2).
Qed.
