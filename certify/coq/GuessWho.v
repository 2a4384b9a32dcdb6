(* GuessWho.v -- the three rule sets of docs/rules.md from first principles, and a table
   checker proved sound against them.  Part of certify (docs/coq.md); checked by stock Coq 8.16.

   Nothing here comes from certify's engine.  The game value [value] is defined over exact
   rationals (Q) by structural recursion on a fuel that starts at n + m (every move lowers
   n + m, so the fuel never runs out before a state without moves).  The checker [check]
   works on integer tables S(n, m) = n * m * P(n, m) and listed move sets; [check_sound]
   proves that a table it accepts holds exactly the game values and exactly the optimal
   move sets, in the canonical order of [moves]. *)

From Coq Require Import ZArith QArith List Lia Bool.
Import ListNotations.
Open Scope nat_scope.

(* ---- rules (docs/rules.md) -------------------------------------------------------------- *)

Inductive rules := Nica | Official | Tripartite.

(* A move at (n, m): the guess; a yes/no question with parts a and n - a (1 <= a, 2a <= n);
   a three-answer question with parts a, b, n - a - b (1 <= a <= b <= n - a - b). *)
Inductive move := Guess | Q2 (a : nat) | Q3 (a b : nat).

Definition is_nica (r : rules) : bool := match r with Nica => true | _ => false end.
Definition has_guess (r : rules) : bool := negb (is_nica r).
Definition has_three (r : rules) : bool := match r with Tripartite => true | _ => false end.

