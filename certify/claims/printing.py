"""One declaration of the registry's functions, shared by one SymPy ``Printer`` per target
(issue 22, item 4).

A registry expression is a SymPy tree. Each target walks it with its own
:class:`RegistryPrinter` subclass, one ``_print_Foo`` per node type (SymPy's design for
``StrPrinter``/``CodePrinter``):

* :class:`certify.claims.evaluate.ExactPrinter`: Python source over ``mpq`` (bounded checks);
* :class:`certify.claims.export.TreePrinter`: the JSON tree of the certificate bundle;
* :class:`certify.proofs.translate.Z3Printer`: Z3 terms, written out as SMT-LIB2 by Z3;
* :class:`certify.claims.vectorized.BlockPrinter`: closures evaluating a block of points at
  once over numpy integer arrays (exact fractions; the bounded checks' fast path);
* :class:`certify.coq.claims.CoqInteger`, ``CoqCondition``, ``CoqProposition``: the Coq
  ``Z`` terms, ``bool`` conditions and ``Prop`` statements of the ``lia`` theorems;
* :class:`certify.coq.claims.CoqTablePrinter`: the Coq statements of the table theorems, over
  the game values ``GuessWho.value`` and ``GuessWho.optimal_moves``.

The *functions* a registry expression may call are declared once, here:

* the arithmetic functions of SymPy the registry uses (:data:`ARITHMETIC`: ``floor``,
  ``ceiling``, ``Mod``, ``Abs``, ``Min``, ``Max``), each a :class:`Declared` giving its name,
  its number of arguments and, per target, how it is printed, or ``None``: the target does not
  support it (its printer then says so, e.g. ``Untranslatable`` for Z3);
* the game and helper functions of the papers: every function registered with
  :func:`certify.claims.functions.function` (name, implementation, whether it reads the game
  table, whether it is a predicate). A target prints every such call the same way
  (:data:`GAME`), or none, or (``known_functions``) only the registered names it has its own
  implementation of: the vectorised evaluator's block functions, the Coq table theorems'
  game values. Adding a function for a new paper touches one registration and its
  implementation, no printer: the targets that print any call print it, the others refuse it
  with a message naming the target (tests/test_printers.py registers one and sees to it).

The expression parser (:mod:`certify.claims.parse`) accepts calls of exactly these names
(plus the logical and relational constructors every printer handles as node types).

Adding a function, end to end (a registration; then every printer prints the call or refuses it by name):

>>> from certify.claims import functions
>>> from certify.claims.evaluate import compile_expr
>>> from certify.claims.export import to_tree
>>> from certify.claims.registry import namespace, parse
>>> @functions.function("twice_demo")
... def twice_demo(a):
...     return 2 * a
>>> expr = parse("twice_demo(floor(n/2)) + 1", namespace({}), "demo")
>>> to_tree(expr)
['add', ['num', '1'], ['call', 'twice_demo', ['floor', ['mul', ['num', '1/2'], ['var', 'n']]]]]
>>> compile_expr(expr, functions.pure_functions())({"n": 7})
mpq(7,1)
>>> from certify.proofs.translate import Z3Printer, Untranslatable
>>> try:
...     Z3Printer()(expr)
... except Untranslatable as why:
...     print(why)
game or helper function twice_demo: not in the Z3/SMT-LIB translation (only bounded checks can evaluate it)
>>> del functions.FUNCTIONS["twice_demo"]
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy
from sympy.core.function import AppliedUndef
from sympy.printing.printer import Printer

TARGETS = ("exact", "tree", "z3", "coq", "vector", "coq_table")
"""The printers' targets: exact evaluation, the bundle's JSON tree, Z3 (and SMT-LIB), the Coq
``lia`` theorems, the vectorised evaluator, the Coq table theorems."""


@dataclass(frozen=True)
class Declared:
    """A SymPy function of the registry: its name, class, arity (fewest, most; ``None`` for
    any number), and per target how it is printed (a target's own spec, ``None``: unsupported)."""

    name: str
    cls: type
    arity: tuple[int, int | None]
    targets: dict[str, object] = field(default_factory=dict)


ARITHMETIC: dict[str, Declared] = {d.name: d for d in (
    Declared("floor", sympy.floor, (1, 1), {"exact": "_mpq(_floor({args}))", "tree": "floor", "z3": "floor", "coq": "floor",
                                            "vector": "floor", "coq_table": None}),
    Declared("ceiling", sympy.ceiling, (1, 1), {"exact": "_mpq(_ceiling({args}))", "tree": "ceiling", "z3": "ceiling",
                                                "coq": "ceiling", "vector": "ceiling", "coq_table": None}),
    Declared("Min", sympy.Min, (1, None), {"exact": "_mpq(min({args}))", "tree": "min", "z3": "min", "coq": None,
                                           "vector": "min", "coq_table": None}),
    Declared("Max", sympy.Max, (1, None), {"exact": "_mpq(max({args}))", "tree": "max", "z3": "max", "coq": None,
                                           "vector": "max", "coq_table": None}),
    Declared("Abs", sympy.Abs, (1, 1), {"exact": "_mpq(abs({args}))", "tree": "abs", "z3": "abs", "coq": None,
                                        "vector": "abs", "coq_table": None}),
    Declared("Mod", sympy.Mod, (2, 2), {"exact": "_mpq(_int({0}) % _int({1}))", "tree": "mod", "z3": "mod", "coq": "mod",
                                        "vector": "mod", "coq_table": None}),
)}
"""The arithmetic functions of SymPy a registry expression may call, declared once."""

GAME = {"exact": "_f[{name!r}]({args})", "tree": "call", "z3": None, "coq": None, "vector": "block", "coq_table": "value"}
"""How each target prints a call of a game or helper function: ``exact`` and ``tree`` any
registered name; ``z3`` and ``coq`` (its ``lia`` theorems) none: a game value is not a term of
their theories; ``vector`` and ``coq_table`` the names their printer's ``known_functions``
lists (a block implementation over numpy arrays; a game value the Coq kernel computes), any
other name refused: the per-point evaluator, or no Coq theorem."""

_BY_CLASS = {d.cls: d for d in ARITHMETIC.values()}


def outer_limit(expr) -> tuple:
    """``(index, low, high, body)`` of a ``Sum`` or ``Product``: its outermost limit and the
    expression summed (multiplied) over it. SymPy flattens a nested sum into one of several
    limits, innermost first (``Sum(Sum(j, (j, 1, i)), (i, 1, 4))`` has the limits ``(j, 1, i),
    (i, 1, 4)``): the body is then the sum over the other limits, so every printer that reads
    one limit reads any number of them, as nested sums.

    >>> i, j = sympy.symbols("i j", integer=True)
    >>> outer_limit(sympy.Sum(sympy.Sum(j, (j, 1, i)), (i, 1, 4)))
    (i, 1, 4, Sum(j, (j, 1, i)))
    """
    *inner, (index, low, high) = expr.limits
    return index, low, high, type(expr)(expr.function, *inner) if inner else expr.function


def is_game_call(expr) -> bool:
    """Whether ``expr`` applies a registry (game or helper) function or an undefined one."""
    from .game_symbols import GameFunction, GamePredicate

    return isinstance(expr, (AppliedUndef, GameFunction, GamePredicate))


class RegistryPrinter(Printer):
    """The common dispatch of the targets: a call of a game function goes to
    :meth:`_print_game_call` when the target prints such calls (:data:`GAME`) and knows the
    name (``known_functions``: ``None``, every registered name), a declared arithmetic
    function to :meth:`_print_declared` with its target spec; a target without one calls
    :meth:`unsupported`. Every other node goes to ``_print_<Class>`` (SymPy's dispatch),
    else :meth:`emptyPrinter`. ``title`` names the target in refusals."""

    target = ""
    title = ""
    known_functions: frozenset[str] | None = None
    printmethod = "_certify_print_never_defined"

    def _print(self, expr, **kwargs):
        if is_game_call(expr):
            spec = GAME[self.target]
            if spec is None or (self.known_functions is not None and type(expr).__name__ not in self.known_functions):
                return self.unsupported(expr)
            return self._print_game_call(expr, spec)
        declared = _BY_CLASS.get(type(expr))
        if declared is not None:
            spec = declared.targets.get(self.target)
            return self.unsupported(expr) if spec is None else self._print_declared(expr, declared, spec)
        return super()._print(expr, **kwargs)

    def __call__(self, expr):
        return self._print(expr)

    def _print_bool(self, expr):
        return self._print(sympy.true if expr else sympy.false)

    def _print_game_call(self, expr, spec):
        raise NotImplementedError

    def _print_declared(self, expr, declared: Declared, spec):
        raise NotImplementedError

    def unsupported(self, expr):
        raise NotImplementedError(f"{self.target}: cannot print {type(expr).__name__} in {expr}")

    def refused_call(self, expr) -> str:
        """Why this target refuses a call of a registered function, naming the target."""
        return f"game or helper function {type(expr).__name__}: not in the {self.title}"

    def emptyPrinter(self, expr):
        return self.unsupported(expr)
