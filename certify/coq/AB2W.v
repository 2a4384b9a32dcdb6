(* AB2W.v -- the least worst case of the AB paper's 2xn game (issue 36 item 4, Theorem 4), over
   AB2.v's model of the game (its codes, answers, classes, sizes, useful guesses and families).
   Part of certify (docs/coq.md, docs/theorems/ab-theorems.md); stock Coq 8.16, no axiom.

   [W n S] is the least worst case of the state S in the host game with n symbols: the number of
   guesses, the last one included, that the best strategy needs against the worst secret.  A guess
   g's worst case is the largest, over its answers, of 1 (the hit 2A0B: found) or 1 + W of the class
   (every other answer; an empty class costs 1 + 0, no more than the hit); W is the least over the
   useful guesses of the host (every answer class other than the hit strictly smaller than S; a
   useless guess leaves S as one of its classes, its worst case is at least 1 + W(S), so it never
   helps); an empty state costs 0.  [W_eq] is that recursion, [Wf] the fuel, [Wf_fuel] its
   independence of the fuel, [W_ext]: W reads a state only through its codes.
   [W_single]: one code costs 1; [W_two]: two codes cost 2 ([W_two_le], [W_ge_two]).
   [W_sw], [W_flip]: W is invariant under a transposition of two symbols of the host and under
   swapping the two positions of every code (both through [W_map], as AB2.v's [M_map]).
   The families placed in the host as in AB2.v: [WP n s], [WD n s], [WS n s] are W of [Pst s],
   [Dst s], [S1st s] (the glue's P(s, -5), P(s, -6), P(s, -7)).

   Rule facts of the glue (certify/checkers/dag_glue.py RULE_FACTS) proved here:
     [fact_ab4_small]  ab4.small: P(0,-5) = P(1,-5) = P(0,-6) = P(0,-7) = 0, P(1,-7) = 1,
                       P(1,-6) = 2 (in every host with n >= 3 symbols, which holds D(1)): no code
                       costs 0, one code 1, the two codes of D(1) 2 (no guess finds both).
     [fact_ab4_pairs]  ab4.pairs: s >= 2 -> P(s,-5) <= 2 or <= 1 + P(s-2,-6) or <= 1 + P(s-2,-5)
                       (in every host holding P(s): s <= n), by the guess (0, 1) of two symbols
                       of U: its classes the code (1, 0), D(s-2), D(s-2) reversed ([W_flip]) and
                       the pairs over 2..s-1 (renamed to 0..s-3 by two transpositions, [W_sw]).
     [fact_ab4_star]   ab4.star: s >= 1 -> P(s,-6) <= 2 or <= 1 + P(s-1,-7);
                       s >= 2 -> P(s,-6) <= 3 or <= 1 + P(s-2,-6)
                       (in every host holding D(s): s + 2 <= n), by the guesses (0, s+1), a code
                       (classes: two stars S1(s-1), one reversed, renamed, and a code), and
                       (s, s+1), two middles (classes: two codes, two codes, D(s-2)).
   The premise of the glue (certify/checkers/dag_glue.py FACTS) proved here:
     [fact_ab4_least_P] ab4-least-P: for s >= 2 (in every host holding P(s)) there is a role
                       type v <= 2 with v = 0 -> P(s,-5) >= 1 + P(s,-5); v = 1 -> P(s,-5) >=
                       1 + P(s-1,-7) and >= 1 + P(s-1,-5); v = 2 -> P(s,-5) >= 2, >= 1 + P(s-2,-6)
                       and >= 1 + P(s-2,-5): W(P(s)) is the worst case of a useful guess
                       ([W_least]), at least 1 + W of each of its classes; by pairs_classification
                       it has one symbol of U (v = 1: S1(s-1), its reversal, P(s-1)) or two (v = 2:
                       a code, D(s-2), its reversal, P(s-2)); a guess of none (v = 0) has the
                       whole state as a class and is not useful, so v = 0 never occurs.
   Theorem 4 end to end (issue 36 item 6), from these facts alone by strong induction:
     [ab4_end_to_end]  forall n, 2 <= n -> W n (Pst n) = (n + 1) / 2 + 1: the least worst case of the
                       whole 2xn game (Pst n in the host of n symbols is every code of the host,
                       [Pst_full]) is ceil(n/2) + 1.  [WD_upper]: WD n s <= (s + 1) / 2 + 1 (s + 2 <= n;
                       ab4.small at s <= 2, a code at s = 2, two middles at s >= 3); [WP_upper]:
                       WP n s <= (s + 1) / 2 + 1 by the guess of two symbols (ab4.pairs); [WP_lower]:
                       WP n s >= (s + 1) / 2 + 1 by ab4-least-P (v = 1: 1 + S1(1) at s = 2, 1 + P(s - 1)
                       above; v = 2: 2 at s = 2, 1 + D(1) at s = 3, 1 + P(s - 2) above), 2 <= s <= n. *)

From Coq Require Import Arith Lia List Bool.
Import ListNotations.
Require Import Certify.AB2.

Fixpoint maxl (l : list nat) : nat := match l with [] => 0 | x :: l' => Nat.max x (maxl l') end.

(* a guess's worst case over its answers other than the hit (the hit's 1 is never larger) *)
Definition worst (V : state -> nat) (St : state) (g : code) : nat :=
  maxl (map (fun r => 1 + V (class St g r)) answers).

