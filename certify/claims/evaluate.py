"""Exact evaluation of registry expressions: SymPy trees compiled to closures over gmpy2 ``mpq``.

No float is ever produced: numbers are integers or ``mpq``, ``floor`` and ``ceiling`` are
integer operations, and game functions read values from certified tables.

Game functions (the rules are the claim's ``rules``; Cushing et al.'s notation):

* ``P(n, m)``: value of state ``(n, m)``;
* ``P_split(m, a, b)`` = P(m, [a:b]) = (a P(m, a) + b P(m, b)) / (a + b): the opponent's
  chance after we split our pool ``a : b``; ``P_split4(m, a, b, c, d)`` likewise;
* ``P_first(a, b, m)`` = P([a:b], m) = (a P(a, m) + b P(b, m)) / (a + b);
* ``move_value(n, m, k)``: value of the split ``k : n-k`` at ``(n, m)`` (``k = 0``: the guess);
  ``move_value3(n, m, i, j, k)`` for a split into up to three parts (zero parts dropped);
* ``optimal(n, m, k)`` / ``optimal3(n, m, i, j, k)``: whether that move is optimal;
* ``n_optimal(n, m)``: how many optimal moves ``(n, m)`` has;
  ``count_optimal_splits(n, m, lo, hi)``: how many splits ``k : n-k`` with ``lo <= k <= hi`` are;
* ``P_mix(a, b, c, d)`` = P([a:b], [c:d]): both players' pools split;
* ``first_at_most(m, t)``: the smallest ``n`` with ``P(n, m) <= t`` (Riddler/Nica handicaps);
* ``ilog2(x)``, ``ilog3(x)`` = floor(log2 x), floor(log3 x) for a positive integer;
  ``round_to(x, d)``: ``x`` rounded half-up to ``d`` decimals, exactly;
* ``ab1_total(n)``, ``ab1_worst(n)``: optimal total and worst-case guesses of the 1×n game;
* ``ab2_total(n)``, ``ab2_worst(n)``: the same for the 2×n game, from the exhaustive solver's
  optimality certificate *after* :mod:`certify.abcheck` has confirmed it;
  ``ab2_size_total_min(n, s)`` (and ``_max``, ``ab2_size_worst_min``/``_max``): the least and
  greatest optimal values over the certified states with ``s`` codes;
* ``ab_strategy_total(f)``, ``ab_strategy_depth(f)``: a paper's strategy, transcribed as a tree
  in ``data/ab-strategies.json`` under key ``f`` (2 = Figures 2-4), replayed by the checker;
* ``clog2(x)`` = ceiling(log2 x) for a positive integer;
* adversarial choosers (Paz-Peterfreund; chooser ``c``: 0 honest, 1 "don't know" at most ``d``
  times, 2 lies at most ``d`` times), from :mod:`certify.adversary`:
  ``paz_pre_lower/upper(n, c, d)`` and ``paz_ada_lower/upper(n, c, d)``: the proven lower bound
  and the exhaustively verified construction for predetermined / adaptive questions;
  ``paz_pre_games``/``paz_ada_games(n, c, d)``: how many games that verification played (it
  raises if any game ends with a wrong or no character);
  ``paz_pre_opt(n, c, d)``, ``paz_ada_opt(n, c, d)``: the optimum, undecided while the bounds
  differ; ``paz_binary_search(n)``, ``paz_expansion(n)``, ``paz_parity(n)``: the length of the
  paper's strategy after exhaustive verification (-1 if it fails); ``paz_code_size(k, D)``: the
  size of the largest code of length k, distance >= D this tool builds (distance re-checked);
  ``paz_board(i)``: the example board: 0 characters, 1 distinguishable, 2 Assumption 1 holds,
  3 least worst case, 4 least total questions (adaptive, its traits only), 5 fewest
  predetermined traits.

>>> import sympy
>>> n = sympy.Symbol("n", integer=True)
>>> compile_expr(sympy.floor(n / 4) + sympy.Rational(1, 3), {})({"n": 9})
mpq(7,3)
"""

from __future__ import annotations

import functools
from typing import Callable

