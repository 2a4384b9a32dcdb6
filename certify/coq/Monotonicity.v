(* Monotonicity.v -- Cushing et al.'s game value is monotone in both pools, for all a, b:
   P(a+1, b) <= P(a, b) <= P(a, b+1), against GuessWho.v's own definition of the game
   ([value Official], every move of the official rules considered), with no axiom.
   Part of certify (docs/coq.md, docs/theorems/cushing-theorem-1.1.md); stock Coq 8.16.

   The registry's claim cushing.monotonicity.all (the paper uses the second inequality without
   proof, in Lemma 1.5 (i): P(m, n-1) >= P(m, 4)) is proved there by a proof DAG over an
   uninterpreted P: four nodes (terminal, step-opponent, step-own.one, step-own.split) and a glue
   that binds them to the game through the rule facts.  The same induction here, over the game
   itself (RuleFacts.v's [value_is_move], [value_ge_move], [question_value]):

   * [step_opponent], [step_own_one], [step_own_split]: the nodes' arithmetic over Q, stated with
     the node's variables (x = P at the larger state, y = P at the smaller one, ...);
   * [monotonicity]: strong induction on a + b.  M2 at (a, b): the move that attains P(a, b) is a
     move at (a, b+1) too (the guess, or the question k : a-k leaving the opponent at (b+1, k),
     (b+1, a-k) instead of (b, k), (b, a-k): M1 at those, smaller); M1 at (a, b): the move that
     attains P(a+1, b) is the guess (1/(a+1) <= 1/a), the question 1 : a (matched by the
     question 1 : a-1, with M2 at (b, a-1) and the guess at (b, a)) or the question k : a+1-k,
     k >= 2 (matched by the mixture of k : a-k and k-1 : a+1-k, with M2 at (b, k-1), (b, a-k)).

   Theorems: [monotonicity] (both), [monotone_own] (P(a+1, b) <= P(a, b)), [monotone_opponent]
   (P(a, b) <= P(a, b+1)). *)

From Coq Require Import Arith Wf_nat ZArith QArith List Lia Lqa.
Import ListNotations.
Require Import Certify.GuessWho.
Require Import Certify.RuleFacts.

Open Scope Q_scope.

