"""The functions a registry claim's exported expression may call, each re-defined over
evidence that another checker accepted, and the expression grammar (imports nothing from the
package; under 250 lines: keep it so). One evaluator runs the expressions: :mod:`._compiled`.

An expression is a JSON tree (written by ``certify audit --certificates``, docs/trust.md):

    ["num", "p/q"]  ["var", name]  ["true"]  ["false"]
    ["add", x, ...]  ["mul", x, ...]  ["pow", base, integer exponent]
    ["eq" | "ne" | "lt" | "le" | "gt" | "ge", x, y]
    ["and", x, ...]  ["or", x, ...]  ["not", x]  ["implies", x, y]  ["ite", c, x, y]
    ["piecewise", [value, condition], ...]   (the first true condition's value)
    ["floor", x]  ["ceiling", x]  ["abs", x]  ["min", x, ...]  ["max", x, ...]  ["mod", a, b]
    ["sum", index, low, high, body]          (index runs over the integers low..high)
    ["prod", index, low, high, body]         (the same, a product; empty: 1)
    ["call", name, x, ...]                   (a function of FUNCTIONS below)

evaluated exactly, integers and ``fractions.Fraction`` only (``and``/``or``/``implies``/``ite``/``piecewise``
evaluate lazily, left to right), every step priced first (:func:`budget`: nesting, sum
lengths, power sizes, nodes evaluated; beyond a limit, exit 4). Trusted facts: the rules' definitions restated in each
function's docstring (Cushing et al.'s notation, docs/rules.md); every value comes from
``Evidence``, whose parts the bundle checker fills only from files their checkers accepted.
"""
from __future__ import annotations

import re
from fractions import Fraction
from math import perm

import certify.checkers.ab_graphs as ab_graphs
import certify.checkers.board as board
import certify.checkers._paz_values as paz_values
from certify.checkers import LIMIT, CheckError  # noqa: F401 (claims.CheckError: the shared error)
from certify.checkers.strict_io import limit, over_limit

MAX_DEPTH = 200  # nesting of an expression (beyond: exit 4)
NUMBER = re.compile(r"-?(0|[1-9]\d*)(/[1-9]\d*)?")
RELATIONS = {"eq": lambda a, b: a == b, "ne": lambda a, b: a != b, "lt": lambda a, b: a < b,
             "le": lambda a, b: a <= b, "gt": lambda a, b: a > b, "ge": lambda a, b: a >= b}


_steps = [0, 0]  # nodes evaluated for the current claim, and the limit


def budget() -> None:
    """Start pricing one claim: at most CERTIFY_CHECK_MAX_STEPS (default 400 000 000) nodes
    evaluated; sums of at most CERTIFY_CHECK_MAX_SUM terms (default 1 000 000); powers of at
    most CERTIFY_CHECK_MAX_BITS bits (default 1 000 000); beyond any of them, exit 4."""
    _steps[:] = [0, limit("MAX_STEPS", 400_000_000)]


class Evidence:
    """What one claim may read: ``table`` (a checked table: ``value``, ``optimal_parts``),
    ``line`` (rows ``{size, total, worst}`` of a checked 1×n optimality table), ``pairs``
    (2×n: checked summary and the states' ``(codes, total, worst)``), ``trees`` (figure →
    replayed strategy), ``adversary`` (checked adversary certificates, :mod:`._paz_values`),
    ``mastermind`` ((digits, symbols, repeats) → a checked optimality certificate's summary),
    ``strategies`` ((digits, symbols, repeats) → name → (total, depth) of a replayed named
    strategy, e.g. Knuth's),
    ``relabel`` (n → state → (total, worst) by checked witnesses, :mod:`.ab_graphs`), ``board``
    (a checked board certificate, :mod:`.board`), ``other`` (rules → a second checked table, for a
    claim comparing its rule set with another: ``P_official``)."""

    def __init__(self, table=None, line=None, pairs=None, trees=None, adversary=None, mastermind=None):
        self.table, self.line = table, line
        self.pairs, self.trees, self.adversary = pairs or {}, trees or {}, adversary or []
        self.mastermind, self.relabel, self.board = mastermind or {}, {}, None
        self.other = {}
        self.strategies = {}


