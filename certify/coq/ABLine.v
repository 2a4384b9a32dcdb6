(* ABLine.v -- the AB paper's Theorem 2 (the 1xn game, expected case) for every n, kernel-checked.
   Part of certify (docs/coq.md, docs/theorems/ab-theorems.md); checked by stock Coq 8.16 with no
   axiom ("Print Assumptions ab_theorem_2" says "Closed under the global context").

   The game (docs/abgames.md, the registry's premises of ab.theorem-2.all).  The secret is one of
   n ordered symbols; a guess is a symbol and the answer is <, = or >.  The candidates are always
   an interval of the order.  Guessing the candidate at position g (0 <= g <= n-1) ends the game
   if it is the secret and otherwise leaves the g candidates below or the n-1-g above.  A guess
   outside the interval (an eliminated symbol) gives every candidate the same answer and leaves the
   state as it was.  The measure is the total number of guesses over all n secrets (the paper's T;
   the expected number is T / n).

   Two definitions of the least total, both proved equal to the closed form F:

   * [T], the game's own recursion over ALL guesses inside the interval, as in the registry's
     premises and its glue (rules ab-line):  T 0 = 0,  T n = n + min_{0<=g<=n-1} (T g + T (n-1-g))
     (each of the n candidates pays the guess at the root, then its subtree's guesses).  It is
     defined by structural recursion on a fuel that starts at n ([Tf], [T]); [T_eq] proves the
     recursion equation.  The minimum ranges over every g, not over the balanced one only.
   * [strategy], every strategy as a tree: [Ask lo hi] guesses inside the interval (the guessed
     candidate is position [size lo]), [Idle next] guesses an eliminated symbol (all candidates
     carry on to [next]).  [total s] is the sum over the candidates of the guesses they take.  This
     model needs no argument that idle guesses are useless: [ab_theorem_2_strategies] proves
     that no strategy of size n, idle guesses included, has a total below F n, and one has F n.

   The closed form (the registry's F_line, ab.toml; ab.theorem-2.all's reading):
     F(n) = (n+1) k - 2^(k+1) + 2 + n,  k = floor(log2 n),  F(0) = F_line(0, 0) = 0
   ([Z.log2 0 = 0], as the registry's ilog2(Max(n, 1))).

   The proof follows the registry's DAG (ab-dags.toml):
     [F_incr]       ab.theorem-2.all.increments:  F(x+1) - F(x) = floor(log2(x+1)) + 1
     [Z.log2_le_mono] ab.theorem-2.all.levels-monotone (the levels are nondecreasing; stdlib)
     [F_exchange]   ab.theorem-2.all.descent.exchange:  F(a+1) + F(b-1) <= F(a) + F(b), a+2 <= b
     [F_split]      ab.theorem-2.all.split by the descent (induction on the difference of the
                    parts; [F_balanced] is descent.balanced)
     [F_recurrence] ab.theorem-2.recurrence and ab.theorem-2.all.small-n: the balanced split
                    attains, F(p+1) = p+1 + F(floor(p/2)) + F(ceiling(p/2)), every p >= 0
     [F_zero]       ab.theorem-2.all.zero
     [ab_theorem_2] strong induction on n (the DAG's glue): T n = F n for every n. *)

From Coq Require Import ZArith Lia List.
Import ListNotations.

(* ---- the closed form ------------------------------------------------------------------- *)

Open Scope Z_scope.

Definition F_line (n k : Z) : Z := (n + 1) * k - 2 ^ (k + 1) + 2 + n.
Definition F (x : Z) : Z := F_line x (Z.log2 x).

Lemma F_zero : F 0 = 0.
Proof. reflexivity. Qed.

Lemma F_one : F 1 = 1.
Proof. reflexivity. Qed.

(* The level of x + 1 is the level of x, or one more exactly when x + 1 is a power of two. *)
Lemma log2_step : forall x, 0 <= x ->
  Z.log2 (x + 1) = Z.log2 x \/ (Z.log2 (x + 1) = Z.log2 x + 1 /\ x + 1 = 2 ^ (Z.log2 x + 1)).
Proof.
  intros x Hx.
  destruct (Z.log2_succ_or x) as [E | E]; rewrite <- Z.add_1_r in E; [right | left; exact E].
  split; [lia |].
  destruct (Z.eq_dec x 0) as [-> | Hx0]; [simpl in E; discriminate |].
  destruct (Z.log2_spec x) as [_ Hhi]; [lia |].
  destruct (Z.log2_spec (x + 1)) as [Hlo _]; [lia |].
  rewrite E in Hlo. rewrite <- Z.add_1_r in Hhi. lia.
Qed.

(* ab.theorem-2.all.increments *)
Lemma F_incr : forall x, 0 <= x -> F (x + 1) - F x = Z.log2 (x + 1) + 1.
Proof.
  intros x Hx. unfold F, F_line.
  pose proof (Z.log2_nonneg x) as Hk.
  destruct (log2_step x Hx) as [E | [E P]]; rewrite E.
  - lia.
  - set (k := Z.log2 x) in *.
    assert (D : 2 ^ (k + 1 + 1) = 2 * 2 ^ (k + 1)) by (rewrite Z.pow_add_r by lia; lia).
    rewrite D, <- P. nia.
Qed.

(* ab.theorem-2.all.descent.exchange, with ab.theorem-2.all.levels-monotone (Z.log2_le_mono):
   F is convex, moving one candidate from the larger part to the smaller never costs more. *)
Lemma F_exchange : forall a b, 0 <= a -> a + 2 <= b -> F (a + 1) + F (b - 1) <= F a + F b.
Proof.
  intros a b Ha Hab.
  pose proof (F_incr a Ha) as Ia.
  pose proof (F_incr (b - 1) ltac:(lia)) as Ib.
  replace (b - 1 + 1) with b in Ib by lia.
  pose proof (Z.log2_le_mono (a + 1) b ltac:(lia)).
  lia.
Qed.

Lemma half_down : forall k h, 0 <= k -> (h = k \/ h = k + 1) -> (k + h) / 2 = k.
Proof. intros k h Hk [-> | ->]; symmetry; [apply Z.div_unique with 0 | apply Z.div_unique with 1]; lia. Qed.

Lemma half_up : forall k h, 0 <= k -> (h = k \/ h = k + 1) -> (k + h + 1) / 2 = h.
Proof. intros k h Hk [-> | ->]; symmetry; [apply Z.div_unique with 1 | apply Z.div_unique with 0]; lia. Qed.

(* ab.theorem-2.all.descent.balanced *)
Lemma F_balanced : forall k h, 0 <= k -> (h = k \/ h = k + 1) ->
  F ((k + h) / 2) + F ((k + h + 1) / 2) = F k + F h.
Proof. intros k h Hk Hh. rewrite (half_down k h), (half_up k h) by assumption. reflexivity. Qed.

(* ab.theorem-2.all.descent: induction on the difference d = h - k of the parts, k <= h. *)
Lemma F_descent : forall (d : nat) k h, 0 <= k -> h = k + Z.of_nat d ->
  F ((k + h) / 2) + F ((k + h + 1) / 2) <= F k + F h.
Proof.
  intro d. induction d as [d IH] using lt_wf_ind. intros k h Hk Hd.
  destruct (Nat.le_gt_cases d 1) as [Small | Big].
  - rewrite F_balanced; lia.
  - pose proof (F_exchange k h Hk ltac:(lia)) as X.
    assert (IH' := IH (d - 2)%nat ltac:(lia) (k + 1) (h - 1) ltac:(lia) ltac:(lia)).
    replace (k + 1 + (h - 1)) with (k + h) in IH' by lia.
    lia.
Qed.

(* ab.theorem-2.all.split: no split of the p = k + h other candidates beats the balanced one. *)
Lemma F_split : forall k h, 0 <= k -> 0 <= h ->
  F ((k + h) / 2) + F ((k + h + 1) / 2) <= F k + F h.
Proof.
  intros k h Hk Hh. destruct (Z.le_gt_cases k h).
  - apply (F_descent (Z.to_nat (h - k))); lia.
  - rewrite (Z.add_comm k h). rewrite (Z.add_comm (F k) (F h)).
    apply (F_descent (Z.to_nat (k - h))); lia.
Qed.

(* ab.theorem-2.recurrence (n >= 4) and ab.theorem-2.all.small-n (n = 1, 2, 3), for n = p + 1:
   the balanced guess attains F. *)
Lemma F_recurrence : forall p, 0 <= p -> F (p + 1) = p + 1 + F (p / 2) + F ((p + 1) / 2).
Proof.
  apply natlike_ind.
  - reflexivity.
  - intros p Hp IH. rewrite <- Z.add_1_r in *.
    pose proof (F_incr (p + 1) ltac:(lia)) as I.
    destruct (Z.Even_or_Odd p) as [[t Ht] | [t Ht]]; subst p.
    + (* p = 2t: the upper half grows, t -> t + 1 *)
      replace ((2 * t) / 2) with t in IH by (apply Z.div_unique with 0; lia).
      replace ((2 * t + 1) / 2) with t in IH by (apply Z.div_unique with 1; lia).
      replace ((2 * t + 1) / 2) with t by (apply Z.div_unique with 1; lia).
      replace ((2 * t + 1 + 1) / 2) with (t + 1) by (apply Z.div_unique with 0; lia).
      assert (L : Z.log2 (2 * t + 1 + 1) = Z.log2 (t + 1) + 1)
        by (replace (2 * t + 1 + 1) with (2 * (t + 1)) by lia; rewrite Z.log2_double; lia).
      pose proof (F_incr t ltac:(lia)) as It. lia.
    + (* p = 2t + 1: the lower half grows, t -> t + 1 *)
      replace ((2 * t + 1) / 2) with t in IH by (apply Z.div_unique with 1; lia).
      replace ((2 * t + 1 + 1) / 2) with (t + 1) in IH by (apply Z.div_unique with 0; lia).
      replace ((2 * t + 1 + 1) / 2) with (t + 1) by (apply Z.div_unique with 0; lia).
      replace ((2 * t + 1 + 1 + 1) / 2) with (t + 1) by (apply Z.div_unique with 1; lia).
      assert (L : Z.log2 (2 * t + 1 + 1 + 1) = Z.log2 (t + 1) + 1)
        by (replace (2 * t + 1 + 1 + 1) with (2 * (t + 1) + 1) by lia; rewrite Z.log2_succ_double; lia).
      pose proof (F_incr t ltac:(lia)) as It. lia.
Qed.

(* ---- the game's least total, by its own recursion over all guesses ---------------------- *)

Close Scope Z_scope.
Open Scope nat_scope.

(* min_{0 <= g <= p} h g *)
Fixpoint minover (h : nat -> nat) (p : nat) : nat :=
  match p with 0 => h 0 | S q => Nat.min (minover h q) (h (S q)) end.

(* T n = n + min over every guess 0 <= g <= n-1 of T g + T (n-1-g); with n = S p, n-1-g = p-g. *)
Fixpoint Tf (fuel n : nat) : nat :=
  match fuel, n with
  | S f, S p => S p + minover (fun g => Tf f g + Tf f (p - g)) p
  | _, _ => 0
  end.

Definition T (n : nat) : nat := Tf n n.

Lemma minover_ext : forall h h' p, (forall g, g <= p -> h g = h' g) -> minover h p = minover h' p.
Proof.
  intros h h' p E. induction p as [| q IHq]; simpl.
  - apply E. lia.
  - rewrite IHq by (intros; apply E; lia). rewrite E by lia. reflexivity.
Qed.

Lemma minover_le : forall h p g, g <= p -> minover h p <= h g.
Proof.
  intros h p. induction p as [| q IHq]; intros g Hg; simpl.
  - replace g with 0 by lia. lia.
  - destruct (Nat.eq_dec g (S q)) as [-> | Ne]; [apply Nat.le_min_r |].
    apply Nat.le_trans with (minover h q); [apply Nat.le_min_l | apply IHq; lia].
Qed.

Lemma minover_ge : forall h p (c : Z), (forall g, g <= p -> (c <= Z.of_nat (h g))%Z) ->
  (c <= Z.of_nat (minover h p))%Z.
Proof.
  intros h p c L. induction p as [| q IHq]; simpl.
  - apply L. lia.
  - rewrite Nat2Z.inj_min. apply Z.min_glb; [apply IHq; intros |]; apply L; lia.
Qed.

Lemma Tf_fuel : forall f f' n, n <= f -> n <= f' -> Tf f n = Tf f' n.
Proof.
  induction f as [| f IH]; intros f' n H H'.
  - replace n with 0 by lia. destruct f'; reflexivity.
  - destruct n as [| p]; [destruct f'; reflexivity |].
    destruct f' as [| f']; [lia |]. simpl. do 2 f_equal.
    apply minover_ext. intros g Hg. rewrite (IH f' g), (IH f' (p - g)) by lia. reflexivity.
Qed.

(* The recursion, as the registry's premises state it. *)
Lemma T_zero : T 0 = 0.
Proof. reflexivity. Qed.

Lemma T_eq : forall p, T (S p) = S p + minover (fun g => T g + T (p - g)) p.
Proof.
  intro p. unfold T at 1. simpl. do 2 f_equal.
  apply minover_ext. intros g Hg. unfold T. rewrite (Tf_fuel p g g), (Tf_fuel p (p - g) (p - g)) by lia.
  reflexivity.
Qed.

(* A look at the definitions (computed by brute force over every guess): the binary-search totals
   1, 3, 5, 8, 11, 14, 17, 21 for n = 1..8, e.g. 1 + 2*2 + 4*3 = 17 guesses for 7 secrets. *)
Example T_small : List.map T (List.seq 0 9) = [0; 1; 3; 5; 8; 11; 14; 17; 21]%list.
Proof. vm_compute. reflexivity. Qed.

Example F_small : List.map (fun n => F (Z.of_nat n)) (List.seq 0 9) = [0; 1; 3; 5; 8; 11; 14; 17; 21]%Z%list.
Proof. vm_compute. reflexivity. Qed.

(* The balanced guess g = floor(p/2) leaves floor(p/2) and ceiling(p/2) candidates. *)
Lemma half_nat : forall p, Z.of_nat (p / 2) = (Z.of_nat p / 2)%Z /\ Z.of_nat (p - p / 2) = ((Z.of_nat p + 1) / 2)%Z.
Proof.
  intro p. rewrite Nat2Z.inj_div. split; [reflexivity |].
  pose proof (Nat.div_mod p 2 ltac:(lia)). pose proof (Nat.mod_upper_bound p 2 ltac:(lia)).
  apply Z.div_unique with (Z.of_nat (p mod 2) + 1 - 2 * Z.of_nat (p mod 2))%Z; lia.
Qed.

(* ab.theorem-2.all: the least total of the 1xn game is F(n), for every n (the expected number
   of guesses is F(n)/n, the printed formula: ab.theorem-2.case-1, .case-2, .cases-agree). *)
Theorem ab_theorem_2 : forall n, Z.of_nat (T n) = F (Z.of_nat n).
Proof.
  intro n. induction n as [n IH] using lt_wf_ind.
  destruct n as [| p]; [reflexivity |].
  rewrite T_eq, Nat2Z.inj_add.
  set (h := fun g => T g + T (p - g)).
  assert (Hh : forall g, g <= p -> Z.of_nat (h g) = (F (Z.of_nat g) + F (Z.of_nat (p - g)))%Z).
  { intros g Hg. unfold h. rewrite Nat2Z.inj_add, !IH by lia. reflexivity. }
  set (s := (F (Z.of_nat p / 2) + F ((Z.of_nat p + 1) / 2))%Z).
  (* every guess costs at least the balanced one (the split lemma) *)
  assert (Lo : (s <= Z.of_nat (minover h p))%Z).
  { apply minover_ge. intros g Hg. rewrite Hh by assumption.
    pose proof (F_split (Z.of_nat g) (Z.of_nat (p - g)) ltac:(lia) ltac:(lia)) as S.
    replace (Z.of_nat g + Z.of_nat (p - g))%Z with (Z.of_nat p) in S by lia. exact S. }
  (* the balanced guess g = floor(p/2) attains it *)
  assert (Hi : (Z.of_nat (minover h p) <= s)%Z).
  { pose proof (minover_le h p (p / 2) (Nat.div_le_upper_bound p 2 p ltac:(lia) ltac:(lia))) as M.
    apply Nat2Z.inj_le in M. rewrite Hh in M by (apply Nat.div_le_upper_bound; lia).
    destruct (half_nat p) as [A B]. rewrite A, B in M. exact M. }
  rewrite (Nat2Z.inj_succ p), <- Z.add_1_r, F_recurrence by lia.
  change (Z.of_nat 1) with 1%Z. fold s. lia.
Qed.

(* ---- every strategy, idle guesses included ---------------------------------------------- *)

(* A strategy for an interval of candidates: [Stop] when none is left; [Ask lo hi] guesses the
   candidate at position [size lo] (answer <: go on with [lo], >: with [hi], =: found);
   [Idle next] guesses an eliminated symbol (every candidate gets the same answer). *)
Inductive strategy := Stop | Ask (lo hi : strategy) | Idle (next : strategy).

Fixpoint size (s : strategy) : nat :=
  match s with Stop => 0 | Ask lo hi => size lo + 1 + size hi | Idle next => size next end.

(* The total number of guesses over all the candidates: each pays the current guess, then the
   guesses of the subtree its answer leads to. *)
Fixpoint total (s : strategy) : nat :=
  match s with
  | Stop => 0
  | Ask lo hi => size lo + 1 + size hi + total lo + total hi
  | Idle next => size next + total next
  end.

Lemma T_below_total : forall s, T (size s) <= total s.
Proof.
  induction s as [| lo IHlo hi IHhi | next IH]; simpl.
  - rewrite T_zero. lia.
  - replace (size lo + 1 + size hi) with (S (size lo + size hi)) by lia.
    rewrite T_eq.
    pose proof (minover_le (fun g => T g + T (size lo + size hi - g)) (size lo + size hi) (size lo)
                  ltac:(lia)) as M.
    simpl in M. replace (size lo + size hi - size lo) with (size hi) in M by lia. lia.
  - lia.
Qed.

Lemma balanced_strategy : forall n, exists s, size s = n /\ total s = T n.
Proof.
  intro n. induction n as [n IH] using lt_wf_ind.
  destruct n as [| p]; [exists Stop; split; reflexivity |].
  assert (Hd : p / 2 <= p) by (apply Nat.div_le_upper_bound; lia).
  destruct (IH (p / 2) ltac:(lia)) as [lo [Slo Tlo]].
  destruct (IH (p - p / 2) ltac:(lia)) as [hi [Shi Thi]].
  exists (Ask lo hi). split; simpl; [lia |].
  apply Nat.le_antisymm.
  - (* the tree's total is the balanced guess's, F (S p) by ab_theorem_2 and F_recurrence *)
    apply Nat2Z.inj_le. rewrite Slo, Shi, Tlo, Thi, !Nat2Z.inj_add, !ab_theorem_2.
    destruct (half_nat p) as [A B]. rewrite A, B, (Nat2Z.inj_succ p), <- Z.add_1_r, F_recurrence by lia.
    change (Z.of_nat 1) with 1%Z. lia.
  - pose proof (T_below_total (Ask lo hi)) as B. simpl in B. rewrite Slo, Shi in B.
    replace (p / 2 + 1 + (p - p / 2)) with (S p) in B by lia. lia.
Qed.

(* ab.theorem-2.all over every strategy of the 1xn game (idle guesses included): no strategy
   has a total below F(n), and one has exactly F(n). *)
Theorem ab_theorem_2_strategies : forall n,
  (forall s, size s = n -> (F (Z.of_nat n) <= Z.of_nat (total s))%Z) /\
  (exists s, size s = n /\ Z.of_nat (total s) = F (Z.of_nat n)).
Proof.
  intro n. split.
  - intros s <-. rewrite <- ab_theorem_2. apply Nat2Z.inj_le, T_below_total.
  - destruct (balanced_strategy n) as [s [S E]]. exists s. split; [exact S |].
    rewrite E. apply ab_theorem_2.
Qed.
