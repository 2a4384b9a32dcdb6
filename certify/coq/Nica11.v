(* Nica11.v -- Nica's Theorem 1.1 for all n, m, against GuessWho.v's own game value [value Nica]
   (every bid of the rules considered), kernel-checked with no axiom.  Part of certify
   (docs/coq.md, docs/theorems/nica-theorem-1.1.md); checked by stock Coq 8.16.

   [q] is the registry's closed form (nica.toml: q, qW, qU; Nica's Eq. (4.3)):
     q(1, m) = 1, q(n, 1) = 0, and otherwise, with k = floor(log2(m-1)):
     qW k n m = 2^(k+1)/n - (2/3)(2^(2k+1) + 1)/(mn)        if n > 2^(k+1)   (the weeds)
     qU j n m = 1 - 2^j/m + (2/3)(2^(2j) + 2)/(mn)          otherwise, j = floor(log2(n-1)).

   The proof follows the registry's DAG nica.theorem-1.1 (nica.toml, nica-dags.toml):
   * [value_unique] (any rules; the DAG's glue): a function with the terminal values that
     satisfies the optimality equation over all moves at every other state is [value]
     (induction on n + m, the fuel of [qvalue]);
   * [q_terminal] (nica.theorem-1.1.terminal);
   * [weeds_attains], [upper_attains], [nica_bid_attains_holds] (Theorem 4.4): the stated bid,
     2^k in the weeds and floor(n/2) with the upper hand, attains q;
   * [weeds_below] (Lemma 4.1, the DAG's cover.W) and [upper_below] (Lemma 4.2, cover.U, through
     [child_bound]: each part x of a bid contributes x m q(m, x) - 2^j x + (2^(2j) + 2)/3 >= 0),
     [nica_bids_below_holds]: no bid beats q;
   * [nica_theorem_1_1]: forall n m, is_state Nica n m = true -> value Nica n m == q n m, and
     [nica_stated_bid_optimal]: the stated bid is a move whose value is the game value.
   In each case the children's regions are derived from the levels (2^l < x <= 2^(l+1)); the
   identities are closed by [field], the inequalities by [nra] from products of the level
   bounds.  [nica_optimality_small] also computes the optimality equation of q for n, m <= 32. *)

From Coq Require Import ZArith QArith List Lia Bool Lqa.
Import ListNotations.
Require Import Certify.GuessWho.

Open Scope Q_scope.

(* ---- the optimality equation determines the value (any rules) ------------------------------ *)

Lemma qle_bool_compat : forall x x' y y', x == x' -> y == y' -> Qle_bool x y = Qle_bool x' y'.
Proof.
  intros x x' y y' Ex Ey.
  destruct (Qle_bool x y) eqn:E1; destruct (Qle_bool x' y') eqn:E2; try reflexivity.
  - apply Qle_bool_iff in E1. rewrite Ex, Ey in E1. apply Qle_bool_iff in E1. congruence.
  - apply Qle_bool_iff in E2. rewrite <- Ex, <- Ey in E2. apply Qle_bool_iff in E2. congruence.
Qed.

Lemma qmax_compat : forall x x' y y', x == x' -> y == y' -> qmax x y == qmax x' y'.
Proof.
  intros x x' y y' Ex Ey. unfold qmax. rewrite (qle_bool_compat x x' y y' Ex Ey).
  destruct (Qle_bool x' y'); assumption.
Qed.

Lemma qbest_ext : forall (A : Type) (f g : A -> Q) (L : list A),
  (forall x, In x L -> f x == g x) -> qbest (map f L) == qbest (map g L).
Proof.
  intros A f g [| a t] H; simpl; [reflexivity |].
  assert (Ha : f a == g a) by (apply H; left; reflexivity).
  assert (Ht : forall x, In x t -> f x == g x) by (intros; apply H; right; assumption).
  clear H. induction t as [| b t IH]; simpl; [exact Ha |].
  apply qmax_compat; [apply Ht; left; reflexivity | apply IH; intros; apply Ht; right; assumption].
Qed.

Lemma qmove_ext : forall v w n m mv,
  (forall p, In p (parts n mv) -> v m p == w m p) -> qmove v n m mv == qmove w n m mv.
Proof.
  intros v w n m [| a | a b] H; simpl in *; [reflexivity | |].
  - rewrite (H a), (H (n - a)%nat) by tauto. reflexivity.
  - rewrite (H a), (H b), (H (n - a - b)%nat) by tauto. reflexivity.
Qed.

Lemma is_state_pos : forall r n m, is_state r n m = true -> (1 <= n /\ 1 <= m)%nat.
Proof.
  intros r n m H. unfold is_state in H.
  apply andb_prop in H as [H _]. apply andb_prop in H as [Hn Hm].
  apply Nat.leb_le in Hn. apply Nat.leb_le in Hm. lia.
Qed.

Theorem value_unique : forall r (V : nat -> nat -> Q),
  (forall n m, is_state r n m = true -> terminal r n m = true -> V n m == terminal_q n) ->
  (forall n m, is_state r n m = true -> terminal r n m = false ->
     V n m == qbest (map (qmove V n m) (moves r n))) ->
  forall n m, is_state r n m = true -> value r n m == V n m.
Proof.
  intros r V Hterm Hopt.
  assert (G : forall f n m, is_state r n m = true -> (n + m <= f)%nat -> qvalue r f n m == V n m).
  { induction f as [| f IH]; intros n m Hs Hf.
    - pose proof (is_state_pos r n m Hs). lia.
    - simpl. destruct (terminal r n m) eqn:E.
      + symmetry. apply Hterm; assumption.
      + rewrite (Hopt n m Hs E). apply qbest_ext. intros mv Hmv. apply qmove_ext.
        intros p Hp. pose proof (parts_in_range r n mv p Hmv Hp).
        apply IH; [apply (child_state r n m p Hs E); lia | lia]. }
  intros n m Hs. apply G; [exact Hs | lia].
