"""Registry claims as Coq theorems, derived from the claim's one parsed expression.

Three kinds, chosen in the registry by the claim's ``coq`` field:

* ``coq = "table"``: a ground claim about game values (``P``, ``move_value``, ``optimal``,
  ``n_optimal`` at literal states, exact rationals, ``And``/``Or``/``Not``). The theorem
  speaks of the Coq game value ``GuessWho.value`` and ``GuessWho.optimal_moves`` itself; its
  proof rewrites each of them with ``check_table_sound`` on a kernel-checked table and
  decides what remains by computation.
* ``coq = "lia"``: an integer identity or inequality for all parameters (floor, ceiling and
  ``Mod`` by constants, ``Piecewise``): ``forall`` over the claim's variables with their
  lower bounds (the bounded check's upper limit ``N`` is dropped: the theorem holds for all
  values) and the claim's other bounds and ``where``; closed by ``lia`` after
  ``Z.div_mod_to_equations``.
* ``coq = "shipped"``: a theorem for all parameters proved in a hand-written module shipped
  with the package (:data:`SHIPPED`: ``ABLine.v`` for the AB paper's Theorem 2, ``Nica11.v``
  for Nica's Theorem 1.1, ``RuleFacts.v`` for the rules' small cases). The claim's
  file restates the registry's reading over that module's definitions and cites its theorem.

A claim the translator cannot express raises :class:`Untranslatable`, naming the construct.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import lcm

import sympy
from sympy.logic.boolalg import Boolean

from ..claims.printing import RegistryPrinter, is_game_call
from ..errors import CertifyError
from .tables import COQ_RULES


class Untranslatable(CertifyError):
    """The claim uses a construct this translator does not express in Coq."""


@dataclass
class CoqTheorem:
    claim: str          # registry id
    name: str           # Coq identifier
    kind: str           # "table" or "lia"
    source: str         # the .v file's text
    imports: tuple[str, ...] = ()


def coq_name(claim_id: str) -> str:
    """A Coq identifier for a claim id: ``cushing.lemma-1.2.row-n0`` -> ``cushing_lemma_1_2_row_n0``."""
    return "claim_" + re.sub(r"[^A-Za-z0-9]", "_", claim_id)


# ---- ground statements over game values --------------------------------------------------


class CoqTablePrinter(RegistryPrinter):
    """A ground claim over game values as a Coq ``Prop``: rationals ``Q`` over the game value
    ``value`` and a move's value ``qmove``, ``In`` a move ``optimal_moves``, the number of
    optimal moves; one ``_print_Foo`` per node type. Of the registered functions it knows
    ``P``, ``move_value``, ``optimal`` and ``n_optimal`` (this one only as ``Eq(n_optimal(n,
    m), integer)``); no arithmetic function. Remembers the states it reads, for the proof."""

    target = "coq_table"
    title = "Coq table theorems"
    known_functions = frozenset({"P", "move_value", "optimal", "n_optimal", "count_optimal_splits"})

    def __init__(self, rules: str, size: int):
        super().__init__()
        self.rules, self.size = COQ_RULES[rules], size
        self.values: set[tuple[int, int]] = set()
        self.moves: set[tuple[int, int]] = set()
        self.move_values: set[tuple[int, int, str]] = set()

    def _state(self, args) -> tuple[int, int]:
        if not all(a.is_Integer for a in args):
            raise Untranslatable(f"non-literal state {args}")
        n, m = (int(a) for a in args)
        if not (1 <= n <= self.size and 1 <= m <= self.size):
            raise Untranslatable(f"state ({n}, {m}) outside the kernel-checked table (N = {self.size})")
        return n, m

    def _move(self, n: int, k) -> str:
        if not k.is_Integer or not (0 <= int(k) < n):
            raise Untranslatable(f"decision {k} at a pool of {n}")
        k = int(k)
        return "Guess" if k == 0 else f"(Q2 {min(k, n - k)})"

    # rationals

    def _print_Rational(self, e):  # Integer and the singletons (Zero, One, Half...) too
        return f"({int(e.p)} # {int(e.q)})"

    def _print_game_call(self, e, spec):
        return getattr(self, f"_game_{type(e).__name__}")(e)

    def _game_P(self, e):
        n, m = self._state(e.args)
        self.values.add((n, m))
        return f"(value {self.rules} {n} {m})"

    def _game_move_value(self, e):
        n, m = self._state(e.args[:2])
        move = self._move(n, e.args[2])
        self.move_values.add((n, m, move))
        return f"(qmove (qvalue {self.rules} ({n} + {m} - 1)) {n} {m} {move})"

    def _game_optimal(self, e):
        n, m = self._state(e.args[:2])
        self.moves.add((n, m))
        return f"(In {self._move(n, e.args[2])} (optimal_moves {self.rules} {n} {m}))"

    def _game_n_optimal(self, e):  # a number of moves (nat), only compared with an integer: _print_Equality
        return self.unsupported(e)

    def _game_count_optimal_splits(self, e):  # how many optimal questions k : n-k have low <= k <= high (in Q)
        n, m = self._state(e.args[:2])
        if not all(a.is_Integer and int(a) >= 0 for a in e.args[2:]):
            raise Untranslatable(f"count_optimal_splits with bounds {e.args[2:]}")
        low, high = (int(a) for a in e.args[2:])
        self.moves.add((n, m))
        between = f"(fun mv => match mv with Q2 k => (({low} <=? k)%nat && (k <=? {high})%nat)%bool | _ => false end)"
        return f"(qnat (length (filter {between} (optimal_moves {self.rules} {n} {m}))))"

    def rational(self, e) -> str:
        """A ``Q`` term (a true/false expression here is refused)."""
        return self.unsupported(e) if isinstance(e, Boolean) else self(e)

    def proposition(self, e) -> str:
        """A ``Prop`` (a number here is refused)."""
        return self(e) if isinstance(e, Boolean) else self.unsupported(e)

    def _print_Add(self, e):
        return "(" + " + ".join(self.rational(a) for a in e.args) + ")"

    def _print_Mul(self, e):
        return "(" + " * ".join(self.rational(a) for a in e.args) + ")"

    def _print_Pow(self, e):
        if not e.exp.is_Integer:
            return self.unsupported(e)
        base = self.rational(e.base)
        return f"(/ {base})" if int(e.exp) == -1 else f"({base} ^ {int(e.exp)})"

    # propositions

    def _print_BooleanTrue(self, e):
        return "True"

    def _print_And(self, e):
        return "(" + " /\\ ".join(self.proposition(a) for a in e.args) + ")"

    def _print_Or(self, e):
        return "(" + " \\/ ".join(self.proposition(a) for a in e.args) + ")"

    def _print_Not(self, e):
        return f"(~ {self.proposition(e.args[0])})"

    def _compare(op, swap=False):
        def print_relation(self, e):
            a, b = (e.rhs, e.lhs) if swap else (e.lhs, e.rhs)
            return f"({self.rational(a)} {op} {self.rational(b)})"
        return print_relation

    _print_StrictLessThan, _print_LessThan = _compare("<"), _compare("<=")
    _print_StrictGreaterThan, _print_GreaterThan = _compare("<", swap=True), _compare("<=", swap=True)
    _rational_equality = _compare("==")
    del _compare

    def _print_Equality(self, e):
        if type(e.lhs).__name__ == "n_optimal" and is_game_call(e.lhs) and e.rhs.is_Integer:
            n, m = self._state(e.lhs.args)
            self.moves.add((n, m))
            return f"(length (optimal_moves {self.rules} {n} {m}) = {int(e.rhs)}%nat)"
        return self._rational_equality(e)

    def _print_Unequality(self, e):
        return f"(~ {self.rational(e.lhs)} == {self.rational(e.rhs)})"

    def unsupported(self, e):
        if is_game_call(e) and type(e).__name__ not in self.known_functions:
            raise Untranslatable(self.refused_call(e) + f" (a table theorem reads {', '.join(sorted(self.known_functions))})")
        raise Untranslatable(f"{type(e).__name__} in a game claim")


MAX_POINTS = 2000  # a finite range expanded into one conjunct per point (a table base is at most a few hundred)


def finite_points(claim) -> list[dict]:
    """Every point of a claim's range when it is finite: each variable's bounds are integers once
    the variables before it are fixed (no audit size N, no oo), the ``where`` filters. Raises
    :class:`Untranslatable` for a range that is not finite or holds more than :data:`MAX_POINTS`."""
    points = [{}]
    for var, (low, high) in claim.vars.items():
        symbol = sympy.Symbol(var, integer=True)
        grown = []
        for point in points:
            bounds = [sympy.sympify(b).subs(point) for b in (low, high)]
            if not all(b.is_Integer for b in bounds):
                raise Untranslatable(f"the claim has variables over a range that is not finite ({var} in "
                                     f"{low}..{high}): a table theorem needs literal bounds (no N)")
            grown += [{**point, symbol: sympy.Integer(v)} for v in range(int(bounds[0]), int(bounds[1]) + 1)]
            if len(grown) > MAX_POINTS:
                raise Untranslatable(f"the range holds more than {MAX_POINTS} points")
        points = grown
    return [p for p in points if claim.where.subs(p) == sympy.true]


def table_theorem(claim, table_module: str, table_name: str, size: int) -> CoqTheorem:
    """A game claim as a theorem proved from the kernel-checked table ``table_name``: a ground
    claim as it reads; a claim over a finite range (a proof DAG's table base) as the conjunction
    of its instances, one per point in the order of :func:`finite_points`, each the registry's
    expression at that point printed as a ground claim."""
    if claim.rules not in COQ_RULES:
        raise Untranslatable(f"rules {claim.rules!r}")
    terms = CoqTablePrinter(claim.rules, size)
    if claim.vars or claim.where != sympy.true:
        points = finite_points(claim)
        if not points:
            raise Untranslatable("the claim's range is empty")
        instances = [terms.proposition(claim.holds.subs(point)) for point in points]
        statement = " /\\\n  ".join(instances)
        ranges = ", ".join(f"{var} in {low}..{high}" for var, (low, high) in claim.vars.items())
        where = "" if claim.where == sympy.true else f" where {claim.where}"
        scope = (f"(* Over the claim's finite range ({ranges}{where}): one conjunct per point, {len(points)} "
                 f"points, in order: {', '.join('(' + ', '.join(str(v) for v in p.values()) + ')' for p in points[:3])}"
                 f"{', ...' if len(points) > 3 else ''} *)\n")
    else:
        statement, scope = terms.proposition(claim.holds), ""
    rules, name = terms.rules, coq_name(claim.id)
    sound = f"check_table_sound {rules} {size} {table_name} {table_name}_valid"
    if scope:  # one small goal per conjunct, each rewritten with the table's equations at its own states
        scope = TABLE_LTAC.format(rules=rules, size=size, t=table_name) + "\n\n" + scope
        steps = ["  repeat match goal with |- _ /\\ _ => split end.",
                 "  all: table_values; vm_compute; intuition (try reflexivity; try discriminate)."]
        return _table_source(claim, table_module, scope, name, statement, steps)
    steps = []
    for i, (n, m) in enumerate(sorted(terms.values | terms.moves)):
        steps.append(f"  destruct ({sound} {n} {m} ltac:(lia) ltac:(lia) eq_refl) as [V{i} M{i}].")
        if (n, m) in terms.values:
            steps.append(f"  rewrite V{i}.")
        if (n, m) in terms.moves:
            steps.append(f"  rewrite <- M{i}.")
    for i, (n, m, move) in enumerate(sorted(terms.move_values)):
        steps.append(f"  rewrite (move_value_table {rules} {size} {table_name} {table_name}_valid {n} {m} {move}"
                     " ltac:(lia) ltac:(lia) eq_refl eq_refl eq_refl).")
    used = [f"V{i} M{i}" for i in range(len(terms.values | terms.moves))]
    if used:  # what is left is closed arithmetic; the table's equations are not needed again
        steps.append(f"  clear {' '.join(used)}.")
    steps.append("  vm_compute; intuition (try reflexivity; try discriminate).")
    return _table_source(claim, table_module, scope, name, statement, steps)


# a finite-range claim's proof: each conjunct's game values, move values and optimal move sets
# rewritten with the kernel-checked table's equations (check_table_sound, move_value_table)
TABLE_LTAC = """Ltac table_values := repeat match goal with
  | |- context [qmove (qvalue {rules} (?n + ?m - 1)) ?n ?m ?mv] =>
      rewrite (move_value_table {rules} {size} {t} {t}_valid n m mv ltac:(lia) ltac:(lia) eq_refl eq_refl eq_refl)
  | |- context [value {rules} ?n ?m] =>
      let V := fresh "V" in
      destruct ({sound} n m ltac:(lia) ltac:(lia) eq_refl) as [V _]; rewrite V; clear V
  | |- context [optimal_moves {rules} ?n ?m] =>
      let M := fresh "M" in
      destruct ({sound} n m ltac:(lia) ltac:(lia) eq_refl) as [_ M]; rewrite <- M; clear M
  end.""".replace("{sound}", "check_table_sound {rules} {size} {t} {t}_valid")


def _table_source(claim, table_module, scope, name, statement, steps) -> CoqTheorem:
    source = (
        f"(* {claim.id} ({claim.locator}), generated by certify from the registry. *)\n"
        "From Coq Require Import ZArith QArith List Lia.\nImport ListNotations.\n"
        f"Require Import Certify.GuessWho Certify.{table_module}.\n\n"
        "(* The specification computes by brute force; keep tactics from unfolding it while\n"
        "   rewriting (the kernel is unaffected). *)\nLocal Opaque value qvalue optimal_moves scaled listed.\n\n"
        f"{scope}Theorem {name} :\n  {statement}.\nProof.\n" + "\n".join(steps) + "\nQed.\n"
    )
    return CoqTheorem(claim.id, name, "table", source, (table_module,))


# ---- integer identities for all parameters ------------------------------------------------


class CoqInteger(RegistryPrinter):
    """An integer-valued SymPy expression as a Coq ``Z`` term (one ``_print_Foo`` per node;
    ``floor``, ``ceiling`` and ``Mod`` as declared in :mod:`certify.claims.printing`)."""

    target = "coq"
    title = "Coq lia theorems"

    def _print_Integer(self, e):
        return f"({int(e)})"

    def _print_Symbol(self, e):
        if not e.is_integer:
            raise Untranslatable(f"real variable {e}")
        return e.name

    def _print_declared(self, e, declared, spec):
        if spec in ("floor", "ceiling"):
            inner = e.args[0]
            scale = lcm(*(int(sympy.fraction(c)[1]) for c in sympy.Poly(inner, *inner.free_symbols).coeffs())) \
                if inner.free_symbols else int(sympy.fraction(inner)[1])
            numerator = self(sympy.expand(inner * scale))
            if spec == "floor":
                return f"({numerator} / {scale})"
            return f"(- ((- {numerator}) / {scale}))"
        if not e.args[1].is_Integer or int(e.args[1]) <= 0:  # mod
            raise Untranslatable(f"Mod by {e.args[1]}")
        return f"({self(e.args[0])} mod {int(e.args[1])})"

    def _print_Piecewise(self, e):
        text = None
        for value, condition in reversed(e.args):
            if condition is sympy.true:
                text = self(value)
            else:
                text = f"(if {_boolean(condition)} then {self(value)} else {text})"
        if text is None:
            raise Untranslatable("Piecewise without a default case")
        return text

    def _print_Add(self, e):
        return "(" + " + ".join(self(a) for a in e.args) + ")"

    def _print_Mul(self, e):
        if any(a.is_Rational and not a.is_Integer for a in e.args):
            raise Untranslatable(f"non-integer coefficient in {e}")
        return "(" + " * ".join(self(a) for a in e.args) + ")"

    def _print_Pow(self, e):
        if e.exp.is_Integer and int(e.exp) >= 0:
            return f"({self(e.base)} ^ {int(e.exp)})"
        return self.unsupported(e)

    def unsupported(self, e):
        if is_game_call(e):
            raise Untranslatable(self.refused_call(e))
        raise Untranslatable(f"{type(e).__name__} in an integer claim")


class CoqCondition(RegistryPrinter):
    """A condition as a Coq ``bool`` (for ``if``)."""

    target = "coq"
    title = "Coq lia theorems"

    def _compare(op, swap=False):
        def print_relation(self, e):
            a, b = (e.rhs, e.lhs) if swap else (e.lhs, e.rhs)
            return f"({_integer(a)} {op} {_integer(b)})"
        return print_relation

    _print_Equality, _print_LessThan, _print_StrictLessThan = _compare("=?"), _compare("<=?"), _compare("<?")
    _print_GreaterThan, _print_StrictGreaterThan = _compare("<=?", swap=True), _compare("<?", swap=True)
    del _compare

    def _print_And(self, e):
        return "(" + " && ".join(self(a) for a in e.args) + ")"

    def _print_Or(self, e):
        return "(" + " || ".join(self(a) for a in e.args) + ")"

    def _print_Not(self, e):
        return f"(negb {self(e.args[0])})"

    def _print_declared(self, e, declared, spec):
        return self.unsupported(e)

    def unsupported(self, e):
        if is_game_call(e):
            raise Untranslatable(self.refused_call(e))
        raise Untranslatable(f"{type(e).__name__} in a condition")


class CoqProposition(RegistryPrinter):
    """A claim's statement as a Coq ``Prop`` over ``Z``."""

    target = "coq"
    title = "Coq lia theorems"

    def _print_BooleanTrue(self, e):
        return "True"

    def _print_And(self, e):
        return "(" + " /\\ ".join(self(a) for a in e.args) + ")"

    def _print_Or(self, e):
        return "(" + " \\/ ".join(self(a) for a in e.args) + ")"

    def _print_Not(self, e):
        return f"(~ {self(e.args[0])})"

    def _print_Implies(self, e):
        return f"({self(e.args[0])} -> {self(e.args[1])})"

    def _compare(op):
        def print_relation(self, e):
            return f"({_integer(e.lhs)} {op} {_integer(e.rhs)})"
        return print_relation

    _print_Equality, _print_Unequality = _compare("="), _compare("<>")
    _print_LessThan, _print_StrictLessThan = _compare("<="), _compare("<")
    _print_GreaterThan, _print_StrictGreaterThan = _compare(">="), _compare(">")
    del _compare

    def _print_declared(self, e, declared, spec):
        return self.unsupported(e)

    def unsupported(self, e):
        if is_game_call(e):
            raise Untranslatable(self.refused_call(e))
        raise Untranslatable(f"{type(e).__name__} in an integer claim")


def _integer(e) -> str:
    return CoqInteger()(e)


def _boolean(e) -> str:
    return CoqCondition()(e)


def _proposition(e) -> str:
    return CoqProposition()(e)


LIA = """Ltac cases := repeat match goal with
  | |- context [Z.eqb ?a ?b] => destruct (Z.eqb_spec a b)
  | |- context [Z.leb ?a ?b] => destruct (Z.leb_spec a b)
  | |- context [Z.ltb ?a ?b] => destruct (Z.ltb_spec a b)
  end."""


def lia_theorem(claim) -> CoqTheorem:
    """An integer claim as a theorem for all parameters, closed by ``lia``."""
    if claim.uses_game:
        raise Untranslatable("the claim reads game values")
    N = sympy.Symbol("N", integer=True)
    names = list(claim.vars)
    hypotheses = []
    for var, (low, high) in claim.vars.items():
        symbol = sympy.Symbol(var, integer=True)
        hypotheses.append(_proposition(sympy.Le(low, symbol, evaluate=False)))
        if N not in high.free_symbols:
            hypotheses.append(_proposition(sympy.Le(symbol, high, evaluate=False)))
    if claim.where != sympy.true:
        hypotheses.append(_proposition(claim.where))
    binder = f"forall {' '.join(names)} : Z,\n  " if names else ""
    premises = "".join(f"{h} ->\n  " for h in hypotheses)
    name = coq_name(claim.id)
    source = (
        f"(* {claim.id} ({claim.locator}), generated by certify from the registry. *)\n"
        "From Coq Require Import ZArith Lia.\nOpen Scope Z_scope.\n\n" + LIA + "\n\n"
        f"Theorem {name} :\n  {binder}{premises}{_proposition(claim.holds)}.\n"
        "Proof. intros; cases; Z.div_mod_to_equations; lia. Qed.\n"
    )
    return CoqTheorem(claim.id, name, "lia", source)


# ---- theorems proved in a shipped, hand-written module -----------------------------------------


@dataclass(frozen=True)
class Shipped:
    """A registry claim proved in a hand-written module of certify/coq: its statement over the
    module's definitions (the registry's reading, written out) and the proof citing the module."""

    modules: tuple[str, ...]  # the shipped modules the claim's file imports (the proof's last)
    statement: str
    proof: str
    note: str


SHIPPED = {
    "ab.theorem-2.all": Shipped(
        modules=("ABLine",),
        # the registry's F(n) = F_line(n, floor(log2 n)) (ab.toml; F(0) = F_line(0, 0) = 0), written out
        statement=("forall n : nat,\n"
                   "  let F := fun x : Z => F_line x (Z.log2 x) in\n"
                   "  (* the game's recursion over every guess g, T 0 = 0, T n = n + min (T g + T (n-1-g)) *)\n"
                   "  Z.of_nat (T n) = F (Z.of_nat n) /\\\n"
                   "  (* every strategy tree of n candidates, idle guesses included, totals at least F n *)\n"
                   "  (forall s : strategy, size s = n -> (F (Z.of_nat n) <= Z.of_nat (total s))%Z) /\\\n"
                   "  (* and one totals exactly F n *)\n"
                   "  (exists s : strategy, size s = n /\\ Z.of_nat (total s) = F (Z.of_nat n))"),
        proof=("intros n F. destruct (ab_theorem_2_strategies n) as [Low High].\n"
               "  split; [exact (ab_theorem_2 n) | split; assumption]."),
        note="the least total of the 1xn game is F(n) for every n (ABLine.v: T by the game's recursion "
             "over all guesses, and every strategy tree)",
    ),
    "ab.theorem-4.all": Shipped(
        modules=("AB2", "AB2W"),
        # H(n) = ceiling(n/2) + 1 written (n + 1) / 2 + 1 in nat; W is AB2W.v's least worst case over every
        # guess of the host (consistent or not), Pst n the pairs over [0, n)
        statement=("forall n : nat, (2 <= n)%nat ->\n"
                   "  (* the start of the 2xn game: every code (ordered pair of distinct symbols < n), only those *)\n"
                   "  (forall c : code, Pst n c = true <-> In c (codes n)) /\\\n"
                   "  (* its least worst case over all strategies is ceiling(n/2) + 1 *)\n"
                   "  W n (Pst n) = ((n + 1) / 2 + 1)%nat"),
        proof="intros n Hn. split; [exact (Pst_full n) | exact (ab4_end_to_end n Hn)].",
        note="the least worst case of the 2xn game is ceiling(n/2) + 1 for every n >= 2 (AB2W.v's "
             "ab4_end_to_end over AB2.v's model, by strong induction from the glue's rule facts)",
    ),
    "ab.theorem-3.all": Shipped(
        modules=("AB2", "AB2W"),
        # T(n) of Table 1 spelled out as the registry's ab3_P (times 12, in Z): 4n^3 + 21n^2 - 76n + 72 (n even)
        # or 4n^3 + 21n^2 - 82n + 105 (n odd); M is AB2.v's least total over every guess of the host
        statement=("forall n : nat, (2 <= n)%nat ->\n"
                   "  (* the start of the 2xn game: every code (ordered pair of distinct symbols < n), only those *)\n"
                   "  (forall c : code, Pst n c = true <-> In c (codes n)) /\\\n"
                   "  (* 12 times its least total over all strategies is 12 T(n), Table 1's closed form *)\n"
                   "  (12 * Z.of_nat (M n (Pst n)) =\n"
                   "     let x := Z.of_nat n in\n"
                   "     if Nat.even n then 4*x*x*x + 21*x*x - 76*x + 72 else 4*x*x*x + 21*x*x - 82*x + 105)%Z"),
        proof=("intros n Hn. split; [exact (Pst_full n) |].\n"
               "  pose proof (MP_ok n n Hn (le_n n)) as H. unfold FP in H.\n"
               "  destruct (n <=? 1)%nat eqn:E; [apply Nat.leb_le in E; lia | exact H]."),
        note="the least total of the 2xn game is Table 1's T(n) for every n >= 2 (AB2W.v's "
             "ab3_end_to_end over AB2.v's model, by strong induction from the glue's rule facts)",
    ),
    "nica.theorem-1.1": Shipped(
        modules=("GuessWho", "Nica11"),
        # q is Nica11.v's transcription of the registry's q, qW, qU (nica.toml; Eq. (4.3))
        statement=("forall n m : nat, is_state Nica n m = true ->\n"
                   "  (* p*(n, m) = q(n, m): GuessWho.v's game value of Nica's rules, every bid considered *)\n"
                   "  value Nica n m == q n m /\\\n"
                   "  (* the stated bid (2^k in the weeds, k = floor(log2(m-1)); floor(n/2) with the upper\n"
                   "     hand) is a move, and its value from the children's game values is the game value *)\n"
                   "  ((2 <= n)%nat -> (2 <= m)%nat ->\n"
                   "   In (Q2 (stated_bid n m)) (moves Nica n) /\\\n"
                   "   qmove (value Nica) n m (Q2 (stated_bid n m)) == value Nica n m)"),
        proof=("intros n m Hs. split; [exact (nica_theorem_1_1 n m Hs) |].\n"
               "  intros Hn Hm. exact (nica_stated_bid_optimal n m Hn Hm)."),
        note="p*(n, m) = q(n, m) at every state and the stated bid is optimal, for all n, m (Nica11.v, "
             "against GuessWho.v's value)",
    ),
    "cushing.monotonicity.all": Shipped(
        modules=("GuessWho", "RuleFacts", "Monotonicity"),
        # P(a+1, b) <= P(a, b) <= P(a, b+1) over GuessWho.v's value of the official rules
        statement=("forall a b : nat, (1 <= a)%nat -> (1 <= b)%nat ->\n"
                   "  (* more candidates of one's own are worse: P(a+1, b) <= P(a, b) *)\n"
                   "  (value Official (S a) b <= value Official a b)%Q /\\\n"
                   "  (* more candidates of the opponent's are better: P(a, b) <= P(a, b+1) *)\n"
                   "  (value Official a b <= value Official a (S b))%Q"),
        proof="exact monotonicity.",
        note="P(a+1, b) <= P(a, b) <= P(a, b+1) for all a, b >= 1 (Monotonicity.v, against GuessWho.v's "
             "value Official, by strong induction on a + b)",
    ),
    "cushing.section-1.n-equals-2": Shipped(
        modules=("GuessWho", "RuleFacts", "SmallCases"),
        # optimal(2, m, s): move_of 2 s among GuessWho.v's optimal moves (RuleFacts.v's reading_optimal)
        statement=("forall m : nat, (2 <= m)%nat ->\n"
                   "  (* the guess is optimal at (2, m) iff m = 2 *)\n"
                   "  (In (move_of 2 0) (optimal_moves Official 2 m) <-> m = 2%nat) /\\\n"
                   "  (* the decision 1 (1:1) is optimal *)\n"
                   "  In (move_of 2 1) (optimal_moves Official 2 m) /\\\n"
                   "  (* P(2, m) = (m-1)/m >= 1/2 *)\n"
                   "  value Official 2 m == (qnat m - 1) / qnat m /\\ (1 # 2 <= value Official 2 m)%Q"),
        proof="exact n_equals_2.",
        note="the case n = 2 for every m >= 2 (SmallCases.v, against GuessWho.v's value Official)",
    ),
    "cushing.section-1.n-equals-3": Shipped(
        modules=("GuessWho", "RuleFacts", "SmallCases"),
        statement=("forall m : nat, (1 <= m)%nat ->\n"
                   "  (* the guess is optimal at (3, m) iff m = 1 *)\n"
                   "  (In (move_of 3 0) (optimal_moves Official 3 m) <-> m = 1%nat) /\\\n"
                   "  (* for m >= 2 the decision 1 (1:2) is optimal *)\n"
                   "  ((2 <= m)%nat -> In (move_of 3 1) (optimal_moves Official 3 m))"),
        proof="exact n_equals_3.",
        note="the case n = 3 for every m >= 1 (SmallCases.v, against GuessWho.v's value Official)",
    ),
    "cushing.lemma-1.5.fact.p-x-2": Shipped(
        modules=("GuessWho", "RuleFacts", "SmallCases"),
        statement=("forall x : nat, (4 <= x)%nat ->\n"
                   "  (* P(x, 2) = 2/x *)\n"
                   "  value Official x 2 == 2 / qnat x"),
        proof="exact P_x_two.",
        note="P(x, 2) = 2/x for every x >= 4 (SmallCases.v, against GuessWho.v's value Official)",
    ),
    "cushing.section-1.base-values": Shipped(
        modules=("GuessWho", "RuleFacts"),
        # move_value(n, 1, k): the decision k (0 the guess, k the question k : n-k, move_of) valued from
        # the children's game values; optimal(a, b, 0): the guess is one of GuessWho.v's optimal moves
        statement=("forall n m k : nat, (1 <= n)%nat -> (1 <= m)%nat -> (k <= n / 2)%nat ->\n"
                   "  (value Official 1 m == 1) /\\ (value Official n 1 == 1 / qnat n) /\\\n"
                   "  (qmove (value Official) n 1 (move_of n k) == if (k =? 0)%nat then 1 / qnat n else 0) /\\\n"
                   "  In Guess (optimal_moves Official 1 m) /\\ In Guess (optimal_moves Official n 1)"),
        proof="exact base_values.",
        note="the rules' small cases for all n, m (RuleFacts.v, against GuessWho.v's value Official)",
    ),
    "riddler.methodology.base-cases": Shipped(
        modules=("GuessWho", "RuleFacts"),
        statement=("forall n m k : nat, (1 <= n)%nat -> (1 <= m)%nat -> (k <= n / 2)%nat ->\n"
                   "  (value Official 1 m == 1) /\\\n"
                   "  (qmove (value Official) n 1 (move_of n k) <= qmove (value Official) n 1 (move_of n 0)) /\\\n"
                   "  (qmove (value Official) n 1 (move_of n 0) == 1 / qnat n) /\\ (value Official n 1 == 1 / qnat n)"),
        proof=("intros n m k Hn Hm Hk. destruct (base_values n m k Hn Hm Hk) as [A [B [C _]]].\n"
               "  destruct (base_values n m 0 Hn Hm ltac:(lia)) as [_ [_ [D _]]].\n"
               "  split; [exact A |]. split; [| split; [exact D | exact B]].\n"
               "  rewrite C, D. destruct (k =? 0)%nat; [apply Qle_refl | exact (frac_nonneg 1 n Hn)]."),
        note="the blog's base cases for all n, m (RuleFacts.v, against GuessWho.v's value Official)",
    ),
}


def shipped_theorem(claim) -> CoqTheorem:
    """The claim's theorem, proved in the shipped module :data:`SHIPPED` names for it."""
    shipped = SHIPPED.get(claim.id)
    if shipped is None:
        raise Untranslatable(f"no shipped Coq module proves {claim.id} (known: {', '.join(sorted(SHIPPED))})")
    name = coq_name(claim.id)
    source = (
        f"(* {claim.id} ({claim.locator}), generated by certify from the registry: {shipped.note}.\n"
        f"   The proof is in the hand-written {shipped.modules[-1]}.v, shipped with certify. *)\n"
        "From Coq Require Import ZArith QArith List Lia.\n"
        f"Require Import {' '.join(f'Certify.{m}' for m in shipped.modules)}.\n\n"
        f"Theorem {name} :\n  {shipped.statement}.\nProof.\n  {shipped.proof}\nQed.\n"
    )
    return CoqTheorem(claim.id, name, "shipped", source, shipped.modules)