def integer(x) -> int:
    if type(x) is int:
        return x
    x = Fraction(x)
    if x.denominator != 1:
        raise CheckError(f"expected an integer, got {x}")
    return x.numerator


def _need(found, what: str):
    if found is None:
        raise CheckError(f"no checked evidence for {what}")
    return found


# ---- the function library: re-definitions from the rules, reading Evidence ----------------

def P(ev, n, m):
    """P(n, m): the value of state (n, m), from the checked table."""
    n, m = integer(n), integer(m)
    table = _need(ev.table, f"P({n}, {m})")
    if not (1 <= n <= table.max and 1 <= m <= table.max):
        raise CheckError(f"P({n}, {m}) is outside the checked table (N = {table.max})")
    return table.value(n, m)


def P_official(ev, n, m):
    """P(n, m) under the official rules: the claim's table if it is official, else its second table."""
    if ev.table is not None and ev.table.rules == "official":
        return P(ev, n, m)
    return P(Evidence(table=_need(ev.other.get("official"), f"the official value P({n}, {m})")), n, m)


def _mix(ev, m, parts, first=False):
    """sum over nonzero parts p of p * P(m, p) (or P(p, m)), divided by the sum of the parts."""
    live = [integer(p) for p in parts if p != 0]
    return sum((p * (P(ev, p, m) if first else P(ev, m, p)) for p in live), Fraction(0)) / sum(live)


def _split(n, ks):
    """The move given by parts ks of n (zeros dropped): () the guess, None if not a split."""
    parts = tuple(sorted(integer(k) for k in ks if k != 0))
    return parts if not parts or (sum(parts) == n and parts[0] >= 1) else None


def move_value3(ev, n, m, *ks):
    """The guess is worth 1/n; a question with parts a_i, 1 - sum (a_i/n) P(m, a_i)."""
    n, m = integer(n), integer(m)
    parts = _split(n, ks)
    if parts is None:
        raise CheckError(f"{ks} is not a split of {n}")
    return Fraction(1, n) if not parts else 1 - sum((Fraction(p, n) * P(ev, m, p) for p in parts), Fraction(0))


def optimal3(ev, n, m, *ks):
    """Whether the move with parts ks is among the checked table's optimal moves at (n, m)."""
    n, m = integer(n), integer(m)
    parts = _split(n, ks)
    P(ev, n, m)  # in range
    return parts is not None and parts in ev.table.optimal_parts(n, m)


def first_at_most(ev, m, t):
    """The smallest n of the table with P(n, m) <= t."""
    for n in range(1, _need(ev.table, "first_at_most").max + 1):
        if P(ev, n, m) <= t:
            return Fraction(n)
    raise CheckError(f"no n in the checked table has P(n, {m}) <= {t}")


def _line(ev, n, column):
    """1×n optimum: row n of the checked interval table (the 1×n game is the interval of n codes)."""
    rows, n = _need(ev.line, f"the 1x{n} optimum"), integer(n)
    if not 1 <= n <= len(rows):
        raise CheckError(f"the 1x{n} game is beyond the checked 1x{len(rows)} table")
    return Fraction(rows[n - 1][column])


def _pairs(ev, n, s, column, pick):
    values = [entry[column] for entry in _need(ev.pairs.get(integer(n)), f"the 2x{n} game")[1] if entry[0] == integer(s)]
    if not values:
        raise CheckError(f"the checked 2x{n} table has no state with {s} codes")
    return Fraction(pick(values))


def ilog(base, x):
    """floor(log_base x) for an integer x >= 1."""
    x, e = integer(x), 0
    if x < 1:
        raise CheckError(f"log of {x}")
    while base ** (e + 1) <= x:
        e += 1
    return Fraction(e)


