(* AB2.v -- a Coq model of the AB paper's 2xn game (issue 36 item 4): the answer classes of every
   guess at the three family states of Theorem 3, for every n, and the least total over every guess
   with four of the glue's rule facts (ab3.empty, ab3.single, ab3.pairs, ab3.star) and the
   premises ab3-least-S, ab3-least-P and ab3-least-D as theorems.  Part of certify
   (docs/coq.md, docs/theorems/ab-theorems.md); stock Coq 8.16, no axiom.

   The game (docs/abgames.md).  A code is an ordered pair (x, y) of distinct symbols; the host game
   has the n symbols 0..n-1.  The answer to a guess g = (a, b) for the secret c = (p, q) is (A, B):
   A the symbols of g in their place in c, B those in c at the other place ([answer]).  A state is a
   set of codes (a predicate, [state]); the class of answer r is [class S g r].

   The families (docs/theorems/ab-theorems.md, certify/claims/functions/ab_graphs.py), over any
   symbols: [pairs U] every ordered pair over the symbols U (P(s), |U| = s); [dstar l r X] the double
   star (l, x), (x, r) for the middles x in X (D(s), |X| = s, the registry's graph kind 2 with the
   ends 0, 1); [star h X] the single star (h, x), x in X (S1(s), kind 1), [rstar h X] its reversal
   (x, h), which the game cannot tell from it.

   Part 1, the classification (the premise ab.theorem-3.all.classification-P, -D, -S1 read over the
   model): [pairs_classification], [dstar_classification], [star_classification].  For every guess
   (a, b), a <> b, any symbols, every answer r, the class of r is the state listed by
   [pairs_classes], [dstar_classes], [star_classes]: by the guess's role type (which of a, b lie in
   U / are an end l, r, a middle of X, the centre h, a leaf, or a symbol outside the state), the
   classes are family instances over fewer symbols, one or two single codes, or empty; a useless
   guess (every code in one class) has the whole state as that class.  Proved for all symbol sets
   and all guesses, by cases on the symbols (no computation at fixed n).

   Part 2, the least total over every guess in the host game with n symbols: [size n S] counts the
   codes of S among the n(n-1) codes of the game, [M n S] is the least total number of guesses over
   the codes of S (each code pays every guess up to and including its hit): the minimum over every
   useful guess g of the game (every answer class other than the hit strictly smaller than S; a
   useless guess adds |S| and leaves S as it was, so it never helps) of |S| + the classes' least
   totals.  [M_eq] is that recursion; [Mf] the fuel, [Mf_fuel] its independence of the fuel.
   [M_ext]: M reads a state only through its codes.  [M_single]: one code costs 1.
   [M_sw]: M is invariant under renaming symbols (a transposition [sw i j] of two symbols of the
   host, applied to both places of every code); [M_flip]: and under swapping the two positions of
   every code (both through [M_map]: a map of codes that is an involution of the host's codes and
   keeps every answer and every size keeps M).
   The families placed in the host: [Pst s] over 0..s-1, [Dst s] with ends 0, 1 and middles
   2..s+1, [S1st s] with centre 0 and leaves 1..s; [MP n s], [MD n s], [MS n s] their least totals
   (the glue's P(s, -2), P(s, -3), P(s, -4)).

   Rule facts of the glue (certify/checkers/dag_glue.py RULE_FACTS) proved here:
     [fact_ab3_empty]   ab3.empty: P(0,-2) = P(1,-2) = P(0,-3) = P(0,-4) = 0, P(1,-4) = 1
                        (in every host with n >= 2 symbols, which holds S1(1))
     [fact_ab3_single]  ab3.single: s >= 1 -> P(s,-4) <= s + P(s-1,-4);
                        s >= 2 -> P(s,-4) <= s + 2 + P(s-2,-4)
                        (in every host holding S1(s): s + 1 <= n), by the guesses (0, s) (a code)
                        and (s-1, s) (two leaves), whose classes [star_classification] gives.
     [fact_ab3_pairs]   ab3.pairs: s >= 2 -> P(s,-2) <= s(s-1) + 1 + 2 P(s-2,-3) + P(s-2,-2)
                        (in every host holding P(s): s <= n), by the guess (0, 1) of two symbols of
                        U: its classes D(s-2), D(s-2) reversed ([M_flip]), the code (1, 0) and the
                        pairs over 2..s-1 (renamed to 0..s-3 by two transpositions, [M_sw]).
     [fact_ab3_star]    ab3.star: s >= 1 -> P(s,-3) <= 2s + 1 + 2 P(s-1,-4);
                        s >= 2 -> P(s,-3) <= 2s + 6 + P(s-2,-3)
                        (in every host holding D(s): s + 2 <= n), by the guesses (0, s+1), a code
                        (classes: the star with centre 0 over 2..s, its reversal with centre 1, both
                        S1(s-1) renamed, and a code), and (s, s+1), two middles (classes: two codes,
                        two codes, D(s-2); two codes cost at most 3, [M_two]).
   FACTS premise of the glue proved here (the least total is the value of a guess of some role
   type v; certify/checkers/dag_glue.py FACTS):
     [fact_ab3_least_S] ab3-least-S: s >= 2 -> some v <= 3 has P(s,-4) = s + (P(s,-4); P(s-1,-4);
                        1 + P(s-1,-4); 2 + P(s-2,-4)) by v (in every host holding S1(s)): the
                        least total is the value of a useful guess ([M_least]); by
                        [star_classification] a code is v = 1, a leaf with the centre or with a
                        symbol outside v = 2, two leaves v = 3 (the leaves renamed to the last
                        ones by [M_star_sw]); every other guess has the whole state as a class and
                        is not useful.
     [fact_ab3_least_P] ab3-least-P: s >= 2 -> some v <= 2 has P(s,-2) = s(s-1) + (P(s,-2);
                        2 P(s-1,-4) + P(s-1,-2); 1 + 2 P(s-2,-3) + P(s-2,-2)) by v (in every host
                        holding P(s): s <= n): by [pairs_classification] a useful guess has one
                        symbol x of U (v = 1: the star with centre x and its reversal, [M_rstar],
                        renamed to S1(s-1), and the pairs over U - {x}, renamed to P(s-1)) or two,
                        x and y (v = 2: a code, the double star with ends x, y and its reversal,
                        [M_dstar_rev], renamed to D(s-2) by [M_dstar_ends], and the pairs over
                        U - {x, y}, renamed to P(s-2)); a guess of no symbol of U is not useful.
     [fact_ab3_least_D] ab3-least-D: s >= 1 -> some v <= 5, v = 4 only for s >= 2, has P(s,-3) =
                        2s + (P(s,-3); 1 + 2 P(s-1,-4); 2 + 2 P(s-1,-4); 2 P(s,-4); 6 + P(s-2,-3);
                        2 + P(s-1,-3)) by v (in every host holding D(s): s + 2 <= n): by
                        [dstar_classification] a useful guess is a code (v = 1), (x, l) or (r, x)
                        for a middle x (v = 2), an end and a symbol outside D(s) (v = 3), two
                        middles (v = 4: two codes cost exactly 3, [M_two_eq]) or a middle and a
                        symbol outside (v = 5); its stars renamed to S1(s-1), S1(s) ([M_star_sw2],
                        the reversed one by [M_rstar_centre]), its double stars to D(s-1), D(s-2)
                        ([M_dstar_mid]); every other guess has the whole state as a class.
   Not proved here: the least worst case (the glue's ab4 facts stay engine-checked). *)

From Coq Require Import Arith Lia List Bool Permutation.
Import ListNotations.

Definition code := (nat * nat)%type.
Definition state := code -> bool.

Definition hits (x : nat) (c : code) : bool := (x =? fst c) || (x =? snd c).

Definition answer (g c : code) : nat * nat :=
  let A := (if fst g =? fst c then 1 else 0) + (if snd g =? snd c then 1 else 0) in
  let C := (if hits (fst g) c then 1 else 0) + (if hits (snd g) c then 1 else 0) in
  (A, C - A).

Definition same (x y : nat * nat) : bool := (fst x =? fst y) && (snd x =? snd y).

Definition class (S : state) (g : code) (r : nat * nat) : state :=
  fun c => S c && same (answer g c) r.

Definition symbols := nat -> bool.
Definition minus (X : symbols) (x : nat) : symbols := fun y => X y && negb (y =? x).

Definition empty : state := fun _ => false.
Definition single (d : code) : state := fun c => (fst c =? fst d) && (snd c =? snd d).
Definition two (d e : code) : state := fun c => single d c || single e c.
Definition pairs (U : symbols) : state := fun c => U (fst c) && U (snd c) && negb (fst c =? snd c).
Definition dstar (l r : nat) (X : symbols) : state :=
  fun c => ((fst c =? l) && X (snd c)) || (X (fst c) && (snd c =? r)).
Definition star (h : nat) (X : symbols) : state := fun c => (fst c =? h) && X (snd c).
Definition rstar (h : nat) (X : symbols) : state := fun c => X (fst c) && (snd c =? h).

Definition is (r : nat * nat) (A B : nat) : bool := (fst r =? A) && (snd r =? B).

(* a list of answers with their classes; every answer not listed has the empty class *)
Definition table (l : list ((nat * nat) * state)) (r : nat * nat) : state :=
  fold_right (fun e acc => if same (fst e) r then snd e else acc) (fun _ => false) l.

(* the classes of each role type of the pairs state P(U) *)
Definition pairs_classes (U : symbols) (g : code) : nat * nat -> state :=
  let (a, b) := g in
  if U a && U b then
    table [((2, 0), single (a, b)); ((0, 2), single (b, a));
           ((1, 0), dstar a b (minus (minus U a) b)); ((0, 1), dstar b a (minus (minus U a) b));
           ((0, 0), pairs (minus (minus U a) b))]
  else if U a then
    table [((1, 0), star a (minus U a)); ((0, 1), rstar a (minus U a)); ((0, 0), pairs (minus U a))]
  else if U b then
    table [((1, 0), rstar b (minus U b)); ((0, 1), star b (minus U b)); ((0, 0), pairs (minus U b))]
  else table [((0, 0), pairs U)].

Definition dstar_classes (l r : nat) (X : symbols) (g : code) : nat * nat -> state :=
  let (a, b) := g in
  if (a =? l) && X b then
    table [((2, 0), single (l, b)); ((1, 0), star l (minus X b)); ((0, 1), single (b, r));
           ((0, 0), rstar r (minus X b))]
  else if X a && (b =? r) then
    table [((2, 0), single (a, r)); ((1, 0), rstar r (minus X a)); ((0, 1), single (l, a));
           ((0, 0), star l (minus X a))]
  else if X a && (b =? l) then
    table [((0, 2), single (l, a)); ((0, 1), star l (minus X a)); ((1, 0), single (a, r));
           ((0, 0), rstar r (minus X a))]
  else if (a =? r) && X b then
    table [((1, 0), single (l, b)); ((0, 2), single (b, r)); ((0, 0), star l (minus X b));
           ((0, 1), rstar r (minus X b))]
  else if X a && X b then
    table [((1, 0), two (l, b) (a, r)); ((0, 1), two (l, a) (b, r));
           ((0, 0), dstar l r (minus (minus X a) b))]
  else if X a then
    table [((1, 0), single (a, r)); ((0, 1), single (l, a)); ((0, 0), dstar l r (minus X a))]
  else if X b then
    table [((1, 0), single (l, b)); ((0, 1), single (b, r)); ((0, 0), dstar l r (minus X b))]
  else if (a =? l) && (b =? r) then table [((1, 0), dstar l r X)]
  else if (a =? r) && (b =? l) then table [((0, 1), dstar l r X)]
  else if a =? l then table [((1, 0), star l X); ((0, 0), rstar r X)]
  else if b =? l then table [((0, 1), star l X); ((0, 0), rstar r X)]
  else if a =? r then table [((0, 0), star l X); ((0, 1), rstar r X)]
  else if b =? r then table [((0, 0), star l X); ((1, 0), rstar r X)]
  else table [((0, 0), dstar l r X)].

Definition star_classes (h : nat) (X : symbols) (g : code) : nat * nat -> state :=
  let (a, b) := g in
  if (a =? h) && X b then table [((2, 0), single (h, b)); ((1, 0), star h (minus X b))]
  else if X a && (b =? h) then table [((0, 2), single (h, a)); ((0, 1), star h (minus X a))]
  else if X a && X b then
    table [((1, 0), single (h, b)); ((0, 1), single (h, a)); ((0, 0), star h (minus (minus X a) b))]
  else if X a then table [((0, 1), single (h, a)); ((0, 0), star h (minus X a))]
  else if X b then table [((1, 0), single (h, b)); ((0, 0), star h (minus X b))]
  else if a =? h then table [((1, 0), star h X)]
  else if b =? h then table [((0, 1), star h X)]
  else table [((0, 0), star h X)].

Ltac split_symbols :=
  repeat (first
  [ progress (simpl; rewrite ?Nat.eqb_refl)
  | match goal with
    | H : ?x = ?x -> False |- _ => exfalso; exact (H eq_refl)
    | H : ?X ?x = true, H' : ?X ?x = false |- _ => rewrite H in H'; discriminate
    | |- context [?x =? ?y] => is_var x; is_var y;
        let E := fresh "E" in destruct (Nat.eqb_spec x y) as [E|E]; [subst x|]
    end
  | match goal with
    | |- context [?X ?x] => is_var x;
        match type of X with
        | symbols => let E := fresh "X" in destruct (X x) eqn:E
        | nat -> bool => let E := fresh "X" in destruct (X x) eqn:E end
    end ]; try congruence); try reflexivity; try congruence.

(* the classification proofs below: a class is the table's entry for every answer when every code of the
   state lies in its answer's entry and every entry holds only codes of the state with that answer *)
Lemma same_eq : forall x y, same x y = true <-> x = y.
Proof.
  intros [a b] [c d]. unfold same; cbn [fst snd]. rewrite andb_true_iff, !Nat.eqb_eq.
  split; [intros [-> ->]|intros [=]]; auto.
Qed.

Lemma table_true : forall L r c, table L r c = true ->
  exists e, In e L /\ same (fst e) r = true /\ snd e c = true.
Proof.
  intros L r c. unfold table. induction L as [|[k T] L IH]; simpl; [discriminate|].
  destruct (same k r) eqn:E; intros H; [exists (k, T); auto|].
  destruct (IH H) as [e' (? & ? & ?)]. exists e'. auto.
Qed.

Lemma class_table : forall S g L ans c,
  (S c = true -> table L (answer g c) c = true) ->
  Forall (fun e => snd e c = true -> S c && same (answer g c) (fst e) = true) L ->
  class S g ans c = table L ans c.
Proof.
  intros S g L ans c H1 H2. unfold class.
  assert (H3 : table L ans c = true -> S c = true /\ answer g c = ans).
  { intros H. destruct (table_true L ans c H) as [[k T] (He & Hs & Hc)].
    rewrite Forall_forall in H2. specialize (H2 (k, T) He Hc). apply andb_true_iff in H2 as [HS Ha].
    cbn [fst snd] in Hs, Ha. apply same_eq in Hs, Ha. subst. auto. }
  destruct (table L ans c) eqn:E.
  - destruct (H3 eq_refl) as [HS Ha]. rewrite HS, <- Ha. simpl. apply same_eq. reflexivity.
  - destruct (S c) eqn:ES; [|reflexivity]. simpl. destruct (same (answer g c) ans) eqn:Ea; [|reflexivity].
    apply same_eq in Ea. subst ans. rewrite H1 in E; auto.
Qed.

Ltac sym_contra :=
  match goal with
  | H : ?x <> ?x |- _ => exact (False_ind _ (H eq_refl))
  | H : ?X ?x = true, H' : ?X ?x = false |- _ => rewrite H in H'; discriminate
  end.

(* a code's membership of a set, taken apart into equations (substituted) and facts *)
Ltac hyps :=
  repeat match goal with
  | H : true = true |- _ => clear H
  | H : false = true |- _ => discriminate H
  | H : _ && _ = true |- _ => apply andb_true_iff in H as [? ?]
  | H : _ || _ = true |- _ => apply orb_true_iff in H as [?|?]
  | H : negb _ = true |- _ => apply negb_true_iff in H
  | H : (?x =? ?x) = true |- _ => clear H
  | H : (?x =? ?y) = true |- _ => apply Nat.eqb_eq in H; first [subst x | subst y]
  | H : (?x =? ?y) = false |- _ => apply Nat.eqb_neq in H
  end; try sym_contra.

(* the role type of a guess: the conditions of a classes function decided one symbol at a time *)
Ltac role_split :=
  repeat (match goal with
  | |- context [if ?cnd then _ else _] =>
    match cnd with
    | context [?x =? ?y] => is_var x; is_var y; destruct (Nat.eqb_spec x y); [subst x|]
    | context [?X ?x] => is_var x;
        match type of X with
        | symbols => destruct (X x) eqn:?
        | nat -> bool => destruct (X x) eqn:? end
    end
  end; cbn [andb orb negb]; rewrite ?Nat.eqb_refl; try sym_contra).

Ltac classify_table :=
  apply class_table; [|repeat constructor];
  unfold two, dstar, pairs, single, star, rstar, minus, table, answer, same, hits;
  simpl; intros; hyps; split_symbols.

Theorem pairs_classification : forall U a b, a <> b -> forall ans c,
  class (pairs U) (a, b) ans c = pairs_classes U (a, b) ans c.
Proof.
  intros U a b Hab ans [p q]. unfold pairs_classes. role_split; classify_table.
Qed.

Theorem dstar_classification : forall l r X, l <> r -> X l = false -> X r = false ->
  forall a b, a <> b -> forall ans c, class (dstar l r X) (a, b) ans c = dstar_classes l r X (a, b) ans c.
Proof.
  intros l r X Hlr Hl Hr a b Hab ans [p q]. unfold dstar_classes. role_split; classify_table.
Qed.

Theorem star_classification : forall h X, X h = false ->
  forall a b, a <> b -> forall ans c, class (star h X) (a, b) ans c = star_classes h X (a, b) ans c.
Proof.
  intros h X Hh a b Hab ans [p q]. unfold star_classes. role_split; classify_table.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The least total over every guess of the 2xn game (host: n symbols 0..n-1).               *)

Fixpoint sumf (k : nat) (f : nat -> nat) : nat :=
  match k with 0 => 0 | Datatypes.S k => sumf k f + f k end.
Definition ind (b : bool) : nat := if b then 1 else 0.

(* the number of codes of the state among the n(n-1) codes of the game *)
Definition size (n : nat) (St : state) : nat :=
  sumf n (fun a => sumf n (fun b => ind (negb (a =? b) && St (a, b)))).

Definition codes (n : nat) : list code :=
  filter (fun c => negb (fst c =? snd c)) (list_prod (seq 0 n) (seq 0 n)).

(* every answer but the hit (2, 0); (1, 1) never occurs between two codes, and is harmless *)
Definition answers : list (nat * nat) := [(0, 0); (0, 1); (0, 2); (1, 0); (1, 1)].

Definition useful (n : nat) (St : state) (g : code) : bool :=
  forallb (fun r => size n (class St g r) <? size n St) answers.

Fixpoint minl (l : list nat) : nat :=
  match l with [] => 0 | x :: l' => match l' with [] => x | _ => Nat.min x (minl l') end end.
Fixpoint total (l : list nat) : nat := match l with [] => 0 | x :: l' => x + total l' end.

Fixpoint Mf (n f : nat) (St : state) : nat :=
  match f with
  | 0 => 0
  | Datatypes.S f' =>
      if size n St =? 0 then 0
      else size n St + minl (map (fun g => total (map (fun r => Mf n f' (class St g r)) answers))
                                 (filter (useful n St) (codes n)))
  end.

Definition M (n : nat) (St : state) : nat := Mf n (Datatypes.S (size n St)) St.

Lemma sumf_ext : forall k f g, (forall i, i < k -> f i = g i) -> sumf k f = sumf k g.
Proof. induction k; intros; simpl; auto. rewrite (IHk f g), (H k); auto; intros; apply H; lia. Qed.

Lemma size_ext : forall n St St', (forall c, St c = St' c) -> size n St = size n St'.
Proof.
  intros. unfold size. apply sumf_ext; intros. apply sumf_ext; intros. now rewrite H.
Qed.

Lemma class_ext : forall St St' g r, (forall c, St c = St' c) -> forall c, class St g r c = class St' g r c.
Proof. intros. unfold class. now rewrite H. Qed.

Lemma forallb_ext' : forall (A : Type) (f g : A -> bool) l, (forall x, f x = g x) -> forallb f l = forallb g l.
Proof. induction l; intros; simpl; auto. rewrite H, IHl; auto. Qed.

Lemma Mf_ext : forall n f St St', (forall c, St c = St' c) -> Mf n f St = Mf n f St'.
Proof.
  induction f; intros; cbn [Mf]; auto.
  rewrite (size_ext n St St' H).
  assert (Hu : forall g, useful n St g = useful n St' g).
  { intros. unfold useful. apply forallb_ext'; intros.
    rewrite (size_ext n St St' H), (size_ext n _ _ (class_ext St St' g x H)); auto. }
  rewrite (filter_ext _ _ Hu). destruct (size n St' =? 0); auto. do 2 f_equal. apply map_ext; intros g. f_equal.
  apply map_ext; intros r. apply IHf, class_ext, H.
Qed.

Lemma M_ext : forall n St St', (forall c, St c = St' c) -> M n St = M n St'.
Proof. intros. unfold M. rewrite (size_ext n St St' H). now apply Mf_ext. Qed.

Lemma Mf_fuel : forall n f f' St, size n St < f -> size n St < f' -> Mf n f St = Mf n f' St.
Proof.
  induction f; intros f' St H H'; [lia|]. destruct f' as [|f']; [lia|]. cbn [Mf].
  destruct (size n St =? 0); auto. do 2 f_equal. apply map_ext_in; intros g Hg.
  apply filter_In in Hg as [_ Hu]. unfold useful in Hu. rewrite forallb_forall in Hu. f_equal.
  apply map_ext_in; intros r Hr. specialize (Hu r Hr). apply Nat.ltb_lt in Hu. apply IHf; lia.
Qed.

(* the recursion: the least total of a non-empty state is its size plus the least sum of the
   answer classes' least totals over the useful guesses (a useless guess leaves some class equal
   to the state: it only adds |S| to the total and is never better) *)
Theorem M_eq : forall n St, size n St <> 0 ->
  M n St = size n St + minl (map (fun g => total (map (fun r => M n (class St g r)) answers))
                                 (filter (useful n St) (codes n))).
Proof.
  intros n St H. unfold M at 1. cbn [Mf]. destruct (size n St =? 0) eqn:E; [apply Nat.eqb_eq in E; lia|].
  do 2 f_equal. apply map_ext_in; intros g Hg.
  apply filter_In in Hg as [_ Hu]. unfold useful in Hu. rewrite forallb_forall in Hu. f_equal.
  apply map_ext_in; intros r Hr. specialize (Hu r Hr). apply Nat.ltb_lt in Hu. unfold M. apply Mf_fuel; lia.
Qed.

Lemma M_zero : forall n St, size n St = 0 -> M n St = 0.
Proof. intros. unfold M. rewrite H. cbn [Mf]. rewrite H. reflexivity. Qed.

Lemma minl_le : forall l x, In x l -> minl l <= x.
Proof.
  induction l as [|y l IH]; intros x Hx; [destruct Hx|]. destruct l as [|z l].
  - destruct Hx as [<-|[]]; simpl; lia.
  - change (minl (y :: z :: l)) with (Nat.min y (minl (z :: l))).
    destruct Hx as [<-|Hx]; [lia|]. specialize (IH x Hx). lia.
Qed.

Lemma minl_in : forall l, l <> [] -> In (minl l) l.
Proof.
  induction l as [|y l IH]; intros H; [congruence|]. destruct l as [|z l]; [simpl; auto|].
  change (minl (y :: z :: l)) with (Nat.min y (minl (z :: l))).
  destruct (Nat.min_spec y (minl (z :: l))) as [[_ ->]|[_ ->]]; [left; auto|].
  right. apply IH. discriminate.
Qed.

Lemma in_codes : forall n a b, In (a, b) (codes n) <-> a < n /\ b < n /\ a <> b.
Proof.
  intros. unfold codes. rewrite filter_In, in_prod_iff, !in_seq. simpl.
  rewrite negb_true_iff, Nat.eqb_neq. lia.
Qed.

(* the value of a guess bounds the least total (the glue's "a guess of ... bounds M") *)
Theorem M_le : forall n St g, In g (codes n) -> useful n St g = true -> size n St <> 0 ->
  M n St <= size n St + total (map (fun r => M n (class St g r)) answers).
Proof.
  intros n St g Hg Hu H. rewrite M_eq by exact H. apply Nat.add_le_mono_l, minl_le.
  apply in_map_iff. exists g. split; auto. apply filter_In; auto.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* Counting codes                                                                            *)

Lemma sumf_zero : forall k f, (forall i, i < k -> f i = 0) -> sumf k f = 0.
Proof. induction k; intros; simpl; auto. rewrite IHk, H; auto. Qed.

Lemma sumf_add : forall k f g, sumf k (fun i => f i + g i) = sumf k f + sumf k g.
Proof. induction k; intros; simpl; auto. rewrite IHk. lia. Qed.

Lemma sumf_point : forall k f p, (forall i, i < k -> i <> p -> f i = 0) ->
  sumf k f = if p <? k then f p else 0.
Proof.
  induction k; intros f p H; simpl; auto. rewrite (IHk f p) by (intros; apply H; lia).
  destruct (Nat.ltb_spec p k), (Nat.ltb_spec p (Datatypes.S k)), (Nat.eq_dec k p); subst; try lia;
    rewrite (H k) by lia; lia.
Qed.

Ltac decide_nat :=
  repeat (match goal with
  | |- context [?x <=? ?y] => destruct (Nat.leb_spec x y)
  | |- context [?x <? ?y] => destruct (Nat.ltb_spec x y)
  | |- context [?x =? ?y] => destruct (Nat.eqb_spec x y) as [?E|?E]; [try subst x; try subst y|]
  end; cbn [andb orb negb fst snd]); try reflexivity; try lia; auto.

Lemma size_false : forall n St, (forall c, St c = false) -> size n St = 0.
Proof. intros. unfold size. apply sumf_zero; intros. apply sumf_zero; intros. rewrite H. now destruct negb. Qed.

Lemma size_single : forall n a b, a < n -> b < n -> a <> b -> size n (single (a, b)) = 1.
Proof.
  intros n a b Ha Hb Hab. unfold size. rewrite (sumf_point n _ a).
  - apply Nat.ltb_lt in Ha. rewrite Ha. rewrite (sumf_point n _ b).
    + apply Nat.ltb_lt in Hb. rewrite Hb. unfold ind, single; cbn [fst snd]. decide_nat.
    + intros. unfold ind, single; cbn [fst snd]. decide_nat.
  - intros. apply sumf_zero; intros. unfold ind, single; cbn [fst snd]. decide_nat.
Qed.

Lemma size_union : forall n St T, (forall c, St c && T c = false) ->
  size n (fun c => St c || T c) = size n St + size n T.
Proof.
  intros. unfold size. rewrite <- sumf_add. apply sumf_ext; intros. rewrite <- sumf_add.
  apply sumf_ext; intros. specialize (H (i, i0)). unfold ind.
  destruct (negb _), (St _), (T _); simpl in *; auto; discriminate.
Qed.

Lemma M_ge : forall n St, size n St <= M n St.
Proof.
  intros. destruct (Nat.eq_dec (size n St) 0) as [E|E]; [lia|]. rewrite M_eq by exact E. lia.
Qed.

Lemma M_false : forall n St, (forall c, St c = false) -> M n St = 0.
Proof. intros. apply M_zero, size_false, H. Qed.

(* a guess whose classes are the states C r bounds the least total by its value *)
Lemma M_le_classes : forall n St g (C : nat * nat -> state), In g (codes n) ->
  (forall r, In r answers -> forall c, class St g r c = C r c) -> size n St <> 0 ->
  (forall r, In r answers -> size n (C r) < size n St) ->
  M n St <= size n St + total (map (fun r => M n (C r)) answers).
Proof.
  intros n St g C Hg HC H Hs.
  replace (map (fun r => M n (C r)) answers) with (map (fun r => M n (class St g r)) answers).
  - apply M_le; auto. unfold useful. apply forallb_forall; intros r Hr. apply Nat.ltb_lt.
    rewrite (size_ext n _ _ (HC r Hr)). auto.
  - apply map_ext_in; intros r Hr. apply M_ext, HC, Hr.
Qed.

Lemma answer_self : forall d, answer d d = (2, 0).
Proof. intros [a b]. unfold answer, hits; simpl. rewrite !Nat.eqb_refl. simpl. now rewrite orb_true_r. Qed.

Theorem M_single : forall n d, In d (codes n) -> M n (single d) = 1.
Proof.
  intros n [a b] Hd. apply in_codes in Hd as (Ha & Hb & Hab).
  assert (Hs := size_single n a b Ha Hb Hab).
  apply Nat.le_antisymm; [|rewrite <- Hs; apply M_ge].
  assert (H := M_le_classes n (single (a, b)) (a, b) (fun _ _ => false)).
  simpl in H. rewrite !(M_false n (fun _ => false)) in H by auto. rewrite Hs in H. apply H.
  - apply in_codes; auto.
  - intros r Hr [p q]. unfold class, single; cbn [fst snd]. decide_nat. subst. rewrite answer_self.
    destruct Hr as [<-|[<-|[<-|[<-|[<-|[]]]]]]; reflexivity.
  - lia.
  - intros r _. rewrite size_false; auto.
Qed.

(* decide_inner, innermost comparison first (a transposition sw nests its comparisons) *)
Ltac noif t := lazymatch t with context [if _ then _ else _] => fail | _ => idtac end.
Ltac decide_inner :=
  repeat (match goal with
  | |- context [?x <=? ?y] => noif x; noif y; destruct (Nat.leb_spec x y)
  | |- context [?x <? ?y] => noif x; noif y; destruct (Nat.ltb_spec x y)
  | |- context [?x =? ?y] => noif x; noif y; destruct (Nat.eqb_spec x y) as [?E|?E]; [try subst x; try subst y|]
  end; cbn [andb orb negb fst snd]); try reflexivity; try lia; auto.

(* ---------------------------------------------------------------------------------------- *)
(* Renaming the symbols and swapping the two positions leave the least total as it was.     *)

Lemma sumf_list : forall k f, sumf k f = list_sum (map f (seq 0 k)).
Proof. induction k; intros; cbn [sumf]; auto. rewrite seq_S, map_app, list_sum_app, IHk. simpl. lia. Qed.

Lemma list_sum_perm : forall l l', Permutation l l' -> list_sum l = list_sum l'.
Proof. intros l l' H; induction H; simpl; lia. Qed.

Lemma NoDup_map_inj : forall (A B : Type) (f : A -> B) l,
  (forall x y, f x = f y -> x = y) -> NoDup l -> NoDup (map f l).
Proof.
  intros A B f l Hf H. induction H; simpl; constructor; auto.
  rewrite in_map_iff. intros [y [E Hy]]. apply Hf in E. subst. contradiction.
Qed.

(* a sum over 0..n-1 read through an involution of 0..n-1 *)
Lemma sumf_perm : forall n f (sg : nat -> nat), (forall x, sg (sg x) = x) -> (forall x, x < n -> sg x < n) ->
  sumf n (fun i => f (sg i)) = sumf n f.
Proof.
  intros n f sg Hi Hn. rewrite !sumf_list, <- (map_map sg f). apply list_sum_perm, Permutation_map.
  apply NoDup_Permutation.
  - apply NoDup_map_inj; [|apply seq_NoDup]. intros x y E. rewrite <- (Hi x), <- (Hi y), E. reflexivity.
  - apply seq_NoDup.
  - intros x. rewrite in_map_iff, in_seq. split.
    + intros [y [<- Hy]]. apply in_seq in Hy. specialize (Hn y). lia.
    + intros Hx. exists (sg x). rewrite Hi, in_seq. specialize (Hn x). lia.
Qed.

Lemma sumf_comm : forall n m h, sumf n (fun a => sumf m (fun b => h a b)) = sumf m (fun b => sumf n (fun a => h a b)).
Proof.
  induction n; intros m h; simpl.
  - symmetry. apply sumf_zero. auto.
  - rewrite IHn, <- sumf_add. reflexivity.
Qed.

Lemma minl_same : forall l l', (forall x, In x l <-> In x l') -> minl l = minl l'.
Proof.
  intros l l' H. destruct l as [|x l], l' as [|y l']; auto.
  - exfalso. apply (proj2 (H y)). left; auto.
  - exfalso. apply (proj1 (H x)). left; auto.
  - apply Nat.le_antisymm; apply minl_le; apply H || apply <- H; apply minl_in; discriminate.
Qed.

(* a map of codes that is an involution of the host's codes, keeps every answer and every size,
   keeps the least total *)
Lemma Mf_map : forall n (phi : code -> code), (forall c, phi (phi c) = c) ->
  (forall c, In c (codes n) -> In (phi c) (codes n)) -> (forall g c, answer (phi g) (phi c) = answer g c) ->
  (forall St, size n (fun c => St (phi c)) = size n St) ->
  forall f St, Mf n f (fun c => St (phi c)) = Mf n f St.
Proof.
  intros n phi Hi Hc Ha Hs. induction f; intros St; cbn [Mf]; auto.
  assert (Hcl : forall g r c, class (fun c => St (phi c)) g r c = class St (phi g) r (phi c))
    by (intros; unfold class; now rewrite Ha).
  assert (Hu : forall g, useful n (fun c => St (phi c)) g = useful n St (phi g)).
  { intros g. unfold useful. apply forallb_ext'. intros r.
    rewrite Hs, (size_ext n _ _ (Hcl g r)), (Hs (class St (phi g) r)). reflexivity. }
  rewrite Hs. destruct (size n St =? 0); auto. f_equal. apply minl_same. intros x.
  rewrite !in_map_iff. split.
  - intros [g [<- Hg]]. apply filter_In in Hg as [Hg Hg']. exists (phi g). split.
    + f_equal. apply map_ext; intros r. rewrite (Mf_ext n f _ _ (Hcl g r)). symmetry. apply IHf.
    + apply filter_In. rewrite <- Hu. auto.
  - intros [g [<- Hg]]. apply filter_In in Hg as [Hg Hg']. exists (phi g). split.
    + f_equal. apply map_ext; intros r. rewrite (Mf_ext n f _ _ (Hcl (phi g) r)), Hi. apply IHf.
    + apply filter_In. rewrite Hu, Hi. auto.
Qed.

Lemma M_map : forall n (phi : code -> code), (forall c, phi (phi c) = c) ->
  (forall c, In c (codes n) -> In (phi c) (codes n)) -> (forall g c, answer (phi g) (phi c) = answer g c) ->
  (forall St, size n (fun c => St (phi c)) = size n St) ->
  forall St, M n (fun c => St (phi c)) = M n St.
Proof. intros. unfold M. rewrite H2. now apply Mf_map. Qed.

(* the transposition of the symbols i and j *)
Definition sw (i j x : nat) : nat := if x =? i then j else if x =? j then i else x.

Lemma sw_sw : forall i j x, sw i j (sw i j x) = x.
Proof. intros. unfold sw. decide_inner. Qed.

Lemma sw_eqb : forall i j x y, (sw i j x =? sw i j y) = (x =? y).
Proof. intros. unfold sw. decide_inner. Qed.

Lemma sw_lt : forall n i j x, i < n -> j < n -> x < n -> sw i j x < n.
Proof. intros. unfold sw. decide_inner. Qed.

Lemma size_sw : forall n i j St, i < n -> j < n ->
  size n (fun c => St (sw i j (fst c), sw i j (snd c))) = size n St.
Proof.
  intros n i j St Hi Hj. unfold size. cbn [fst snd].
  rewrite <- (sumf_perm n (fun a => sumf n (fun b => ind (negb (a =? b) && St (a, b)))) (sw i j) (sw_sw i j))
    by (intros; apply sw_lt; auto).
  apply sumf_ext; intros a _.
  rewrite <- (sumf_perm n (fun b => ind (negb (sw i j a =? b) && St (sw i j a, b))) (sw i j) (sw_sw i j))
    by (intros; apply sw_lt; auto).
  apply sumf_ext; intros b _. now rewrite sw_eqb.
Qed.

Lemma size_flip : forall n St, size n (fun c => St (snd c, fst c)) = size n St.
Proof.
  intros. unfold size. cbn [fst snd]. rewrite sumf_comm. apply sumf_ext; intros a _.
  apply sumf_ext; intros b _. now rewrite Nat.eqb_sym.
Qed.

(* the least total is invariant under a transposition of two symbols of the host *)
Theorem M_sw : forall n i j St, i < n -> j < n ->
  M n (fun c => St (sw i j (fst c), sw i j (snd c))) = M n St.
Proof.
  intros n i j St Hi Hj.
  apply (M_map n (fun c => (sw i j (fst c), sw i j (snd c)))).
  - intros [p q]. cbn [fst snd]. now rewrite !sw_sw.
  - intros [p q] Hc. apply in_codes in Hc as (Hp & Hq & Hpq). apply in_codes. cbn [fst snd].
    repeat split; try apply sw_lt; auto. intros E. apply Hpq. rewrite <- (sw_sw i j p), E, sw_sw. reflexivity.
  - intros [a b] [p q]. unfold answer, hits. cbn [fst snd]. now rewrite !sw_eqb.
  - intros. apply size_sw; auto.
Qed.

(* and under swapping the two positions of every code *)
Theorem M_flip : forall n St, M n (fun c => St (snd c, fst c)) = M n St.
Proof.
  intros n St. apply (M_map n (fun c => (snd c, fst c))).
  - intros [p q]. reflexivity.
  - intros [p q] Hc. apply in_codes in Hc. apply in_codes. cbn [fst snd]. lia.
  - intros [a b] [p q]. unfold answer, hits. cbn [fst snd]. decide_inner.
  - intros. apply size_flip.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The families of Theorem 3, placed in the host game (docs/theorems/ab-theorems.md):         *)
(*   P(s)  all ordered pairs over the symbols 0..s-1                 (s(s-1) codes)          *)
(*   D(s)  the double star: (0, x) and (x, 1) for the s middles x = 2..s+1  (2s codes)      *)
(*   S1(s) the single star: (0, x) for the s leaves x = 1..s          (s codes)               *)

Definition upto (lo hi : nat) : symbols := fun y => (lo <=? y) && (y <=? hi).
Definition Pst (s : nat) : state := pairs (fun y => y <? s).
Definition Dst (s : nat) : state := dstar 0 1 (upto 2 (s + 1)).
Definition S1st (s : nat) : state := star 0 (upto 1 s).

Definition MP n s := M n (Pst s).
Definition MD n s := M n (Dst s).
Definition MS n s := M n (S1st s).

Lemma size_S1 : forall n s, s < n -> size n (S1st s) = s.
Proof.
  induction s; intros H.
  - apply size_false. intros [p q]. unfold S1st, star, upto; cbn [fst snd]. decide_nat.
  - rewrite (size_ext n _ (fun c => S1st s c || single (0, Datatypes.S s) c)).
    + rewrite size_union, IHs, size_single; try lia.
      intros [p q]. unfold S1st, star, upto, single; cbn [fst snd]. decide_nat.
    + intros [p q]. unfold S1st, star, upto, single; cbn [fst snd]. decide_nat.
Qed.

Theorem fact_ab3_empty : forall n, 2 <= n ->
  MP n 0 = 0 /\ MP n 1 = 0 /\ MD n 0 = 0 /\ MS n 0 = 0 /\ MS n 1 = 1.
Proof.
  intros n Hn. unfold MP, MD, MS. repeat split.
  - apply M_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - apply M_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - apply M_false. intros [p q]. unfold Dst, dstar, upto; cbn [fst snd]. decide_nat.
  - apply M_false. intros [p q]. unfold S1st, star, upto; cbn [fst snd]. decide_nat.
  - rewrite (M_ext n _ (single (0, 1))).
    + apply M_single, in_codes. lia.
    + intros [p q]. unfold S1st, star, upto, single; cbn [fst snd]. decide_nat.
Qed.

Ltac answer_cases Hr := destruct Hr as [<-|[<-|[<-|[<-|[<-|[]]]]]].

Theorem fact_ab3_single : forall n s, s + 1 <= n ->
  (1 <= s -> MS n s <= s + MS n (s - 1)) /\ (2 <= s -> MS n s <= s + 2 + MS n (s - 2)).
Proof.
  intros n s Hn. unfold MS. split; intros Hs.
  - (* a code (0, s) of S1(s): the classes are the hit and S1(s - 1) *)
    assert (Hx : upto 1 s s = true) by (unfold upto; decide_nat).
    assert (Hc : forall c, star 0 (minus (upto 1 s) s) c = S1st (s - 1) c)
      by (intros [p q]; unfold S1st, star, minus, upto; cbn [fst snd]; decide_nat).
    eapply Nat.le_trans; [apply (M_le_classes n (S1st s) (0, s) (star_classes 0 (upto 1 s) (0, s)))|].
    + apply in_codes; lia.
    + intros r _. apply star_classification; [reflexivity|lia].
    + rewrite size_S1; lia.
    + intros r Hr. rewrite size_S1 by lia. unfold star_classes. rewrite Hx.
      answer_cases Hr; cbn -[size]; try (rewrite size_false by auto; lia).
      rewrite (size_ext n _ _ Hc), size_S1; lia.
    + unfold star_classes. rewrite Hx. cbn -[M size].
      rewrite !(M_false n (fun _ => false)), (M_ext n _ _ Hc), size_S1 by (auto; lia). lia.
  - (* two leaves (s - 1, s): the classes are (0, s), (0, s - 1) and S1(s - 2) *)
    assert (Hx : upto 1 s s = true) by (unfold upto; decide_nat).
    assert (Hy : upto 1 s (s - 1) = true) by (unfold upto; decide_nat).
    assert (Hz : (s - 1 =? 0) = false) by (apply Nat.eqb_neq; lia).
    assert (Hw : (s =? 0) = false) by (apply Nat.eqb_neq; lia).
    assert (Hc : forall c, star 0 (minus (minus (upto 1 s) (s - 1)) s) c = S1st (s - 2) c)
      by (intros [p q]; unfold S1st, star, minus, upto; cbn [fst snd]; decide_nat).
    eapply Nat.le_trans;
      [apply (M_le_classes n (S1st s) (s - 1, s) (star_classes 0 (upto 1 s) (s - 1, s)))|].
    + apply in_codes; lia.
    + intros r _. apply star_classification; [reflexivity|lia].
    + rewrite size_S1; lia.
    + intros r Hr. rewrite size_S1 by lia. unfold star_classes. rewrite Hx, Hy, Hz, Hw.
      answer_cases Hr; cbn -[size]; try (rewrite size_false by auto; lia);
        try (rewrite size_single; lia). rewrite (size_ext n _ _ Hc), size_S1; lia.
    + unfold star_classes. rewrite Hx, Hy, Hz, Hw. cbn -[M size].
      rewrite !(M_false n (fun _ => false)), (M_ext n _ _ Hc), !M_single, size_S1
        by (auto; try apply in_codes; lia). lia.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* Useful guesses, the families' sizes, and the rule facts ab3.pairs and ab3.star           *)

Lemma sumf_le : forall k f g, (forall i, i < k -> f i <= g i) -> sumf k f <= sumf k g.
Proof.
  induction k; intros; simpl; auto. apply Nat.add_le_mono; [apply IHk; intros; apply H|apply H]; lia.
Qed.

Lemma size_le : forall n St T, (forall c, St c = true -> T c = true) -> size n St <= size n T.
Proof.
  intros. unfold size. apply sumf_le; intros. apply sumf_le; intros. unfold ind.
  destruct (negb _); simpl; [|lia]. destruct (St (i, i0)) eqn:E; [rewrite (H _ E)|]; lia.
Qed.

Lemma single_self : forall d, single d d = true.
Proof. intros [a b]. unfold single; cbn [fst snd]. now rewrite !Nat.eqb_refl. Qed.

Lemma single_true : forall d c, single d c = true -> c = d.
Proof.
  intros [a b] [p q]. unfold single; cbn [fst snd]. rewrite andb_true_iff, !Nat.eqb_eq. intros [-> ->]. auto.
Qed.

(* a state inside another that misses one of its codes is smaller *)
Lemma size_lt : forall n St T d, (forall c, St c = true -> T c = true) -> In d (codes n) ->
  T d = true -> St d = false -> size n St < size n T.
Proof.
  intros n St T [a b] Hs Hd HT HS. apply in_codes in Hd as (Ha & Hb & Hab).
  assert (H := size_le n (fun c => St c || single (a, b) c) T).
  rewrite size_union, size_single in H; auto.
  - enough (size n St + 1 <= size n T) by lia. apply H.
    intros c. rewrite orb_true_iff. intros [E|E]; auto. apply single_true in E. subst. auto.
  - intros c. destruct (single (a, b) c) eqn:E; [apply single_true in E; subst; rewrite HS|]; auto using andb_false_r.
Qed.

Lemma same_true : forall x y, same x y = true -> x = y.
Proof.
  intros [a b] [c d]. unfold same; cbn [fst snd]. rewrite andb_true_iff, !Nat.eqb_eq. intros [-> ->]. auto.
Qed.

(* a guess that is a code of the state is useful: no class but the hit holds it *)
Lemma useful_hit : forall n St g, In g (codes n) -> St g = true -> useful n St g = true.
Proof.
  intros n St g Hg HS. unfold useful. apply forallb_forall. intros r Hr. apply Nat.ltb_lt.
  apply (size_lt n _ _ g); auto.
  - unfold class. intros c E. apply andb_true_iff in E. apply E.
  - unfold class. rewrite answer_self, HS. answer_cases Hr; reflexivity.
Qed.

(* a guess that tells two codes of the state apart is useful *)
Lemma useful_two : forall n St g d e, In d (codes n) -> In e (codes n) -> St d = true -> St e = true ->
  answer g d <> answer g e -> useful n St g = true.
Proof.
  intros n St g d e Hd He Sd Se Hde. unfold useful. apply forallb_forall. intros r _. apply Nat.ltb_lt.
  assert (Hsub : forall c, class St g r c = true -> St c = true)
    by (unfold class; intros c E; apply andb_true_iff in E; apply E).
  destruct (same (answer g d) r) eqn:E.
  - apply same_true in E. apply (size_lt n _ _ e); auto. unfold class. rewrite Se. simpl.
    destruct (same (answer g e) r) eqn:E'; auto. apply same_true in E'. congruence.
  - apply (size_lt n _ _ d); auto. unfold class. rewrite Sd, E. auto.
Qed.

Lemma M_le_useful : forall n St g (C : nat * nat -> state), In g (codes n) -> useful n St g = true ->
  size n St <> 0 -> (forall r, In r answers -> forall c, class St g r c = C r c) ->
  M n St <= size n St + total (map (fun r => M n (C r)) answers).
Proof.
  intros n St g C Hg Hu H HC.
  replace (map (fun r => M n (C r)) answers) with (map (fun r => M n (class St g r)) answers).
  - apply M_le; auto.
  - apply map_ext_in; intros r Hr. apply M_ext, HC, Hr.
Qed.

(* two codes cost at most 3: guess one, then the other *)
Lemma M_two : forall n d e, In d (codes n) -> In e (codes n) -> d <> e -> M n (two d e) <= 3.
Proof.
  intros n d e Hd He Hde.
  assert (Hs : size n (two d e) = 2).
  { destruct d as [a b], e as [a' b']. apply in_codes in Hd as (? & ? & ?). apply in_codes in He as (? & ? & ?).
    unfold two. rewrite size_union, !size_single; auto.
    intros c. destruct (single (a, b) c) eqn:E; auto. apply single_true in E. subst.
    unfold single; cbn [fst snd]. decide_nat; congruence. }
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
  eapply Nat.le_trans; [apply (M_le_useful n (two d e) d
    (fun r => if same (answer d e) r then single e else fun _ => false) Hd); auto|].
  - apply useful_hit; auto. unfold two. now rewrite single_self.
  - lia.
  - rewrite Hs. destruct (answer d e) as [A B]. cbn -[M].
    destruct A as [|[|[|A]]], B as [|[|[|B]]]; cbn -[M];
      rewrite ?(M_false n (fun _ => false)), ?M_single by auto; lia.
Qed.

Definition cnt (n : nat) (X : symbols) : nat := sumf n (fun b => ind (X b)).

Lemma cnt_upto : forall n lo hi, cnt n (upto lo hi) = Nat.min n (hi + 1) - lo.
Proof.
  induction n; intros; [reflexivity|]. unfold cnt in *. cbn [sumf]. rewrite IHn. unfold upto, ind.
  destruct (Nat.min_spec n (hi + 1)) as [[? ->]|[? ->]], (Nat.min_spec (S n) (hi + 1)) as [[? ->]|[? ->]];
    decide_nat.
Qed.

Lemma cnt_lt : forall n s, cnt n (fun y => y <? s) = Nat.min n s.
Proof.
  induction n; intros; [reflexivity|]. unfold cnt in *. cbn [sumf]. rewrite IHn. unfold ind.
  destruct (Nat.min_spec n s) as [[? ->]|[? ->]], (Nat.min_spec (S n) s) as [[? ->]|[? ->]]; decide_nat.
Qed.

Lemma size_star : forall n h X, h < n -> X h = false -> size n (star h X) = cnt n X.
Proof.
  intros n h X Hh HX. unfold size, cnt. rewrite (sumf_point n _ h).
  - apply Nat.ltb_lt in Hh. rewrite Hh. apply sumf_ext. intros b _. unfold star, ind; cbn [fst snd].
    rewrite Nat.eqb_refl. destruct (Nat.eqb_spec h b); subst; simpl; auto. now rewrite HX.
  - intros a _ Ha. apply sumf_zero. intros b _. unfold star; cbn [fst snd].
    destruct (Nat.eqb_spec a h); [lia|]. now rewrite andb_false_r.
Qed.

Lemma size_rstar : forall n h X, h < n -> X h = false -> size n (rstar h X) = cnt n X.
Proof.
  intros. rewrite <- size_star with (h := h) by auto. rewrite <- size_flip. apply size_ext.
  intros [p q]. unfold star, rstar; cbn [fst snd]. apply andb_comm.
Qed.

Lemma size_P : forall n s, s <= n -> size n (Pst s) = s * (s - 1).
Proof.
  induction s; intros H.
  - apply size_false. intros [p q]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - rewrite (size_ext n _ (fun c => (Pst s c || star s (fun y => y <? s) c) || rstar s (fun y => y <? s) c)).
    + rewrite !size_union, IHs, size_star, size_rstar, cnt_lt; try lia.
      * replace (Nat.min n s) with s by lia. destruct s; simpl; lia.
      * apply Nat.ltb_irrefl.
      * apply Nat.ltb_irrefl.
      * intros [p q]. unfold Pst, pairs, star, rstar; cbn [fst snd]. decide_nat.
      * intros [p q]. unfold Pst, pairs, star, rstar; cbn [fst snd]. decide_nat.
    + intros [p q]. unfold Pst, pairs, star, rstar; cbn [fst snd]. decide_nat.
Qed.

Lemma size_D : forall n s, s + 2 <= n -> size n (Dst s) = 2 * s.
Proof.
  intros n s H. rewrite (size_ext n _ (fun c => star 0 (upto 2 (s + 1)) c || rstar 1 (upto 2 (s + 1)) c)).
  - rewrite size_union, size_star, size_rstar, cnt_upto; try lia; try reflexivity.
    intros [p q]. unfold star, rstar, upto; cbn [fst snd]. decide_nat.
  - intros [p q]. unfold Dst, dstar, star, rstar; cbn [fst snd]. reflexivity.
Qed.

Lemma M_pairs_sw : forall n i j U, i < n -> j < n -> M n (pairs (fun y => U (sw i j y))) = M n (pairs U).
Proof.
  intros. rewrite <- (M_sw n i j (pairs U)) by auto. apply M_ext. intros [p q]. unfold pairs; cbn [fst snd].
  now rewrite sw_eqb.
Qed.

Theorem fact_ab3_pairs : forall n s, s <= n -> 2 <= s ->
  MP n s <= s * (s - 1) + 1 + 2 * MD n (s - 2) + MP n (s - 2).
Proof.
  intros n s Hn Hs. unfold MP.
  set (U := fun y => y <? s).
  assert (HU0 : U 0 = true) by (unfold U; decide_nat).
  assert (HU1 : U 1 = true) by (unfold U; decide_nat).
  set (Y := minus (minus U 0) 1).
  (* the guess (0, 1), two symbols of U: the classes (1, 0) D(s - 2), (0, 1) its reversal,
     (0, 2) the code (1, 0), (0, 0) the pairs over U - {0, 1} *)
  eapply Nat.le_trans; [apply (M_le_useful n (Pst s) (0, 1) (pairs_classes U (0, 1)))|].
  - apply in_codes; lia.
  - apply useful_hit; [apply in_codes; lia|]. unfold Pst, pairs; cbn [fst snd]. decide_nat.
  - rewrite size_P; [|lia]. destruct s as [|[|s]]; simpl; lia.
  - intros r _. apply pairs_classification. lia.
  - assert (HD : M n (dstar 0 1 Y) = MD n (s - 2)).
    { assert (HY : forall z, Y z = upto 2 (s - 2 + 1) z) by (intros; unfold Y, U, minus, upto; decide_nat).
      apply M_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd]. now rewrite !HY. }
    assert (HR : M n (dstar 1 0 Y) = MD n (s - 2)).
    { rewrite <- HD, <- M_flip. apply M_ext. intros [p q]. unfold dstar; cbn [fst snd].
      destruct (p =? 0), (q =? 1), (Y p), (Y q); reflexivity. }
    assert (HP : M n (pairs Y) = M n (Pst (s - 2))).
    { destruct (Nat.le_gt_cases s 3).
      - rewrite !M_false; auto; intros [p q]; unfold Pst, pairs, Y, U, minus; cbn [fst snd]; decide_nat.
      - assert (HY : forall y, Y (sw 0 (s - 2) (sw 1 (s - 1) y)) = (y <? s - 2))
          by (intros; unfold Y, U, minus, sw; decide_inner).
        rewrite <- (M_pairs_sw n 0 (s - 2) Y), <- (M_pairs_sw n 1 (s - 1)) by lia.
        apply M_ext. intros [p q]. unfold Pst, pairs; cbn [fst snd]. now rewrite !HY. }
    unfold pairs_classes. rewrite HU0, HU1. cbn -[M size dstar pairs single minus].
    fold Y. rewrite HD, HR, HP, M_single, (M_false n (fun _ => false)), size_P by (auto; try apply in_codes; lia).
    lia.
Qed.

Theorem fact_ab3_star : forall n s, s + 2 <= n ->
  (1 <= s -> MD n s <= 2 * s + 1 + 2 * MS n (s - 1)) /\ (2 <= s -> MD n s <= 2 * s + 6 + MD n (s - 2)).
Proof.
  intros n s Hn. unfold MD.
  assert (HX0 : upto 2 (s + 1) 0 = false) by (unfold upto; decide_nat).
  assert (HX1 : upto 2 (s + 1) 1 = false) by (unfold upto; decide_nat).
  split; intros Hs.
  - (* a code (0, s + 1) of D(s): the classes (1, 0) the star with centre 0 over the middles 2..s,
       (0, 0) its reversal with centre 1, (0, 1) the code (s + 1, 1) *)
    assert (HXs : upto 2 (s + 1) (s + 1) = true) by (unfold upto; decide_nat).
    set (Y := minus (upto 2 (s + 1)) (s + 1)).
    assert (HS : M n (star 0 Y) = MS n (s - 1)).
    { unfold MS. rewrite <- (M_sw n 1 s (star 0 Y)) by lia. apply M_ext. intros [p q].
      assert (E1 : forall z, (sw 1 s z =? 0) = (z =? 0)) by (intros; unfold sw; decide_inner).
      assert (E2 : forall z, Y (sw 1 s z) = upto 1 (s - 1) z) by (intros; unfold Y, minus, upto, sw; decide_inner).
      unfold S1st, star; cbn [fst snd]. now rewrite E1, E2. }
    assert (HR : M n (rstar 1 Y) = MS n (s - 1)).
    { rewrite <- HS, <- M_flip, <- (M_sw n 0 1 (star 0 Y)) by lia. apply M_ext. intros [p q].
      assert (E1 : forall z, (sw 0 1 z =? 0) = (z =? 1)) by (intros; unfold sw; decide_inner).
      assert (E2 : forall z, Y (sw 0 1 z) = Y z) by (intros; unfold Y, minus, upto, sw; decide_inner).
      unfold star, rstar; cbn [fst snd]. rewrite E1, E2. apply andb_comm. }
    eapply Nat.le_trans;
      [apply (M_le_useful n (Dst s) (0, s + 1) (dstar_classes 0 1 (upto 2 (s + 1)) (0, s + 1)))|].
    + apply in_codes; lia.
    + apply useful_hit; [apply in_codes; lia|]. unfold Dst, dstar; cbn [fst snd]. now rewrite HXs.
    + rewrite size_D; lia.
    + intros r _. apply dstar_classification; auto; lia.
    + unfold dstar_classes. rewrite HXs. cbn -[M size star rstar single minus].
      fold Y. rewrite HS, HR, M_single, (M_false n (fun _ => false)), size_D by (auto; try apply in_codes; lia).
      lia.
  - (* two middles (s, s + 1): the classes (1, 0) and (0, 1) two codes each, (0, 0) D(s - 2) *)
    assert (HXs : upto 2 (s + 1) (s + 1) = true) by (unfold upto; decide_nat).
    assert (HXs' : upto 2 (s + 1) s = true) by (unfold upto; decide_nat).
    assert (E0 : (s =? 0) = false) by (apply Nat.eqb_neq; lia).
    assert (E1 : (s =? 1) = false) by (apply Nat.eqb_neq; lia).
    assert (E2 : (s + 1 =? 0) = false) by (apply Nat.eqb_neq; lia).
    assert (E3 : (s + 1 =? 1) = false) by (apply Nat.eqb_neq; lia).
    assert (HD : M n (dstar 0 1 (minus (minus (upto 2 (s + 1)) s) (s + 1))) = M n (Dst (s - 2))).
    { assert (HY : forall z, minus (minus (upto 2 (s + 1)) s) (s + 1) z = upto 2 (s - 2 + 1) z)
        by (intros; unfold minus, upto; decide_nat).
      apply M_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd]. now rewrite !HY. }
    assert (T1 : M n (two (0, s + 1) (s, 1)) <= 3) by (apply M_two; try apply in_codes; try intros [=]; lia).
    assert (T2 : M n (two (0, s) (s + 1, 1)) <= 3) by (apply M_two; try apply in_codes; try intros [=]; lia).
    eapply Nat.le_trans;
      [apply (M_le_useful n (Dst s) (s, s + 1) (dstar_classes 0 1 (upto 2 (s + 1)) (s, s + 1)))|].
    + apply in_codes; lia.
    + apply (useful_two n _ _ (0, s) (0, s + 1)); try (apply in_codes; lia).
      * unfold Dst, dstar; cbn [fst snd]. now rewrite HXs'.
      * unfold Dst, dstar; cbn [fst snd]. now rewrite HXs.
      * unfold answer, hits; cbn [fst snd]. decide_nat; intros [=]; lia.
    + rewrite size_D; lia.
    + intros r _. apply dstar_classification; auto; lia.
    + unfold dstar_classes. rewrite HXs, HXs', E0, E1, E2, E3. cbn -[M size dstar two minus].
      rewrite HD, (M_false n (fun _ => false)), size_D by (auto; lia). lia.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The least total is the value of a guess of some role type (the glue's FACTS ab3-least-S) *)

(* the least total is the value of some useful guess of the host *)
Lemma M_least : forall n St d, In d (codes n) -> St d = true -> exists g, In g (codes n) /\ useful n St g = true /\
  M n St = size n St + total (map (fun r => M n (class St g r)) answers).
Proof.
  intros n St d Hd HS.
  assert (Hne : size n St <> 0).
  { assert (H := size_lt n (fun _ => false) St d). rewrite size_false in H by auto. specialize (H (fun _ E => False_ind _ (diff_false_true E)) Hd HS eq_refl). lia. }
  rewrite M_eq by exact Hne.
  assert (Hin : In (minl (map (fun g => total (map (fun r => M n (class St g r)) answers))
                             (filter (useful n St) (codes n))))
                   (map (fun g => total (map (fun r => M n (class St g r)) answers)) (filter (useful n St) (codes n)))).
  { apply minl_in. intros E. apply map_eq_nil in E. assert (Hf : In d (filter (useful n St) (codes n))).
    { apply filter_In. split; auto. apply useful_hit; auto. }
    rewrite E in Hf. destruct Hf. }
  apply in_map_iff in Hin as [g [Hv Hg]]. apply filter_In in Hg as [Hg Hu]. exists g. repeat split; auto.
Qed.

Lemma total_classes : forall n St g (C : nat * nat -> state),
  (forall r, In r answers -> forall c, class St g r c = C r c) ->
  total (map (fun r => M n (class St g r)) answers) = total (map (fun r => M n (C r)) answers).
Proof. intros. f_equal. apply map_ext_in. intros r Hr. apply M_ext, H, Hr. Qed.

(* a useful guess has no class equal to the state *)
Lemma useful_not_all : forall n St g r, useful n St g = true -> In r answers ->
  (forall c, class St g r c = St c) -> False.
Proof.
  intros n St g r Hu Hr H. unfold useful in Hu. rewrite forallb_forall in Hu. specialize (Hu r Hr).
  apply Nat.ltb_lt in Hu. rewrite (size_ext n _ _ H) in Hu. lia.
Qed.

Lemma M_star_sw : forall n h i j Y, i < n -> j < n -> h <> i -> h <> j ->
  M n (star h (fun y => Y (sw i j y))) = M n (star h Y).
Proof.
  intros. rewrite <- (M_sw n i j (star h Y)) by auto. apply M_ext. intros [p q]. unfold star; cbn [fst snd].
  f_equal. unfold sw. decide_inner.
Qed.

(* two symbols x, y removed from a symbol set and renamed by two transpositions, one at a time *)
Lemma minus_sw2 : forall (V W W' : symbols) x y i j k l,
  (forall z, minus V x (sw i j z) = W z) -> (forall z, minus W (sw i j y) (sw k l z) = W' z) ->
  forall z, minus (minus V x) y (sw i j (sw k l z)) = W' z.
Proof.
  intros V W W' x y i j k l H H' z. rewrite <- H'. unfold minus in *. rewrite <- H. f_equal.
  rewrite <- (sw_eqb i j (sw k l z) (sw i j y)), sw_sw. reflexivity.
Qed.

(* one symbol x removed from 0..s-1 and renamed to the last, s - 1, or the first, 0 *)
Lemma lt_top : forall s x z, x < s -> minus (fun y => y <? s) x (sw x (s - 1) z) = (z <? s - 1).
Proof. intros. unfold minus, sw. decide_inner. Qed.

Lemma lt_bot : forall s x z, x < s -> minus (fun y => y <? s) x (sw 0 x z) = upto 1 (s - 1) z.
Proof. intros. unfold minus, upto, sw. decide_inner. Qed.

(* one symbol x removed from lo..hi, lo >= 1, and renamed to the last, hi, or the first, lo *)
Lemma upto_top : forall lo hi x z, 1 <= lo -> lo <= x <= hi -> minus (upto lo hi) x (sw x hi z) = upto lo (hi - 1) z.
Proof. intros. unfold minus, upto, sw. decide_inner. Qed.

Lemma upto_bot : forall lo hi x z, lo <= x <= hi -> minus (upto lo hi) x (sw lo x z) = upto (S lo) hi z.
Proof. intros. unfold minus, upto, sw. decide_inner. Qed.

Theorem fact_ab3_least_S : forall n s, s + 1 <= n -> 2 <= s -> exists v, v <= 3 /\
  MS n s = s + (if v =? 0 then MS n s else if v =? 1 then MS n (s - 1)
                else if v =? 2 then 1 + MS n (s - 1) else 2 + MS n (s - 2)).
Proof.
  intros n s Hn Hs. unfold MS at 1.
  destruct (M_least n (S1st s) (0, 1)) as [[a b] (Hg & Hu & HM)].
  { apply in_codes; lia. }
  { unfold S1st, star, upto; cbn [fst snd]. decide_nat. }
  apply in_codes in Hg as (Ha & Hb & Hab).
  set (X := upto 1 s) in *.
  assert (HC : forall r, In r answers -> forall c, class (S1st s) (a, b) r c = star_classes 0 X (a, b) r c)
    by (intros; apply star_classification; auto).
  rewrite (total_classes n _ _ _ HC), size_S1 in HM by lia.
  assert (HX0 : X 0 = false) by (unfold X, upto; decide_nat).
  (* a leaf x renamed to s: the star over the other leaves is S1(s - 1) *)
  assert (H1 : forall x, X x = true -> M n (star 0 (minus X x)) = MS n (s - 1)).
  { intros x Hx. unfold X, upto in Hx. rewrite andb_true_iff, Nat.leb_le, Nat.leb_le in Hx.
    unfold MS. rewrite <- (M_star_sw n 0 x s) by lia. apply M_ext. intros [p q].
    unfold S1st, star; cbn [fst snd]. f_equal. unfold X, minus, upto, sw. decide_inner. }
  (* two leaves x, y renamed to s - 1, s: S1(s - 2) *)
  assert (H2 : forall x y, X x = true -> X y = true -> x <> y -> M n (star 0 (minus (minus X x) y)) = MS n (s - 2)).
  { intros x y Hx Hy Hxy. unfold X, upto in Hx, Hy. rewrite andb_true_iff, Nat.leb_le, Nat.leb_le in Hx, Hy.
    unfold MS. rewrite <- (M_star_sw n 0 x s), <- (M_star_sw n 0 (sw x s y) (s - 1)) by (unfold sw; decide_nat).
    assert (HY : forall z, minus (minus X x) y (sw x s (sw (sw x s y) (s - 1) z)) = upto 1 (s - 2) z).
    { apply (minus_sw2 X (upto 1 (s - 1))); intros z.
      - apply upto_top; lia.
      - replace (s - 2) with (s - 1 - 1) by lia. apply upto_top; [lia|]. unfold sw. decide_nat. }
    apply M_ext. intros [p q]. unfold S1st, star; cbn [fst snd]. now rewrite HY. }
  assert (Hfull : forall r, In r answers -> star_classes 0 X (a, b) r = star 0 X -> False).
  { intros r Hr E. apply (useful_not_all n (S1st s) (a, b) r Hu Hr). intros c. rewrite HC, E by auto. reflexivity. }
  unfold star_classes in HM, Hfull.
  destruct (Nat.eqb_spec a 0) as [->|Ea].
  - rewrite HX0 in HM, Hfull. destruct (X b) eqn:XB; cbn -[M X minus star single] in HM, Hfull.
    + (* a code (0, b): the class S1(s - 1) *)
      exists 1. split; [lia|]. rewrite H1 in HM by auto. rewrite (M_false n (fun _ => false)) in HM by auto.
      simpl. lia.
    + exfalso. destruct (Nat.eqb_spec b 0); [lia|]. apply (Hfull (1, 0)); [simpl; tauto|]. reflexivity.
  - destruct (X a) eqn:XA; cbn -[M X minus star single] in HM, Hfull.
    + destruct (Nat.eqb_spec b 0) as [->|Eb]; [|destruct (X b) eqn:XB]; cbn -[M X minus star single] in HM, Hfull.
      * (* a leaf and the centre (a, 0) *)
        exists 2. split; [lia|]. rewrite H1, M_single, (M_false n (fun _ => false)) in HM by (auto; apply in_codes; repeat split; try lia; intros E; subst; congruence).
        simpl. lia.
      * (* two leaves *)
        exists 3. split; [lia|]. rewrite H2, !M_single, (M_false n (fun _ => false)) in HM by (auto; apply in_codes; repeat split; try lia; intros E; subst; congruence).
        simpl. lia.
      * (* a leaf and a symbol outside *)
        exists 2. split; [lia|]. rewrite H1, M_single, (M_false n (fun _ => false)) in HM by (auto; apply in_codes; repeat split; try lia; intros E; subst; congruence).
        simpl. lia.
    + destruct (X b) eqn:XB; cbn -[M X minus star single] in HM, Hfull.
      * (* a symbol outside and a leaf *)
        exists 2. split; [lia|]. rewrite H1, M_single, (M_false n (fun _ => false)) in HM by (auto; apply in_codes; repeat split; try lia; intros E; subst; congruence).
        simpl. lia.
      * exfalso. destruct (Nat.eqb_spec b 0).
        -- apply (Hfull (0, 1)); [simpl; tauto|]. reflexivity.
        -- apply (Hfull (0, 0)); [simpl; tauto|]. reflexivity.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The glue's FACTS ab3-least-P: a useful guess of P(s) has one or two symbols of U         *)

(* two transpositions in a row *)
Lemma M_sw2 : forall n i j k l (St : state), i < n -> j < n -> k < n -> l < n ->
  M n (fun c => St (sw i j (sw k l (fst c)), sw i j (sw k l (snd c)))) = M n St.
Proof.
  intros n i j k l St Hi Hj Hk Hl.
  rewrite <- (M_sw n i j St), <- (M_sw n k l (fun c : code => St (sw i j (fst c), sw i j (snd c)))) by auto.
  reflexivity.
Qed.

(* a reversed star costs what the star costs *)
Lemma M_rstar : forall n h Z, M n (rstar h Z) = M n (star h Z).
Proof.
  intros. rewrite <- (M_flip n (star h Z)). apply M_ext. intros [p q]. unfold star, rstar; cbn [fst snd].
  apply andb_comm.
Qed.

(* the ends x, y of a double star renamed to 0, 1 *)
Lemma M_dstar_ends : forall n x y Z, x < n -> y < n -> 1 < n -> x <> y ->
  M n (dstar x y Z) = M n (dstar 0 1 (fun z => Z (sw 0 x (sw 1 (sw 0 x y) z)))).
Proof.
  intros n x y Z Hx Hy Hn Hxy.
  rewrite <- (M_sw2 n 0 x 1 (sw 0 x y) (dstar x y Z)) by (unfold sw; decide_nat).
  apply M_ext. intros [p q]. unfold dstar; cbn [fst snd].
  assert (E : forall z, (sw 0 x (sw 1 (sw 0 x y) z) =? x) = (z =? 0) /\ (sw 0 x (sw 1 (sw 0 x y) z) =? y) = (z =? 1))
    by (intros; unfold sw; split; decide_inner).
  now rewrite (proj1 (E p)), (proj2 (E q)).
Qed.

(* a double star read backwards costs what it costs *)
Lemma M_dstar_rev : forall n l r Z, M n (dstar r l Z) = M n (dstar l r Z).
Proof.
  intros. rewrite <- (M_flip n (dstar l r Z)). apply M_ext. intros [p q]. unfold dstar; cbn [fst snd].
  destruct (p =? r), (q =? l), (Z p), (Z q); reflexivity.
Qed.

(* the least total of P(s) is the value of a useful guess: by pairs_classification, one symbol of
   U (v = 1: S1(s-1), its reversal, P(s-1)) or two (v = 2: a code, D(s-2), its reversal, P(s-2)) *)
Theorem fact_ab3_least_P : forall n s, s <= n -> 2 <= s -> exists v, v <= 2 /\
  MP n s = s * (s - 1) + (if v =? 0 then MP n s else if v =? 1 then 2 * MS n (s - 1) + MP n (s - 1)
                          else 1 + 2 * MD n (s - 2) + MP n (s - 2)).
Proof.
  intros n s Hn Hs. unfold MP at 1.
  destruct (M_least n (Pst s) (0, 1)) as [[a b] (Hg & Hu & HM)].
  { apply in_codes; lia. }
  { unfold Pst, pairs; cbn [fst snd]. decide_nat. }
  apply in_codes in Hg as (Ha & Hb & Hab).
  set (U := fun y => y <? s) in *.
  assert (HC : forall r, In r answers -> forall c, class (Pst s) (a, b) r c = pairs_classes U (a, b) r c)
    by (intros; apply pairs_classification; auto).
  rewrite (total_classes n _ _ _ HC), size_P in HM by lia.
  (* one symbol x of U: the star with centre x over the others renamed to S1(s - 1) (x to 0), the pairs
     over the others to P(s - 1) (x to s - 1) *)
  assert (H1 : forall x, U x = true -> M n (star x (minus U x)) = MS n (s - 1)).
  { intros x Hx. unfold U in Hx. apply Nat.ltb_lt in Hx. unfold MS.
    rewrite <- (M_sw n 0 x (star x (minus U x))) by lia. apply M_ext. intros [p q].
    unfold S1st, star; cbn [fst snd]. f_equal; unfold U, minus, upto, sw; decide_inner. }
  assert (H1' : forall x, U x = true -> M n (pairs (minus U x)) = MP n (s - 1)).
  { intros x Hx. unfold U in Hx. apply Nat.ltb_lt in Hx. unfold MP.
    rewrite <- (M_pairs_sw n x (s - 1) (minus U x)) by lia. apply M_ext. intros [p q].
    assert (HY : forall y, minus U x (sw x (s - 1) y) = (y <? s - 1))
      by (intros; unfold U, minus, sw; decide_inner).
    unfold Pst, pairs; cbn [fst snd]. now rewrite !HY. }
  (* two symbols x, y of U: the double star with ends x, y over the others renamed to D(s - 2) (x, y
     to 0, 1), the pairs over the others to P(s - 2) (x, y to s - 2, s - 1) *)
  assert (H2 : forall x y, U x = true -> U y = true -> x <> y ->
    M n (dstar x y (minus (minus U x) y)) = MD n (s - 2)).
  { intros x y Hx Hy Hxy. unfold U in Hx, Hy. apply Nat.ltb_lt in Hx, Hy. unfold MD.
    rewrite M_dstar_ends by lia. apply M_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd].
    assert (HY : forall z, minus (minus U x) y (sw 0 x (sw 1 (sw 0 x y) z)) = upto 2 (s - 2 + 1) z).
    { replace (s - 2 + 1) with (s - 1) by lia. apply (minus_sw2 U (upto 1 (s - 1))); intros z.
      - now apply lt_bot.
      - apply upto_bot. unfold sw. decide_nat. }
    now rewrite !HY. }
  assert (H2' : forall x y, U x = true -> U y = true -> x <> y ->
    M n (pairs (minus (minus U x) y)) = MP n (s - 2)).
  { intros x y Hx Hy Hxy. unfold U in Hx, Hy. apply Nat.ltb_lt in Hx, Hy. unfold MP.
    rewrite <- (M_pairs_sw n x (s - 1) (minus (minus U x) y)),
      <- (M_pairs_sw n (sw x (s - 1) y) (s - 2)) by (unfold sw; decide_nat).
    assert (HY : forall z, minus (minus U x) y (sw x (s - 1) (sw (sw x (s - 1) y) (s - 2) z)) = (z <? s - 2)).
    { apply (minus_sw2 U (fun z => z <? s - 1)); intros z.
      - now apply lt_top.
      - replace (s - 2) with (s - 1 - 1) by lia. apply lt_top. unfold sw. decide_nat. }
    apply M_ext. intros [p q]. unfold Pst, pairs; cbn [fst snd]. now rewrite !HY. }
  assert (Hfull : forall r, In r answers -> pairs_classes U (a, b) r = pairs U -> False).
  { intros r Hr E. apply (useful_not_all n (Pst s) (a, b) r Hu Hr). intros c. rewrite HC, E by auto. reflexivity. }
  unfold pairs_classes in HM, Hfull.
  destruct (U a) eqn:UA, (U b) eqn:UB; cbn -[M U minus pairs dstar star rstar single] in HM, Hfull.
  - (* two symbols of U *)
    exists 2. split; [lia|].
    rewrite H2', M_dstar_rev, H2, M_single, (M_false n (fun _ => false)) in HM by (auto; apply in_codes; lia).
    simpl. lia.
  - (* a symbol a of U and a symbol outside *)
    exists 1. split; [lia|].
    rewrite H1', M_rstar, H1, (M_false n (fun _ => false)) in HM by auto. simpl. lia.
  - (* a symbol outside and a symbol b of U *)
    exists 1. split; [lia|].
    rewrite H1', M_rstar, H1, (M_false n (fun _ => false)) in HM by auto. simpl. lia.
  - (* no symbol of U: the class (0, 0) is the whole state, the guess is not useful *)
    exfalso. apply (Hfull (0, 0)); [simpl; tauto|]. reflexivity.
Qed.

(* ---------------------------------------------------------------------------------------- *)
(* The glue's FACTS ab3-least-D: the six role types of a useful guess of D(s)               *)

(* a sum bounds each of its terms *)
Lemma total_ge : forall (f : nat * nat -> nat) l r, In r l -> f r <= total (map f l).
Proof. induction l as [|x l IH]; intros r Hr; [destruct Hr|]. destruct Hr as [<-|Hr]; simpl; [lia|]. specialize (IH r Hr). lia. Qed.

(* every answer to a guess other than the secret is listed in answers *)
Lemma answer_in : forall g c, g <> c -> In (answer g c) answers.
Proof.
  intros [a b] [p q] H. unfold answer, hits; cbn [fst snd].
  destruct (Nat.eqb_spec a p), (Nat.eqb_spec b q), (Nat.eqb_spec a q), (Nat.eqb_spec b p); subst;
    simpl; try congruence; tauto.
Qed.

(* two codes cost exactly 3: the first guess finds at most one of them *)
Lemma M_two_eq : forall n d e, In d (codes n) -> In e (codes n) -> d <> e -> M n (two d e) = 3.
Proof.
  intros n d e Hd He Hde. apply Nat.le_antisymm; [apply M_two; auto|].
  assert (Hs : size n (two d e) = 2).
  { destruct d as [a b], e as [a' b']. apply in_codes in Hd as (? & ? & ?). apply in_codes in He as (? & ? & ?).
    unfold two. rewrite size_union, !size_single; auto.
    intros c. destruct (single (a, b) c) eqn:E; auto. apply single_true in E. subst.
    unfold single; cbn [fst snd]. decide_nat; congruence. }
  destruct (M_least n (two d e) d Hd) as [g (Hg & Hu & HM)]; [unfold two; now rewrite single_self|].
  rewrite HM, Hs.
  (* the code x of the two that g is not lies in the class of its answer, which is not empty *)
  assert (Hx : exists x, In x (codes n) /\ two d e x = true /\ g <> x).
  { assert (Hdec : forall x y : code, {x = y} + {x <> y}) by (decide equality; apply Nat.eq_dec).
    destruct (Hdec g e) as [->|E]; [|exists e; repeat split; auto; unfold two; now rewrite single_self, orb_true_r].
    exists d. repeat split; auto. unfold two; now rewrite single_self. }
  destruct Hx as [x (Hx & Hxs & Hgx)].
  assert (H1 : 1 <= M n (class (two d e) g (answer g x))).
  { eapply Nat.le_trans; [|apply M_ge].
    assert (H := size_lt n (fun _ => false) (class (two d e) g (answer g x)) x).
    rewrite size_false in H by auto. apply H; [intros c E; discriminate|exact Hx| |reflexivity].
    unfold class. apply andb_true_iff. split; [exact Hxs|].
    destruct (answer g x) as [A B]. unfold same; cbn [fst snd]. now rewrite !Nat.eqb_refl. }
  pose proof (total_ge (fun r => M n (class (two d e) g r)) answers (answer g x) (answer_in g x Hgx)). cbv beta in H. lia.
Qed.

Lemma sw_fix_eqb : forall i j h y, h <> i -> h <> j -> (sw i j y =? h) = (y =? h).
Proof. intros. unfold sw. decide_inner. Qed.

(* a star whose centre two transpositions keep *)
Lemma M_star_sw2 : forall n h i j k l Z, i < n -> j < n -> k < n -> l < n -> h <> i -> h <> j -> h <> k -> h <> l ->
  M n (star h (fun y => Z (sw i j (sw k l y)))) = M n (star h Z).
Proof.
  intros. rewrite <- (M_sw2 n i j k l (star h Z)) by auto. apply M_ext. intros [p q]. unfold star; cbn [fst snd].
  now rewrite !sw_fix_eqb.
Qed.

(* the middles of a double star with ends 0, 1 renamed by a transposition of two other symbols *)
Lemma M_dstar_mid : forall n Z i j, i < n -> j < n -> 2 <= i -> 2 <= j ->
  M n (dstar 0 1 (fun y => Z (sw i j y))) = M n (dstar 0 1 Z).
Proof.
  intros. rewrite <- (M_sw n i j (dstar 0 1 Z)) by auto. apply M_ext. intros [p q]. unfold dstar; cbn [fst snd].
  rewrite !sw_fix_eqb by lia. reflexivity.
Qed.

(* the reversed star with centre 1 costs what the star with centre 0 costs *)
Lemma M_rstar_centre : forall n Z, 1 < n -> Z 0 = false -> Z 1 = false -> M n (rstar 1 Z) = M n (star 0 Z).
Proof.
  intros n Z Hn H0 H1. rewrite M_rstar, <- (M_sw n 0 1 (star 0 Z)) by lia. apply M_ext. intros [p q].
  unfold star, sw; cbn [fst snd].
  assert (E1 : (sw 0 1 p =? 0) = (p =? 1)) by (unfold sw; decide_inner).
  assert (E2 : Z (sw 0 1 q) = Z q).
  { unfold sw. destruct (Nat.eqb_spec q 0); [subst; now rewrite H0, H1|].
    destruct (Nat.eqb_spec q 1); [subst; now rewrite H0, H1|reflexivity]. }
  unfold sw in E1, E2. now rewrite E1, E2.
Qed.

(* the least total of D(s) is the value of a useful guess: by dstar_classification a code (v = 1: a
   code and two stars S1(s-1), one reversed), (x, l) or (r, x) for a middle x (v = 2: two codes and the
   two stars), an end and a symbol outside D(s) (v = 3: two stars S1(s), one reversed), two middles (v = 4:
   two classes of two codes, 3 each by M_two_eq, and D(s-2)) or a middle with a symbol outside
   (v = 5: two codes and D(s-1)); every other guess has the whole state as a class *)
Theorem fact_ab3_least_D : forall n s, s + 2 <= n -> 1 <= s -> exists v, v <= 5 /\ (v = 4 -> 2 <= s) /\
  MD n s = 2 * s + (if v =? 0 then MD n s else if v =? 1 then 1 + 2 * MS n (s - 1)
                    else if v =? 2 then 2 + 2 * MS n (s - 1) else if v =? 3 then 2 * MS n s
                    else if v =? 4 then 6 + MD n (s - 2) else 2 + MD n (s - 1)).
Proof.
  intros n s Hn Hs. unfold MD at 1.
  destruct (M_least n (Dst s) (0, 2)) as [[a b] (Hg & Hu & HM)].
  { apply in_codes; lia. }
  { unfold Dst, dstar, upto; cbn [fst snd]. decide_nat. }
  apply in_codes in Hg as (Ha & Hb & Hab).
  set (X := upto 2 (s + 1)) in *.
  assert (HX0 : X 0 = false) by (unfold X, upto; decide_nat).
  assert (HX1 : X 1 = false) by (unfold X, upto; decide_nat).
  assert (HXr : forall x, X x = true -> 2 <= x <= s + 1)
    by (intros x Hx; unfold X, upto in Hx; rewrite andb_true_iff, !Nat.leb_le in Hx; lia).
  assert (HC : forall r, In r answers -> forall c, class (Dst s) (a, b) r c = dstar_classes 0 1 X (a, b) r c)
    by (intros; apply dstar_classification; auto).
  rewrite (total_classes n _ _ _ HC), size_D in HM by lia.
  (* the stars: over X renamed to S1(s) (1 and s + 1 swapped), over X - {x} to S1(s - 1) *)
  assert (HS0 : M n (star 0 X) = MS n s).
  { unfold MS. rewrite <- (M_star_sw2 n 0 1 (s + 1) 1 1 X) by lia. apply M_ext. intros [p q].
    unfold S1st, star; cbn [fst snd]. f_equal. unfold X, upto, sw. decide_inner. }
  assert (HS1 : forall x, X x = true -> M n (star 0 (minus X x)) = MS n (s - 1)).
  { intros x Hx. apply HXr in Hx. unfold MS. rewrite <- (M_star_sw2 n 0 x (s + 1) 1 s (minus X x)) by lia.
    apply M_ext. intros [p q]. unfold S1st, star; cbn [fst snd]. f_equal. unfold X, minus, upto, sw. decide_inner. }
  (* the double stars: over X - {x} renamed to D(s - 1) (x and s + 1 swapped), over X - {x, y} to D(s - 2) *)
  assert (HD1 : forall x, X x = true -> M n (dstar 0 1 (minus X x)) = MD n (s - 1)).
  { intros x Hx. apply HXr in Hx. unfold MD. rewrite <- (M_dstar_mid n (minus X x) x (s + 1)) by lia.
    apply M_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd].
    assert (HY : forall y, minus X x (sw x (s + 1) y) = upto 2 (s - 1 + 1) y) by (intros; unfold X, minus, upto, sw; decide_inner).
    now rewrite !HY. }
  assert (HD2 : forall x y, X x = true -> X y = true -> x <> y -> M n (dstar 0 1 (minus (minus X x) y)) = MD n (s - 2)).
  { intros x y Hx Hy Hxy. apply HXr in Hx, Hy. unfold MD.
    rewrite <- (M_dstar_mid n (minus (minus X x) y) x (s + 1)),
      <- (M_dstar_mid n (fun z => minus (minus X x) y (sw x (s + 1) z)) (sw x (s + 1) y) s)
      by (unfold sw; decide_nat).
    apply M_ext. intros [p q]. unfold Dst, dstar; cbn [fst snd].
    assert (HY : forall z, minus (minus X x) y (sw x (s + 1) (sw (sw x (s + 1) y) s z)) = upto 2 (s - 2 + 1) z).
    { apply (minus_sw2 X (upto 2 s)); intros z.
      - replace s with (s + 1 - 1) at 2 by lia. apply upto_top; lia.
      - replace (s - 2 + 1) with (s - 1) by lia. apply upto_top; [lia|]. unfold sw. decide_nat. }
    now rewrite !HY. }
  assert (HR : forall Z, Z 0 = false -> Z 1 = false -> M n (rstar 1 Z) = M n (star 0 Z))
    by (intros; apply M_rstar_centre; auto; lia).
  assert (Hfull : forall r, In r answers -> dstar_classes 0 1 X (a, b) r = dstar 0 1 X -> False).
  { intros r Hr E. apply (useful_not_all n (Dst s) (a, b) r Hu Hr). intros c. rewrite HC, E by auto. reflexivity. }
  unfold dstar_classes in HM, Hfull.
  repeat (match type of HM with
          | context [?x =? ?y] => is_var x; destruct (Nat.eqb_spec x y); [subst x|]
          | context [X ?x] => is_var x; let E := fresh "X" in destruct (X x) eqn:E; [pose proof (HXr x E)|]
          end; rewrite ?HX0, ?HX1 in HM, Hfull; cbn -[M X minus star rstar single two dstar] in HM, Hfull).
  (* a useless guess: one class is the whole state *)
  all: try (exfalso; first [ apply (Hfull (0, 0)); [simpl; tauto|reflexivity]
                           | apply (Hfull (0, 1)); [simpl; tauto|reflexivity]
                           | apply (Hfull (1, 0)); [simpl; tauto|reflexivity] ]).
  (* a useful guess: its classes' least totals, then its role type *)
  all: rewrite ?HR, ?HS0, ?HS1, ?HD1, ?HD2, ?M_two_eq, ?M_single, ?(M_false n (fun _ => false)) in HM
         by first [ assumption | cbv [minus]; rewrite ?HX0, ?HX1; reflexivity | apply in_codes; lia
                  | intros [=]; lia | lia | auto ].
  all: first [ exists 1; split; [lia|split; [intros; lia|cbn [Nat.eqb]; lia]]
             | exists 2; split; [lia|split; [intros; lia|cbn [Nat.eqb]; lia]]
             | exists 3; split; [lia|split; [intros; lia|cbn [Nat.eqb]; lia]]
             | exists 4; split; [lia|split; [intros; lia|cbn [Nat.eqb]; lia]]
             | exists 5; split; [lia|split; [intros; lia|cbn [Nat.eqb]; lia]] ].
Qed.