Qed.

(* ---- the closed form of Theorem 1.1 (Eq. (4.3); the registry's q, qW, qU) ---------------- *)

Definition qpow (e : nat) : Q := qnat (2 ^ e).

(* weeds: 2^(k+1)/n - (2/3) (2^(2k+1) + 1)/(m n) *)
Definition qW (k n m : nat) : Q :=
  qpow (k + 1) / qnat n - (2 # 3) * ((qpow (2 * k + 1) + 1) / (qnat m * qnat n)).

(* upper hand: 1 - 2^k/m + (2/3) (2^(2k) + 2)/(m n) *)
Definition qU (k n m : nat) : Q :=
  1 - qpow k / qnat m + (2 # 3) * ((qpow (2 * k) + 2) / (qnat m * qnat n)).

(* q(1, m) = 1, q(n, 1) = 0; else with k = floor(log2(m-1)): qW k if n > 2^(k+1), otherwise
   qU at the level floor(log2(n-1)) of n. *)
Definition q (n m : nat) : Q :=
  if (n =? 1)%nat then 1
  else if (m =? 1)%nat then 0
  else let k := Nat.log2 (m - 1) in
       if (2 ^ (k + 1) <? n)%nat then qW k n m else qU (Nat.log2 (n - 1)) n m.

(* nica.theorem-1.1.terminal *)
Lemma q_terminal : forall n m, is_state Nica n m = true -> terminal Nica n m = true ->
  q n m == terminal_q n.
Proof.
  intros n m _ Ht. unfold terminal, terminal_q, q in *. simpl in Ht.
  destruct (n =? 1)%nat; [reflexivity |]. simpl in Ht. rewrite Ht. reflexivity.
Qed.

Lemma nica_nonterminal : forall n m, is_state Nica n m = true -> terminal Nica n m = false ->
  (2 <= n /\ 2 <= m)%nat.
Proof.
  intros n m Hs Ht. pose proof (is_state_pos Nica n m Hs) as [Hn Hm].
  unfold terminal in Ht. simpl in Ht. apply orb_false_iff in Ht as [H1 H2].
  apply Nat.eqb_neq in H1. apply Nat.eqb_neq in H2. lia.
Qed.

(* ---- the optimality equation, and its two halves ----------------------------------------- *)

(* q satisfies the optimality equation at every non-terminal state (both pools >= 2). *)
Definition nica_optimality : Prop := forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  q n m == qbest (map (qmove q n m) (moves Nica n)).

Theorem nica_theorem_1_1_from_optimality : nica_optimality ->
  forall n m, is_state Nica n m = true -> value Nica n m == q n m.
Proof.
  intros Opt. apply value_unique.
  - exact q_terminal.
  - intros n m Hs Ht. destruct (nica_nonterminal n m Hs Ht). apply Opt; assumption.
Qed.

(* The equation's two halves.  A bid b and n - b are the same question; GuessWho.v lists it once,
   as [Q2 a] with a = min(b, n - b). *)
Definition nica_bids_below : Prop := forall n m a, (2 <= n)%nat -> (2 <= m)%nat ->
  In (Q2 a) (moves Nica n) -> qmove q n m (Q2 a) <= q n m.

(* The stated bid: 2^k (k = floor(log2(m-1))) in the weeds, floor(n/2) with the upper hand. *)
Definition stated_bid (n m : nat) : nat :=
  let k := Nat.log2 (m - 1) in if (2 ^ (k + 1) <? n)%nat then 2 ^ k else n / 2.

Definition nica_bid_attains : Prop := forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  qmove q n m (Q2 (stated_bid n m)) == q n m.

Lemma qbest_cons_ge : forall x t, x <= qbest (x :: t) /\ forall y, In y t -> y <= qbest (x :: t).
Proof.
  intros x t. induction t as [| y t [IHx IHt]]; simpl in *.
  - split; [apply Qle_refl | intros _ []].
  - set (r := fold_right qmax x t) in *. unfold qmax. destruct (Qle_bool y r) eqn:E.
    + apply Qle_bool_iff in E. split; [exact IHx |].
      intros z [<- | Hz]; [exact E | apply IHt; exact Hz].
    + assert (L : r <= y).
      { apply Qlt_le_weak, Qnot_le_lt. intro C. apply Qle_bool_iff in C. congruence. }
      split; [apply Qle_trans with r; assumption |].
      intros z [<- | Hz]; [apply Qle_refl | apply Qle_trans with r; [apply IHt |]; assumption].
Qed.

Lemma qbest_in : forall x t, In (qbest (x :: t)) (x :: t).
Proof.
  intros x t. induction t as [| y t IH]; simpl in *; [left; reflexivity |].
  set (r := fold_right qmax x t) in *. unfold qmax. destruct (Qle_bool y r).
  - destruct IH as [E | E]; [left; exact E | right; right; exact E].
  - right; left; reflexivity.
Qed.

(* a list whose members are all <= c and one of which equals c has best c *)
Lemma qbest_is : forall L c, (forall y, In y L -> y <= c) -> (exists y, In y L /\ y == c) -> qbest L == c.
Proof.
  intros [| x t] c Hle [y [Hy Ey]]; [destruct Hy |].
  apply Qle_antisym.
  - apply Hle, qbest_in.
  - rewrite <- Ey. destruct (qbest_cons_ge x t) as [Hx Ht].
    destruct Hy as [<- | Hy]; [exact Hx | apply Ht; exact Hy].
Qed.

Lemma nica_moves : forall n mv, In mv (moves Nica n) -> exists a, mv = Q2 a /\ (1 <= a /\ 2 * a <= n)%nat.
Proof.
  intros n mv H. unfold moves, splits2 in H. simpl in H. rewrite app_nil_r in H.
  apply in_map_iff in H as [a [<- Ha]]. apply filter_In in Ha as [Ha Hle].
  apply in_range in Ha. apply Nat.leb_le in Hle. exists a. split; [reflexivity | lia].
Qed.

Lemma nica_move_in : forall n a, (1 <= a)%nat -> (2 * a <= n)%nat -> In (Q2 a) (moves Nica n).
Proof.
  intros n a H1 H2. unfold moves, splits2. simpl. rewrite app_nil_r.
  apply in_map. apply filter_In. split; [apply in_range; lia | apply Nat.leb_le; lia].
Qed.

(* The stated bid is a bid: 1 <= b and 2b <= n (2^k < m, and in the weeds 2^(k+1) < n). *)
Lemma stated_bid_move : forall n m, (2 <= n)%nat -> (2 <= m)%nat -> In (Q2 (stated_bid n m)) (moves Nica n).
Proof.
  intros n m Hn Hm. unfold stated_bid. set (k := Nat.log2 (m - 1)).
  pose proof (Nat.pow_nonzero 2 k ltac:(lia)) as P.
  rewrite Nat.pow_add_r in *. simpl (2 ^ 1)%nat.
  destruct (2 ^ k * 2 <? n)%nat eqn:E; apply nica_move_in.
  - lia.
  - apply Nat.ltb_lt in E. lia.
  - apply Nat.div_le_lower_bound; lia.
  - pose proof (Nat.mul_div_le n 2 ltac:(lia)). lia.
Qed.

Theorem nica_theorem_1_1_from_cases : nica_bids_below -> nica_bid_attains ->
  forall n m, is_state Nica n m = true -> value Nica n m == q n m.
Proof.
  intros Below Attains. apply nica_theorem_1_1_from_optimality. intros n m Hn Hm.
  symmetry. apply qbest_is.
  - intros y Hy. apply in_map_iff in Hy as [mv [<- Hmv]].
    destruct (nica_moves n mv Hmv) as [a [-> _]]. apply Below; assumption.
  - exists (qmove q n m (Q2 (stated_bid n m))). split.
    + apply in_map, stated_bid_move; assumption.
    + apply Attains; assumption.
Qed.

(* A look at the definitions: the optimality equation of q, computed at every non-terminal state
   with n, m <= 32 (the theorems below prove it for all n, m). *)
Example nica_optimality_small : forallb (fun n => forallb (fun m =>
    Qeq_bool (q n m) (qbest (map (qmove q n m) (moves Nica n)))) (range 2 31)) (range 2 31) = true.
Proof. vm_compute. reflexivity. Qed.

(* ---- the stated bid attains q in the weeds (proved) ------------------------------------------ *)

Lemma pow2_pos : forall e, (1 <= 2 ^ e)%nat.
Proof. intro e. pose proof (Nat.pow_nonzero 2 e ltac:(lia)). lia. Qed.

Lemma pow2_succ : forall e, (2 ^ (e + 1) = 2 * 2 ^ e)%nat.
Proof. intro e. rewrite Nat.pow_add_r. simpl. lia. Qed.

Lemma log2_level : forall x k, (2 ^ k <= x < 2 ^ (k + 1))%nat -> Nat.log2 x = k.
Proof. intros x k H. apply Nat.log2_unique; [lia | replace (S k) with (k + 1)%nat by lia; exact H]. Qed.

(* every y >= 2 has a level: 2^k < y <= 2^(k+1) *)
Lemma level : forall y, (2 <= y)%nat -> exists k, (2 ^ k < y <= 2 ^ (k + 1))%nat.
Proof.
  intros y Hy. exists (Nat.log2 (y - 1)). pose proof (Nat.log2_spec (y - 1) ltac:(lia)).
  replace (S (Nat.log2 (y - 1))) with (Nat.log2 (y - 1) + 1)%nat in H by lia. lia.
Qed.

Lemma q_weeds : forall n m k, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (2 ^ (k + 1) < n)%nat -> q n m == qW k n m.
Proof.
  intros n m k Hm Hn. pose proof (pow2_pos k). rewrite pow2_succ in *.
  unfold q. replace (n =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
  replace (m =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
  rewrite (log2_level (m - 1) k) by (rewrite pow2_succ; lia). rewrite pow2_succ.
  replace (2 * 2 ^ k <? n)%nat with true by (symmetry; apply Nat.ltb_lt; lia). reflexivity.
Qed.

Lemma q_upper : forall n m k j, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (2 <= n <= 2 ^ (k + 1))%nat ->
  (2 ^ j < n <= 2 ^ (j + 1))%nat -> q n m == qU j n m.
Proof.
  intros n m k j Hm Hn Hj. pose proof (pow2_pos k). pose proof (pow2_pos j). rewrite pow2_succ in *.
  unfold q. replace (n =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
  replace (m =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
  rewrite (log2_level (m - 1) k) by (rewrite pow2_succ; lia). rewrite pow2_succ.
  replace (2 * 2 ^ k <? n)%nat with false by (symmetry; apply Nat.ltb_ge; lia).
  rewrite (log2_level (n - 1) j) by (rewrite pow2_succ; lia). reflexivity.
Qed.

Lemma qnat_add : forall a b, qnat (a + b) == qnat a + qnat b.
Proof. intros a b. unfold qnat. rewrite Nat2Z.inj_add, inject_Z_plus. reflexivity. Qed.

Lemma qnat_split : forall a b, (b <= a)%nat -> qnat a == qnat (a - b) + qnat b.
Proof. intros a b H. rewrite <- qnat_add. replace (a - b + b)%nat with a by lia. reflexivity. Qed.

Lemma qpow_succ : forall e, qpow (e + 1) == 2 * qpow e.
Proof. intro e. unfold qpow, qnat. rewrite pow2_succ, Nat2Z.inj_mul, inject_Z_mult. reflexivity. Qed.

Lemma qpow_double : forall e, qpow (2 * e) == qpow e * qpow e.
Proof.
  intro e. unfold qpow, qnat. replace (2 * e)%nat with (e + e)%nat by lia.
  rewrite Nat.pow_add_r, Nat2Z.inj_mul, inject_Z_mult. reflexivity.
Qed.

Theorem weeds_attains : forall n m k, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (2 ^ (k + 1) < n)%nat ->
  qmove q n m (Q2 (2 ^ k)) == q n m.
Proof.
  intros n m k Hm Hn. rewrite (q_weeds n m k Hm Hn). simpl qmove.
  pose proof (pow2_pos k) as Pk. pose proof (pow2_succ k) as Sk.
  destruct (level (n - 2 ^ k) ltac:(lia)) as [l Hl].
  destruct k as [| k'].
  - (* m = 2, the bid 1: (2, 1) is lost for the mover, (2, n - 1) is won *)
    simpl in *. replace m with 2%nat in * by lia.
    assert (Z1 : q 2 1 == 0) by reflexivity. rewrite Z1.
    rewrite (q_upper 2 (n - 1) l 0) by (simpl; lia).
    unfold qU, qW, qpow. simpl. rewrite (qnat_split n 1) by lia.
    set (D := qnat (n - 1)). assert (0 < D) by (apply qnat_pos; lia).
    change (qnat 1) with 1. change (qnat 2) with 2. change (qnat 4) with 4.
    field. repeat split; intro C; lra.
  - (* K = 2^(k'+1) >= 2: (m, K) is in the weeds at level k', (m, n - K) has the upper hand at level k *)
    set (K := (2 ^ S k')%nat) in *. assert (HK : K = (2 * 2 ^ k')%nat) by reflexivity.
    pose proof (pow2_pos k') as Pk'.
    rewrite (q_weeds m K k') by (rewrite pow2_succ; lia).
    assert (Lk : (S k' < l + 1)%nat).
    { apply (Nat.pow_lt_mono_r_iff 2); [lia |]. lia. }
    assert (Lm : (2 ^ (S k' + 1) <= 2 ^ (l + 1))%nat) by (apply Nat.pow_le_mono_r; lia).
    rewrite (q_upper m (n - K) l (S k')) by lia.
    unfold qW, qU. rewrite (qnat_split n K) by lia.
    change (qnat K) with (qpow (S k')).
    set (P := qpow k').
    assert (E1 : qpow (S k') == 2 * P) by (unfold P; replace (S k') with (k' + 1)%nat by lia; apply qpow_succ).
    assert (E2 : qpow (k' + 1) == 2 * P) by apply qpow_succ.
    assert (E3 : qpow (2 * k' + 1) == 2 * (P * P)) by (rewrite qpow_succ, qpow_double; reflexivity).
    assert (E4 : qpow (2 * S k') == 4 * (P * P)) by (rewrite qpow_double, E1; ring).
    assert (E5 : qpow (S k' + 1) == 4 * P) by (rewrite qpow_succ, E1; ring).
    assert (E6 : qpow (2 * S k' + 1) == 8 * (P * P)) by (rewrite qpow_succ, E4; ring).
    rewrite ?E6, ?E5, ?E4, ?E3, ?E2, ?E1.
    set (D := qnat (n - K)). set (M := qnat m).
    assert (0 < D) by (apply qnat_pos; lia). assert (0 < M) by (apply qnat_pos; lia).
    assert (0 < P) by (apply qnat_pos, pow2_pos).
    field. repeat split; intro C; lra.
Qed.

Lemma q_m_1 : forall m, (2 <= m)%nat -> q m 1 == 0.
Proof. intros m Hm. unfold q. replace (m =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia). reflexivity. Qed.

Lemma pow2_lt_inv : forall a b, (2 ^ a < 2 ^ b)%nat -> (a < b)%nat.
Proof. intros a b H. apply (Nat.pow_lt_mono_r_iff 2); [lia | exact H]. Qed.

Lemma pow2_le : forall a b, (a <= b)%nat -> (2 ^ a <= 2 ^ b)%nat.
Proof. intros a b H. apply Nat.pow_le_mono_r; lia. Qed.

Lemma qpow_S : forall e, qpow (S e) == 2 * qpow e.
Proof. intro e. replace (S e) with (e + 1)%nat by lia. apply qpow_succ. Qed.

Lemma pow2_le_inv : forall a b, (2 ^ a <= 2 ^ b)%nat -> (a <= b)%nat.
Proof. intros a b H. apply (Nat.pow_le_mono_r_iff 2); [lia | exact H]. Qed.

Ltac qpow_norm := repeat (first [rewrite qpow_succ | rewrite qpow_S | rewrite qpow_double]).

Theorem upper_attains : forall n m k, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (2 <= n <= 2 ^ (k + 1))%nat ->
  qmove q n m (Q2 (n / 2)) == q n m.
Proof.
  intros n m k Hm Hn.
  destruct (level n ltac:(lia)) as [j Hj].
  rewrite (q_upper n m k j Hm Hn Hj).
  pose proof (pow2_pos k). pose proof (pow2_pos j).
  assert (Jk : (j <= k)%nat) by (assert (j < k + 1)%nat by (apply pow2_lt_inv; lia); lia).
  pose proof (pow2_le j k Jk) as Pjk.
  change (qmove q n m (Q2 (n / 2))) with
    (1 - qnat (n / 2) / qnat n * q m (n / 2) - qnat (n - n / 2) / qnat n * q m (n - n / 2)).
  assert (0 < qnat m) by (apply qnat_pos; lia).
  destruct (Nat.lt_ge_cases n 4) as [Small | Big].
  - assert (n = 2 \/ n = 3)%nat as [-> | ->] by lia.
    + destruct j as [| j]; [| rewrite pow2_succ in Hj; simpl in Hj; pose proof (pow2_pos j); lia].
      change (2 / 2)%nat with 1%nat. change (2 - 1)%nat with 1%nat. rewrite !q_m_1 by lia.
      unfold qU, qpow. set (M := qnat m) in *. unfold qnat. simpl. field. intro C; lra.
    + destruct k as [| k]; [simpl in Hn; lia |].
      destruct j as [| [| j]]; [simpl in Hj; lia | | rewrite !pow2_succ in Hj; simpl in Hj; pose proof (pow2_pos j); lia].
      change (3 / 2)%nat with 1%nat. change (3 - 1)%nat with 2%nat. rewrite q_m_1 by lia.
      rewrite (q_weeds m 2 0) by (simpl; rewrite pow2_succ in Hm; simpl in Hm; lia).
      unfold qU, qW, qpow. set (M := qnat m) in *. unfold qnat. simpl. field. intro C; lra.
  - set (a := (n / 2)%nat) in *. set (b := (n - a)%nat).
    assert (Ha : (2 * a <= n <= 2 * a + 1)%nat)
      by (pose proof (Nat.div_mod n 2 ltac:(lia)); pose proof (Nat.mod_upper_bound n 2 ltac:(lia)); unfold a; lia).
    destruct j as [| j']; [simpl in Hj; lia |].
    pose proof (pow2_pos j') as Pj'.
    assert (E2 : (2 ^ S j' = 2 * 2 ^ j')%nat) by reflexivity. rewrite pow2_succ, E2 in Hj.
    destruct (level a ltac:(lia)) as [la Hla]. destruct (level b ltac:(lia)) as [lb Hlb].
    assert (Lb : lb = j').
    { assert (lb < j' + 1)%nat by (apply pow2_lt_inv; rewrite pow2_succ; lia).
      assert (j' < lb + 1)%nat by (apply pow2_lt_inv; lia). lia. }
    subst lb.
    assert (La1 : (la < j' + 1)%nat) by (apply pow2_lt_inv; rewrite pow2_succ; lia).
    assert (La2 : (j' <= la + 1)%nat) by (apply pow2_le_inv; lia).
    assert (Mk : (2 ^ (j' + 1) < m)%nat) by (rewrite pow2_succ; rewrite E2 in Pjk; lia).
    rewrite (q_weeds m b j') by lia.
    assert (Ma : (2 ^ (la + 1) < m)%nat) by (apply Nat.le_lt_trans with (2 ^ (j' + 1))%nat; [apply pow2_le; lia | lia]).
    rewrite (q_weeds m a la) by lia.
    unfold qW, qU. rewrite (qnat_split n a) by lia. fold b.
    destruct (Nat.eq_dec la j') as [-> | Ne].
    + (* generic: both halves at level j' *)
      qpow_norm.
      set (A := qnat a) in *. set (B := qnat b) in *. set (M := qnat m) in *. set (P := qpow j') in *.
      assert (0 < A) by (apply qnat_pos; lia). assert (0 < B) by (apply qnat_pos; lia).
      assert (0 < P) by (apply qnat_pos, pow2_pos).
      field. repeat split; intro C; lra.
    + (* n = 2^(j'+1) + 1: the lower half a = 2^j' is one level down, b = a + 1 *)
      assert (Lj : j' = S la) by lia. subst j'.
      assert (E3 : (2 ^ S la = 2 * 2 ^ la)%nat) by reflexivity.
      rewrite pow2_succ in Hla.
      assert (Ea : a = (2 * 2 ^ la)%nat) by lia.
      assert (Eb : b = (a + 1)%nat) by (unfold b; lia).
      assert (QB : qnat b == qnat a + 1) by (rewrite Eb, qnat_add; reflexivity).
      assert (QA : qnat a == 2 * qpow la)
        by (rewrite Ea; unfold qpow, qnat; rewrite Nat2Z.inj_mul, inject_Z_mult; reflexivity).
      rewrite QB, QA. qpow_norm.
      set (M := qnat m) in *. set (P := qpow la) in *.
      assert (0 < P) by (apply qnat_pos, pow2_pos).
      field. repeat split; intro C; lra.
Qed.

(* Theorem 4.4's attainment, for every non-terminal state: the stated bid attains q. *)
Theorem nica_bid_attains_holds : nica_bid_attains.
Proof.
  intros n m Hn Hm. unfold stated_bid.
  pose proof (Nat.log2_spec (m - 1) ltac:(lia)) as L. set (k := Nat.log2 (m - 1)) in *.
  replace (S k) with (k + 1)%nat in L by lia.
  destruct (Nat.ltb_spec (2 ^ (k + 1)) n).
  - apply weeds_attains; lia.
  - apply upper_attains with k; lia.
Qed.

(* The theorem from the bound: no bid beats q (the 33 cases of Lemmas 4.1 and 4.2, below). *)
Theorem nica_theorem_1_1_from_bound : nica_bids_below ->
  forall n m, is_state Nica n m = true -> value Nica n m == q n m.
Proof. intro Below. exact (nica_theorem_1_1_from_cases Below nica_bid_attains_holds). Qed.

(* ---- no bid beats q in the weeds (Lemma 4.1; proved) ----------------------------------------- *)

Lemma qnat_le : forall x y, (x <= y)%nat -> qnat x <= qnat y.
Proof. intros x y H. unfold qnat. rewrite <- Zle_Qle. lia. Qed.

Lemma div_nonneg : forall e d, 0 <= e -> 0 < d -> 0 <= e / d.
Proof. intros e d He Hd. apply Qle_shift_div_l; [exact Hd |]. rewrite Qmult_0_l. exact He. Qed.

Theorem weeds_below : forall n m k a, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (2 ^ (k + 1) < n)%nat ->
  (1 <= a)%nat -> (2 * a <= n)%nat -> qmove q n m (Q2 a) <= qW k n m.
Proof.
  intros n m k a Hm Hn Ha1 Ha2.
  pose proof (pow2_pos k) as Pk. pose proof (pow2_succ k) as Sk.
  change (qmove q n m (Q2 a)) with (1 - qnat a / qnat n * q m a - qnat (n - a) / qnat n * q m (n - a)).
  (* the larger part n - a > 2^k: (m, n - a) has the upper hand at level k *)
  destruct (level (n - a) ltac:(lia)) as [l' Hl'].
  assert (Lk : (k < l' + 1)%nat) by (apply pow2_lt_inv; lia).
  assert (Lm : (2 ^ (k + 1) <= 2 ^ (l' + 1))%nat) by (apply pow2_le; lia).
  rewrite (q_upper m (n - a) l' k) by lia.
  assert (0 < qnat m) by (apply qnat_pos; lia).
  assert (0 < qnat (n - a)) by (apply qnat_pos; lia).
  assert (MK : qpow k + 1 <= qnat m).
  { unfold qpow. replace (qnat (2 ^ k) + 1) with (qnat (2 ^ k + 1)) by (unfold qnat; rewrite Nat2Z.inj_add, inject_Z_plus; reflexivity).
    apply qnat_le. lia. }
  assert (K1 : 1 <= qpow k) by (apply (qnat_le 1), pow2_pos).
  destruct (Nat.eq_dec a 1) as [-> | Ha].
  - (* the bid 1: (m, 1) is lost for the mover *)
    rewrite q_m_1 by lia. unfold qW, qU. rewrite (qnat_split n 1) by lia. qpow_norm.
    set (D := qnat (n - 1)) in *. set (M := qnat m) in *. set (K := qpow k) in *.
    change (qnat 1) with 1.
    apply Qle_minus_iff.
    setoid_replace (2 * K / (D + 1) - (2 # 3) * ((2 * (K * K) + 1) / (M * (D + 1))) +
                    - (1 - 1 / (D + 1) * 0 - D / (D + 1) * (1 - K / D + (2 # 3) * ((K * K + 2) / (D * M)))))
      with ((K - 1) * (M - (2 # 3) * (K + 1)) / ((D + 1) * M)) by (field; repeat split; intro C; lra).
    apply div_nonneg; [nra | nra].
  - destruct (level a ltac:(lia)) as [la Hla].
    assert (0 < qnat a) by (apply qnat_pos; lia).
    destruct (Nat.le_gt_cases a (2 ^ k)) as [AK | AK].
    + (* 2 <= a <= 2^k: (m, a) is in the weeds at the level la < k of a *)
      assert (Lak : (la < k)%nat) by (apply pow2_lt_inv; lia).
      assert (Ma : (2 ^ (la + 1) <= 2 ^ k)%nat) by (apply pow2_le; lia).
      rewrite (q_weeds m a la) by lia.
      assert (QA1 : qpow la + 1 <= qnat a).
      { unfold qpow. replace (qnat (2 ^ la) + 1) with (qnat (2 ^ la + 1)) by (unfold qnat; rewrite Nat2Z.inj_add, inject_Z_plus; reflexivity).
        apply qnat_le. lia. }
      assert (QA2 : qnat a <= 2 * qpow la) by (rewrite <- qpow_succ; apply qnat_le; lia).
      assert (QAK : qnat a <= qpow k) by (apply qnat_le; lia).
      assert (0 < qpow la) by (apply qnat_pos, pow2_pos).
      unfold qW, qU. rewrite (qnat_split n a) by lia.
      destruct (Nat.eq_dec k (la + 1)) as [-> | Kne].
      * qpow_norm. rewrite qpow_succ in MK, QAK.
        set (B := qnat (n - a)) in *. set (A := qnat a) in *. set (M := qnat m) in *. set (L := qpow la) in *.
        apply Qle_minus_iff.
        match goal with |- 0 <= ?e =>
          setoid_replace e with ((2 * L - A) * (M - 2 * L) / ((B + A) * M)) by (field; repeat split; intro C; lra) end.
        apply div_nonneg; nra.
      * assert (K4 : 4 * qpow la <= qpow k).
        { assert (E4 : (2 ^ (la + 2) = 4 * 2 ^ la)%nat) by (rewrite Nat.pow_add_r; simpl; lia).
          assert (4 * qpow la == qpow (la + 2)) by (unfold qpow, qnat; rewrite E4, Nat2Z.inj_mul, inject_Z_mult; reflexivity).
          rewrite H3. apply qnat_le, pow2_le. lia. }
        qpow_norm.
        set (B := qnat (n - a)) in *. set (A := qnat a) in *. set (M := qnat m) in *. set (L := qpow la) in *.
        set (K := qpow k) in *.
        apply Qle_minus_iff.
        match goal with |- 0 <= ?e =>
          setoid_replace e with (((K - A) * M + 2 * A * L - (4 # 3) * (L * L) - (2 # 3) * (K * K)) / ((B + A) * M))
            by (field; repeat split; intro C; lra) end.
        apply div_nonneg; [| nra].
        assert (0 <= (K - A) * (M - K)) by nra. assert (0 <= (2 * L - A) * (K - 2 * L)) by nra.
        assert (0 <= (K - 2 * L) * (K - 4 * L)) by nra. nra.
    + (* a > 2^k: both parts have the upper hand at level k *)
      assert (Lk2 : (k < la + 1)%nat) by (apply pow2_lt_inv; lia).
      assert (Lm2 : (2 ^ (k + 1) <= 2 ^ (la + 1))%nat) by (apply pow2_le; lia).
      rewrite (q_upper m a la k) by lia.
      unfold qW, qU. rewrite (qnat_split n a) by lia. qpow_norm.
      set (B := qnat (n - a)) in *. set (A := qnat a) in *. set (M := qnat m) in *. set (K := qpow k) in *.
      apply Qle_minus_iff.
      match goal with |- 0 <= ?e =>
        setoid_replace e with (2 / ((B + A) * M)) by (field; repeat split; intro C; lra) end.
      apply div_nonneg; nra.
Qed.

(* ---- no bid beats q with the upper hand (Lemma 4.2; proved) ---------------------------------- *)

(* Each part x of a bid at a state (n, m) with the upper hand (n <= 2^(j+1), j <= k the levels
   of n and m) contributes h(x) = x m q(m, x) - 2^j x + (2^(2j) + 2)/3 >= 0. *)
Lemma child_bound : forall m k j x, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (j <= k)%nat ->
  (1 <= x)%nat -> (x < 2 ^ (j + 1))%nat ->
  0 <= qnat x * qnat m * q m x - qpow j * qnat x + (1 # 3) * (qpow j * qpow j + 2).
Proof.
  intros m k j x Hm Hjk Hx1 Hx2.
  pose proof (pow2_pos k). pose proof (pow2_pos j).
  assert (0 < qnat m) by (apply qnat_pos; lia).
  assert (0 < qnat x) by (apply qnat_pos; lia).
  assert (J1 : 1 <= qpow j) by (apply (qnat_le 1), pow2_pos).
  destruct (Nat.eq_dec x 1) as [-> | Hx].
  - (* (J - 1)(J - 2) >= 0: J = 1 or J >= 2 *)
    rewrite q_m_1 by lia. change (qnat 1) with 1.
    destruct j as [| j'].
    + change (qpow 0) with 1. lra.
    + rewrite qpow_S in *. assert (1 <= qpow j') by (apply (qnat_le 1), pow2_pos). nra.
  - destruct (level x ltac:(lia)) as [l Hl].
    assert (Llj : (l <= j)%nat) by (assert (l < j + 1)%nat by (apply pow2_lt_inv; lia); lia).
    assert (0 < qpow l) by (apply qnat_pos, pow2_pos).
    assert (QX1 : qpow l + 1 <= qnat x).
    { unfold qpow. replace (qnat (2 ^ l) + 1) with (qnat (2 ^ l + 1)) by (unfold qnat; rewrite Nat2Z.inj_add, inject_Z_plus; reflexivity).
      apply qnat_le. lia. }
    assert (QX2 : qnat x <= 2 * qpow l) by (rewrite <- qpow_succ; apply qnat_le; lia).
    destruct (Nat.eq_dec l k) as [-> | Lk].
    + (* x > 2^k: (m, x) has the upper hand at level k, and j = k *)
      assert (j = k) by lia. subst j.
      rewrite (q_upper m x k k) by lia.
      assert (MK : qpow k + 1 <= qnat m).
      { unfold qpow. replace (qnat (2 ^ k) + 1) with (qnat (2 ^ k + 1)) by (unfold qnat; rewrite Nat2Z.inj_add, inject_Z_plus; reflexivity).
        apply qnat_le. lia. }
      unfold qU. qpow_norm.
      set (X := qnat x) in *. set (M := qnat m) in *. set (K := qpow k) in *.
      match goal with |- 0 <= ?e => setoid_replace e with ((X - K) * (M - K) + 2) by (field; split; intro C; lra) end.
      nra.
    + (* (m, x) is in the weeds at level l < k *)
      assert (Ml : (2 ^ (l + 1) < m)%nat) by (apply Nat.le_lt_trans with (2 ^ k)%nat; [apply pow2_le; lia | lia]).
      rewrite (q_weeds m x l) by lia.
      unfold qW. qpow_norm.
      destruct (Nat.eq_dec l j) as [-> | Lj].
      * set (X := qnat x) in *. set (M := qnat m) in *. set (J := qpow j) in *.
        match goal with |- 0 <= ?e => setoid_replace e with (J * (X - J)) by (field; split; intro C; lra) end.
        nra.
      * assert (J2 : 2 * qpow l <= qpow j) by (rewrite <- qpow_succ; apply qnat_le, pow2_le; lia).
        assert (J4 : 2 * qpow l == qpow j \/ 4 * qpow l <= qpow j).
        { destruct (Nat.eq_dec j (l + 1)) as [-> | Ne]; [left; rewrite qpow_succ; reflexivity | right].
          assert (E4 : (2 ^ (l + 2) = 4 * 2 ^ l)%nat) by (rewrite Nat.pow_add_r; simpl; lia).
          assert (R : 4 * qpow l == qpow (l + 2)) by (unfold qpow, qnat; rewrite E4, Nat2Z.inj_mul, inject_Z_mult; reflexivity).
          rewrite R. apply qnat_le, pow2_le. lia. }
        set (X := qnat x) in *. set (M := qnat m) in *. set (J := qpow j) in *. set (L := qpow l) in *.
        match goal with |- 0 <= ?e => setoid_replace e with ((2 * L - X) * (J - 2 * L) + (1 # 3) * ((J - 2 * L) * (J - 4 * L))) by (field; split; intro C; lra) end.
        destruct J4 as [E | E].
        -- rewrite <- E. nra.
        -- assert (0 <= (2 * L - X) * (J - 2 * L)) by nra. assert (0 <= (J - 2 * L) * (J - 4 * L)) by nra. nra.
Qed.

Theorem upper_below : forall n m k a, (2 ^ k < m <= 2 ^ (k + 1))%nat -> (2 <= n <= 2 ^ (k + 1))%nat ->
  (1 <= a)%nat -> (2 * a <= n)%nat -> qmove q n m (Q2 a) <= q n m.
Proof.
  intros n m k a Hm Hn Ha1 Ha2.
  destruct (level n ltac:(lia)) as [j Hj].
  rewrite (q_upper n m k j Hm Hn Hj).
  pose proof (pow2_pos k). pose proof (pow2_pos j).
  assert (Jk : (j <= k)%nat) by (assert (j < k + 1)%nat by (apply pow2_lt_inv; lia); lia).
  change (qmove q n m (Q2 a)) with (1 - qnat a / qnat n * q m a - qnat (n - a) / qnat n * q m (n - a)).
  pose proof (child_bound m k j a Hm Jk Ha1 ltac:(lia)) as Ca.
  pose proof (child_bound m k j (n - a) Hm Jk ltac:(lia) ltac:(lia)) as Cb.
  assert (0 < qnat m) by (apply qnat_pos; lia).
  assert (0 < qnat a) by (apply qnat_pos; lia).
  assert (0 < qnat (n - a)) by (apply qnat_pos; lia).
  unfold qU. rewrite (qnat_split n a) by lia. qpow_norm.
  set (A := qnat a) in *. set (B := qnat (n - a)) in *. set (M := qnat m) in *. set (J := qpow j) in *.
  set (Ga := q m a) in *. set (Gb := q m (n - a)) in *.
  apply Qle_minus_iff.
  match goal with |- 0 <= ?e =>
    setoid_replace e with ((A * M * Ga - J * A + (1 # 3) * (J * J + 2) + (B * M * Gb - J * B + (1 # 3) * (J * J + 2)))
                           / ((B + A) * M)) by (field; repeat split; intro C; lra) end.
  apply div_nonneg; nra.
Qed.

(* Lemmas 4.1 and 4.2 together: no bid beats q at any non-terminal state. *)
Theorem nica_bids_below_holds : nica_bids_below.
Proof.
  intros n m a Hn Hm Hmv.
  destruct (nica_moves n (Q2 a) Hmv) as [a' [E Ha]]. injection E as <-.
  pose proof (Nat.log2_spec (m - 1) ltac:(lia)) as L. set (k := Nat.log2 (m - 1)) in *.
  replace (S k) with (k + 1)%nat in L by lia.
  assert (Hm' : (2 ^ k < m <= 2 ^ (k + 1))%nat) by lia.
  destruct (Nat.lt_ge_cases (2 ^ (k + 1)) n).
  - rewrite (q_weeds n m k Hm' H). apply weeds_below; lia.
  - apply upper_below with k; lia.
Qed.

(* Nica's Theorem 1.1 for all n, m: the game value of Nica's rules is q at every state. *)
Theorem nica_theorem_1_1 : forall n m, is_state Nica n m = true -> value Nica n m == q n m.
Proof. exact (nica_theorem_1_1_from_bound nica_bids_below_holds). Qed.

Lemma nica_inner : forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  is_state Nica n m = true /\ terminal Nica n m = false.
Proof.
  intros n m Hn Hm.
  destruct n as [| [| n']]; [lia | lia |]. destruct m as [| [| m']]; [lia | lia |].
  split; reflexivity.
Qed.

(* Theorem 1.1's optimal play: at every non-terminal state the stated bid is a move of the game
   and its value, computed from the game values of its children, is the game value. *)
Theorem nica_stated_bid_optimal : forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  In (Q2 (stated_bid n m)) (moves Nica n) /\
  qmove (value Nica) n m (Q2 (stated_bid n m)) == value Nica n m.
Proof.
  intros n m Hn Hm. pose proof (stated_bid_move n m Hn Hm) as Hmv. split; [exact Hmv |].
  destruct (nica_inner n m Hn Hm) as [Hs Ht].
  rewrite (nica_theorem_1_1 n m Hs).
  rewrite (qmove_ext (value Nica) q n m).
  - apply nica_bid_attains_holds; assumption.
  - intros p Hp. pose proof (parts_in_range Nica n _ p Hmv Hp).
    apply nica_theorem_1_1. apply (child_state Nica n m p Hs Ht). lia.
Qed.
