(* RuleFacts.v -- the rule facts of the official game that the proof DAGs' glue assumes
   (certify/checkers/dag_glue.py: RULE_FACTS and the reading of [optimal] in READINGS), each
   proved for all parameters against GuessWho.v's own definition of the game, [value Official]
   (every move of the rules considered, the value by brute-force recursion), with no axiom.
   Part of certify (docs/coq.md, docs/trust.md "Rule facts and premises"); stock Coq 8.16.

   The glue states each fact over integers with an uninterpreted P (and, for [attained], an
   uninterpreted move function K); the theorems below state the same formulas over nat with
   P := value Official, written beside each theorem:

   * [fact_question]    a >= 2, b >= 1, 1 <= j <= a-1:
                          a b P(a, b) >= a b - b j P(b, j) - b (a-j) P(b, a-j)
   * [fact_terminal]    a >= 1:  a P(a, 1) = 1
   * [fact_probability] a, b >= 1:  P(a, b) <= 1   (and [fact_nonnegative]: 0 <= P(a, b))
   * [fact_winner]      b >= 1:  P(1, b) = 1
   * [fact_attained]    there is a move function K with, at every a, b >= 1, 0 <= K(a, b) <= a/2
                          and a P(a, b) = (K = 0: 1; else a - K P(b, K) - (a-K) P(b, a-K))
   * [fact_guess]       a, b >= 1:  a P(a, b) >= 1   (the guess is a move)
   * [reading_optimal]  a, b >= 1: the move s (0 the guess, s : a-s a question) is one of
                          GuessWho.v's [optimal_moves] iff s is legal (s = 0 or 1 <= s <= a-1)
                          and a b P(a, b) is its value (the glue's reading of optimal(a, b, s)).

   * [base_values]      the rules' small cases (Cushing et al. Section 1, the Riddler's base cases):
                          P(1, m) = 1, P(n, 1) = 1/n, each question at (n, 1) worth 0, the guess optimal
                          (the kernel evidence of cushing.section-1.base-values and
                          riddler.methodology.base-cases, route coq = "shipped").

   * [fact_nica_won], [fact_nica_lost], [fact_nica_bid], [fact_nica_attained]: Nica's game
                          (PN := value Nica; the glue reads P(-n, m) as PN n m): PN(1, m) = 1 (m >= 2),
                          PN(n, 1) = 0 (n >= 2), n PN(n, m) >= n - b PN(m, b) - (n-b) PN(m, n-b) for every
                          bid 1 <= b <= n-1, and some bid K(n, m), 1 <= K <= n/2, attains it (n, m >= 2).

   The proofs rest on one equation, [value_equation]: at every non-terminal state the value is
   the best move value over the children's values (GuessWho.v's [qvalue] at the fuel n + m is
   the same at every larger fuel, [qvalue_fuel]). *)

From Coq Require Import ZArith QArith List Lia Bool Lqa.
Import ListNotations.
Require Import Certify.GuessWho.
(* the one-player games' rule facts (the AB paper's 1xn line game, Nica's bid game) are proved in
   LineFacts.v; imported here so that every file citing the rule facts compiles them too *)
Require Import Certify.LineFacts.

Open Scope Q_scope.

(* ---- the best of a list ------------------------------------------------------------------ *)

Lemma rf_qle_bool_compat : forall x x' y y', x == x' -> y == y' -> Qle_bool x y = Qle_bool x' y'.
Proof.
  intros x x' y y' Ex Ey.
  destruct (Qle_bool x y) eqn:E1; destruct (Qle_bool x' y') eqn:E2; try reflexivity.
  - apply Qle_bool_iff in E1. rewrite Ex, Ey in E1. apply Qle_bool_iff in E1. congruence.
  - apply Qle_bool_iff in E2. rewrite <- Ex, <- Ey in E2. apply Qle_bool_iff in E2. congruence.
Qed.

Lemma rf_qmax_compat : forall x x' y y', x == x' -> y == y' -> qmax x y == qmax x' y'.
Proof.
  intros x x' y y' Ex Ey. unfold qmax. rewrite (rf_qle_bool_compat x x' y y' Ex Ey).
  destruct (Qle_bool x' y'); assumption.
Qed.

Lemma rf_qbest_ext : forall (A : Type) (f g : A -> Q) (L : list A),
  (forall x, In x L -> f x == g x) -> qbest (map f L) == qbest (map g L).
Proof.
  intros A f g [| a t] H; simpl; [reflexivity |].
  assert (Ha : f a == g a) by (apply H; left; reflexivity).
  assert (Ht : forall x, In x t -> f x == g x) by (intros; apply H; right; assumption).
  clear H. induction t as [| b t IH]; simpl; [exact Ha |].
  apply rf_qmax_compat; [apply Ht; left; reflexivity | apply IH; intros; apply Ht; right; assumption].
Qed.