FUNCTIONS = {
    "P": P,
    "P_official": P_official,
    "P_split": lambda ev, m, a, b: _mix(ev, m, (a, b)),
    "P_split4": lambda ev, m, a, b, c, d: _mix(ev, m, (a, b, c, d)),
    "P_first": lambda ev, a, b, m: _mix(ev, m, (a, b), first=True),
    "P_mix": lambda ev, a, b, c, d: sum((x * y * P(ev, x, y) for x in (a, b) if x for y in (c, d) if y), Fraction(0))
    / ((a + b) * (c + d)),
    "move_value": lambda ev, n, m, k: move_value3(ev, n, m, *_pair_of(n, k)),
    "move_value3": move_value3,
    "optimal": lambda ev, n, m, k: optimal3(ev, n, m, *_pair_of(n, k)),
    "optimal3": optimal3,
    "n_optimal": lambda ev, n, m: (P(ev, n, m), Fraction(len(ev.table.optimal_parts(integer(n), integer(m)))))[1],
    "count_optimal_splits": lambda ev, n, m, lo, hi: (P(ev, n, m), Fraction(sum(
        1 for p in ev.table.optimal_parts(integer(n), integer(m)) if len(p) == 2 and integer(lo) <= p[0] <= integer(hi))))[1],
    "first_at_most": first_at_most,
    "ilog2": lambda ev, x: ilog(2, x),
    "ilog3": lambda ev, x: ilog(3, x),
    "clog2": lambda ev, x: Fraction(max(0, integer(x) - 1).bit_length()),
    "round_to": lambda ev, x, d: Fraction((Fraction(x) * Fraction(10) ** integer(d) + Fraction(1, 2)).__floor__())
    / Fraction(10) ** integer(d),
    "ab1_total": lambda ev, n: _line(ev, n, "total"),
    "ab1_worst": lambda ev, n: _line(ev, n, "worst"),
    "ab2_total": lambda ev, n: Fraction(_need(ev.pairs.get(integer(n)), f"the 2x{n} game")[0]["total"]),
    "ab2_worst": lambda ev, n: Fraction(_need(ev.pairs.get(integer(n)), f"the 2x{n} game")[0]["worst"]),
    "ab2_size_total_min": lambda ev, n, s: _pairs(ev, n, s, 1, min),
    "ab2_size_total_max": lambda ev, n, s: _pairs(ev, n, s, 1, max),
    "ab2_size_worst_min": lambda ev, n, s: _pairs(ev, n, s, 2, min),
    "ab2_size_worst_max": lambda ev, n, s: _pairs(ev, n, s, 2, max),
    "ab_strategy_total": lambda ev, f: Fraction(_need(ev.trees.get(integer(f)), f"strategy {f}")["total"]),
    "ab_strategy_depth": lambda ev, f: Fraction(_need(ev.trees.get(integer(f)), f"strategy {f}")["depth"]),
    **{name: (lambda f: lambda ev, *args: f(ev.adversary, *args))(f) for name, f in paz_values.FUNCTIONS.items()},
    **{name: (lambda f: lambda ev, *args: f(ev.relabel, *args))(f) for name, f in ab_graphs.FUNCTIONS.items()},
    "paz_board": lambda ev, i: Fraction(board.measure(_need(ev.board, "the example board"), integer(i))),
    # codes of d symbols out of n: with repeats (r = 1) n^d, else n!/(n-d)!
    "mm_codes": lambda ev, d, n, r: Fraction(integer(n) ** integer(d) if integer(r) else perm(integer(n), integer(d))),
    **{f"mm_{key}": (lambda key: lambda ev, d, n, r: Fraction(_need(
        ev.mastermind.get((integer(d), integer(n), integer(r))), f"the {d}x{n} game's optimality certificate")[key]))(key)
       for key in ("total", "worst", "restricted")},
    **{f"mm_knuth_{key}": (lambda i: lambda ev, d, n, r: Fraction(_need(
        ev.strategies.get((integer(d), integer(n), integer(r)), {}).get("knuth"), f"Knuth's strategy for {d}x{n}")[i]))(i)
       for i, key in enumerate(("total", "depth"))},
}


def _pair_of(n, k):
    """The split k : n-k (k = 0: the guess)."""
    return (k, integer(n) - integer(k)) if k != 0 else (0,)