(* Board states: both pools non-empty; in Nica's game (1, 1) cannot occur. *)
Definition is_state (r : rules) (n m : nat) : bool :=
  (1 <=? n)%nat && (1 <=? m)%nat && negb (is_nica r && (n =? 1)%nat && (m =? 1)%nat).

(* Nica: the player whose pool is 1 has won, so (1, m) is won and (n, 1) lost. *)
Definition terminal (r : rules) (n m : nat) : bool :=
  is_nica r && ((n =? 1)%nat || (m =? 1)%nat).

Fixpoint range (lo count : nat) : list nat :=
  match count with O => [] | S c => lo :: range (S lo) c end.

Definition splits2 (n : nat) : list move :=
  map Q2 (filter (fun a => (2 * a <=? n)%nat) (range 1 n)).

Definition splits3 (n : nat) : list move :=
  flat_map (fun a => map (Q3 a) (filter (fun b => (a + 2 * b <=? n)%nat) (range a n)))
           (filter (fun a => (3 * a <=? n)%nat) (range 1 n)).

(* Every move at a pool of n, in canonical order: two-part questions, three-part ones, guess. *)
Definition moves (r : rules) (n : nat) : list move :=
  splits2 n ++ (if has_three r then splits3 n else []) ++ (if has_guess r then [Guess] else []).

(* The pool sizes a move can leave. *)
Definition parts (n : nat) (mv : move) : list nat :=
  match mv with Guess => [] | Q2 a => [a; n - a] | Q3 a b => [a; b; n - a - b] end.

(* ---- the game value over Q (Cushing et al. Eq. (1); Nica Prop. 2.4) ---------------------- *)

Open Scope Q_scope.

Definition qnat (k : nat) : Q := inject_Z (Z.of_nat k).
Definition qmax (x y : Q) : Q := if Qle_bool x y then y else x.
Definition qbest (l : list Q) : Q := match l with [] => 0 | x :: t => fold_right qmax x t end.

(* A guess wins with probability 1/n; a question leaves the opponent to move from (m, p)
   with probability p/n for each part p. *)
Definition qmove (v : nat -> nat -> Q) (n m : nat) (mv : move) : Q :=
  match mv with
  | Guess => 1 / qnat n
  | Q2 a => 1 - qnat a / qnat n * v m a - qnat (n - a)%nat / qnat n * v m (n - a)%nat
  | Q3 a b => 1 - qnat a / qnat n * v m a - qnat b / qnat n * v m b
                - qnat (n - a - b)%nat / qnat n * v m (n - a - b)%nat
  end.

Definition terminal_q (n : nat) : Q := if (n =? 1)%nat then 1 else 0.

Fixpoint qvalue (r : rules) (fuel n m : nat) : Q :=
  match fuel with
  | O => 0
  | S f => if terminal r n m then terminal_q n
           else qbest (map (qmove (qvalue r f) n m) (moves r n))
  end.

(* P(n, m): the probability that the player to move wins, both playing optimally. *)
Definition value (r : rules) (n m : nat) : Q := qvalue r (n + m)%nat n m.

(* The optimal moves at (n, m): the moves whose value is P(n, m), in canonical order. *)
Definition optimal_moves (r : rules) (n m : nat) : list move :=
  if terminal r n m then []
  else filter (fun mv => Qeq_bool (qmove (qvalue r (n + m - 1)%nat) n m mv) (value r n m))
              (moves r n).

(* ---- the same game on the integer scale S = n m P ----------------------------------------- *)

Open Scope Z_scope.

Definition zmove (v : nat -> nat -> Z) (n m : nat) (mv : move) : Z :=
  match mv with
  | Guess => Z.of_nat m
  | Q2 a => Z.of_nat n * Z.of_nat m - v m a - v m (n - a)%nat
  | Q3 a b => Z.of_nat n * Z.of_nat m - v m a - v m b - v m (n - a - b)%nat
  end.

Definition zbest (l : list Z) : Z := match l with [] => 0 | x :: t => fold_right Z.max x t end.

Definition terminal_z (n m : nat) : Z := if (n =? 1)%nat then Z.of_nat m else 0.

Fixpoint zvalue (r : rules) (fuel n m : nat) : Z :=
  match fuel with
  | O => 0
  | S f => if terminal r n m then terminal_z n m
           else zbest (map (zmove (zvalue r f) n m) (moves r n))
  end.

(* ---- the table checker -------------------------------------------------------------------- *)

Definition move_eqb (x y : move) : bool :=
  match x, y with
  | Guess, Guess => true
  | Q2 a, Q2 b => (a =? b)%nat
  | Q3 a b, Q3 c d => (a =? c)%nat && (b =? d)%nat
  | _, _ => false
  end.

Fixpoint moves_eqb (l1 l2 : list move) : bool :=
  match l1, l2 with
  | [], [] => true
  | x :: t, y :: u => move_eqb x y && moves_eqb t u
  | _, _ => false
  end.

(* One state, given the moves at a pool of n: S(n, m) is the best move value computed from the
   table's own entries, and the listed moves are exactly those attaining it. *)
Definition check_state (r : rules) (T : nat -> nat -> Z) (M : nat -> nat -> list move)
    (n m : nat) (L : list move) : bool :=
  if terminal r n m then (T n m =? terminal_z n m) && moves_eqb (M n m) []
  else let scored := map (fun mv => (mv, zmove T n m mv)) L in
       let best := zbest (map snd scored) in
       (T n m =? best) && moves_eqb (M n m) (map fst (filter (fun p => snd p =? best) scored)).

(* Every state (n, m) with 1 <= n, m <= N; the moves at a pool of n are computed once per row. *)
Definition check (r : rules) (N : nat) (T : nat -> nat -> Z) (M : nat -> nat -> list move) : bool :=
  forallb (fun n => let L := moves r n in
                    forallb (fun m => negb (is_state r n m) || check_state r T M n m L) (range 1 N))
          (range 1 N).

(* ---- soundness ------------------------------------------------------------------------------ *)

Lemma in_range : forall c lo x, In x (range lo c) <-> (lo <= x < lo + c)%nat.
Proof.
  induction c; intros lo x; simpl.
  - split; [intros [] | lia].
  - rewrite IHc. split; [intros [H | H]; lia | intros H].
    destruct (Nat.eq_dec lo x); [left; assumption | right; lia].
Qed.

Lemma parts_in_range : forall r n mv p,
  In mv (moves r n) -> In p (parts n mv) -> (1 <= p /\ p < n)%nat.
Proof.
  intros r n mv p Hmv Hp. unfold moves, splits2, splits3 in Hmv.
  repeat rewrite in_app_iff in Hmv.
  destruct Hmv as [H | [H | H]].
  - apply in_map_iff in H. destruct H as [a [<- Ha]].
    apply filter_In in Ha. destruct Ha as [Ha Hle]. apply in_range in Ha.
    apply Nat.leb_le in Hle. simpl in Hp. lia.
  - destruct (has_three r); [|destruct H].
    apply in_flat_map in H. destruct H as [a [Ha Hb]].
    apply filter_In in Ha. destruct Ha as [Ha Ha3]. apply in_range in Ha. apply Nat.leb_le in Ha3.
    apply in_map_iff in Hb. destruct Hb as [b [<- Hb]].
    apply filter_In in Hb. destruct Hb as [Hb Hb2]. apply in_range in Hb. apply Nat.leb_le in Hb2.
    simpl in Hp. lia.
  - destruct (has_guess r); [|destruct H]. destruct H as [<- | []]. destruct Hp.
Qed.

Lemma zmove_ext : forall v w n m mv,
  (forall p, In p (parts n mv) -> v m p = w m p) -> zmove v n m mv = zmove w n m mv.
Proof.
  intros v w n m [|a|a b] H; simpl in *; [reflexivity| |];
    repeat rewrite H by tauto; reflexivity.
Qed.

Lemma moves_eqb_eq : forall l1 l2, moves_eqb l1 l2 = true -> l1 = l2.
Proof.
  induction l1 as [|x t IH]; destruct l2 as [|y u]; simpl; try discriminate; [reflexivity|].
  intros H. apply andb_prop in H. destruct H as [Hxy Htu]. rewrite (IH u Htu). f_equal.
  destruct x, y; simpl in Hxy; try discriminate; [reflexivity| |].
  - apply Nat.eqb_eq in Hxy. subst. reflexivity.
  - apply andb_prop in Hxy. destruct Hxy as [H1 H2].
    apply Nat.eqb_eq in H1. apply Nat.eqb_eq in H2. subst. reflexivity.
Qed.

Lemma scored_best : forall (f : move -> Z) L,
  map snd (map (fun mv => (mv, f mv)) L) = map f L.
Proof. intros f L. rewrite map_map. reflexivity. Qed.

Lemma scored_filter : forall (f : move -> Z) b L,
  map fst (filter (fun p => (snd p =? b)%Z) (map (fun mv => (mv, f mv)) L))
  = filter (fun mv => (f mv =? b)%Z) L.
Proof.
  intros f b L. induction L as [|x t IH]; simpl; [reflexivity|].
  destruct (f x =? b)%Z; simpl; rewrite IH; reflexivity.
Qed.

Lemma check_at : forall r N T M n m, check r N T M = true ->
  (1 <= n <= N)%nat -> (1 <= m <= N)%nat -> is_state r n m = true ->
  check_state r T M n m (moves r n) = true.
Proof.
  intros r N T M n m Hc Hn Hm Hs. unfold check in Hc.
  rewrite forallb_forall in Hc. specialize (Hc n (proj2 (in_range N 1 n) ltac:(lia))).
  rewrite forallb_forall in Hc. specialize (Hc m (proj2 (in_range N 1 m) ltac:(lia))).
  rewrite Hs in Hc. exact Hc.
Qed.

Lemma child_state : forall r n m p, is_state r n m = true -> terminal r n m = false ->
  (1 <= p)%nat -> is_state r m p = true.
Proof.
  intros r n m p Hs Ht Hp. unfold is_state, terminal in *.
  apply andb_prop in Hs. destruct Hs as [Hs _]. apply andb_prop in Hs. destruct Hs as [_ Hm].
  assert (Hp' : (1 <=? p)%nat = true) by (apply Nat.leb_le; exact Hp).
  rewrite Hm, Hp'. simpl.
  destruct (is_nica r); simpl in *; [|reflexivity].
  apply orb_false_iff in Ht. destruct Ht as [_ Hm1]. rewrite Hm1. reflexivity.
Qed.

(* A table the checker accepts holds, on the integer scale, the value of every state. *)
Lemma check_sound_z : forall r N T M, check r N T M = true ->
  forall f n m, (1 <= n <= N)%nat -> (1 <= m <= N)%nat -> is_state r n m = true ->
  (n + m <= f)%nat -> T n m = zvalue r f n m.
Proof.
  intros r N T M Hc. induction f as [|f IH]; intros n m Hn Hm Hs Hf; [lia|].
  pose proof (check_at r N T M n m Hc Hn Hm Hs) as H. unfold check_state in H. simpl.
  destruct (terminal r n m) eqn:Ht.
  - apply andb_prop in H. destruct H as [H _]. apply Z.eqb_eq in H. exact H.
  - rewrite scored_best in H.
    apply andb_prop in H. destruct H as [H _]. apply Z.eqb_eq in H. rewrite H. f_equal.
    apply map_ext_in. intros mv Hmv. apply zmove_ext. intros p Hp.
    pose proof (parts_in_range r n mv p Hmv Hp).
    apply IH; try lia. apply (child_state r n m p Hs Ht). lia.
Qed.

Open Scope Q_scope.

Lemma qnat_nonzero : forall k, (1 <= k)%nat -> ~ qnat k == 0.
Proof.
  intros k Hk H. unfold qnat, inject_Z, Qeq in H. simpl in H. lia.
Qed.

Lemma qnat_pos : forall k, (1 <= k)%nat -> 0 < qnat k.
Proof.
  intros k Hk. unfold qnat, inject_Z, Qlt. simpl. lia.
Qed.

Lemma inject_Z_sub : forall x y, inject_Z (x - y) == inject_Z x - inject_Z y.
Proof. intros x y. unfold Z.sub, Qminus. rewrite inject_Z_plus, inject_Z_opp. reflexivity. Qed.

Lemma qnat_mult : forall a b, inject_Z (Z.of_nat a * Z.of_nat b) == qnat a * qnat b.
Proof. intros a b. unfold qnat. rewrite inject_Z_mult. reflexivity. Qed.

Lemma scaled_le : forall c X Y, 0 < c -> (inject_Z X / c <= inject_Z Y / c <-> (X <= Y)%Z).
Proof.
  intros c X Y Hc. unfold Qdiv. rewrite Qmult_le_r by (apply Qinv_lt_0_compat; exact Hc).
  rewrite <- Zle_Qle. reflexivity.
Qed.

Lemma qmax_scaled : forall c x y X Y, 0 < c -> x == inject_Z X / c -> y == inject_Z Y / c ->
  qmax x y == inject_Z (Z.max X Y) / c.
Proof.
  intros c x y X Y Hc Hx Hy. unfold qmax. destruct (Qle_bool x y) eqn:E.
  - apply Qle_bool_iff in E. rewrite Hx, Hy in E. apply scaled_le in E; [|exact Hc].
    rewrite Z.max_r by exact E. exact Hy.
  - assert (~ x <= y) as E'. { intro H. apply Qle_bool_iff in H. congruence. }
    assert (Y <= X)%Z as L.
    { destruct (Z.le_gt_cases Y X) as [L|L]; [exact L|]. exfalso. apply E'.
      rewrite Hx, Hy. apply scaled_le; [exact Hc | lia]. }
    rewrite Z.max_l by exact L. exact Hx.
Qed.

Lemma best_scaled : forall (A : Type) c (g : A -> Q) (h : A -> Z) (L : list A), 0 < c ->
  (forall x, In x L -> g x == inject_Z (h x) / c) ->
  qbest (map g L) == inject_Z (zbest (map h L)) / c.
Proof.
  intros A c g h [|x t] Hc H; simpl; [unfold Qdiv; rewrite Qmult_0_l; reflexivity|].
  assert (forall y, In y t -> g y == inject_Z (h y) / c) as Ht by (intros y Hy; apply H; right; exact Hy).
  assert (g x == inject_Z (h x) / c) as Hx by (apply H; left; reflexivity).
  clear H. induction t as [|y u IHu]; simpl; [exact Hx|].
  apply qmax_scaled; [exact Hc | apply Ht; left; reflexivity | apply IHu].
  intros z Hz. apply Ht. right. exact Hz.
Qed.

Lemma qmove_scaled : forall r v w n m mv, (1 <= m)%nat -> In mv (moves r n) -> (1 <= n)%nat ->
  (forall p, In p (parts n mv) -> v m p == inject_Z (w m p) / (qnat m * qnat p)) ->
  qmove v n m mv == inject_Z (zmove w n m mv) / (qnat n * qnat m).
Proof.
  intros r v w n m mv Hm Hmv Hn H.
  pose proof (fun p Hp => parts_in_range r n mv p Hmv Hp) as Hp.
  pose proof (qnat_nonzero n Hn). pose proof (qnat_nonzero m Hm).
  destruct mv as [|a|a b]; simpl in *.
  - change (inject_Z (Z.of_nat m)) with (qnat m). field. split; assumption.
  - rewrite (H a), (H (n - a)%nat) by tauto.
    pose proof (qnat_nonzero a ltac:(specialize (Hp a); lia)).
    pose proof (qnat_nonzero (n - a) ltac:(specialize (Hp (n - a)%nat); lia)).
    rewrite !inject_Z_sub, qnat_mult. field. repeat split; assumption.
  - rewrite (H a), (H b), (H (n - a - b)%nat) by tauto.
    pose proof (qnat_nonzero a ltac:(specialize (Hp a); lia)).
    pose proof (qnat_nonzero b ltac:(specialize (Hp b); lia)).
    pose proof (qnat_nonzero (n - a - b) ltac:(specialize (Hp (n - a - b)%nat); lia)).
    rewrite !inject_Z_sub, qnat_mult. field. repeat split; assumption.
Qed.

(* The rational game and its integer scale agree: P = S / (n m), at every fuel. *)
Lemma qvalue_scaled : forall r f n m, (1 <= n)%nat -> (1 <= m)%nat ->
  qvalue r f n m == inject_Z (zvalue r f n m) / (qnat n * qnat m).
Proof.
  intros r f. induction f as [|f IH]; intros n m Hn Hm; simpl.
  - unfold Qdiv. rewrite Qmult_0_l. reflexivity.
  - pose proof (qnat_nonzero m Hm) as Hm0.
    destruct (terminal r n m).
    + unfold terminal_q, terminal_z. destruct (n =? 1)%nat eqn:E.
      * apply Nat.eqb_eq in E. subst. change (inject_Z (Z.of_nat m)) with (qnat m).
        replace (qnat 1) with 1 by reflexivity. field. exact Hm0.
      * unfold Qdiv. rewrite Qmult_0_l. reflexivity.
    + apply best_scaled.
      * apply Qmult_lt_0_compat; apply qnat_pos; assumption.
      * intros mv Hmv. apply (qmove_scaled r); try assumption.
        intros p Hp. apply IH; [assumption|].
        pose proof (parts_in_range r n mv p Hmv Hp). lia.
Qed.

Lemma scaled_eqb : forall c x y X Y, 0 < c -> x == inject_Z X / c -> y == inject_Z Y / c ->
  Qeq_bool x y = (X =? Y)%Z.
Proof.
  intros c x y X Y Hc Hx Hy. destruct (Z.eqb_spec X Y) as [E|E].
  - subst. apply Qeq_bool_iff. rewrite Hx, Hy. reflexivity.
  - apply not_true_is_false. intro H. apply Qeq_bool_iff in H. rewrite Hx, Hy in H.
    apply E. apply Z.le_antisymm; apply (scaled_le c); try exact Hc;
      rewrite H; apply Qle_refl.
Qed.

(* The checker's guarantee: every entry of an accepted table is the game value P(n, m) (on
   the scale n m P) and every listed move set is exactly the set of optimal moves. *)
Theorem check_sound : forall r N T M, check r N T M = true ->
  forall n m, (1 <= n <= N)%nat -> (1 <= m <= N)%nat -> is_state r n m = true ->
  value r n m == inject_Z (T n m) / (qnat n * qnat m) /\ M n m = optimal_moves r n m.
Proof.
  intros r N T M Hc n m Hn Hm Hs.
  assert (Hc' : 0 < qnat n * qnat m) by (apply Qmult_lt_0_compat; apply qnat_pos; lia).
  assert (Hv : value r n m == inject_Z (T n m) / (qnat n * qnat m)).
  { unfold value. rewrite (check_sound_z r N T M Hc (n + m) n m Hn Hm Hs (le_n _)).
    apply qvalue_scaled; lia. }
  split; [exact Hv|].
  pose proof (check_at r N T M n m Hc Hn Hm Hs) as H. unfold check_state, optimal_moves in *.
  destruct (terminal r n m) eqn:Ht.
  - apply andb_prop in H. destruct H as [_ H]. apply moves_eqb_eq. exact H.
  - rewrite scored_best, scored_filter in H.
    apply andb_prop in H. destruct H as [HT H]. apply Z.eqb_eq in HT. rewrite <- HT in H.
    rewrite (moves_eqb_eq _ _ H). apply filter_ext_in. intros mv Hmv.
    symmetry. apply (scaled_eqb (qnat n * qnat m)); [exact Hc' | | exact Hv].
    apply (qmove_scaled r); try lia; [exact Hmv|].
    intros p Hp. pose proof (parts_in_range r n mv p Hmv Hp).
    rewrite (check_sound_z r N T M Hc (n + m - 1) m p) by (try lia; apply (child_state r n m p Hs Ht); lia).
    apply qvalue_scaled; lia.
Qed.

(* ---- tables as data --------------------------------------------------------------------- *)

(* A table as rows: row n - 1 lists (S(n, m), optimal moves) for m = 1 .. N. *)
Definition table := list (list (Z * list move)).
Definition entry (t : table) (n m : nat) : Z * list move :=
  nth (m - 1) (nth (n - 1) t []) (0%Z, []).
Definition scaled (t : table) (n m : nat) : Z := fst (entry t n m).
Definition listed (t : table) (n m : nat) : list move := snd (entry t n m).

Definition check_table (r : rules) (N : nat) (t : table) : bool := check r N (scaled t) (listed t).

Corollary check_table_sound : forall r N t, check_table r N t = true ->
  forall n m, (1 <= n <= N)%nat -> (1 <= m <= N)%nat -> is_state r n m = true ->
  value r n m == inject_Z (scaled t n m) / (qnat n * qnat m) /\ listed t n m = optimal_moves r n m.
Proof. intros r N t H. exact (check_sound r N (scaled t) (listed t) H). Qed.

Lemma move_eqb_eq : forall x y, move_eqb x y = true -> x = y.
Proof.
  intros x y H. destruct x, y; simpl in H; try discriminate; [reflexivity| |].
  - apply Nat.eqb_eq in H. subst. reflexivity.
  - apply andb_prop in H. destruct H as [H1 H2].
    apply Nat.eqb_eq in H1. apply Nat.eqb_eq in H2. subst. reflexivity.
Qed.

(* The value of one legal move at a state of an accepted table, from the table's entries. *)
Corollary move_value_table : forall r N t, check_table r N t = true ->
  forall n m mv, (1 <= n <= N)%nat -> (1 <= m <= N)%nat -> is_state r n m = true ->
  terminal r n m = false -> existsb (move_eqb mv) (moves r n) = true ->
  qmove (qvalue r (n + m - 1)) n m mv == inject_Z (zmove (scaled t) n m mv) / (qnat n * qnat m).
Proof.
  intros r N t Hc n m mv Hn Hm Hs Ht Hin.
  apply existsb_exists in Hin. destruct Hin as [x [Hx Heq]].
  apply move_eqb_eq in Heq. subst x.
  apply (qmove_scaled r); try lia; [exact Hx|].
  intros p Hp. pose proof (parts_in_range r n mv p Hx Hp).
  rewrite (check_sound_z r N (scaled t) (listed t) Hc (n + m - 1) m p)
    by (try lia; apply (child_state r n m p Hs Ht); lia).
  apply qvalue_scaled; lia.
Qed.

(* A compact encoding for generated files (binary integers parse fast; unary nat literals do
   not): a row is the flat list S(n,1), k1, c_1 .. c_k1, S(n,2), k2, ... with move codes
   0 = the guess, a < 256 = Q2 a, 256 a + b = Q3 a b.  Decoding needs no proof: the checker's
   soundness holds for whatever table the decoder yields. *)
Definition decode_move (c : Z) : move :=
  if (c =? 0)%Z then Guess
  else if (c <? 256)%Z then Q2 (Z.to_nat c)
  else Q3 (Z.to_nat (c / 256)) (Z.to_nat (c mod 256)).

Fixpoint take_moves (k : nat) (l : list Z) : list move * list Z :=
  match k with
  | O => ([], l)
  | S k' => match l with
            | [] => ([], [])
            | c :: t => let (ms, rest) := take_moves k' t in (decode_move c :: ms, rest)
            end
  end.

Fixpoint decode_row (count : nat) (l : list Z) : list (Z * list move) :=
  match count with
  | O => []
  | S c => match l with
           | s :: k :: t => let (ms, rest) := take_moves (Z.to_nat k) t in (s, ms) :: decode_row c rest
           | _ => []
           end
  end.

Definition decode (N : nat) (rows : list (list Z)) : table := map (decode_row N) rows.