Lemma rf_qmove_ext : forall v w n m mv,
  (forall p, In p (parts n mv) -> v m p == w m p) -> qmove v n m mv == qmove w n m mv.
Proof.
  intros v w n m [| a | a b] H; simpl in *; [reflexivity | |].
  - rewrite (H a), (H (n - a)%nat) by tauto. reflexivity.
  - rewrite (H a), (H b), (H (n - a - b)%nat) by tauto. reflexivity.
Qed.

Lemma rf_qbest_cons_ge : forall x t, x <= qbest (x :: t) /\ forall y, In y t -> y <= qbest (x :: t).
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

Lemma rf_qbest_in : forall x t, In (qbest (x :: t)) (x :: t).
Proof.
  intros x t. induction t as [| y t IH]; simpl in *; [left; reflexivity |].
  set (r := fold_right qmax x t) in *. unfold qmax. destruct (Qle_bool y r).
  - destruct IH as [E | E]; [left; exact E | right; right; exact E].
  - right; left; reflexivity.
Qed.

(* every member of a list is at most its best *)
Lemma qbest_ge : forall L y, In y L -> y <= qbest L.
Proof.
  intros [| x t] y Hy; [destruct Hy |]. destruct (rf_qbest_cons_ge x t) as [Hx Ht].
  destruct Hy as [<- | Hy]; [exact Hx | apply Ht; exact Hy].
Qed.

(* ---- the value equation (any rules) ---------------------------------------------------------- *)

Lemma rf_is_state_pos : forall r n m, is_state r n m = true -> (1 <= n /\ 1 <= m)%nat.
Proof.
  intros r n m H. unfold is_state in H.
  apply andb_prop in H as [H _]. apply andb_prop in H as [Hn Hm].
  apply Nat.leb_le in Hn. apply Nat.leb_le in Hm. lia.
Qed.

(* [qvalue] at any fuel of at least n + m is the same *)
Lemma qvalue_fuel : forall r f g n m, is_state r n m = true -> (n + m <= f)%nat -> (n + m <= g)%nat ->
  qvalue r f n m == qvalue r g n m.
Proof.
  intros r f. induction f as [| f IH]; intros g n m Hs Hf Hg.
  - pose proof (rf_is_state_pos r n m Hs). lia.
  - destruct g as [| g]; [pose proof (rf_is_state_pos r n m Hs); lia |].
    cbn [qvalue]. destruct (terminal r n m) eqn:Ht; [reflexivity |].
    apply rf_qbest_ext. intros mv Hmv. apply rf_qmove_ext. intros p Hp.
    pose proof (parts_in_range r n mv p Hmv Hp).
    apply IH; [apply (child_state r n m p Hs Ht); lia | lia | lia].
Qed.