Fixpoint Wf (n f : nat) (St : state) : nat :=
  match f with
  | 0 => 0
  | Datatypes.S f' =>
      if size n St =? 0 then 0
      else minl (map (fun g => maxl (map (fun r => 1 + Wf n f' (class St g r)) answers))
                     (filter (useful n St) (codes n)))
  end.

Definition W (n : nat) (St : state) : nat := Wf n (Datatypes.S (size n St)) St.

Lemma Wf_ext : forall n f St St', (forall c, St c = St' c) -> Wf n f St = Wf n f St'.
Proof.
  induction f; intros; cbn [Wf]; auto.
  rewrite (size_ext n St St' H).
  assert (Hu : forall g, useful n St g = useful n St' g).
  { intros. unfold useful. apply forallb_ext'; intros.
    rewrite (size_ext n St St' H), (size_ext n _ _ (class_ext St St' g x H)); auto. }
  rewrite (filter_ext _ _ Hu). destruct (size n St' =? 0); auto. f_equal. apply map_ext; intros g. f_equal.
  apply map_ext; intros r. f_equal. apply IHf, class_ext, H.
Qed.

Lemma W_ext : forall n St St', (forall c, St c = St' c) -> W n St = W n St'.
Proof. intros. unfold W. rewrite (size_ext n St St' H). now apply Wf_ext. Qed.

Lemma Wf_fuel : forall n f f' St, size n St < f -> size n St < f' -> Wf n f St = Wf n f' St.
Proof.
  induction f; intros f' St H H'; [lia|]. destruct f' as [|f']; [lia|]. cbn [Wf].
  destruct (size n St =? 0); auto. f_equal. apply map_ext_in; intros g Hg.
  apply filter_In in Hg as [_ Hu]. unfold useful in Hu. rewrite forallb_forall in Hu. f_equal.
  apply map_ext_in; intros r Hr. specialize (Hu r Hr). apply Nat.ltb_lt in Hu. f_equal. apply IHf; lia.
Qed.

(* the recursion: the least worst case of a non-empty state is the least, over the useful guesses,
   of the largest 1 + W of an answer class *)
Theorem W_eq : forall n St, size n St <> 0 ->
  W n St = minl (map (fun g => maxl (map (fun r => 1 + W n (class St g r)) answers))
                     (filter (useful n St) (codes n))).
Proof.
  intros n St H. unfold W at 1. cbn [Wf]. destruct (size n St =? 0) eqn:E; [apply Nat.eqb_eq in E; lia|].
  f_equal. apply map_ext_in; intros g Hg.
  apply filter_In in Hg as [_ Hu]. unfold useful in Hu. rewrite forallb_forall in Hu. f_equal.
  apply map_ext_in; intros r Hr. specialize (Hu r Hr). apply Nat.ltb_lt in Hu. unfold W. f_equal. apply Wf_fuel; lia.
Qed.

Lemma W_zero : forall n St, size n St = 0 -> W n St = 0.
Proof. intros. unfold W. rewrite H. cbn [Wf]. rewrite H. reflexivity. Qed.

Lemma W_false : forall n St, (forall c, St c = false) -> W n St = 0.
Proof. intros. apply W_zero, size_false, H. Qed.

Lemma maxl_ge : forall l x, In x l -> x <= maxl l.
Proof. induction l; intros x Hx; destruct Hx; simpl; subst; [lia|]. specialize (IHl x H). lia. Qed.

Lemma maxl_le : forall l k, (forall x, In x l -> x <= k) -> maxl l <= k.
Proof. induction l; intros k H; simpl; [lia|]. apply Nat.max_lub; [apply H; left; auto|]. apply IHl. intros; apply H; right; auto. Qed.

Lemma minl_ge : forall l k, l <> [] -> (forall x, In x l -> k <= x) -> k <= minl l.
Proof.
  intros l k Hl H. apply H. apply minl_in, Hl.
Qed.

(* the worst case of a useful guess bounds the least worst case *)
Theorem W_le : forall n St g, In g (codes n) -> useful n St g = true -> size n St <> 0 ->
  W n St <= maxl (map (fun r => 1 + W n (class St g r)) answers).
Proof.
  intros n St g Hg Hu H. rewrite W_eq by exact H. apply minl_le.
  apply in_map_iff. exists g. split; auto. apply filter_In; auto.
Qed.

Lemma W_le_useful : forall n St g (C : nat * nat -> state), In g (codes n) -> useful n St g = true ->
  size n St <> 0 -> (forall r, In r answers -> forall c, class St g r c = C r c) ->
  W n St <= maxl (map (fun r => 1 + W n (C r)) answers).
Proof.
  intros n St g C Hg Hu H HC.
  replace (map (fun r => 1 + W n (C r)) answers) with (map (fun r => 1 + W n (class St g r)) answers).
  - apply W_le; auto.
  - apply map_ext_in; intros r Hr. f_equal. apply W_ext, HC, Hr.
Qed.

Lemma sumf_nonzero : forall k f, sumf k f <> 0 -> exists i, i < k /\ f i <> 0.
Proof.
  induction k; intros f H; simpl in H; [lia|]. destruct (Nat.eq_dec (f k) 0) as [E|E].
  - destruct (IHk f) as [i [Hi Hf]]; [lia|]. exists i. split; auto.
  - exists k. split; auto.
Qed.

(* a state of non-zero size holds a code of the host *)
Lemma size_code : forall n St, size n St <> 0 -> exists d, In d (codes n) /\ St d = true.
Proof.
  intros n St H. unfold size in H. apply sumf_nonzero in H as [a [Ha H]]. apply sumf_nonzero in H as [b [Hb H]].
  exists (a, b). unfold ind in H. destruct (Nat.eqb_spec a b), (St (a, b)) eqn:E; simpl in H; try lia.
  split; auto. apply in_codes; auto.
Qed.

Lemma size_pos : forall n St d, In d (codes n) -> St d = true -> size n St <> 0.
Proof.
  intros n St d Hd HS. assert (H := size_lt n (fun _ => false) St d).
  rewrite size_false in H by auto. specialize (H (fun _ E => False_ind _ (diff_false_true E)) Hd HS eq_refl). lia.
Qed.

(* the useful guesses of a non-empty state: there is one (a code of the state) *)
Lemma useful_nonempty : forall n St, size n St <> 0 ->
  forall (F : code -> nat), map F (filter (useful n St) (codes n)) <> [].
Proof.
  intros n St H F E. destruct (size_code n St H) as [d [Hd HS]].
  assert (Hf : In d (filter (useful n St) (codes n))) by (apply filter_In; split; auto; apply useful_hit; auto).
  apply map_eq_nil in E. rewrite E in Hf. destruct Hf.
Qed.

Lemma W_pos : forall n St, size n St <> 0 -> 1 <= W n St.
Proof.
  intros n St H. rewrite W_eq by exact H. apply minl_ge; [apply useful_nonempty, H|].
  intros x Hx. apply in_map_iff in Hx as [g [<- _]]. apply (Nat.le_trans _ (1 + W n (class St g (0, 0)))); [lia|].
  apply maxl_ge. apply in_map_iff. exists (0, 0). split; auto. simpl; tauto.
Qed.

Theorem W_single : forall n d, In d (codes n) -> W n (single d) = 1.
Proof.
  intros n d Hd. apply Nat.le_antisymm.
  - eapply Nat.le_trans; [apply (W_le_useful n (single d) d (fun _ _ => false))|].
    + exact Hd.
    + apply useful_hit; auto. apply single_self.
    + apply (size_pos n _ d); auto. apply single_self.
    + intros r Hr c. unfold class. destruct (single d c) eqn:E; auto. apply single_true in E. subst c.
      rewrite answer_self. answer_cases Hr; reflexivity.
    + simpl. rewrite (W_false n (fun _ => false)) by auto. simpl. lia.
  - apply W_pos. apply (size_pos n _ d); auto. apply single_self.
Qed.

Lemma answer_hit : forall g c, answer g c = (2, 0) -> g = c.
Proof.
  intros [a b] [p q]. unfold answer, hits; cbn [fst snd].
  destruct (Nat.eqb_spec a p), (Nat.eqb_spec b q); subst; auto; simpl; intros [=].
Qed.

Lemma answer_in : forall g c, answer g c <> (2, 0) -> In (answer g c) answers.
Proof.
  intros [a b] [p q]. unfold answer, hits, answers; cbn [fst snd].
  destruct (a =? p), (b =? q), (a =? q), (b =? p); simpl; tauto.
Qed.

Definition code_eq_dec (x y : code) : {x = y} + {x <> y}.
Proof. decide equality; apply Nat.eq_dec. Defined.

(* a state with two codes costs at least 2: no guess finds both *)
Theorem W_ge_two : forall n St d e, In d (codes n) -> In e (codes n) -> St d = true -> St e = true -> d <> e ->
  2 <= W n St.
Proof.
  intros n St d e Hd He Sd Se Hde. assert (H := size_pos n St d Hd Sd).
  rewrite W_eq by exact H. apply minl_ge; [apply useful_nonempty, H|].
  intros x Hx. apply in_map_iff in Hx as [g [<- _]].
  assert (Hc : exists c, In c (codes n) /\ St c = true /\ g <> c).
  { destruct (code_eq_dec g d) as [->|E]; [exists e|exists d]; auto. }
  destruct Hc as [c (Hc & Sc & Hgc)].
  assert (Hr : In (answer g c) answers) by (apply answer_in; intros E; apply Hgc, answer_hit, E).
  apply (Nat.le_trans _ (1 + W n (class St g (answer g c)))).
  - enough (1 <= W n (class St g (answer g c))) by lia. apply W_pos, (size_pos n _ c); auto.
    unfold class. rewrite Sc. simpl. unfold same. now rewrite !Nat.eqb_refl.
  - apply maxl_ge, in_map_iff. exists (answer g c); auto.
Qed.

(* two codes cost at most 2: guess one, then the other *)
Theorem W_two_le : forall n d e, In d (codes n) -> In e (codes n) -> d <> e -> W n (two d e) <= 2.
Proof.
  intros n d e Hd He Hde.
  assert (Hc : forall r, In r answers -> forall c,
    class (two d e) d r c = (if same (answer d e) r then single e else fun _ => false) c).
  { intros r Hr c. unfold class, two.
    destruct (single d c) eqn:E1; [apply single_true in E1; subst c|].
    - rewrite answer_self. simpl. replace (same (2, 0) r) with false by (answer_cases Hr; reflexivity).
      destruct (same (answer d e) r); auto using andb_false_r. destruct d as [a b], e as [a' b'].
      unfold single; cbn [fst snd]. decide_nat; congruence.
    - simpl. destruct (single e c) eqn:E2; [apply single_true in E2; subst c|].
      + simpl. destruct (same (answer d e) r); auto. symmetry. apply single_self.
      + destruct (same (answer d e) r); auto. }
  eapply Nat.le_trans; [apply (W_le_useful n (two d e) d
    (fun r => if same (answer d e) r then single e else fun _ => false) Hd); auto|].
  - apply useful_hit; auto. unfold two. now rewrite single_self.
  - apply (size_pos n _ d); auto. unfold two. now rewrite single_self.
  - apply maxl_le. intros x Hx. apply in_map_iff in Hx as [r [<- _]].
    destruct (same (answer d e) r); [rewrite W_single by auto|rewrite (W_false n (fun _ => false)) by auto]; lia.
Qed.

Theorem W_two : forall n d e, In d (codes n) -> In e (codes n) -> d <> e -> W n (two d e) = 2.
Proof.
  intros. apply Nat.le_antisymm; [apply W_two_le; auto|]. apply (W_ge_two n _ d e); auto.
  - unfold two. now rewrite single_self.
  - unfold two. now rewrite single_self, orb_true_r.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* Renaming the symbols and swapping the two positions leave the least worst case as it was. *)

Lemma Wf_map : forall n (phi : code -> code), (forall c, phi (phi c) = c) ->
  (forall c, In c (codes n) -> In (phi c) (codes n)) -> (forall g c, answer (phi g) (phi c) = answer g c) ->
  (forall St, size n (fun c => St (phi c)) = size n St) ->
  forall f St, Wf n f (fun c => St (phi c)) = Wf n f St.
Proof.
  intros n phi Hi Hc Ha Hs. induction f; intros St; cbn [Wf]; auto.
  assert (Hcl : forall g r c, class (fun c => St (phi c)) g r c = class St (phi g) r (phi c))
    by (intros; unfold class; now rewrite Ha).
  assert (Hu : forall g, useful n (fun c => St (phi c)) g = useful n St (phi g)).
  { intros g. unfold useful. apply forallb_ext'. intros r.
    rewrite Hs, (size_ext n _ _ (Hcl g r)), (Hs (class St (phi g) r)). reflexivity. }
  rewrite Hs. destruct (size n St =? 0); auto. apply minl_same. intros x.
  rewrite !in_map_iff. split.
  - intros [g [<- Hg]]. apply filter_In in Hg as [Hg Hg']. exists (phi g). split.
    + f_equal. apply map_ext; intros r. f_equal. rewrite (Wf_ext n f _ _ (Hcl g r)). symmetry. apply IHf.
    + apply filter_In. rewrite <- Hu. auto.
  - intros [g [<- Hg]]. apply filter_In in Hg as [Hg Hg']. exists (phi g). split.
    + f_equal. apply map_ext; intros r. f_equal. rewrite (Wf_ext n f _ _ (Hcl (phi g) r)), Hi. apply IHf.
    + apply filter_In. rewrite Hu, Hi. auto.
Qed.

(* a map of codes that is an involution of the host's codes, keeps every answer and every size,
   keeps the least worst case *)
Theorem W_map : forall n (phi : code -> code), (forall c, phi (phi c) = c) ->
  (forall c, In c (codes n) -> In (phi c) (codes n)) -> (forall g c, answer (phi g) (phi c) = answer g c) ->
  (forall St, size n (fun c => St (phi c)) = size n St) ->
  forall St, W n (fun c => St (phi c)) = W n St.
Proof. intros. unfold W. rewrite H2. now apply Wf_map. Qed.

(* the least worst case is invariant under a transposition of two symbols of the host *)
Theorem W_sw : forall n i j St, i < n -> j < n ->
  W n (fun c => St (sw i j (fst c), sw i j (snd c))) = W n St.
Proof.
  intros n i j St Hi Hj.
  apply (W_map n (fun c => (sw i j (fst c), sw i j (snd c)))).
  - intros [p q]. cbn [fst snd]. now rewrite !sw_sw.
  - intros [p q] Hc. apply in_codes in Hc as (Hp & Hq & Hpq). apply in_codes. cbn [fst snd].
    repeat split; try apply sw_lt; auto. intros E. apply Hpq. rewrite <- (sw_sw i j p), E, sw_sw. reflexivity.
  - intros [a b] [p q]. unfold answer, hits. cbn [fst snd]. now rewrite !sw_eqb.
  - intros. apply size_sw; auto.
Qed.

(* and under swapping the two positions of every code *)
Theorem W_flip : forall n St, W n (fun c => St (snd c, fst c)) = W n St.
Proof.
  intros n St. apply (W_map n (fun c => (snd c, fst c))).
  - intros [p q]. reflexivity.
  - intros [p q] Hc. apply in_codes in Hc. apply in_codes. cbn [fst snd]. lia.
  - intros [a b] [p q]. unfold answer, hits. cbn [fst snd]. decide_inner.
  - intros. apply size_flip.
Qed.

Lemma W_pairs_sw : forall n i j U, i < n -> j < n -> W n (pairs (fun y => U (sw i j y))) = W n (pairs U).
Proof.
  intros. rewrite <- (W_sw n i j (pairs U)) by auto. apply W_ext. intros [p q]. unfold pairs; cbn [fst snd].
  now rewrite sw_eqb.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The families of Theorem 4 (AB2.v's Pst, Dst, S1st) and the rule facts ab4.*               *)

Definition WP n s := W n (Pst s).
Definition WD n s := W n (Dst s).
Definition WS n s := W n (S1st s).

Theorem fact_ab4_small : forall n, 3 <= n ->
  WP n 0 = 0 /\ WP n 1 = 0 /\ WD n 0 = 0 /\ WS n 0 = 0 /\ WS n 1 = 1 /\ WD n 1 = 2.
Proof.
  intros n Hn. unfold WP, WD, WS. repeat split.
  - apply W_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - apply W_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - apply W_false. intros [p q]. unfold Dst, dstar, upto; cbn [fst snd]. decide_nat.
  - apply W_false. intros [p q]. unfold S1st, star, upto; cbn [fst snd]. decide_nat.
  - rewrite (W_ext n _ (single (0, 1))).
    + apply W_single, in_codes. lia.
    + intros [p q]. unfold S1st, star, upto, single; cbn [fst snd]. decide_nat.
  - rewrite (W_ext n _ (two (0, 2) (2, 1))).
    + apply W_two; try apply in_codes; try lia. intros [=].
    + intros [p q]. unfold Dst, dstar, upto, two, single; cbn [fst snd]. decide_nat.
Qed.

Theorem fact_ab4_pairs : forall n s, s <= n -> 2 <= s ->
  WP n s <= 2 \/ WP n s <= 1 + WD n (s - 2) \/ WP n s <= 1 + WP n (s - 2).
Proof.
  intros n s Hn Hs. unfold WP, WD.
  enough (W n (Pst s) <= Nat.max 2 (Nat.max (1 + W n (Dst (s - 2))) (1 + W n (Pst (s - 2))))) by lia.
  set (U := fun y => y <? s).
  assert (HU0 : U 0 = true) by (unfold U; decide_nat).
  assert (HU1 : U 1 = true) by (unfold U; decide_nat).
  set (Y := minus (minus U 0) 1).
  (* the guess (0, 1), two symbols of U: the classes (1, 0) D(s - 2), (0, 1) its reversal,
     (0, 2) the code (1, 0), (0, 0) the pairs over U - {0, 1} *)
  eapply Nat.le_trans; [apply (W_le_useful n (Pst s) (0, 1) (pairs_classes U (0, 1)))|].
  - apply in_codes; lia.
  - apply useful_hit; [apply in_codes; lia|]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - apply (size_pos n _ (0, 1)); [apply in_codes; lia|]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - intros r _. apply pairs_classification. lia.
  - assert (HD : W n (dstar 0 1 Y) = W n (Dst (s - 2))).
    { assert (HY : forall z, Y z = upto 2 (s - 2 + 1) z) by (intros; unfold Y, U, minus, upto; decide_nat).
      apply W_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd]. now rewrite !HY. }
    assert (HR : W n (dstar 1 0 Y) = W n (Dst (s - 2))).
    { rewrite <- HD, <- W_flip. apply W_ext. intros [p q]. unfold dstar; cbn [fst snd].
      destruct (p =? 0), (q =? 1), (Y p), (Y q); reflexivity. }
    assert (HP : W n (pairs Y) = W n (Pst (s - 2))).
    { destruct (Nat.le_gt_cases s 3).
      - rewrite !W_false; auto; intros [p q]; unfold Pst, pairs, Y, U, minus; cbn [fst snd]; decide_nat.
      - assert (HY : forall y, Y (sw 0 (s - 2) (sw 1 (s - 1) y)) = (y <? s - 2))
          by (intros; unfold Y, U, minus, sw; decide_inner).
        rewrite <- (W_pairs_sw n 0 (s - 2) Y), <- (W_pairs_sw n 1 (s - 1)) by lia.
        apply W_ext. intros [p q]. unfold Pst, pairs; cbn [fst snd]. now rewrite !HY. }
    unfold pairs_classes. rewrite HU0, HU1. cbn -[W size dstar pairs single minus Nat.max].
    fold Y. rewrite HD, HR, HP, W_single, (W_false n (fun _ => false)) by (auto; apply in_codes; lia).
    lia.
Qed.

Theorem fact_ab4_star : forall n s, s + 2 <= n ->
  (1 <= s -> WD n s <= 2 \/ WD n s <= 1 + WS n (s - 1)) /\
  (2 <= s -> WD n s <= 3 \/ WD n s <= 1 + WD n (s - 2)).
Proof.
  intros n s Hn. unfold WD, WS.
  assert (HX0 : upto 2 (s + 1) 0 = false) by (unfold upto; decide_nat).
  assert (HX1 : upto 2 (s + 1) 1 = false) by (unfold upto; decide_nat).
  split; intros Hs.
  - enough (W n (Dst s) <= Nat.max 2 (1 + W n (S1st (s - 1)))) by lia.
    (* a code (0, s + 1) of D(s): the classes (1, 0) the star with centre 0 over the middles 2..s,
       (0, 0) its reversal with centre 1, (0, 1) the code (s + 1, 1) *)
    assert (HXs : upto 2 (s + 1) (s + 1) = true) by (unfold upto; decide_nat).
    set (Y := minus (upto 2 (s + 1)) (s + 1)).
    assert (HS : W n (star 0 Y) = W n (S1st (s - 1))).
    { rewrite <- (W_sw n 1 s (star 0 Y)) by lia. apply W_ext. intros [p q].
      assert (E1 : forall z, (sw 1 s z =? 0) = (z =? 0)) by (intros; unfold sw; decide_inner).
      assert (E2 : forall z, Y (sw 1 s z) = upto 1 (s - 1) z) by (intros; unfold Y, minus, upto, sw; decide_inner).
      unfold S1st, star; cbn [fst snd]. now rewrite E1, E2. }
    assert (HR : W n (rstar 1 Y) = W n (S1st (s - 1))).
    { rewrite <- HS, <- W_flip, <- (W_sw n 0 1 (star 0 Y)) by lia. apply W_ext. intros [p q].
      assert (E1 : forall z, (sw 0 1 z =? 0) = (z =? 1)) by (intros; unfold sw; decide_inner).
      assert (E2 : forall z, Y (sw 0 1 z) = Y z) by (intros; unfold Y, minus, upto, sw; decide_inner).
      unfold star, rstar; cbn [fst snd]. rewrite E1, E2. apply andb_comm. }
    eapply Nat.le_trans;
      [apply (W_le_useful n (Dst s) (0, s + 1) (dstar_classes 0 1 (upto 2 (s + 1)) (0, s + 1)))|].
    + apply in_codes; lia.
    + apply useful_hit; [apply in_codes; lia|]. unfold Dst, dstar; cbn [fst snd]. now rewrite HXs.
    + apply (size_pos n _ (0, s + 1)); [apply in_codes; lia|]. unfold Dst, dstar; cbn [fst snd]. now rewrite HXs.
    + intros r _. apply dstar_classification; auto; lia.
    + unfold dstar_classes. rewrite HXs. cbn -[W size star rstar single minus Nat.max].
      fold Y. rewrite HS, HR, W_single, (W_false n (fun _ => false)) by (auto; try apply in_codes; lia).
      lia.
  - enough (W n (Dst s) <= Nat.max 3 (1 + W n (Dst (s - 2)))) by lia.
    (* two middles (s, s + 1): the classes (1, 0) and (0, 1) two codes each, (0, 0) D(s - 2) *)
    assert (HXs : upto 2 (s + 1) (s + 1) = true) by (unfold upto; decide_nat).
    assert (HXs' : upto 2 (s + 1) s = true) by (unfold upto; decide_nat).
    assert (E0 : (s =? 0) = false) by (apply Nat.eqb_neq; lia).
    assert (E1 : (s =? 1) = false) by (apply Nat.eqb_neq; lia).
    assert (E2 : (s + 1 =? 0) = false) by (apply Nat.eqb_neq; lia).
    assert (E3 : (s + 1 =? 1) = false) by (apply Nat.eqb_neq; lia).
    assert (HD : W n (dstar 0 1 (minus (minus (upto 2 (s + 1)) s) (s + 1))) = W n (Dst (s - 2))).
    { assert (HY : forall z, minus (minus (upto 2 (s + 1)) s) (s + 1) z = upto 2 (s - 2 + 1) z)
        by (intros; unfold minus, upto; decide_nat).
      apply W_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd]. now rewrite !HY. }
    assert (T1 : W n (two (0, s + 1) (s, 1)) <= 2) by (apply W_two_le; try apply in_codes; try intros [=]; lia).
    assert (T2 : W n (two (0, s) (s + 1, 1)) <= 2) by (apply W_two_le; try apply in_codes; try intros [=]; lia).
    eapply Nat.le_trans;
      [apply (W_le_useful n (Dst s) (s, s + 1) (dstar_classes 0 1 (upto 2 (s + 1)) (s, s + 1)))|].
    + apply in_codes; lia.
    + apply (useful_two n _ _ (0, s) (0, s + 1)); try (apply in_codes; lia).
      * unfold Dst, dstar; cbn [fst snd]. now rewrite HXs'.
      * unfold Dst, dstar; cbn [fst snd]. now rewrite HXs.
      * unfold answer, hits; cbn [fst snd]. decide_nat; intros [=]; lia.
    + apply (size_pos n _ (0, s)); [apply in_codes; lia|]. unfold Dst, dstar; cbn [fst snd]. now rewrite HXs'.
    + intros r _. apply dstar_classification; auto; lia.
    + unfold dstar_classes. rewrite HXs, HXs', E0, E1, E2, E3. cbn -[W size dstar two minus Nat.max].
      rewrite HD, (W_false n (fun _ => false)) by auto. lia.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The glue's FACTS ab4-least-P: the least worst case of P(s) is the worst case of a useful  *)
(* guess of one or two symbols of U, so at least 1 + W of each of that guess's classes       *)

(* the least worst case of a non-empty state is the worst case of some useful guess of the host *)
Lemma W_least : forall n St, size n St <> 0 -> exists g, In g (codes n) /\ useful n St g = true /\
  W n St = maxl (map (fun r => 1 + W n (class St g r)) answers).
Proof.
  intros n St H. rewrite W_eq by exact H.
  assert (Hin := minl_in _ (useful_nonempty n St H (fun g => maxl (map (fun r => 1 + W n (class St g r)) answers)))).
  apply in_map_iff in Hin as [g [Hv Hg]]. apply filter_In in Hg as [Hg Hu]. exists g. repeat split; auto.
Qed.

(* a guess whose worst case is the least worst case: that is at least 1 + W of each of its classes *)
Lemma W_class_le : forall n St g (C : nat * nat -> state),
  W n St = maxl (map (fun r => 1 + W n (class St g r)) answers) ->
  (forall r, In r answers -> forall c, class St g r c = C r c) ->
  forall r, In r answers -> 1 + W n (C r) <= W n St.
Proof.
  intros n St g C HW HC r Hr. rewrite HW, <- (W_ext n _ _ (HC r Hr)). apply maxl_ge, in_map_iff. exists r; auto.
Qed.

(* two transpositions in a row *)
Lemma W_sw2 : forall n i j k l (St : state), i < n -> j < n -> k < n -> l < n ->
  W n (fun c => St (sw i j (sw k l (fst c)), sw i j (sw k l (snd c)))) = W n St.
Proof.
  intros n i j k l St Hi Hj Hk Hl.
  rewrite <- (W_sw n i j St), <- (W_sw n k l (fun c : code => St (sw i j (fst c), sw i j (snd c)))) by auto.
  reflexivity.
Qed.

(* a reversed star costs what the star costs *)
Lemma W_rstar : forall n h Z, W n (rstar h Z) = W n (star h Z).
Proof.
  intros. rewrite <- (W_flip n (star h Z)). apply W_ext. intros [p q]. unfold star, rstar; cbn [fst snd].
  apply andb_comm.
Qed.

(* the ends x, y of a double star renamed to 0, 1 *)
Lemma W_dstar_ends : forall n x y Z, x < n -> y < n -> 1 < n -> x <> y ->
  W n (dstar x y Z) = W n (dstar 0 1 (fun z => Z (sw 0 x (sw 1 (sw 0 x y) z)))).
Proof.
  intros n x y Z Hx Hy Hn Hxy.
  rewrite <- (W_sw2 n 0 x 1 (sw 0 x y) (dstar x y Z)) by (unfold sw; decide_nat).
  apply W_ext. intros [p q]. unfold dstar; cbn [fst snd].
  assert (E : forall z, (sw 0 x (sw 1 (sw 0 x y) z) =? x) = (z =? 0) /\ (sw 0 x (sw 1 (sw 0 x y) z) =? y) = (z =? 1))
    by (intros; unfold sw; split; decide_inner).
  now rewrite (proj1 (E p)), (proj2 (E q)).
Qed.

(* a double star read backwards costs what it costs *)
Lemma W_dstar_rev : forall n l r Z, W n (dstar r l Z) = W n (dstar l r Z).
Proof.
  intros. rewrite <- (W_flip n (dstar l r Z)). apply W_ext. intros [p q]. unfold dstar; cbn [fst snd].
  destruct (p =? r), (q =? l), (Z p), (Z q); reflexivity.
Qed.

(* W(P(s)) is the worst case of a useful guess: by pairs_classification one symbol x of U (v = 1:
   its classes S1(s-1), its reversal, P(s-1)) or two (v = 2: a code, D(s-2), its reversal, P(s-2));
   a guess of no symbol of U (v = 0) has the whole state as a class and is not useful *)
Theorem fact_ab4_least_P : forall n s, s <= n -> 2 <= s -> exists v, v <= 2 /\
  (v = 0 -> WP n s >= 1 + WP n s) /\
  (v = 1 -> WP n s >= 1 + WS n (s - 1) /\ WP n s >= 1 + WP n (s - 1)) /\
  (v = 2 -> WP n s >= 2 /\ WP n s >= 1 + WD n (s - 2) /\ WP n s >= 1 + WP n (s - 2)).
Proof.
  intros n s Hn Hs.
  destruct (W_least n (Pst s)) as [[a b] (Hg & Hu & HW)].
  { apply (size_pos n _ (0, 1)); [apply in_codes; lia|]. unfold Pst, pairs; cbn [fst snd]. decide_nat. }
  apply in_codes in Hg as (Ha & Hb & Hab).
  set (U := fun y => y <? s) in *.
  assert (HC : forall r, In r answers -> forall c, class (Pst s) (a, b) r c = pairs_classes U (a, b) r c)
    by (intros; apply pairs_classification; auto).
  assert (Hge := W_class_le n _ _ _ HW HC).
  (* one symbol x of U: the star with centre x over the others renamed to S1(s - 1) (x to 0), the pairs
     over the others to P(s - 1) (x to s - 1) *)
  assert (H1 : forall x, U x = true -> W n (star x (minus U x)) = WS n (s - 1)).
  { intros x Hx. unfold U in Hx. apply Nat.ltb_lt in Hx. unfold WS.
    rewrite <- (W_sw n 0 x (star x (minus U x))) by lia. apply W_ext. intros [p q].
    unfold S1st, star; cbn [fst snd]. f_equal; unfold U, minus, upto, sw; decide_inner. }
  assert (H1' : forall x, U x = true -> W n (pairs (minus U x)) = WP n (s - 1)).
  { intros x Hx. unfold U in Hx. apply Nat.ltb_lt in Hx. unfold WP.
    rewrite <- (W_pairs_sw n x (s - 1) (minus U x)) by lia. apply W_ext. intros [p q].
    assert (HY : forall y, minus U x (sw x (s - 1) y) = (y <? s - 1))
      by (intros; unfold U, minus, sw; decide_inner).
    unfold Pst, pairs; cbn [fst snd]. now rewrite !HY. }
  (* two symbols x, y of U: the double star with ends x, y over the others renamed to D(s - 2) (x, y
     to 0, 1), the pairs over the others to P(s - 2) (x, y to s - 2, s - 1) *)
  assert (H2 : forall x y, U x = true -> U y = true -> x <> y ->
    W n (dstar x y (minus (minus U x) y)) = WD n (s - 2)).
  { intros x y Hx Hy Hxy. unfold U in Hx, Hy. apply Nat.ltb_lt in Hx, Hy. unfold WD.
    rewrite W_dstar_ends by lia. apply W_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd].
    assert (HY : forall z, minus (minus U x) y (sw 0 x (sw 1 (sw 0 x y) z)) = upto 2 (s - 2 + 1) z).
    { replace (s - 2 + 1) with (s - 1) by lia. apply (minus_sw2 U (upto 1 (s - 1))); intros z.
      - now apply lt_bot.
      - apply upto_bot. unfold sw. decide_nat. }
    now rewrite !HY. }
  assert (H2' : forall x y, U x = true -> U y = true -> x <> y ->
    W n (pairs (minus (minus U x) y)) = WP n (s - 2)).
  { intros x y Hx Hy Hxy. unfold U in Hx, Hy. apply Nat.ltb_lt in Hx, Hy. unfold WP.
    rewrite <- (W_pairs_sw n x (s - 1) (minus (minus U x) y)),
      <- (W_pairs_sw n (sw x (s - 1) y) (s - 2)) by (unfold sw; decide_nat).
    assert (HY : forall z, minus (minus U x) y (sw x (s - 1) (sw (sw x (s - 1) y) (s - 2) z)) = (z <? s - 2)).
    { apply (minus_sw2 U (fun z => z <? s - 1)); intros z.
      - now apply lt_top.
      - replace (s - 2) with (s - 1 - 1) by lia. apply lt_top. unfold sw. decide_nat. }
    apply W_ext. intros [p q]. unfold Pst, pairs; cbn [fst snd]. now rewrite !HY. }
  assert (Hfull : forall r, In r answers -> pairs_classes U (a, b) r = pairs U -> False).
  { intros r Hr E. apply (useful_not_all n (Pst s) (a, b) r Hu Hr). intros c. rewrite HC, E by auto. reflexivity. }
  assert (G00 := Hge (0, 0) ltac:(simpl; tauto)). assert (G01 := Hge (0, 1) ltac:(simpl; tauto)).
  assert (G02 := Hge (0, 2) ltac:(simpl; tauto)). assert (G10 := Hge (1, 0) ltac:(simpl; tauto)).
  fold (WP n s) in G00, G01, G02, G10.
  unfold pairs_classes in G00, G01, G02, G10, Hfull.
  destruct (U a) eqn:UA, (U b) eqn:UB; cbn -[W U minus pairs dstar star rstar single WP] in G00, G01, G02, G10, Hfull.
  - (* two symbols of U: the classes (0, 2) the code (b, a), (1, 0) D(s - 2), (0, 0) P(s - 2) *)
    exists 2. rewrite H2' in G00 by auto. rewrite H2 in G10 by auto. rewrite W_single in G02 by (apply in_codes; lia).
    repeat split; lia.
  - (* a symbol a of U and a symbol outside: (1, 0) the star with centre a, (0, 0) the pairs over U - {a} *)
    exists 1. rewrite H1' in G00 by auto. rewrite H1 in G10 by auto. repeat split; lia.
  - (* a symbol outside and a symbol b of U: (0, 1) the star with centre b, (0, 0) the pairs over U - {b} *)
    exists 1. rewrite H1' in G00 by auto. rewrite H1 in G01 by auto. repeat split; lia.
  - (* no symbol of U: the class (0, 0) is the whole state, the guess is not useful *)
    exfalso. apply (Hfull (0, 0)); [simpl; tauto|]. reflexivity.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* Theorem 4 end to end: W(P(n)) = ceil(n/2) + 1 in the host of n symbols, by strong induction *)
(* from the rule facts above (issue 36 item 6).                                               *)

Lemma WP_0 : forall n, WP n 0 = 0.
Proof. intros. apply W_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat. Qed.

Lemma WP_1 : forall n, WP n 1 = 0.
Proof. intros. apply W_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat. Qed.

Lemma WD_0 : forall n, WD n 0 = 0.
Proof. intros. apply W_false. intros [p q]. unfold Dst, dstar, upto; cbn [fst snd]. decide_nat. Qed.

Lemma WS_1 : forall n, 2 <= n -> WS n 1 = 1.
Proof.
  intros. unfold WS. rewrite (W_ext n _ (single (0, 1))).
  - apply W_single, in_codes. lia.
  - intros [p q]. unfold S1st, star, upto, single; cbn [fst snd]. decide_nat.
Qed.

(* the double star's upper bound: W(D(s)) <= ceil(s/2) + 1 in every host holding D(s) *)
Lemma WD_upper : forall s n, s + 2 <= n -> WD n s <= (s + 1) / 2 + 1.
Proof.
  induction s as [s IH] using lt_wf_ind. intros n Hn.
  destruct s as [|s]; [rewrite WD_0; lia|].
  destruct (fact_ab4_small n ltac:(lia)) as (_ & _ & _ & _ & HS1 & HD1).
  destruct (fact_ab4_star n (S s) Hn) as [H1 H2].
  destruct s as [|[|s]].
  - rewrite HD1. simpl. lia.
  - specialize (H1 ltac:(lia)). replace (2 - 1) with 1 in H1 by lia. rewrite HS1 in H1. simpl. lia.
  - specialize (H2 ltac:(lia)). specialize (IH (S (S (S s)) - 2) ltac:(lia) n ltac:(lia)).
    replace (S (S (S s)) - 2 + 1) with (S s + 1) in IH by lia.
    replace (S (S (S s)) + 1) with (S s + 1 + 1 * 2) by lia. rewrite Nat.div_add by lia.
    assert (1 <= (S s + 1) / 2) by (apply Nat.div_le_lower_bound; lia). lia.
Qed.

(* the pairs' upper bound: W(P(s)) <= ceil(s/2) + 1 for 2 <= s <= n *)
Lemma WP_upper : forall s n, 2 <= s -> s <= n -> WP n s <= (s + 1) / 2 + 1.
Proof.
  induction s as [s IH] using lt_wf_ind. intros n Hs Hn.
  assert (HD := WD_upper (s - 2) n ltac:(lia)).
  assert (HP : WP n (s - 2) <= (s - 1) / 2 + 1).
  { destruct (Nat.le_gt_cases 2 (s - 2)) as [E|E].
    - specialize (IH (s - 2) ltac:(lia) n E ltac:(lia)). now replace (s - 1) with (s - 2 + 1) by lia.
    - destruct (s - 2) as [|[|k]] eqn:Es; [rewrite WP_0|rewrite WP_1|]; lia. }
  replace (s - 2 + 1) with (s - 1) in HD by lia.
  replace (s + 1) with (s - 1 + 1 * 2) by lia. rewrite Nat.div_add by lia.
  destruct (fact_ab4_pairs n s Hn Hs) as [E|[E|E]]; lia.
Qed.

(* the pairs' lower bound: W(P(s)) >= ceil(s/2) + 1 for 2 <= s <= n *)
Lemma WP_lower : forall s n, 2 <= s -> s <= n -> (s + 1) / 2 + 1 <= WP n s.
Proof.
  induction s as [s IH] using lt_wf_ind. intros n Hs Hn.
  destruct (fact_ab4_least_P n s Hn Hs) as (v & Hv & H0 & H1 & H2).
  destruct s as [|[|[|[|s]]]]; try lia.
  - (* s = 2: a guess of one symbol of U leaves S1(1), one code; of two, the answer 0A2B *)
    destruct v as [|[|[|v]]]; try lia.
    + destruct (H1 eq_refl) as [E _]. rewrite WS_1 in E by lia. simpl. lia.
    + destruct (H2 eq_refl) as [E _]. simpl. lia.
  - (* s = 3: P(2) or D(1), two codes *)
    destruct v as [|[|[|v]]]; try lia.
    + destruct (H1 eq_refl) as [_ E]. specialize (IH 2 ltac:(lia) n ltac:(lia) ltac:(lia)). simpl in *. lia.
    + destruct (H2 eq_refl) as (_ & E & _). destruct (fact_ab4_small n ltac:(lia)) as (_ & _ & _ & _ & _ & HD1).
      simpl in *. rewrite HD1 in E. lia.
  - (* s >= 4: the induction hypothesis at P(s - 1) or P(s - 2) *)
    set (t := S (S (S (S s)))) in *.
    assert (Hq : (t + 1) / 2 = (t - 1) / 2 + 1).
    { replace (t + 1) with (t - 1 + 1 * 2) by lia. now rewrite Nat.div_add by lia. }
    destruct v as [|[|[|v]]]; try lia.
    + destruct (H1 eq_refl) as [_ E]. specialize (IH (t - 1) ltac:(lia) n ltac:(lia) ltac:(lia)).
      replace (t - 1 + 1) with t in IH by lia.
      assert ((t - 1) / 2 <= t / 2) by (apply Nat.div_le_mono; lia). lia.
    + destruct (H2 eq_refl) as (_ & _ & E). specialize (IH (t - 2) ltac:(lia) n ltac:(lia) ltac:(lia)).
      replace (t - 2 + 1) with (t - 1) in IH by lia. lia.
Qed.

(* the whole game's state: every code of the host of n symbols is a candidate, and only those *)
Lemma Pst_full : forall n c, Pst n c = true <-> In c (codes n).
Proof.
  intros n [p q]. rewrite in_codes. unfold Pst, pairs; cbn [fst snd].
  rewrite !andb_true_iff, negb_true_iff, !Nat.ltb_lt, Nat.eqb_neq. tauto.
Qed.

(* Theorem 4 of the AB paper, end to end: the least worst case of the 2xn AB game (its state every
   code of the host of n symbols) is ceil(n/2) + 1 for every n >= 2 *)
Theorem ab4_end_to_end : forall n, 2 <= n -> W n (Pst n) = (n + 1) / 2 + 1.
Proof.
  intros n Hn. apply Nat.le_antisymm; [apply (WP_upper n n)|apply (WP_lower n n)]; lia.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* Theorem 3 end to end: M(P(n)) = T(n) (Table 1) in the host of n symbols, by strong induction *)
(* over s for S1(s), then D(s), then P(s), from AB2.v's rule facts fact_ab3_empty, -single,     *)
(* -pairs, -star (upper bounds) and premises fact_ab3_least_S, -D, -P (lower bounds)           *)
(* (issue 36 item 6).  The closed forms scaled to integers: FP s = 12 T(s), FD s = 2 T2(s + 2),  *)
(* FS s = 4 T1(s + 1), extended at small s as the registry's ab3_P, ab3_D, ab3_S.              *)

From Coq Require Import ZArith.
Local Open Scope Z_scope.

Definition FP (k : nat) : Z := let x := Z.of_nat k in
  if (k <=? 1)%nat then 0 else if Nat.even k then 4*x*x*x + 21*x*x - 76*x + 72 else 4*x*x*x + 21*x*x - 82*x + 105.
Definition FD (k : nat) : Z := let m := Z.of_nat k + 2 in
  if (k =? 0)%nat then 0 else if (k =? 1)%nat then 6 else if Nat.even k then m*m + 4*m - 18 else m*m + 4*m - 19.
Definition FS (k : nat) : Z := let m := Z.of_nat k + 1 in
  if (k =? 0)%nat then 0 else if Nat.even k then m*m + 4*m - 9 else m*m + 4*m - 8.

Lemma ev2 : forall t, Nat.even (2 * t) = true.
Proof. intros. apply Nat.even_spec. exists t. reflexivity. Qed.
Lemma ev21 : forall t, Nat.even (2 * t + 1) = false.
Proof. intros. rewrite <- Nat.negb_odd. rewrite (proj2 (Nat.odd_spec _)); [reflexivity|]. exists t. reflexivity. Qed.

Lemma FS_e : forall t, (1 <= t)%nat -> FS (2 * t) = let m := 2 * Z.of_nat t + 1 in m*m + 4*m - 9.
Proof. intros. unfold FS. rewrite ev2. replace (2 * t =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia). cbv zeta. rewrite Nat2Z.inj_mul. simpl (Z.of_nat 2). ring. Qed.
Lemma FS_o : forall t, FS (2 * t + 1) = let m := 2 * Z.of_nat t + 2 in m*m + 4*m - 8.
Proof. intros. unfold FS. rewrite ev21. replace (2 * t + 1 =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia). cbv zeta. rewrite Nat2Z.inj_add, Nat2Z.inj_mul. simpl (Z.of_nat 2). simpl (Z.of_nat 1). ring. Qed.
Lemma FD_e : forall t, (1 <= t)%nat -> FD (2 * t) = let m := 2 * Z.of_nat t + 2 in m*m + 4*m - 18.
Proof. intros. unfold FD. rewrite ev2. try replace (2 * t =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t <=? 1)%nat with false by (symmetry; apply Nat.leb_gt; lia). cbv zeta. rewrite Nat2Z.inj_mul. simpl (Z.of_nat 2). ring. Qed.
Lemma FD_o : forall t, (1 <= t)%nat -> FD (2 * t + 1) = let m := 2 * Z.of_nat t + 3 in m*m + 4*m - 19.
Proof. intros. unfold FD. rewrite ev21. try replace (2 * t + 1 =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t + 1 =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t + 1 <=? 1)%nat with false by (symmetry; apply Nat.leb_gt; lia). cbv zeta. rewrite Nat2Z.inj_add, Nat2Z.inj_mul. simpl (Z.of_nat 2). simpl (Z.of_nat 1). ring. Qed.
Lemma FP_e : forall t, (1 <= t)%nat -> FP (2 * t) = let x := 2 * Z.of_nat t in 4*x*x*x + 21*x*x - 76*x + 72.
Proof. intros. unfold FP. rewrite ev2. try replace (2 * t =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t <=? 1)%nat with false by (symmetry; apply Nat.leb_gt; lia). cbv zeta. rewrite Nat2Z.inj_mul. simpl (Z.of_nat 2). ring. Qed.
Lemma FP_o : forall t, (1 <= t)%nat -> FP (2 * t + 1) = let x := 2 * Z.of_nat t + 1 in 4*x*x*x + 21*x*x - 82*x + 105.
Proof. intros. unfold FP. rewrite ev21. try replace (2 * t + 1 =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t + 1 =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia); try replace (2 * t + 1 <=? 1)%nat with false by (symmetry; apply Nat.leb_gt; lia). cbv zeta. rewrite Nat2Z.inj_add, Nat2Z.inj_mul. simpl (Z.of_nat 2). simpl (Z.of_nat 1). ring. Qed.

Lemma MS_ok : forall s n, (2 <= n)%nat -> (s + 1 <= n)%nat -> 4 * Z.of_nat (MS n s) = FS s.
Proof.
  induction s as [s IH] using lt_wf_ind. intros n Hn Hsn.
  destruct (fact_ab3_empty n Hn) as (_ & _ & _ & HS0 & HS1).
  destruct (Nat.lt_ge_cases s 2) as [Hs|Hs].
  { destruct s as [|[|s]]; [rewrite HS0|rewrite HS1|lia]; reflexivity. }
  destruct (fact_ab3_single n s Hsn) as [U1 U2]. specialize (U1 ltac:(lia)). specialize (U2 Hs).
  destruct (fact_ab3_least_S n s Hsn Hs) as (v & Hv & HL).
  assert (E1 := IH (s - 1)%nat ltac:(lia) n Hn ltac:(lia)).
  assert (E2 := IH (s - 2)%nat ltac:(lia) n Hn ltac:(lia)).
  assert (HL' : (MS n s = s + MS n (s - 1) \/ MS n s = s + (1 + MS n (s - 1)) \/ MS n s = s + (2 + MS n (s - 2)))%nat).
  { destruct v as [|[|[|[|v]]]]; simpl in HL; lia. }
  clear HL v Hv.
  destruct (Nat.Even_or_Odd s) as [[t ->]|[t ->]].
  - destruct (Nat.eq_dec t 1) as [->|Ht].
    + replace (2 * 1 - 1)%nat with 1%nat in * by lia. replace (2 * 1 - 2)%nat with 0%nat in * by lia.
      replace (2 * 1)%nat with 2%nat in * by lia.
      change (FS 2) with 12. change (FS 1) with 4 in E1. change (FS 0) with 0 in E2. lia.
    + rewrite FS_e by lia. replace (2 * t - 1)%nat with (2 * (t - 1) + 1)%nat in * by lia.
      replace (2 * t - 2)%nat with (2 * (t - 1))%nat in * by lia.
      rewrite FS_o in E1. rewrite FS_e in E2 by lia. cbv zeta in *. try replace (Z.of_nat (t - 1)) with (Z.of_nat t - 1) in * by lia. lia.
  - replace (2 * t + 1 - 1)%nat with (2 * t)%nat in * by lia.
    replace (2 * t + 1 - 2)%nat with (2 * (t - 1) + 1)%nat in * by lia.
    rewrite FS_o. rewrite FS_e in E1 by lia. rewrite FS_o in E2. cbv zeta in *. try replace (Z.of_nat (t - 1)) with (Z.of_nat t - 1) in * by lia. lia.
Qed.

Lemma MD_ok : forall s n, (s + 2 <= n)%nat -> 2 * Z.of_nat (MD n s) = FD s.
Proof.
  induction s as [s IH] using lt_wf_ind. intros n Hsn.
  destruct (fact_ab3_empty n ltac:(lia)) as (_ & _ & HD0 & HS0 & HS1).
  destruct (Nat.eq_dec s 0) as [->|Hs0]; [rewrite HD0; reflexivity|].
  destruct (fact_ab3_star n s Hsn) as [U1 U2]. specialize (U1 ltac:(lia)).
  destruct (fact_ab3_least_D n s Hsn ltac:(lia)) as (v & Hv & Hv4 & HL).
  assert (F1 := MS_ok (s - 1) n ltac:(lia) ltac:(lia)).
  assert (F0 := MS_ok s n ltac:(lia) ltac:(lia)).
  destruct (Nat.eq_dec s 1) as [->|Hs1].
  { change (1 - 1)%nat with 0%nat in *. rewrite HS0 in *. rewrite HS1 in *.
    change (FD 1) with 6. destruct v as [|[|[|[|[|[|v]]]]]]; simpl in HL; try rewrite HD0 in HL; lia. }
  specialize (U2 ltac:(lia)).
  assert (E1 := IH (s - 1)%nat ltac:(lia) n ltac:(lia)).
  assert (E2 := IH (s - 2)%nat ltac:(lia) n ltac:(lia)).
  assert (HL' : (MD n s = 2 * s + (1 + 2 * MS n (s - 1)) \/ MD n s = 2 * s + (2 + 2 * MS n (s - 1)) \/
                 MD n s = 2 * s + 2 * MS n s \/ MD n s = 2 * s + (6 + MD n (s - 2)) \/
                 MD n s = 2 * s + (2 + MD n (s - 1)))%nat).
  { destruct v as [|[|[|[|[|[|v]]]]]]; simpl in HL; lia. }
  clear HL v Hv Hv4.
  destruct (Nat.Even_or_Odd s) as [[t ->]|[t ->]].
  - destruct (Nat.eq_dec t 1) as [->|Ht].
    + replace (2 * 1 - 1)%nat with 1%nat in * by lia. replace (2 * 1 - 2)%nat with 0%nat in * by lia.
      replace (2 * 1)%nat with 2%nat in * by lia.
      change (FD 2) with 14. change (FD 1) with 6 in E1. change (FD 0) with 0 in E2.
      change (FS 1) with 4 in F1. change (FS 2) with 12 in F0. lia.
    + rewrite FD_e by lia. replace (2 * t - 1)%nat with (2 * (t - 1) + 1)%nat in * by lia.
      replace (2 * t - 2)%nat with (2 * (t - 1))%nat in * by lia.
      rewrite FD_o in E1 by lia. rewrite FD_e in E2 by lia. rewrite FS_o in F1. rewrite FS_e in F0 by lia.
      cbv zeta in *. try replace (Z.of_nat (t - 1)) with (Z.of_nat t - 1) in * by lia. lia.
  - destruct (Nat.eq_dec t 1) as [->|Ht].
    + replace (2 * 1 + 1 - 1)%nat with 2%nat in * by lia. replace (2 * 1 + 1 - 2)%nat with 1%nat in * by lia.
      replace (2 * 1 + 1)%nat with 3%nat in * by lia.
      change (FD 3) with 26. change (FD 2) with 14 in E1. change (FD 1) with 6 in E2.
      change (FS 2) with 12 in F1. change (FS 3) with 24 in F0. lia.
    + replace (2 * t + 1 - 1)%nat with (2 * t)%nat in * by lia.
      replace (2 * t + 1 - 2)%nat with (2 * (t - 1) + 1)%nat in * by lia.
      rewrite FD_o by lia. rewrite FD_e in E1 by lia. rewrite FD_o in E2 by lia. rewrite FS_e in F1 by lia.
      rewrite FS_o in F0. cbv zeta in *. try replace (Z.of_nat (t - 1)) with (Z.of_nat t - 1) in * by lia. lia.
Qed.

Lemma P_even_step : forall u p a b d e : Z, 1 <= u ->
  4 * a = (let m := 2 * u + 2 in m*m + 4*m - 8) ->
  12 * b = (let x := 2 * u + 1 in 4*x*x*x + 21*x*x - 82*x + 105) ->
  2 * d = (let m := 2 * u + 2 in m*m + 4*m - 18) ->
  12 * e = (let x := 2 * u in 4*x*x*x + 21*x*x - 76*x + 72) ->
  p <= (2*u+2)*(2*u+1) + 1 + 2*d + e ->
  (p = (2*u+2)*(2*u+1) + (2*a + b) \/ p = (2*u+2)*(2*u+1) + (1 + 2*d + e)) ->
  12 * p = (let x := 2 * (u + 1) in 4*x*x*x + 21*x*x - 76*x + 72).
Proof. intros u p a b d e Hu Ha Hb Hd He U [L|L]; cbv zeta in *; nia. Qed.
Lemma P_odd_step : forall u p a b d e : Z, 1 <= u ->
  4 * a = (let m := 2 * (u + 1) + 1 in m*m + 4*m - 9) ->
  12 * b = (let x := 2 * (u + 1) in 4*x*x*x + 21*x*x - 76*x + 72) ->
  2 * d = (let m := 2 * u + 3 in m*m + 4*m - 19) ->
  12 * e = (let x := 2 * u + 1 in 4*x*x*x + 21*x*x - 82*x + 105) ->
  p <= (2*u+3)*(2*u+2) + 1 + 2*d + e ->
  (p = (2*u+3)*(2*u+2) + (2*a + b) \/ p = (2*u+3)*(2*u+2) + (1 + 2*d + e)) ->
  12 * p = (let x := 2 * (u + 1) + 1 in 4*x*x*x + 21*x*x - 82*x + 105).
Proof. intros u p a b d e Hu Ha Hb Hd He U [L|L]; cbv zeta in *; nia. Qed.

Lemma MP_ok : forall s n, (2 <= n)%nat -> (s <= n)%nat -> 12 * Z.of_nat (MP n s) = FP s.
Proof.
  induction s as [s IH] using lt_wf_ind. intros n Hn Hsn.
  destruct (fact_ab3_empty n Hn) as (HP0 & HP1 & HD0 & HS0 & HS1).
  destruct (Nat.lt_ge_cases s 2) as [Hs|Hs].
  { destruct s as [|[|s]]; [rewrite HP0|rewrite HP1|lia]; reflexivity. }
  assert (U := fact_ab3_pairs n s Hsn Hs).
  destruct (fact_ab3_least_P n s Hsn Hs) as (v & Hv & HL).
  assert (F1 := MS_ok (s - 1) n ltac:(lia) ltac:(lia)).
  assert (G2 := MD_ok (s - 2) n ltac:(lia)).
  assert (E1 := IH (s - 1)%nat ltac:(lia) n Hn ltac:(lia)).
  assert (E2 := IH (s - 2)%nat ltac:(lia) n Hn ltac:(lia)).
  assert (HL' : (MP n s = s * (s - 1) + (2 * MS n (s - 1) + MP n (s - 1)) \/
                 MP n s = s * (s - 1) + (1 + 2 * MD n (s - 2) + MP n (s - 2)))%nat).
  { destruct v as [|[|[|v]]]; simpl in HL; lia. }
  clear HL v Hv.
  destruct (Nat.Even_or_Odd s) as [[t ->]|[t ->]].
  - destruct (Nat.eq_dec t 1) as [->|Ht].
    + replace (2 * 1 - 1)%nat with 1%nat in * by lia. replace (2 * 1 - 2)%nat with 0%nat in * by lia.
      replace (2 * 1)%nat with 2%nat in * by lia.
      change (FP 2) with 36. change (FP 1) with 0 in E1. change (FP 0) with 0 in E2.
      change (FD 0) with 0 in G2. change (FS 1) with 4 in F1. simpl in HL', U. lia.
    + rewrite FP_e by lia. replace (2 * t - 1)%nat with (2 * (t - 1) + 1)%nat in * by lia.
      replace (2 * t - 2)%nat with (2 * (t - 1))%nat in * by lia.
      rewrite FP_o in E1 by lia. rewrite FP_e in E2 by lia. rewrite FS_o in F1. rewrite FD_e in G2 by lia.
      set (u := Z.of_nat (t - 1)) in *. replace (Z.of_nat t) with (u + 1) by lia.
      apply (P_even_step u _ (Z.of_nat (MS n (2 * (t - 1) + 1))) (Z.of_nat (MP n (2 * (t - 1) + 1)))
        (Z.of_nat (MD n (2 * (t - 1)))) (Z.of_nat (MP n (2 * (t - 1))))); try assumption; [lia|nia|].
      destruct HL' as [L|L]; [left|right]; nia.
  - destruct (Nat.eq_dec t 1) as [->|Ht].
    + replace (2 * 1 + 1 - 1)%nat with 2%nat in * by lia. replace (2 * 1 + 1 - 2)%nat with 1%nat in * by lia.
      replace (2 * 1 + 1)%nat with 3%nat in * by lia.
      change (FP 3) with 156. change (FP 2) with 36 in E1. change (FP 1) with 0 in E2.
      change (FD 1) with 6 in G2. change (FS 2) with 12 in F1. simpl in HL', U. lia.
    + replace (2 * t + 1 - 1)%nat with (2 * t)%nat in * by lia.
      replace (2 * t + 1 - 2)%nat with (2 * (t - 1) + 1)%nat in * by lia.
      rewrite FP_o by lia. rewrite FP_e in E1 by lia. rewrite FP_o in E2 by lia. rewrite FS_e in F1 by lia.
      rewrite FD_o in G2 by lia.
      set (u := Z.of_nat (t - 1)) in *. replace (Z.of_nat t) with (u + 1) in * by lia.
      apply (P_odd_step u _ (Z.of_nat (MS n (2 * t))) (Z.of_nat (MP n (2 * t)))
        (Z.of_nat (MD n (2 * (t - 1) + 1))) (Z.of_nat (MP n (2 * (t - 1) + 1)))); try assumption; [lia|nia|].
      destruct HL' as [L|L]; [left|right]; nia.
Qed.

(* Table 1's T(n) exactly as the registry's ab3_P states it: (4n^3 + 21n^2 - 76n + 72)/12 for n even,
   (4n^3 + 21n^2 - 82n + 105)/12 for n odd *)
Definition T3 (n : nat) : nat := Z.to_nat (FP n / 12).

(* Theorem 3 of the AB paper, end to end: the least total of the 2xn AB game (its state every code of
   the host of n symbols) is Table 1's T(n) for every n >= 2 *)
Theorem ab3_end_to_end : forall n, (2 <= n)%nat -> M n (Pst n) = T3 n.
Proof.
  intros n Hn. unfold T3. rewrite <- (MP_ok n n Hn) by lia. rewrite Z.mul_comm, Z.div_mul by lia.
  unfold MP. symmetry. apply Nat2Z.id.
Qed.
