(* LineFacts.v -- the rule facts the proof DAGs' glue assumes about the two one-player games
   (certify/checkers/dag_glue.py: RULE_FACTS line.* and bid.*, FACTS line-least and bid-least),
   each proved for all n against the game's least total defined by its own recursion, with no
   axiom.  Part of certify (docs/coq.md, docs/trust.md); checked by stock Coq 8.16.

   * the 1xn line game of the AB paper: ABLine.v's [T] (T 0 = 0, T n = n + min over every guess
     0 <= g <= n-1 of T g + T (n-1-g)); the glue reads P(n, 0) as T(n):
       [fact_line_empty]  Eq(P(0, 0), 0)
       [fact_line_guess]  n >= 1, g, h >= 0, g + h = n - 1:  P(n, 0) <= n + P(g, 0) + P(h, 0)
       [fact_line_least]  n >= 1: some guess v, 0 <= v <= n - 1, has P(n, 0) = n + P(v, 0) + P(n-1-v, 0)
   * Nica's Section 1.1, Player 1 alone (the bid game): [TB] n, n times the least expected number of
     questions on a pool of n (TB 1 = 0, TB n = n + min over every bid 1 <= b <= n-1 of
     TB b + TB (n-b)); the glue reads P(n, -1) as TB(n):
       [fact_bid_one]     Eq(P(1, -1), 0)
       [fact_bid_bid]     n >= 2, b, c >= 1, b + c = n:  P(n, -1) <= n + P(b, -1) + P(c, -1)
       [fact_bid_least]   n >= 2: some v, 0 <= v <= n - 2, has P(n, -1) = n + P(v + 1, -1) + P(n-1-v, -1) *)

From Coq Require Import Arith Lia.
Require Import Certify.ABLine.

Open Scope nat_scope.

(* a minimum over 0..p is attained *)
Lemma minover_attained : forall h p, exists g, g <= p /\ minover h p = h g.
Proof.
  intros h p. induction p as [| q [g [Hg E]]]; simpl; [exists 0; split; [lia | reflexivity] |].
  destruct (Nat.le_ge_cases (minover h q) (h (S q))) as [L | L].
  - exists g. split; [lia |]. rewrite Nat.min_l by exact L. exact E.
  - exists (S q). split; [lia |]. rewrite Nat.min_r by exact L. reflexivity.
Qed.

