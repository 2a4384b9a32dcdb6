"""The registry's expression language (SymPy syntax, integers only) as SMT-LIB terms, for the
glue checker (:mod:`certify.checkers.dag_glue`): a private helper of the trusted base (no entry point).

Parsed with Python's ``ast`` (no SymPy): integer constants and variables, ``+ - *``, ``floor(e/q)``,
``ceiling(e/q)`` and ``Mod(e, q)`` for a positive integer q (SMT ``div``, ``mod``), ``e**k`` for a
constant 1 <= k <= 4 (a product), ``Max`` and ``Min`` of two integer terms, ``ilog2(e)`` (a fresh
integer L, with 2**L <= e < 2**(L + 1) asserted where e >= 1), ``2**e`` for e a variable (times a
constant up to 4) plus a constant (a fresh positive integer ``pow2_v`` per variable v, with
``2**(c v + d) = 2^d pow2_v^c``;
the obligations assert only ``pow2_v >= 1`` and ``pow2_v >= v + 1``, and monotonicity
between variables: weaker than the real powers, so ``unsat`` stays a proof), the relations
``< <= > >= Eq Ne``, and ``And Or Not Implies``. Registry definitions (``[[definition]]``)
are inlined by substitution. For glues over game values: the game value ``P(a, b)`` (an
uninterpreted ``(declare-fun P (Int Int) Real)``: what holds for every P holds for the game's),
``a/b`` (real division, SMT ``/``), ``Piecewise((v, c), ..., (w, True))`` (nested ``ite``) and
the move function ``K(a, b)`` (an uninterpreted ``(declare-fun K (Int Int) Int)``: a move whose
value is P(a, b), a Skolem function of the rule fact ``attained``); with the reading ``optimal`` in
scope, ``count_optimal_splits(a, b, lo, hi)`` (a fresh integer C >= 0 and one quantified assertion:
every k in [lo, hi] with ``optimal(a, b, k)`` makes C >= 1; what holds of the engine's count);
there every compound integer index term is named by a fresh constant (:meth:`Translator.name`:
an argument of P or of a definition, a substituted term, a ``div``), so that two instances whose
index terms have the same text meet P at the same atom; so is a compound integer divisor (cvc5 then
meets ``x / d`` over an atom d that linear arithmetic equates with another divisor, 10 s -> 0.2 s).
Anything else is refused (:class:`Unsupported`).

Trusted: this translation (about one screen) and, for the verdict, z3 and cvc5.
"""
from __future__ import annotations

import ast
import re

RELATIONS = {ast.Lt: "<", ast.LtE: "<=", ast.Gt: ">", ast.GtE: ">="}
GAME_VALUE = "P"  # the game value P(a, b): an uninterpreted function
MOVE = "K"  # a move attaining P(a, b): an uninterpreted integer function (rule fact 'attained')
COUNT = "count_optimal_splits"  # (a, b, lo, hi): how many questions lo <= k <= hi are optimal moves at (a, b)
CONNECTIVES = {"And": "and", "Or": "or", "Not": "not", "Implies": "=>"}


class Unsupported(Exception):
    """The expression uses something outside the glue language."""


