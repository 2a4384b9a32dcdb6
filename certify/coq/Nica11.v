(* Nica11.v -- Nica's Theorem 1.1 for all n, m against GuessWho.v's [value Nica]: a PARTIAL
   development.  Part of certify (docs/coq.md); checked by stock Coq 8.16, no axiom.

   What is kernel-checked here:
   * [value_unique] (any rules): a function V that takes the terminal values at the terminal
     states and satisfies the game's optimality equation V(n, m) = best over all moves of
     qmove V at every other state equals [value r] at every state (induction on n + m, the
     fuel of [qvalue]).  This is the glue of the registry's DAG nica.theorem-1.1 (measure
     n + m, every move's successors are smaller), over the rules' full move set.
   * [q], the registry's closed form (nica.toml: q, qW, qU; Eq. (4.3)), and [q_terminal]:
     it takes the terminal values (node nica.theorem-1.1.terminal).
   * [nica_theorem_1_1_from_gap] and [nica_theorem_1_1_from_cases]: the theorem
       forall n m, is_state Nica n m = true -> value Nica n m == q n m
     under the hypothesis that q satisfies the optimality equation at the non-terminal states
     ([nica_gap]), or under its two halves: no bid beats q ([nica_bids_below], the 33 cases
     of Lemmas 4.1 and 4.2, the DAG's cover.W and cover.U) and the paper's bid attains it
     ([nica_bid_attains], Theorem 4.4's "the stated bid attains").

   What is NOT proved here (the gap, named exactly): [nica_bids_below] and [nica_bid_attains],
   i.e. the registry nodes nica.theorem-4.4.cover.W, nica.theorem-4.4.cover.U (the 8 + 25
   cases, proved by z3 and cvc5 but not in Coq) and the attainment.  The gap is a hypothesis
   of the theorems, never an Axiom: [Print Assumptions] is closed, and nothing here gives
   nica.theorem-1.1 kernel evidence. *)

From Coq Require Import ZArith QArith List Lia Bool.
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

(* ---- the gap ------------------------------------------------------------------------------- *)

(* q satisfies the optimality equation at every non-terminal state (both pools >= 2). *)
Definition nica_gap : Prop := forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  q n m == qbest (map (qmove q n m) (moves Nica n)).

Theorem nica_theorem_1_1_from_gap : nica_gap ->
  forall n m, is_state Nica n m = true -> value Nica n m == q n m.
Proof.
  intros Gap. apply value_unique.
  - exact q_terminal.
  - intros n m Hs Ht. destruct (nica_nonterminal n m Hs Ht). apply Gap; assumption.
Qed.

(* The gap's two halves.  A bid b and n - b are the same question; GuessWho.v lists it once,
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
  intros Below Attains. apply nica_theorem_1_1_from_gap. intros n m Hn Hm.
  symmetry. apply qbest_is.
  - intros y Hy. apply in_map_iff in Hy as [mv [<- Hmv]].
    destruct (nica_moves n mv Hmv) as [a [-> _]]. apply Below; assumption.
  - exists (qmove q n m (Q2 (stated_bid n m))). split.
    + apply in_map, stated_bid_move; assumption.
    + apply Attains; assumption.
Qed.

(* A look at the hypothesis: it holds at every non-terminal state with n, m <= 32 (computed),
   so [q] is not misdefined there and the conditional theorems are not vacuous. *)
Example nica_gap_small : forallb (fun n => forallb (fun m =>
    Qeq_bool (q n m) (qbest (map (qmove q n m) (moves Nica n)))) (range 2 31)) (range 2 31) = true.
Proof. vm_compute. reflexivity. Qed.