(* the children read at the fuel n + m - 1 (as [optimal_moves] does) are the children's values *)
Lemma qmove_children : forall r n m mv, is_state r n m = true -> terminal r n m = false ->
  In mv (moves r n) -> qmove (qvalue r (n + m - 1)) n m mv == qmove (value r) n m mv.
Proof.
  intros r n m mv Hs Ht Hmv. apply rf_qmove_ext. intros p Hp.
  pose proof (parts_in_range r n mv p Hmv Hp). pose proof (rf_is_state_pos r n m Hs).
  unfold value. apply qvalue_fuel; [apply (child_state r n m p Hs Ht); lia | lia | lia].
Qed.

(* P(n, m) is the best move value, each move valued from the children's values (Eq. (1)) *)
Theorem value_equation : forall r n m, is_state r n m = true -> terminal r n m = false ->
  value r n m == qbest (map (qmove (value r) n m) (moves r n)).
Proof.
  intros r n m Hs Ht. pose proof (rf_is_state_pos r n m Hs).
  unfold value at 1. replace (n + m)%nat with (S (n + m - 1)) by lia. cbn [qvalue]. rewrite Ht.
  apply rf_qbest_ext. intros mv Hmv. apply (qmove_children r); assumption.
Qed.

(* ---- the official rules ------------------------------------------------------------------- *)

Notation P := (value Official).

Lemma official_state : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> is_state Official a b = true.
Proof.
  intros a b Ha Hb. unfold is_state. apply Nat.leb_le in Ha. apply Nat.leb_le in Hb.
  rewrite Ha, Hb. reflexivity.
Qed.

Lemma official_nonterminal : forall a b, terminal Official a b = false.
Proof. reflexivity. Qed.

Lemma official_moves : forall a, moves Official a = splits2 a ++ [Guess].
Proof. reflexivity. Qed.

Lemma official_move_cases : forall a mv, In mv (moves Official a) ->
  mv = Guess \/ exists k, mv = Q2 k /\ (1 <= k)%nat /\ (2 * k <= a)%nat.
Proof.
  intros a mv H. rewrite official_moves in H. apply in_app_iff in H as [H | [H | []]].
  - right. unfold splits2 in H. apply in_map_iff in H as [k [<- Hk]].
    apply filter_In in Hk as [Hk Hle]. apply in_range in Hk. apply Nat.leb_le in Hle.
    exists k. split; [reflexivity | lia].
  - left. symmetry. exact H.
Qed.

Lemma official_guess_in : forall a, In Guess (moves Official a).
Proof. intro a. rewrite official_moves. apply in_app_iff. right. left. reflexivity. Qed.

Lemma official_question_in : forall a k, (1 <= k)%nat -> (2 * k <= a)%nat -> In (Q2 k) (moves Official a).
Proof.
  intros a k H1 H2. rewrite official_moves. apply in_app_iff. left. unfold splits2.
  apply in_map. apply filter_In. split; [apply in_range; lia | apply Nat.leb_le; lia].
Qed.

Lemma official_equation : forall a b, (1 <= a)%nat -> (1 <= b)%nat ->
  P a b == qbest (map (qmove P a b) (moves Official a)).
Proof. intros a b Ha Hb. apply value_equation; [apply official_state; assumption | reflexivity]. Qed.

(* every move's value is at most P *)
Lemma value_ge_move : forall a b mv, (1 <= a)%nat -> (1 <= b)%nat -> In mv (moves Official a) ->
  qmove P a b mv <= P a b.
Proof.
  intros a b mv Ha Hb Hmv. rewrite (official_equation a b Ha Hb). apply qbest_ge, in_map, Hmv.
Qed.

(* P is the value of one of the moves *)
Lemma value_is_move : forall a b, (1 <= a)%nat -> (1 <= b)%nat ->
  exists mv, In mv (moves Official a) /\ P a b == qmove P a b mv.
Proof.
  intros a b Ha Hb. pose proof (official_equation a b Ha Hb) as Eq.
  destruct (moves Official a) as [| x t] eqn:E.
  - pose proof (official_guess_in a) as G. rewrite E in G. destruct G.
  - pose proof (rf_qbest_in (qmove P a b x) (map (qmove P a b) t)) as H.
    change (qmove P a b x :: map (qmove P a b) t) with (map (qmove P a b) (x :: t)) in H.
    apply in_map_iff in H as [mv [Hv Hmv]]. exists mv. split; [exact Hmv |].
    rewrite Eq, Hv. reflexivity.
Qed.

Lemma qnat_S_pos : forall k, (1 <= k)%nat -> 0 < qnat k.
Proof. intros k Hk. unfold qnat, inject_Z, Qlt. simpl. lia. Qed.

Lemma qnat_nonneg : forall k, 0 <= qnat k.
Proof. intros k. unfold qnat, inject_Z, Qle. simpl. lia. Qed.

Lemma qnat_ne : forall k, (1 <= k)%nat -> ~ qnat k == 0.
Proof. intros k Hk H. unfold qnat, inject_Z, Qeq in H. simpl in H. lia. Qed.

Lemma qnat_sub : forall a k, (k <= a)%nat -> qnat (a - k) == qnat a - qnat k.
Proof.
  intros a k H. unfold qnat. rewrite Nat2Z.inj_sub by exact H.
  unfold Z.sub, Qminus. rewrite inject_Z_plus, inject_Z_opp. reflexivity.
Qed.

Lemma frac_nonneg : forall k a, (1 <= a)%nat -> 0 <= qnat k / qnat a.
Proof.
  intros k a Ha. apply Qle_shift_div_l; [apply qnat_S_pos; exact Ha |].
  rewrite Qmult_0_l. apply qnat_nonneg.
Qed.

(* ---- winner: P(1, b) = 1 ---------------------------------------------------------------------- *)

(* dag_glue.RULE_FACTS["winner"]: Implies(b >= 1, Eq(P(1, b), 1)) *)
Theorem fact_winner : forall b, (1 <= b)%nat -> P 1 b == 1.
Proof.
  intros b Hb. rewrite (official_equation 1 b ltac:(lia) Hb). reflexivity.
Qed.

(* ---- probability: 0 <= P(a, b) <= 1 ------------------------------------------------------------ *)

Theorem fact_nonnegative : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> 0 <= P a b.
Proof.
  intros a b Ha Hb. apply Qle_trans with (qmove P a b Guess).
  - exact (frac_nonneg 1 a Ha).
  - apply value_ge_move; [assumption | assumption | apply official_guess_in].
Qed.

(* dag_glue.RULE_FACTS["probability"]: Implies(And(a >= 1, b >= 1), P(a, b) <= 1) *)
Theorem fact_probability : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> P a b <= 1.
Proof.
  intros a b Ha Hb. destruct (value_is_move a b Ha Hb) as [mv [Hmv ->]].
  destruct (official_move_cases a mv Hmv) as [-> | [k [-> [Hk Hka]]]]; simpl.
  - apply Qle_shift_div_r; [apply qnat_S_pos; exact Ha |].
    rewrite Qmult_1_l. unfold qnat, inject_Z, Qle. simpl. lia.
  - pose proof (Qmult_le_0_compat _ _ (frac_nonneg k a Ha) (fact_nonnegative b k Hb Hk)).
    pose proof (Qmult_le_0_compat _ _ (frac_nonneg (a - k) a Ha) (fact_nonnegative b (a - k) Hb ltac:(lia))).
    lra.
Qed.

(* ---- terminal: a P(a, 1) = 1 ------------------------------------------------------------------ *)

(* every question at (a, 1) is worth 0: the opponent, at (1, p), names the last candidate *)
Lemma question_at_one : forall a k, (1 <= k)%nat -> (2 * k <= a)%nat -> qmove P a 1 (Q2 k) == 0.
Proof.
  intros a k Hk Hka. simpl. rewrite (fact_winner k Hk), (fact_winner (a - k) ltac:(lia)).
  rewrite (qnat_sub a k) by lia. field. apply qnat_ne. lia.
Qed.

Lemma value_at_one : forall a, (1 <= a)%nat -> P a 1 == 1 / qnat a.
Proof.
  intros a Ha. apply Qle_antisym.
  - destruct (value_is_move a 1 Ha ltac:(lia)) as [mv [Hmv ->]].
    destruct (official_move_cases a mv Hmv) as [-> | [k [-> [Hk Hka]]]]; [apply Qle_refl |].
    rewrite (question_at_one a k Hk Hka). exact (frac_nonneg 1 a Ha).
  - change (1 / qnat a) with (qmove P a 1 Guess).
    apply value_ge_move; [exact Ha | lia | apply official_guess_in].
Qed.

(* dag_glue.RULE_FACTS["terminal"]: Implies(a >= 1, Eq(a*P(a, 1), 1)) *)
Theorem fact_terminal : forall a, (1 <= a)%nat -> qnat a * P a 1 == 1.
Proof.
  intros a Ha. rewrite (value_at_one a Ha). field. apply qnat_ne. exact Ha.
Qed.

(* ---- question: P is at least every question's value ----------------------------------------- *)

(* the question j : a-j, its parts in either order *)
Lemma question_value : forall a b j, (2 <= a)%nat -> (1 <= b)%nat -> (1 <= j <= a - 1)%nat ->
  1 - qnat j / qnat a * P b j - qnat (a - j) / qnat a * P b (a - j) <= P a b.
Proof.
  intros a b j Ha Hb Hj. destruct (Nat.le_gt_cases (2 * j) a) as [L | L].
  - change (1 - qnat j / qnat a * P b j - qnat (a - j) / qnat a * P b (a - j)) with (qmove P a b (Q2 j)).
    apply value_ge_move; [lia | exact Hb | apply official_question_in; lia].
  - assert (Hin : In (Q2 (a - j)) (moves Official a)) by (apply official_question_in; lia).
    pose proof (value_ge_move a b _ ltac:(lia) Hb Hin) as H. simpl in H.
    replace (a - (a - j))%nat with j in H by lia. lra.
Qed.

(* dag_glue.RULE_FACTS["question"]: Implies(And(a >= 2, b >= 1, 1 <= j, j <= a - 1),
     a*b*P(a, b) >= a*b - b*j*P(b, j) - b*(a - j)*P(b, a - j)) *)
Theorem fact_question : forall a b j, (2 <= a)%nat -> (1 <= b)%nat -> (1 <= j)%nat -> (j <= a - 1)%nat ->
  qnat a * qnat b - qnat b * qnat j * P b j - qnat b * qnat (a - j) * P b (a - j)
  <= qnat a * qnat b * P a b.
Proof.
  intros a b j Ha Hb Hj1 Hj2.
  pose proof (question_value a b j Ha Hb (conj Hj1 Hj2)) as H.
  set (X := 1 - qnat j / qnat a * P b j - qnat (a - j) / qnat a * P b (a - j)) in H.
  assert (E : qnat a * qnat b * X
              == qnat a * qnat b - qnat b * qnat j * P b j - qnat b * qnat (a - j) * P b (a - j)).
  { unfold X. field. apply qnat_ne. lia. }
  rewrite <- E, (Qmult_comm (qnat a * qnat b) X), (Qmult_comm (qnat a * qnat b) (P a b)).
  apply Qmult_le_compat_r; [exact H |]. apply Qmult_le_0_compat; apply qnat_nonneg.
Qed.

(* ---- attained: P is the value of some move K(a, b), 0 <= K <= a/2 ----------------------------- *)

(* a move's value scaled by a b, the move given by its decision K (0 the guess, K : a-K) *)
Definition scaled_move (a b K : nat) : Q :=
  if (K =? 0)%nat then qnat b
  else qnat a * qnat b - qnat b * qnat K * P b K - qnat b * qnat (a - K) * P b (a - K).

Definition decision (mv : move) : nat := match mv with Q2 k => k | _ => 0 end.

(* the first optimal move of GuessWho.v's canonical order, as a decision *)
Definition K_best (a b : nat) : nat :=
  match find (fun mv => Qeq_bool (qmove P a b mv) (P a b)) (moves Official a) with
  | Some mv => decision mv
  | None => 0
  end.

Lemma scaled_move_value : forall a b mv, (1 <= a)%nat -> (1 <= b)%nat -> In mv (moves Official a) ->
  qnat a * qnat b * qmove P a b mv == scaled_move a b (decision mv).
Proof.
  intros a b mv Ha Hb Hmv. unfold scaled_move.
  destruct (official_move_cases a mv Hmv) as [-> | [k [-> [Hk Hka]]]]; simpl.
  - field. apply qnat_ne. exact Ha.
  - replace (k =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
    field. apply qnat_ne. exact Ha.
Qed.

Lemma K_best_spec : forall a b, (1 <= a)%nat -> (1 <= b)%nat ->
  exists mv, In mv (moves Official a) /\ K_best a b = decision mv /\ P a b == qmove P a b mv.
Proof.
  intros a b Ha Hb. unfold K_best.
  destruct (find (fun mv => Qeq_bool (qmove P a b mv) (P a b)) (moves Official a)) as [mv |] eqn:F.
  - apply find_some in F as [Hmv E]. apply Qeq_bool_iff in E.
    exists mv. split; [exact Hmv | split; [reflexivity | symmetry; exact E]].
  - destruct (value_is_move a b Ha Hb) as [mv [Hmv E]].
    pose proof (find_none _ _ F mv Hmv) as N. simpl in N.
    assert (Qeq_bool (qmove P a b mv) (P a b) = true) by (apply Qeq_bool_iff; symmetry; exact E).
    congruence.
Qed.

(* a move's value scaled by a (the form of the glue's "attained"): 1 for the guess (K = 0),
   a - K P(b, K) - (a - K) P(b, a - K) for the question K : a-K *)
Definition attained_value (a b K : nat) : Q :=
  if (K =? 0)%nat then 1 else qnat a - qnat K * P b K - qnat (a - K) * P b (a - K).

(* dag_glue.RULE_FACTS["attained"] (with an uninterpreted move function K(a, b), a Skolem function):
     Implies(And(a >= 2, b >= 2), And(0 <= K(a, b), K(a, b) <= floor(a/2),
       Eq(a*P(a, b), Piecewise((1, Eq(K(a, b), 0)), (a - K(a, b)*P(b, K(a, b)) - (a - K(a, b))*P(b, a - K(a, b)), True)))))
   proved for every a, b >= 1 (a weaker premise); K is the first optimal move in GuessWho.v's order *)
Theorem fact_attained : exists K : nat -> nat -> nat, forall a b, (1 <= a)%nat -> (1 <= b)%nat ->
  (K a b <= a / 2)%nat /\ qnat a * P a b == attained_value a b (K a b).
Proof.
  exists K_best. intros a b Ha Hb. destruct (K_best_spec a b Ha Hb) as [mv [Hmv [-> E]]].
  rewrite E. destruct (official_move_cases a mv Hmv) as [-> | [k [-> [Hk Hka]]]]; cbn [decision]; split.
  - lia.
  - unfold attained_value. simpl (0 =? 0)%nat. cbv iota. cbn [qmove]. field. apply qnat_ne. exact Ha.
  - apply Nat.div_le_lower_bound; lia.
  - unfold attained_value. replace (k =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
    cbn [qmove]. field. apply qnat_ne. exact Ha.
Qed.

(* the same at each state: "P(a, b) is attained by some move K with 0 <= K <= a/2" *)
Corollary fact_attained_at : forall a b, (1 <= a)%nat -> (1 <= b)%nat ->
  exists K, (K <= a / 2)%nat /\ qnat a * P a b == attained_value a b K.
Proof.
  intros a b Ha Hb. destruct fact_attained as [K H]. exists (K a b). apply H; assumption.
Qed.

(* ---- guess: P(a, b) >= 1/a ------------------------------------------------------------------- *)

(* dag_glue.RULE_FACTS["guess"]: Implies(And(a >= 1, b >= 1), a*P(a, b) >= 1) *)
Theorem fact_guess : forall a b, (1 <= a)%nat -> (1 <= b)%nat -> 1 <= qnat a * P a b.
Proof.
  intros a b Ha Hb. pose proof (value_ge_move a b Guess Ha Hb (official_guess_in a)) as H. cbn [qmove] in H.
  assert (E : qnat a * (1 / qnat a) == 1) by (field; apply qnat_ne; exact Ha).
  rewrite <- E, (Qmult_comm (qnat a) (1 / qnat a)), (Qmult_comm (qnat a) (P a b)).
  apply Qmult_le_compat_r; [exact H | apply qnat_nonneg].
Qed.

(* ---- the reading of optimal(a, b, s) ----------------------------------------------------------- *)

(* the registry's decision s at a pool of a as GuessWho.v's move: 0 the guess, s the question
   s : a-s, listed by its smaller part *)
Definition move_of (a s : nat) : move := if (s =? 0)%nat then Guess else Q2 (Nat.min s (a - s)).

Lemma optimal_moves_official : forall a b mv, (1 <= a)%nat -> (1 <= b)%nat ->
  In mv (optimal_moves Official a b) <-> In mv (moves Official a) /\ qmove P a b mv == P a b.
Proof.
  intros a b mv Ha Hb. unfold optimal_moves. rewrite official_nonterminal. rewrite filter_In.
  split; intros [Hmv E]; split; try exact Hmv.
  - apply Qeq_bool_iff in E. rewrite <- (qmove_children Official a b mv); try assumption; [| reflexivity].
    apply official_state; assumption.
  - apply Qeq_bool_iff. rewrite (qmove_children Official a b mv); try assumption; [| reflexivity].
    apply official_state; assumption.
Qed.

(* dag_glue.READINGS["optimal"]: And(Or(Eq(s, 0), And(1 <= s, s <= a - 1)),
     Eq(a*b*P(a, b), Piecewise((b, Eq(s, 0)), (a*b - b*s*P(b, s) - b*(a - s)*P(b, a - s), True)))) *)
Theorem reading_optimal : forall a b s, (1 <= a)%nat -> (1 <= b)%nat ->
  In (move_of a s) (optimal_moves Official a b) <->
  ((s = 0 \/ 1 <= s <= a - 1)%nat /\ qnat a * qnat b * P a b == scaled_move a b s).
Proof.
  intros a b s Ha Hb. rewrite optimal_moves_official by assumption.
  assert (Scale : forall x y, x == y <-> qnat a * qnat b * x == qnat a * qnat b * y).
  { intros x y. split; intro E; [rewrite E; reflexivity |].
    apply Qmult_inj_l in E; [exact E |]. apply Qnot_eq_sym, Qlt_not_eq, Qmult_lt_0_compat; apply qnat_S_pos; assumption. }
  unfold move_of. destruct (s =? 0)%nat eqn:S0.
  - apply Nat.eqb_eq in S0. subst s. split.
    + intros [_ E]. split; [left; reflexivity |]. rewrite <- E.
      change (scaled_move a b 0) with (scaled_move a b (decision Guess)).
      apply scaled_move_value; [assumption | assumption | apply official_guess_in].
    + intros [_ E]. split; [apply official_guess_in |]. apply Scale.
      rewrite E, (scaled_move_value a b Guess Ha Hb (official_guess_in a)). reflexivity.
  - apply Nat.eqb_neq in S0. split.
    + intros [Hmv E]. destruct (official_move_cases a _ Hmv) as [D | [k [D [Hk Hka]]]]; [discriminate |].
      injection D as D. split; [right; lia |].
      assert (Sym : scaled_move a b s == scaled_move a b (Nat.min s (a - s))).
      { unfold scaled_move. replace (s =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
        replace (Nat.min s (a - s) =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
        destruct (Nat.le_ge_cases s (a - s)) as [L | L].
        - rewrite Nat.min_l by exact L. reflexivity.
        - rewrite Nat.min_r by exact L. replace (a - (a - s))%nat with s by lia. ring. }
      rewrite Sym, <- E. rewrite (scaled_move_value a b _ Ha Hb Hmv). simpl. rewrite D. reflexivity.
    + intros [[Z | Hs] E]; [lia |]. split; [apply official_question_in; lia |].
      apply Scale. rewrite E.
      rewrite (scaled_move_value a b _ Ha Hb (official_question_in a (Nat.min s (a - s)) ltac:(lia) ltac:(lia))). simpl.
      unfold scaled_move. replace (s =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
      replace (Nat.min s (a - s) =? 0)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
      destruct (Nat.le_ge_cases s (a - s)) as [L | L].
      * rewrite Nat.min_l by exact L. reflexivity.
      * rewrite Nat.min_r by exact L. replace (a - (a - s))%nat with s by lia. ring.
Qed.

(* ---- the rules' small cases (Cushing et al. Section 1; the Riddler's base cases) ---------------- *)

Lemma optimal_moves_in : forall a b mv, (1 <= a)%nat -> (1 <= b)%nat -> In mv (moves Official a) ->
  qmove P a b mv == P a b -> In mv (optimal_moves Official a b).
Proof. intros a b mv Ha Hb Hmv E. apply optimal_moves_official; [exact Ha | exact Hb | split; assumption]. Qed.

(* P(1, m) = 1 and P(n, 1) = 1/n; at (n, 1) the decision k is worth 1/n for the guess (k = 0) and
   0 for every question k : n-k; the guess is optimal at (1, m) and at (n, 1) *)
Theorem base_values : forall n m k, (1 <= n)%nat -> (1 <= m)%nat -> (k <= n / 2)%nat ->
  (P 1 m == 1) /\ (P n 1 == 1 / qnat n) /\
  (qmove P n 1 (move_of n k) == if (k =? 0)%nat then 1 / qnat n else 0) /\
  In Guess (optimal_moves Official 1 m) /\ In Guess (optimal_moves Official n 1).
Proof.
  intros n m k Hn Hm Hk. pose proof (Nat.mul_div_le n 2 ltac:(lia)) as D.
  split; [apply fact_winner; exact Hm |]. split; [apply value_at_one; exact Hn |]. split.
  - unfold move_of. destruct (k =? 0)%nat eqn:K0; [reflexivity |]. apply Nat.eqb_neq in K0.
    rewrite Nat.min_l by lia. apply question_at_one; lia.
  - split; apply optimal_moves_in; try lia; try apply official_guess_in.
    + rewrite (fact_winner m Hm). reflexivity.
    + rewrite (value_at_one n Hn). reflexivity.
Qed.

(* ---- Nica's game (rules nica): the glue reads P(-n, m) as p*(n, m) ------------------------------ *)

(* The glue's facts nica.won, nica.lost, nica.bid and nica.attained (dag_glue.RULE_FACTS), over
   PN := value Nica, the game of Nica11.v (GuessWho.v's [value Nica]: bids 1 <= a <= n/2, no guess;
   the pools of one terminal). A bid b above n/2 is the bid n - b listed by its smaller part. *)

Notation PN := (value Nica).

Lemma nica_state : forall n m, (2 <= n)%nat -> (2 <= m)%nat -> is_state Nica n m = true.
Proof.
  intros n m Hn Hm. unfold is_state.
  replace (1 <=? n)%nat with true by (symmetry; apply Nat.leb_le; lia).
  replace (1 <=? m)%nat with true by (symmetry; apply Nat.leb_le; lia).
  replace (n =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia). reflexivity.
Qed.

Lemma nica_nonterminal : forall n m, (2 <= n)%nat -> (2 <= m)%nat -> terminal Nica n m = false.
Proof.
  intros n m Hn Hm. unfold terminal. cbn [is_nica andb].
  replace (n =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia).
  replace (m =? 1)%nat with false by (symmetry; apply Nat.eqb_neq; lia). reflexivity.
Qed.

Lemma nica_bid_cases : forall n mv, In mv (moves Nica n) -> exists k, mv = Q2 k /\ (1 <= k)%nat /\ (2 * k <= n)%nat.
Proof.
  intros n mv H. unfold moves in H. cbn [has_three has_guess is_nica negb] in H. rewrite !app_nil_r in H.
  unfold splits2 in H. apply in_map_iff in H as [k [<- Hk]].
  apply filter_In in Hk as [Hk Hle]. apply in_range in Hk. apply Nat.leb_le in Hle.
  exists k. split; [reflexivity | lia].
Qed.

Lemma nica_bid_in : forall n k, (1 <= k)%nat -> (2 * k <= n)%nat -> In (Q2 k) (moves Nica n).
Proof.
  intros n k H1 H2. unfold moves. cbn [has_three has_guess is_nica negb]. rewrite !app_nil_r.
  unfold splits2. apply in_map. apply filter_In. split; [apply in_range; lia | apply Nat.leb_le; lia].
Qed.

Lemma nica_equation : forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  PN n m == qbest (map (qmove PN n m) (moves Nica n)).
Proof. intros n m Hn Hm. apply value_equation; [apply nica_state | apply nica_nonterminal]; assumption. Qed.

(* dag_glue.RULE_FACTS["nica.won"]: Implies(m >= 2, Eq(P(-1, m), 1)) *)
Theorem fact_nica_won : forall m, (2 <= m)%nat -> PN 1 m == 1.
Proof.
  intros m Hm. unfold value. replace (1 + m)%nat with (S m) by lia. reflexivity.
Qed.

(* dag_glue.RULE_FACTS["nica.lost"]: Implies(n >= 2, Eq(P(-n, 1), 0)) *)
Theorem fact_nica_lost : forall n, (2 <= n)%nat -> PN n 1 == 0.
Proof.
  intros n Hn. destruct n as [| [| n]]; [lia | lia |].
  unfold value. replace (S (S n) + 1)%nat with (S (S (S n))) by lia. reflexivity.
Qed.

(* the bid b : n-b, its parts in either order *)
Lemma nica_bid_value : forall n m b, (2 <= n)%nat -> (2 <= m)%nat -> (1 <= b <= n - 1)%nat ->
  1 - qnat b / qnat n * PN m b - qnat (n - b) / qnat n * PN m (n - b) <= PN n m.
Proof.
  intros n m b Hn Hm Hb. rewrite (nica_equation n m Hn Hm).
  destruct (Nat.le_gt_cases (2 * b) n) as [L | L].
  - change (1 - qnat b / qnat n * PN m b - qnat (n - b) / qnat n * PN m (n - b)) with (qmove PN n m (Q2 b)).
    apply qbest_ge, in_map, nica_bid_in; lia.
  - assert (Hin : In (Q2 (n - b)) (moves Nica n)) by (apply nica_bid_in; lia).
    pose proof (qbest_ge _ _ (in_map (qmove PN n m) _ _ Hin)) as H. simpl in H.
    replace (n - (n - b))%nat with b in H by lia. lra.
Qed.

(* dag_glue.RULE_FACTS["nica.bid"]: Implies(And(n >= 2, m >= 2, 1 <= b, b <= n - 1),
     n*P(-n, m) >= n - b*P(-m, b) - (n - b)*P(-m, n - b)) *)
Theorem fact_nica_bid : forall n m b, (2 <= n)%nat -> (2 <= m)%nat -> (1 <= b)%nat -> (b <= n - 1)%nat ->
  qnat n - qnat b * PN m b - qnat (n - b) * PN m (n - b) <= qnat n * PN n m.
Proof.
  intros n m b Hn Hm Hb1 Hb2. pose proof (nica_bid_value n m b Hn Hm (conj Hb1 Hb2)) as H.
  set (X := 1 - qnat b / qnat n * PN m b - qnat (n - b) / qnat n * PN m (n - b)) in H.
  assert (E : qnat n * X == qnat n - qnat b * PN m b - qnat (n - b) * PN m (n - b)).
  { unfold X. field. apply qnat_ne. lia. }
  rewrite <- E, (Qmult_comm (qnat n) X), (Qmult_comm (qnat n) (PN n m)).
  apply Qmult_le_compat_r; [exact H | apply qnat_nonneg].
Qed.

(* the first optimal bid of GuessWho.v's canonical order *)
Definition K_nica (n m : nat) : nat :=
  match find (fun mv => Qeq_bool (qmove PN n m mv) (PN n m)) (moves Nica n) with
  | Some mv => decision mv
  | None => 0
  end.

Lemma K_nica_spec : forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  exists mv, In mv (moves Nica n) /\ K_nica n m = decision mv /\ PN n m == qmove PN n m mv.
Proof.
  intros n m Hn Hm. unfold K_nica.
  destruct (find (fun mv => Qeq_bool (qmove PN n m mv) (PN n m)) (moves Nica n)) as [mv |] eqn:F.
  - apply find_some in F as [Hmv E]. apply Qeq_bool_iff in E.
    exists mv. split; [exact Hmv | split; [reflexivity | symmetry; exact E]].
  - exfalso. pose proof (nica_equation n m Hn Hm) as Eq.
    destruct (moves Nica n) as [| x t] eqn:Em.
    + pose proof (nica_bid_in n 1 ltac:(lia) ltac:(lia)) as G. rewrite Em in G. destruct G.
    + pose proof (rf_qbest_in (qmove PN n m x) (map (qmove PN n m) t)) as H.
      change (qmove PN n m x :: map (qmove PN n m) t) with (map (qmove PN n m) (x :: t)) in H.
      apply in_map_iff in H as [mv [Hv Hmv]].
      pose proof (find_none _ _ F mv Hmv) as N. simpl in N.
      assert (Qeq_bool (qmove PN n m mv) (PN n m) = true) by (apply Qeq_bool_iff; rewrite Eq, Hv; reflexivity).
      congruence.
Qed.

(* dag_glue.RULE_FACTS["nica.attained"] (K an uninterpreted move function, a Skolem function):
     Implies(And(n >= 2, m >= 2), And(1 <= K(-n, m), K(-n, m) <= floor(n/2),
       Eq(n*P(-n, m), n - K(-n, m)*P(-m, K(-n, m)) - (n - K(-n, m))*P(-m, n - K(-n, m)))))
   K is the first optimal bid in GuessWho.v's order *)
Theorem fact_nica_attained : exists K : nat -> nat -> nat, forall n m, (2 <= n)%nat -> (2 <= m)%nat ->
  (1 <= K n m)%nat /\ (K n m <= n / 2)%nat /\
  qnat n * PN n m == qnat n - qnat (K n m) * PN m (K n m) - qnat (n - K n m) * PN m (n - K n m).
Proof.
  exists K_nica. intros n m Hn Hm. destruct (K_nica_spec n m Hn Hm) as [mv [Hmv [-> E]]].
  destruct (nica_bid_cases n mv Hmv) as [k [-> [Hk Hkn]]]. cbn [decision]. split; [exact Hk | split].
  - apply Nat.div_le_lower_bound; lia.
  - rewrite E. cbn [qmove]. field. apply qnat_ne. lia.
Qed.