(* ---- the nodes' arithmetic ---------------------------------------------------------------- *)

(* cushing.monotonicity.step-opponent: a question's value can only grow when each part's value to
   the opponent shrinks (u' <= u, v' <= v) *)
Lemma step_opponent : forall A K L u v u' v', 0 < A -> 0 <= K -> 0 <= L -> u' <= u -> v' <= v ->
  1 - K / A * u - L / A * v <= 1 - K / A * u' - L / A * v'.
Proof.
  intros A K L u v u' v' HA HK HL Hu Hv.
  assert (0 <= K / A) by (apply Qle_shift_div_l; lra).
  assert (0 <= L / A) by (apply Qle_shift_div_l; lra).
  assert (0 <= K / A * (u - u')) by (apply Qmult_le_0_compat; lra).
  assert (0 <= L / A * (v - v')) by (apply Qmult_le_0_compat; lra).
  lra.
Qed.

Lemma div_nonneg : forall x y, 0 <= x -> 0 < y -> 0 <= x / y.
Proof. intros x y Hx Hy. apply Qle_shift_div_l; lra. Qed.

(* the guess: 1/(A+1) <= 1/A *)
Lemma guess_smaller : forall A, 1 <= A -> 1 / (A + 1) <= 1 / A.
Proof.
  intros A HA. assert (E : 1 / A - 1 / (A + 1) == 1 / (A * (A + 1))) by (field; split; intro C; lra).
  assert (0 <= 1 / (A * (A + 1))) by (apply div_nonneg; nra).
  lra.
Qed.

(* cushing.monotonicity.step-own.one: the question 1 : A at (A+1, B) against the question 1 : A-1 at
   (A, B), with s = P(B, 1) = 1/B, t = P(B, A-1) <= v = P(B, A) (M2) and B v >= 1 (the guess) *)
Lemma step_own_one : forall A B t v, 2 <= A -> 1 <= B -> t <= v -> 1 <= B * v ->
  1 - 1 / (A + 1) * (1 / B) - A / (A + 1) * v <= 1 - 1 / A * (1 / B) - (A - 1) / A * t.
Proof.
  intros A B t v HA HB Htv HBv.
  assert (E : (1 - 1 / A * (1 / B) - (A - 1) / A * t) - (1 - 1 / (A + 1) * (1 / B) - A / (A + 1) * v)
              == ((A * A - 1) * B * (v - t) + (B * v - 1)) / (A * (A + 1) * B))
    by (field; repeat split; intro C; lra).
  assert (0 <= (A * A - 1) * B * (v - t)) by (apply Qmult_le_0_compat; [apply Qmult_le_0_compat|]; nra).
  assert (0 <= ((A * A - 1) * B * (v - t) + (B * v - 1)) / (A * (A + 1) * B)) by (apply div_nonneg; nra).
  lra.
Qed.

(* cushing.monotonicity.step-own.split: the question K : D+1 at (K+D+1, B) against the mixture, with
   weights (D+1)/(K+D+1) and K/(K+D+1), of the questions K : D and K-1 : D+1 at (K+D, B);
   u = P(B, K), v = P(B, D+1), w = P(B, K-1) <= u, t = P(B, D) <= v (M2) *)
Lemma step_own_split : forall K D u v w t y, 2 <= K -> 1 <= D -> w <= u -> t <= v ->
  1 - K / (K + D) * u - D / (K + D) * t <= y ->
  1 - (K - 1) / (K + D) * w - (D + 1) / (K + D) * v <= y ->
  1 - K / (K + D + 1) * u - (D + 1) / (K + D + 1) * v <= y.
Proof.
  intros K D u v w t y HK HD Hw Ht H1 H2.
  set (L1 := 1 - K / (K + D) * u - D / (K + D) * t) in *.
  set (L2 := 1 - (K - 1) / (K + D) * w - (D + 1) / (K + D) * v) in *.
  set (x := 1 - K / (K + D + 1) * u - (D + 1) / (K + D + 1) * v).
  set (l := (D + 1) / (K + D + 1)).
  assert (Hl0 : 0 <= l) by (apply div_nonneg; lra).
  assert (Hl1 : 0 <= 1 - l) by (unfold l; setoid_replace (1 - (D + 1) / (K + D + 1)) with (K / (K + D + 1))
                                  by (field; intro C; lra); apply div_nonneg; lra).
  assert (0 <= l * (y - L1)) by (apply Qmult_le_0_compat; lra).
  assert (0 <= (1 - l) * (y - L2)) by (apply Qmult_le_0_compat; lra).
  assert (E : l * L1 + (1 - l) * L2 - x
              == (K * (K - 1) * (u - w) + D * (D + 1) * (v - t)) / ((K + D) * (K + D + 1)))
    by (unfold l, L1, L2, x; field; split; intro C; lra).
  assert (0 <= K * (K - 1) * (u - w)) by (apply Qmult_le_0_compat; [nra | lra]).
  assert (0 <= D * (D + 1) * (v - t)) by (apply Qmult_le_0_compat; [nra | lra]).
  assert (0 <= (K * (K - 1) * (u - w) + D * (D + 1) * (v - t)) / ((K + D) * (K + D + 1)))
    by (apply div_nonneg; nra).
  lra.
Qed.

(* ---- the induction over the game ---------------------------------------------------------- *)

Lemma qnat_succ : forall a, qnat (S a) == qnat a + 1.
Proof. intro a. unfold qnat. rewrite Nat2Z.inj_succ. unfold Z.succ. rewrite inject_Z_plus. reflexivity. Qed.

Lemma qnat_le : forall c k, (c <= k)%nat -> qnat c <= qnat k.
Proof. intros c k H. unfold qnat, inject_Z, Qle. simpl. lia. Qed.

Lemma qnat_ge1 : forall k, (1 <= k)%nat -> 1 <= qnat k.
Proof. intros k Hk. exact (qnat_le 1 k Hk). Qed.

(* P(a+1, b) <= P(a, b) (M1) and P(a, b) <= P(a, b+1) (M2) at every a, b >= 1 *)
Theorem monotonicity : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> P (S a) b <= P a b /\ P a b <= P a (S b).
Proof.
  assert (Main : forall s a b, (a + b = s)%nat -> (1 <= a)%nat -> (1 <= b)%nat ->
                 P (S a) b <= P a b /\ P a b <= P a (S b)).
  { intro s. induction s as [s IH] using lt_wf_ind. intros a b Hs Ha Hb.
    assert (M1 : forall x y, (x + y < s)%nat -> (1 <= x)%nat -> (1 <= y)%nat -> P (S x) y <= P x y)
      by (intros x y Hxy Hx Hy; exact (proj1 (IH (x + y)%nat Hxy x y eq_refl Hx Hy))).
    assert (M2 : forall x y, (x + y < s)%nat -> (1 <= x)%nat -> (1 <= y)%nat -> P x y <= P x (S y))
      by (intros x y Hxy Hx Hy; exact (proj2 (IH (x + y)%nat Hxy x y eq_refl Hx Hy))).
    split.
    - (* M1 at (a, b): the move that attains P(a+1, b) *)
      destruct (Nat.eq_dec a 1) as [-> | Ha2].
      { rewrite (fact_winner b Hb). apply fact_probability; lia. }
      destruct (value_is_move (S a) b ltac:(lia) Hb) as [mv [Hmv ->]].
      destruct (official_move_cases (S a) mv Hmv) as [-> | [k [-> [Hk Hka]]]].
      + (* the guess *)
        apply Qle_trans with (qmove P a b Guess); [| apply value_ge_move; [lia | exact Hb | apply official_guess_in]].
        cbn [qmove]. rewrite qnat_succ. apply guess_smaller, qnat_ge1. lia.
      + destruct (Nat.eq_dec k 1) as [-> | Hk2].
        * (* the question 1 : a, matched by 1 : a-1 *)
          pose proof (question_value a b 1 ltac:(lia) Hb ltac:(lia)) as Hy.
          pose proof (M2 b (a - 1)%nat ltac:(lia) Hb ltac:(lia)) as Htv.
          replace (S (a - 1)) with a in Htv by lia.
          pose proof (fact_guess b a Hb ltac:(lia)) as Hg.
          rewrite (value_at_one b Hb) in Hy. cbn [qmove]. rewrite (value_at_one b Hb).
          replace (S a - 1)%nat with a by lia.
          apply Qle_trans with (2 := Hy).
          change (qnat 1) with 1. rewrite (qnat_succ a), (qnat_sub a 1) by lia.
          apply step_own_one; [exact (qnat_le 2 a ltac:(lia)) | exact (qnat_ge1 b Hb) | exact Htv |].
          exact Hg.
        * (* the question k : a+1-k, k >= 2, matched by the mixture of k : a-k and k-1 : a+1-k *)
          pose proof (question_value a b k ltac:(lia) Hb ltac:(lia)) as H1.
          pose proof (question_value a b (k - 1) ltac:(lia) Hb ltac:(lia)) as H2.
          pose proof (M2 b (k - 1)%nat ltac:(lia) Hb ltac:(lia)) as Hw.
          pose proof (M2 b (a - k)%nat ltac:(lia) Hb ltac:(lia)) as Ht.
          replace (S (k - 1)) with k in Hw by lia.
          replace (a - (k - 1))%nat with (S (a - k)) in H2 by lia.
          cbn [qmove]. replace (S a - k)%nat with (S (a - k)) by lia.
          assert (EA : qnat a == qnat k + qnat (a - k)) by (rewrite (qnat_sub a k) by lia; ring).
          rewrite (qnat_succ a), EA, (qnat_succ (a - k)). rewrite EA in H1, H2. rewrite (qnat_succ (a - k)) in H2.
          rewrite (qnat_sub k 1) in H2 by lia. change (qnat 1) with 1 in H2.
          apply (step_own_split _ _ _ _ _ _ _ (qnat_le 2 k ltac:(lia)) (qnat_ge1 (a - k) ltac:(lia)) Hw Ht H1 H2).
    - (* M2 at (a, b): the move that attains P(a, b) is a move at (a, b+1) *)
      destruct (value_is_move a b Ha Hb) as [mv [Hmv ->]].
      apply Qle_trans with (qmove P a (S b) mv); [| apply value_ge_move; [exact Ha | lia | exact Hmv]].
      destruct (official_move_cases a mv Hmv) as [-> | [k [-> [Hk Hka]]]]; [apply Qle_refl |].
      cbn [qmove]. apply step_opponent; [apply qnat_S_pos; exact Ha | apply qnat_nonneg | apply qnat_nonneg | |].
      + apply M1; lia.
      + apply M1; lia. }
  intros a b Ha Hb. exact (Main (a + b)%nat a b eq_refl Ha Hb).
Qed.

(* cushing.monotonicity.own: more candidates of one's own are worse *)
Corollary monotone_own : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> P (S a) b <= P a b.
Proof. intros a b Ha Hb. exact (proj1 (monotonicity a b Ha Hb)). Qed.

(* cushing.monotonicity.opponent: more candidates of the opponent's are better *)
Corollary monotone_opponent : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> P a b <= P a (S b).
Proof. intros a b Ha Hb. exact (proj2 (monotonicity a b Ha Hb)). Qed.