(* ---- the 1xn line game (ABLine.v's T) --------------------------------------------------------- *)

(* dag_glue.RULE_FACTS["line.empty"]: Eq(P(0, 0), 0) *)
Theorem fact_line_empty : T 0 = 0.
Proof. reflexivity. Qed.

(* dag_glue.RULE_FACTS["line.guess"]: Implies(And(n >= 1, g >= 0, h >= 0, Eq(g + h, n - 1)),
     P(n, 0) <= n + P(g, 0) + P(h, 0)) *)
Theorem fact_line_guess : forall n g h, 1 <= n -> g + h = n - 1 -> T n <= n + T g + T h.
Proof.
  intros n g h Hn E. destruct n as [| p]; [lia |]. rewrite T_eq.
  pose proof (minover_le (fun x => T x + T (p - x)) p g ltac:(lia)) as L. cbn beta in L.
  replace (p - g) with h in L by lia. lia.
Qed.

(* dag_glue.FACTS["line-least"]: And(0 <= v, v <= c - 1, Eq(P(c, 0), c + P(v, 0) + P(c - 1 - v, 0))) for c >= 1 *)
Theorem fact_line_least : forall n, 1 <= n -> exists v, v <= n - 1 /\ T n = n + T v + T (n - 1 - v).
Proof.
  intros n Hn. destruct n as [| p]; [lia |].
  destruct (minover_attained (fun x => T x + T (p - x)) p) as [v [Hv E]].
  exists v. split; [lia |]. rewrite T_eq, E. replace (S p - 1 - v) with (p - v) by lia. lia.
Qed.

(* ---- the bid game (Nica's Section 1.1, Player 1 alone) ----------------------------------------- *)

(* with n = S (S q), the bid b = S c for 0 <= c <= q leaves the parts S c and n - S c *)
Fixpoint TBf (fuel n : nat) : nat :=
  match fuel with
  | O => 0
  | S f => match n with
           | O | S O => 0
           | S (S q) => n + minover (fun c => TBf f (S c) + TBf f (n - S c)) q
           end
  end.

Definition TB (n : nat) : nat := TBf n n.

Lemma TBf_step : forall f q,
  TBf (S f) (S (S q)) = S (S q) + minover (fun c => TBf f (S c) + TBf f (S (S q) - S c)) q.
Proof. reflexivity. Qed.

Lemma TBf_fuel : forall f f' n, n <= f -> n <= f' -> TBf f n = TBf f' n.
Proof.
  induction f as [| f IH]; intros f' n H H'.
  - replace n with 0 by lia. destruct f'; reflexivity.
  - destruct f' as [| f']; [replace n with 0 by lia; reflexivity |].
    destruct n as [| [| q]]; [reflexivity | reflexivity |]. rewrite !TBf_step. f_equal.
    apply minover_ext. intros c Hc. f_equal; apply IH; lia.
Qed.

Lemma TB_eq : forall q, TB (S (S q)) = S (S q) + minover (fun c => TB (S c) + TB (S (S q) - S c)) q.
Proof.
  intro q. unfold TB at 1. rewrite TBf_step. f_equal. apply minover_ext. intros c Hc.
  unfold TB. f_equal; apply TBf_fuel; lia.
Qed.

(* dag_glue.RULE_FACTS["bid.one"]: Eq(P(1, -1), 0) *)
Theorem fact_bid_one : TB 1 = 0.
Proof. reflexivity. Qed.

(* dag_glue.RULE_FACTS["bid.bid"]: Implies(And(n >= 2, b >= 1, c >= 1, Eq(b + c, n)),
     P(n, -1) <= n + P(b, -1) + P(c, -1)) *)
Theorem fact_bid_bid : forall n b c, 2 <= n -> 1 <= b -> 1 <= c -> b + c = n -> TB n <= n + TB b + TB c.
Proof.
  intros n b c Hn Hb Hc E. destruct n as [| [| q]]; [lia | lia |]. rewrite TB_eq.
  pose proof (minover_le (fun x => TB (S x) + TB (S (S q) - S x)) q (b - 1) ltac:(lia)) as L. cbn beta in L.
  replace (S (b - 1)) with b in L by lia. replace (S (S q) - b) with c in L by lia. lia.
Qed.

(* dag_glue.FACTS["bid-least"]: And(0 <= v, v <= c - 2, Eq(P(c, -1), c + P(v + 1, -1) + P(c - 1 - v, -1))) for c >= 2 *)
Theorem fact_bid_least : forall n, 2 <= n -> exists v, v <= n - 2 /\ TB n = n + TB (v + 1) + TB (n - 1 - v).
Proof.
  intros n Hn. destruct n as [| [| q]]; [lia | lia |].
  destruct (minover_attained (fun x => TB (S x) + TB (S (S q) - S x)) q) as [v [Hv E]].
  exists v. split; [lia |]. rewrite TB_eq, E. cbn beta.
  replace (v + 1) with (S v) by lia. replace (S (S q) - 1 - v) with (S (S q) - S v) by lia. lia.
Qed.

(* A look at the definition: n times the least expected number of questions, n = 1..8 (binary
   search: 0, 2, 5, 8, 12, 16, 20, 24) *)
Example TB_small : List.map TB (List.seq 1 8) = (0 :: 2 :: 5 :: 8 :: 12 :: 16 :: 20 :: 24 :: nil)%list.
Proof. vm_compute. reflexivity. Qed.
