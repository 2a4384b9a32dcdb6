"""Registry claims as Coq theorems, derived from the claim's one parsed expression.

Two kinds, chosen in the registry by the claim's ``coq`` field:

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

A claim the translator cannot express raises :class:`Untranslatable`, naming the construct.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from math import lcm

import sympy

from ..claims.printing import RegistryPrinter
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


# ---- rationals over game values ---------------------------------------------------------------


class _GameTerms:
    """Translate a ground expression over game values; remember the states it reads."""

    def __init__(self, rules: str, size: int):
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

    def rational(self, e) -> str:
        name = type(e).__name__
        if e.is_Integer or e.is_Rational:
            return f"({int(e.p)} # {int(e.q)})"
        if name == "P":
            n, m = self._state(e.args)
            self.values.add((n, m))
            return f"(value {self.rules} {n} {m})"
        if name == "move_value":
            n, m = self._state(e.args[:2])
            move = self._move(n, e.args[2])
            self.move_values.add((n, m, move))
            return f"(qmove (qvalue {self.rules} ({n} + {m} - 1)) {n} {m} {move})"
        if e.is_Add:
            return "(" + " + ".join(self.rational(a) for a in e.args) + ")"
        if e.is_Mul:
            return "(" + " * ".join(self.rational(a) for a in e.args) + ")"
        if e.is_Pow and e.exp.is_Integer:
            base = self.rational(e.base)
            return f"(/ {base})" if int(e.exp) == -1 else f"({base} ^ {int(e.exp)})"
        raise Untranslatable(f"{name} in a game claim")

    def proposition(self, e) -> str:
        if e is sympy.true:
            return "True"
        if isinstance(e, sympy.And):
            return "(" + " /\\ ".join(self.proposition(a) for a in e.args) + ")"
        if isinstance(e, sympy.Or):
            return "(" + " \\/ ".join(self.proposition(a) for a in e.args) + ")"
        if isinstance(e, sympy.Not):
            return f"(~ {self.proposition(e.args[0])})"
        name = type(e).__name__
        if name == "optimal":
            n, m = self._state(e.args[:2])
            self.moves.add((n, m))
            return f"(In {self._move(n, e.args[2])} (optimal_moves {self.rules} {n} {m}))"
        if isinstance(e, sympy.Eq) and type(e.lhs).__name__ == "n_optimal" and e.rhs.is_Integer:
            n, m = self._state(e.lhs.args)
            self.moves.add((n, m))
            return f"(length (optimal_moves {self.rules} {n} {m}) = {int(e.rhs)}%nat)"
        relations = {sympy.Eq: "==", sympy.Lt: "<", sympy.Le: "<="}
        for kind, op in relations.items():
            if isinstance(e, kind):
                return f"({self.rational(e.lhs)} {op} {self.rational(e.rhs)})"
        if isinstance(e, sympy.Ne):
            return f"(~ {self.rational(e.lhs)} == {self.rational(e.rhs)})"
        if isinstance(e, (sympy.Gt, sympy.Ge)):
            op = "<" if isinstance(e, sympy.Gt) else "<="
            return f"({self.rational(e.rhs)} {op} {self.rational(e.lhs)})"
        raise Untranslatable(f"{name} in a game claim")


def table_theorem(claim, table_module: str, table_name: str, size: int) -> CoqTheorem:
    """A ground game claim as a theorem proved from the kernel-checked table ``table_name``."""
    if claim.rules not in COQ_RULES:
        raise Untranslatable(f"rules {claim.rules!r}")
    if claim.vars or claim.where != sympy.true:
        raise Untranslatable("the claim has variables (only ground claims are kernel-checked from a table)")
    terms = _GameTerms(claim.rules, size)
    statement = terms.proposition(claim.holds)
    rules, name = terms.rules, coq_name(claim.id)
    sound = f"check_table_sound {rules} {size} {table_name} {table_name}_valid"
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
    source = (
        f"(* {claim.id} ({claim.locator}), generated by certify from the registry. *)\n"
        "From Coq Require Import ZArith QArith List Lia.\nImport ListNotations.\n"
        f"Require Import Certify.GuessWho Certify.{table_module}.\n\n"
        "(* The specification computes by brute force; keep tactics from unfolding it while\n"
        "   rewriting (the kernel is unaffected). *)\nLocal Opaque value qvalue optimal_moves scaled listed.\n\n"
        f"Theorem {name} :\n  {statement}.\nProof.\n" + "\n".join(steps) +
        "\n  vm_compute; intuition (try reflexivity; try discriminate).\nQed.\n"
    )
    return CoqTheorem(claim.id, name, "table", source, (table_module,))


# ---- integer identities for all parameters ------------------------------------------------


class CoqInteger(RegistryPrinter):
    """An integer-valued SymPy expression as a Coq ``Z`` term (one ``_print_Foo`` per node;
    ``floor``, ``ceiling`` and ``Mod`` as declared in :mod:`certify.claims.printing`)."""

    target = "coq"

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
        raise Untranslatable(f"{type(e).__name__} in an integer claim")


class CoqCondition(RegistryPrinter):
    """A condition as a Coq ``bool`` (for ``if``)."""

    target = "coq"

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
        raise Untranslatable(f"{type(e).__name__} in a condition")


class CoqProposition(RegistryPrinter):
    """A claim's statement as a Coq ``Prop`` over ``Z``."""

    target = "coq"

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