class Translator:
    """One obligation's terms: ``term(text, env)`` with ``env`` a name -> SMT term map (the
    substitution of a node's variables); collects the integer variables and powers it meets."""

    def __init__(self, definitions: dict[str, tuple[list[str], str]], define: bool = False):
        self.definitions = definitions
        self.define = define  # registry definitions as define-fun (a glue over game values), else inlined
        self.variables: set[str] = set()
        self.powers: set[str] = set()
        self.game_value = False  # whether P(a, b) occurs (declared as an uninterpreted function)
        self.move_function = False  # whether K(a, b) occurs (likewise)
        self.defined: dict[str, str] = {}  # definitions emitted as define-fun, in order of need
        self.inlined: set[str] = set()
        self.functions: set[str] = set()  # the real-valued ones
        self.names: dict[str, str] = {}  # define: each compound integer index term, named by a fresh constant
        self.naming = define
        self.opaque: set[str] = set()  # names declared without their defining equation (a weaker premise set)
        self.logs: dict[str, str] = {}  # ilog2(e): e's term -> its fresh integer ``ilog2_N``
        self.counts: dict[tuple, tuple[str, str]] = {}  # COUNT's terms -> its fresh integer, optimal(a, b, count_k)

    def term(self, text: str, env: dict[str, str] | None = None) -> str:
        try:
            tree = ast.parse(str(text).strip(), mode="eval").body
        except SyntaxError:
            raise Unsupported(f"cannot parse {text!r}") from None
        return self._node(tree, env or {})

    def _node(self, node, env) -> str:
        if isinstance(node, ast.Constant) and isinstance(node.value, bool):
            return "true" if node.value else "false"
        if isinstance(node, ast.Constant) and isinstance(node.value, int):
            return str(node.value) if node.value >= 0 else f"(- {-node.value})"
        if isinstance(node, ast.Name):
            if node.id in ("True", "False"):
                return node.id.lower()
            if node.id in env:
                return self.name(env[node.id])
            if not node.id.isidentifier() or node.id in CONNECTIVES or node.id.startswith(("ilog2_", "pow2_", "_i", "count_")):
                raise Unsupported(f"name {node.id}")
            self.variables.add(node.id)
            return node.id
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
            return f"(- {self._node(node.operand, env)})"
        if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            return f"(not {self._node(node.operand, env)})"
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Sub, ast.Mult)):
            op = {ast.Add: "+", ast.Sub: "-", ast.Mult: "*"}[type(node.op)]
            return f"({op} {self._node(node.left, env)} {self._node(node.right, env)})"
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Div):  # a compound integer divisor named (cvc5)
            return f"(/ {self._node(node.left, env)} {self.name(self._node(node.right, env))})"
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
            return self._power(node, env)
        if isinstance(node, ast.Compare) and len(node.ops) == 1 and type(node.ops[0]) in RELATIONS:
            return f"({RELATIONS[type(node.ops[0])]} {self._node(node.left, env)} {self._node(node.comparators[0], env)})"
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and not node.keywords:
            return self._call(node.func.id, node.args, env)
        raise Unsupported(f"{ast.unparse(node)}")

    def _call(self, name: str, args, env) -> str:
        if name in CONNECTIVES:
            if name == "Not" and len(args) != 1 or name == "Implies" and len(args) != 2 or not args:
                raise Unsupported(f"{name} with {len(args)} arguments")
            if len(args) == 1 and name in ("And", "Or"):
                return self._node(args[0], env)
            return f"({CONNECTIVES[name]} {' '.join(self._node(a, env) for a in args)})"
        if name in ("Eq", "Ne", "Le", "Lt", "Ge", "Gt") and len(args) == 2:
            left, right = (self._node(a, env) for a in args)
            op = {"Eq": "=", "Le": "<=", "Lt": "<", "Ge": ">=", "Gt": ">"}.get(name)
            return f"(not (= {left} {right}))" if name == "Ne" else f"({op} {left} {right})"
        if name in ("floor", "ceiling") and len(args) == 1 and isinstance(args[0], ast.BinOp) \
                and isinstance(args[0].op, ast.Div) and isinstance(args[0].right, ast.Constant) \
                and isinstance(args[0].right.value, int) and args[0].right.value > 0:
            q = args[0].right.value
            top = self._node(args[0].left, env)
            return self.name(f"(div {top} {q})") if name == "floor" else self.name(f"(- (div (- {top}) {q}))")
        if name == "Mod" and len(args) == 2 and isinstance(args[1], ast.Constant) and isinstance(args[1].value, int) \
                and not isinstance(args[1].value, bool) and args[1].value > 0:  # SMT mod: the remainder in [0, q)
            return self.name(f"(mod {self._node(args[0], env)} {args[1].value})")
        if name in ("Max", "Min") and len(args) == 2:  # of two integer terms
            a, b = (self._node(x, env) for x in args)
            if self._real(a) or self._real(b):
                raise Unsupported(f"{name} of a real term")
            return self.name(f"(ite ({'>=' if name == 'Max' else '<='} {a} {b}) {a} {b})")
        if name == COUNT and len(args) == 4 and "optimal" in self.definitions:  # the reading of optimal in scope
            values = tuple(self.name(self._node(x, env)) for x in args)
            if values not in self.counts:
                naming, self.naming = self.naming, False  # optimal(a, b, k) under the quantifier: no constant names k
                try:
                    optimal = self.term("optimal(a, b, count_k)", {"a": values[0], "b": values[1], "count_k": "count_k"})
                finally:
                    self.naming = naming
                self.counts[values] = (f"count_{len(self.counts) + 1}", optimal)
            return self.counts[values][0]
        if name == "ilog2" and len(args) == 1:  # a fresh integer L, 2**L <= e < 2**(L + 1) where e >= 1 (declarations)
            argument = self._node(args[0], env)
            if self._real(argument):
                raise Unsupported("ilog2 of a real term")
            log = self.logs.setdefault(argument, f"ilog2_{len(self.logs) + 1}")
            self.variables.add(log)
            self.powers.add(log)
            return log
        if name == GAME_VALUE and len(args) == 2:
            self.game_value = True
            return f"({GAME_VALUE} {' '.join(self.name(self._node(a, env)) for a in args)})"
        if name == MOVE and len(args) == 2:
            self.move_function = True
            return f"({MOVE} {' '.join(self.name(self._node(a, env)) for a in args)})"
        if name == "Piecewise" and args and all(isinstance(a, ast.Tuple) and len(a.elts) == 2 for a in args) \
                and isinstance(args[-1].elts[1], ast.Constant) and args[-1].elts[1].value is True:
            values = [self._node(piece.elts[0], env) for piece in args]
            if any(self._real(v) for v in values):  # one sort for every branch: an integer branch as a real
                values = [v if self._real(v) else f"(to_real {v})" for v in values]
            term = values[-1]
            for piece, value in zip(reversed(args[:-1]), reversed(values[:-1])):
                term = f"(ite {self._node(piece.elts[1], env)} {value} {term})"
            return term
        if name in self.definitions:
            params, body = self.definitions[name]
            if len(params) != len(args):
                raise Unsupported(f"{name} takes {len(params)} arguments")
            values = [self._node(a, env) for a in args]
            if self._define(name, params, body):  # a define-fun (cvc5 reasons far better over it than over the inlined body)
                return f"({name} {' '.join(self.name(v) for v in values)})" if values else name
            return self.term(body, dict(zip(params, values)))
        raise Unsupported(f"function {name}")

    def _define(self, name: str, params, body: str) -> bool:
        """Emit ``define-fun name`` (integer parameters) once, in a glue over game values
        (``define``), when the body meets no power and no free variable; otherwise the caller
        inlines it."""
        if name in self.defined:
            return True
        if name in self.inlined:
            return False
        inner = Translator(self.definitions, define=True)
        inner.defined, inner.inlined, inner.functions = self.defined, self.inlined, self.functions
        inner.naming = False  # a body's terms are over its parameters
        bound = {p: f"arg_{p}" for p in params}
        try:
            term = inner.term(body, bound)
        except Unsupported:
            self.inlined.add(name)
            return False
        if inner.powers or inner.variables or inner.counts or not self.define:
            self.inlined.add(name)
            return False
        tree = ast.parse(str(body).strip(), mode="eval").body
        boolean = isinstance(tree, (ast.Compare, ast.BoolOp)) or (isinstance(tree, ast.UnaryOp) and isinstance(tree.op, ast.Not)) \
            or (isinstance(tree, ast.Call) and isinstance(tree.func, ast.Name)
                and tree.func.id in (*CONNECTIVES, "Eq", "Ne", "Le", "Lt", "Ge", "Gt"))
        sort = "Bool" if boolean else "Real" if self._real(term) else "Int"
        self.game_value = self.game_value or inner.game_value
        self.move_function = self.move_function or inner.move_function
        self.defined[name] = f"(define-fun {name} ({' '.join(f'({v} Int)' for v in bound.values())}) {sort} {term})"
        if sort == "Real":
            self.functions.add(name)
        return True

    def name(self, term: str) -> str:
        """``term``, or, in a glue over game values (``naming``), for a compound integer term (an
        argument of P or of a definition, a term substituted for a variable, a ``div``, a divisor) a fresh
        constant ``_iN`` asserted equal to it (one per text). A conservative extension (every
        model extends by the terms' values), so unsat is unchanged; the solvers then meet P and
        its products over atoms. A constant in ``opaque`` is declared without its equation (a
        premise fewer: unsat still a proof); an ill-sorted name is a solver error (the obligation fails)."""
        if not self.naming or not term.startswith("(") or self._real(term) or re.fullmatch(r"\(- \d+\)", term):
            return term
        if term not in self.names:
            self.names[term] = f"_i{len(self.names) + 1}"
        return self.names[term]

    def _real(self, term: str) -> bool:
        """Whether a term is real-sorted: it divides, reads the game value or calls a real-valued
        definition (all else is integer)."""
        return any(f"({f} " in term for f in ("/", GAME_VALUE, *self.functions))

    def _power(self, node, env) -> str:
        k = node.right.value if isinstance(node.right, ast.Constant) else None
        if isinstance(k, int) and not isinstance(k, bool) and 1 <= k <= 4 and not (isinstance(node.left, ast.Constant) and node.left.value == 2):
            return f"(* {' '.join([self._node(node.left, env)] * k)})" if k > 1 else self._node(node.left, env)  # e**k, k <= 4
        if not (isinstance(node.left, ast.Constant) and node.left.value == 2):
            raise Unsupported(f"power {ast.unparse(node)}")
        exponent, shift = node.right, 0
        if isinstance(exponent, ast.BinOp) and isinstance(exponent.op, (ast.Add, ast.Sub)) \
                and isinstance(exponent.right, ast.Constant) and isinstance(exponent.right.value, int):
            shift = exponent.right.value if isinstance(exponent.op, ast.Add) else -exponent.right.value
            exponent = exponent.left
        if isinstance(exponent, ast.Constant) and isinstance(exponent.value, int) and exponent.value + shift >= 0:
            return str(2 ** (exponent.value + shift))
        times = 1  # 2**(c*v + d) = 2^d (2**v)^c, for a constant 1 <= c <= 4
        if isinstance(exponent, ast.BinOp) and isinstance(exponent.op, ast.Mult) and isinstance(exponent.left, ast.Constant) \
                and isinstance(exponent.left.value, int) and not isinstance(exponent.left.value, bool) and 1 <= exponent.left.value <= 4:
            times, exponent = exponent.left.value, exponent.right
        base = self._node(exponent, env)
        if not base.isidentifier():
            raise Unsupported(f"power {ast.unparse(node)}: exponent must be a variable plus a constant")
        if base not in self.names.values():  # a named term is declared with the names
            self.variables.add(base)
        self.powers.add(base)
        name = f"pow2_{base}"
        if shift < 0:
            raise Unsupported(f"power {ast.unparse(node)}: a negative shift is not an integer at 0")
        return f"(* {2 ** shift} {' '.join([name] * times)})"

    def declarations(self) -> list[str]:
        """``declare-const`` of every variable and power met, with the powers' axioms (each
        guarded by a nonnegative exponent: :meth:`goal` demands that exponent, so a model with a
        negative one, where ``pow2_v`` would not be an integer, fails the obligation)."""
        named = self.powers & set(self.names.values())  # a power of a named term: after the names
        lines = [f"(declare-const {v} Int)" for v in sorted(self.variables - named)]
        lines[:0] = ([f"(declare-fun {GAME_VALUE} (Int Int) Real)"] * self.game_value
                     + [f"(declare-fun {MOVE} (Int Int) Int)"] * self.move_function + list(self.defined.values()))
        lines += [f"(declare-const pow2_{v} Int)" for v in sorted(self.powers - named)]
        lines += self._power_axioms(sorted(self.powers - named), self.powers - named)
        for term, name in self.names.items():  # in order of creation: a term names only earlier constants (and their powers)
            lines += [f"(declare-const {name} Int)", *[f"(assert (= {name} {term}))"] * (name not in self.opaque)]
            lines += [f"(declare-const pow2_{name} Int)"] * (name in named)
        lines += self._power_axioms(sorted(named), self.powers)
        for (_, _, low, high), (count, optimal) in self.counts.items():  # a count is >= 0, and >= 1 when a k is optimal
            lines += [f"(declare-const {count} Int)", f"(assert (>= {count} 0))",
                      f"(assert (forall ((count_k Int)) (=> (and (<= {low} count_k) (<= count_k {high}) {optimal}) (>= {count} 1))))"]
        for term, log in self.logs.items():  # ilog2's definition, nothing below 1
            lines.append(f"(assert (=> (>= {term} 1) (and (>= {log} 0) (<= pow2_{log} {term}) (< {term} (* 2 pow2_{log})))))")
        return lines

    @staticmethod
    def _power_axioms(powers, others) -> list[str]:
        """``pow2_v >= v + 1``, ``2**0 = 1``, and against each other power w: increasing, doubling per step
        (both ways, when w is not also in ``powers``)."""
        lines = []
        for v in powers:
            p, nonnegative = f"pow2_{v}", f"(>= {v} 0)"
            lines += [f"(assert (=> {nonnegative} (>= {p} (+ {v} 1))))", f"(assert (=> (= {v} 0) (= {p} 1)))"]
            for w in sorted(set(others) - {v}):
                for a, b in [(v, w)] + [(w, v)] * (w not in powers):
                    both = f"(and (>= {a} 0) (>= {b} 0))"
                    lines += [f"(assert (=> (and {both} (<= {a} {b})) (<= pow2_{a} pow2_{b})))",
                              f"(assert (=> (and {both} (< {a} {b})) (<= (* 2 pow2_{a}) pow2_{b})))",
                              f"(assert (=> (and {both} (= (+ {a} 1) {b})) (= (* 2 pow2_{a}) pow2_{b})))"]
        return lines

    def goal(self, goal: str) -> str:
        """The goal, with every power's exponent nonnegative (see :meth:`declarations`)."""
        return f"(and {goal} {' '.join(f'(>= {v} 0)' for v in sorted(self.powers))})" if self.powers else goal


# Line bound: under 300 lines (tests/test_trusted_base.py holds the module to it).