import sympy
from gmpy2 import mpq
from sympy.core.function import AppliedUndef
from sympy.logic.boolalg import BooleanFalse, BooleanTrue

from ..errors import CertifyError
from .registry import GameFunction, GamePredicate

Env = dict[str, object]


def _int(value) -> int:
    value = mpq(value)
    if value.denominator != 1:
        raise CertifyError(f"expected an integer, got {value}")
    return int(value.numerator)


def _floor(value) -> int:
    value = mpq(value)
    return int(value.numerator // value.denominator)


def _ceiling(value) -> int:
    value = mpq(value)
    return int(-((-value.numerator) // value.denominator))


def _ilog2(value) -> int:
    value = _int(value)
    if value < 1:
        raise CertifyError(f"ilog2 of {value}")
    return value.bit_length() - 1


def _ilog3(value) -> int:
    value = _int(value)
    if value < 1:
        raise CertifyError(f"ilog3 of {value}")
    power, exponent = 3, 0
    while power <= value:
        power, exponent = power * 3, exponent + 1
    return exponent


def _round_to(value, digits) -> mpq:
    scale = mpq(10) ** _int(digits)
    return mpq(_floor(mpq(value) * scale + mpq(1, 2)), 1) / scale


RELATIONS = {sympy.Eq: "==", sympy.Ne: "!=", sympy.Lt: "<", sympy.Le: "<=", sympy.Gt: ">", sympy.Ge: ">="}


class _Source:
    """Python source for a SymPy expression: exact (mpq constants, integer floor)."""

    def __init__(self):
        self.constants: list[mpq] = []

    def const(self, value: mpq) -> str:
        self.constants.append(value)
        return f"_c[{len(self.constants) - 1}]"

    def __call__(self, expr) -> str:
        if isinstance(expr, bool) or isinstance(expr, (BooleanTrue, BooleanFalse)):
            return "True" if bool(expr) else "False"
        if expr.is_Integer or expr.is_Rational:
            return self.const(mpq(int(expr.p), int(expr.q)))
        if expr.is_Symbol:
            return f"_env[{expr.name!r}]"
        if isinstance(expr, sympy.Piecewise):
            text = "_no_case()"
            for value, condition in reversed(expr.args):
                text = f"(({self(value)}) if ({self(condition)}) else ({text}))"
            return text
        if isinstance(expr, sympy.Sum):
            (index, low, high), = expr.limits
            body = self(expr.function).replace(f"_env[{index.name!r}]", f"_i_{index.name}")
            return (f"sum((({body}) for _i_{index.name} in map(_mpq, range(_int({self(low)}), _int({self(high)}) + 1))), _c0)")
        args = [self(a) for a in expr.args]
        if expr.is_Add:
            return "(" + " + ".join(args) + ")"
        if expr.is_Mul:
            return "(" + " * ".join(args) + ")"
        if expr.is_Pow:
            return f"(_mpq({args[0]}) ** _int({args[1]}))"
        for kind, op in RELATIONS.items():
            if isinstance(expr, kind):
                return f"({args[0]} {op} {args[1]})"
        simple = {sympy.And: " and ", sympy.Or: " or "}
        for kind, joiner in simple.items():
            if isinstance(expr, kind):
                return "(" + joiner.join(f"bool({a})" for a in args) + ")"
        if isinstance(expr, sympy.Not):
            return f"(not {args[0]})"
        if isinstance(expr, sympy.ITE):
            return f"(({args[1]}) if ({args[0]}) else ({args[2]}))"
        if isinstance(expr, sympy.Implies):
            return f"((not {args[0]}) or bool({args[1]}))"
        named = {sympy.floor: "_floor", sympy.ceiling: "_ceiling", sympy.Min: "min", sympy.Max: "max", sympy.Abs: "abs"}
        for kind, name in named.items():
            if isinstance(expr, kind):
                return f"_mpq({name}({', '.join(args)}))"
        if isinstance(expr, sympy.Mod):
            return f"_mpq(_int({args[0]}) % _int({args[1]}))"
        if isinstance(expr, (AppliedUndef, GameFunction, GamePredicate)):
            return f"_f[{type(expr).__name__!r}]({', '.join(args)})"
        raise CertifyError(f"cannot evaluate {type(expr).__name__} in {expr}")


def _no_case():
    raise CertifyError("no case of a Piecewise applies")


def compile_expr(expr: sympy.Basic, functions: dict[str, Callable]) -> Callable[[Env], object]:
    """A function computing ``expr`` exactly for an environment of variable values.

    The expression is turned into Python source once (numbers as ``mpq`` constants,
    ``floor`` as integer division), so evaluating it at many points is fast.
    """
    source = _Source()
    body = source(expr)
    for name in {type(f).__name__ for f in expr.atoms(AppliedUndef, GameFunction, GamePredicate)}:
        if name not in functions:
            raise CertifyError(f"unknown function {name} in {expr}")
    namespace = {"_c": source.constants, "_c0": mpq(0), "_f": functions, "_mpq": mpq, "_int": _int,
                 "_floor": _floor, "_ceiling": _ceiling, "_no_case": _no_case}
    return eval(f"lambda _env: {body}", namespace)  # noqa: S307 - source generated above from a SymPy tree


def game_functions(table) -> dict[str, Callable]:
    """The game functions of the docstring, reading exact values from ``table``."""

    @functools.lru_cache(maxsize=None)
    def value(n: int, m: int) -> mpq:
        if not (1 <= n <= table.max and 1 <= m <= table.max):
            raise OutOfRange(f"P({n}, {m}) is outside the table (N = {table.max})")
        return table.value(n, m)

    @functools.lru_cache(maxsize=None)
    def optimal_parts(n: int, m: int) -> frozenset:
        if not (1 <= n <= table.max and 1 <= m <= table.max):
            raise OutOfRange(f"moves at ({n}, {m}) are outside the table (N = {table.max})")
        return frozenset(mv.parts for mv in table.optimal_moves(n, m))

    def P(n, m):
        return value(_int(n), _int(m))

    def mix(m, *parts, first=False):
        total = sum(parts)
        return sum((mpq(p) * (P(p, m) if first else P(m, p)) for p in parts if p), mpq(0)) / total

    def parts_of(n, ks):
        parts = tuple(sorted(_int(k) for k in ks if k != 0))
        if parts and (sum(parts) != n or any(p < 1 for p in parts)):
            raise CertifyError(f"{parts} is not a split of {n}")
        return parts

    def value3(n, m, *ks):
        n, m = _int(n), _int(m)
        parts = parts_of(n, ks)
        if not parts:
            return mpq(1, n)
        return 1 - sum((mpq(p, n) * P(m, p) for p in parts), mpq(0))

    def is_optimal3(n, m, *ks):
        n, m = _int(n), _int(m)
        try:
            parts = parts_of(n, ks)
        except CertifyError:
            return False  # not a split of n: not a legal move, so not an optimal one
        return parts in optimal_parts(n, m)

    def first_at_most(m, threshold):
        for n in range(1, table.max + 1):
            if P(n, m) <= threshold:
                return mpq(n)
        raise OutOfRange(f"no n <= {table.max} has P(n, {m}) <= {threshold}")

    def P_mix(a, b, c, d):
        ours, theirs = [p for p in (a, b) if p], [p for p in (c, d) if p]
        total = mpq(sum(ours) * sum(theirs))
        return sum((mpq(x * y) * P(x, y) for x in ours for y in theirs), mpq(0)) / total

    def count_optimal_splits(n, m, low, high):
        n, m = _int(n), _int(m)
        ks = {parts[0] for parts in optimal_parts(n, m) if len(parts) == 2}
        return mpq(sum(1 for k in range(_int(low), _int(high) + 1) if k in ks))

    return {
        **pure_functions(),
        "P": P,
        "P_mix": P_mix,
        "count_optimal_splits": count_optimal_splits,
        "first_at_most": first_at_most,
        "ilog3": lambda x: mpq(_ilog3(x)),
        "P_split": lambda m, a, b: mix(m, a, b),
        "P_split4": lambda m, a, b, c, d: mix(m, a, b, c, d),
        "P_first": lambda a, b, m: mix(m, a, b, first=True),
        "move_value": lambda n, m, k: value3(n, m, k, _int(n) - _int(k) if k else 0),
        "move_value3": value3,
        "optimal": lambda n, m, k: is_optimal3(n, m, k, _int(n) - _int(k) if k else 0),
        "optimal3": is_optimal3,
        "n_optimal": lambda n, m: mpq(len(optimal_parts(_int(n), _int(m)))),
        "ilog2": lambda x: mpq(_ilog2(x)),
        "round_to": _round_to,
    }


class OutOfRange(CertifyError):
    """A claim needed a value outside the tables of this audit."""


@functools.lru_cache(maxsize=None)
def _line_search(n: int) -> tuple[int, int]:
    """1×n game (AB-games paper, section 2): (minimum total guesses over the n secrets,
    minimum worst case), over all strategies, by exact DP on the size of the interval still
    possible. A guess outside that interval answers nothing new, so only guesses inside it
    (g below, n - 1 - g above) need be considered."""
    if n <= 0:
        return 0, 0
    total = min(_line_search(g)[0] + _line_search(n - 1 - g)[0] for g in range(n)) + n
    height = min(max(_line_search(g)[1], _line_search(n - 1 - g)[1]) for g in range(n)) + 1
    return total, height


@functools.lru_cache(maxsize=None)
def _pair_certificate(n: int) -> tuple[dict, list]:
    """The 2×n optimum, from an optimality certificate the independent checker accepted."""
    from ..checkers import ab as abcheck
    from ..ab.certificate import optimality_certificate

    if n < 2 or n > 64:
        raise OutOfRange(f"the 2x{n} game is outside 2 <= n <= 64")
    certificate = optimality_certificate(2, n)
    try:
        summary = abcheck.check_optimality(certificate)
    except abcheck.CheckError as error:
        raise CertifyError(f"the 2x{n} optimality certificate failed its check: {error}") from None
    sizes = [(len(state["codes"]), state["total"], state["worst"]) for state in certificate["states"]]
    return summary, sizes


def _size_values(n, s, column: int, pick) -> mpq:
    values = [entry[column] for entry in _pair_certificate(_int(n))[1] if entry[0] == _int(s)]
    if not values:
        raise OutOfRange(f"the 2x{n} game reaches no state with {s} codes")
    return mpq(pick(values))


@functools.lru_cache(maxsize=None)
def _strategy(figure: int) -> dict:
    import json
    from pathlib import Path

    from ..checkers import ab as abcheck

    trees = json.loads((Path(__file__).resolve().parent / "data" / "ab-strategies.json").read_text())
    if str(figure) not in trees:
        raise CertifyError(f"no transcribed strategy {figure} in ab-strategies.json")
    try:
        return abcheck.replay_tree(trees[str(figure)])
    except abcheck.CheckError as error:
        raise CertifyError(f"transcribed strategy {figure}: {error}") from None


_CHOOSERS = ("honest", "erasures", "lies")


def _chooser(c) -> str:
    if _int(c) not in (0, 1, 2):
        raise CertifyError(f"chooser code must be 0, 1 or 2, got {c}")
    return _CHOOSERS[_int(c)]


def _count(kind: str, n, c, d):
    from ..adversary import optimal

    function = optimal.predetermined if kind == "pre" else optimal.adaptive
    return function(_int(n), _chooser(c), _int(d))


def _optimum(kind: str, n, c, d) -> mpq:
    count = _count(kind, n, c, d)
    if count.status != "proved":
        raise OutOfRange(f"{kind} optimum for n = {n}, chooser {count.chooser}, d = {d} is open: "
                         f"between {count.lower} and {count.upper}")
    return mpq(count.upper)


@functools.lru_cache(maxsize=None)
def _paper_strategy(name: str, n: int) -> int:
    """Length of the paper's strategy for n characters after exhaustive verification, or -1."""
    from ..adversary import codes
    from ..adversary.strategies import Predetermined, verify_adaptive, verify_predetermined

    k = codes.ceil_log2(n)
    if name == "binary_search":
        return k if verify_adaptive(n, "honest", 0, k).ok else -1
    if name == "expansion":
        strategy = Predetermined.from_code(codes.binary_expansion(n), k)
        return k if verify_predetermined(strategy, "honest", 0).ok else -1
    strategy = Predetermined.from_code(codes.with_parity(codes.binary_expansion(n), k), k + 1)
    return k + 1 if verify_predetermined(strategy, "erasures", 1).ok else -1


@functools.lru_cache(maxsize=None)
def _code_size(k: int, D: int) -> int:
    from ..adversary import codes
    from ..adversary.optimal import best_code

    words, _ = best_code(k, D)
    if len(words) > 1 and codes.min_distance(words) < D:
        raise CertifyError(f"the ({k}, {len(words)}) code has distance below {D}")
    return len(words)


@functools.lru_cache(maxsize=None)
def _board(i: int) -> int:
    from ..adversary.traits import BoardSearch, fewest_predetermined_traits, load_board

    board = load_board()
    if i == 0:
        return board.n
    if i == 1:
        return int(board.distinguishable())
    if i == 2:
        return int(board.assumption_1_violation() is None)
    if i in (3, 4):
        return BoardSearch(board).value((1 << board.n) - 1)[i - 3]
    if i == 5:
        return fewest_predetermined_traits(board)[0]
    raise CertifyError(f"paz_board({i}): the measure must be 0..5")


def pure_functions() -> dict[str, Callable]:
    """Functions available to claims that do not involve a game table."""
    return {
        "ilog2": lambda x: mpq(_ilog2(x)),
        "ilog3": lambda x: mpq(_ilog3(x)),
        "round_to": _round_to,
        "ab1_total": lambda n: mpq(_line_search(_int(n))[0]),
        "ab1_worst": lambda n: mpq(_line_search(_int(n))[1]),
        "ab2_total": lambda n: mpq(_pair_certificate(_int(n))[0]["total"]),
        "ab2_worst": lambda n: mpq(_pair_certificate(_int(n))[0]["worst"]),
        "ab2_size_total_min": lambda n, s: _size_values(n, s, 1, min),
        "ab2_size_total_max": lambda n, s: _size_values(n, s, 1, max),
        "ab2_size_worst_min": lambda n, s: _size_values(n, s, 2, min),
        "ab2_size_worst_max": lambda n, s: _size_values(n, s, 2, max),
        "ab_strategy_total": lambda f: mpq(_strategy(_int(f))["total"]),
        "ab_strategy_depth": lambda f: mpq(_strategy(_int(f))["depth"]),
        "clog2": lambda x: mpq(max(0, _int(x) - 1).bit_length()),
        "paz_pre_lower": lambda n, c, d: mpq(_count("pre", n, c, d).lower),
        "paz_pre_upper": lambda n, c, d: mpq(_count("pre", n, c, d).upper),
        "paz_ada_lower": lambda n, c, d: mpq(_count("ada", n, c, d).lower),
        "paz_ada_upper": lambda n, c, d: mpq(_count("ada", n, c, d).upper),
        "paz_pre_games": lambda n, c, d: mpq(_count("pre", n, c, d).verified),
        "paz_ada_games": lambda n, c, d: mpq(_count("ada", n, c, d).verified),
        "paz_pre_opt": lambda n, c, d: _optimum("pre", n, c, d),
        "paz_ada_opt": lambda n, c, d: _optimum("ada", n, c, d),
        "paz_binary_search": lambda n: mpq(_paper_strategy("binary_search", _int(n))),
        "paz_expansion": lambda n: mpq(_paper_strategy("expansion", _int(n))),
        "paz_parity": lambda n: mpq(_paper_strategy("parity", _int(n))),
        "paz_code_size": lambda k, D: mpq(_code_size(_int(k), _int(D))),
        "paz_board": lambda i: mpq(_board(_int(i))),
    }


def paper_formula(claim_id: str) -> tuple[str, Callable[[Env], object]]:
    """``(locator, formula)`` for a registry claim of the form ``Eq(measure, formula)``: the
    paper's formula compiled exactly as the registry states it, to print beside a computed
    value (the formula itself lives only in the registry)."""
    from .registry import load_registry

    claim = load_registry()[claim_id]
    return claim.locator, compile_expr(claim.holds.rhs, pure_functions())
