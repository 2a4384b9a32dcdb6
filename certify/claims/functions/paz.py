"""Functions of Paz and Peterfreund's paper: adversarial choosers (from :mod:`certify.adversary`).

Chooser ``c``: 0 honest, 1 "don't know" at most ``d`` times, 2 lies at most ``d`` times.

* ``paz_pre_lower/upper(n, c, d)`` and ``paz_ada_lower/upper(n, c, d)``: the proven lower bound
  and the exhaustively verified construction for predetermined / adaptive questions;
* ``paz_pre_games``/``paz_ada_games(n, c, d)``: how many games that verification played (it
  raises if any game ends with a wrong or no character);
* ``paz_pre_opt(n, c, d)``, ``paz_ada_opt(n, c, d)``: the optimum, undecided while the bounds
  differ; ``paz_pre_lower_sat(n, c, d)``: the predetermined lower bound by a SAT refutation
  alone (DRAT proof checked by checkers/drat.py), a second route; ``paz_binary_search(n)``, ``paz_expansion(n)``, ``paz_parity(n)``: the length of the
  paper's strategy after exhaustive verification (-1 if it fails); ``paz_code_size(k, D)``: the
  size of the largest code of length k, distance >= D this tool builds (as checkers/adversary.py
  confirms it);
* ``paz_board(i)``: the example board: 0 characters, 1 distinguishable, 2 Assumption 1 holds,
  3 least worst case, 4 least total questions (adaptive, its traits only), 5 fewest
  predetermined traits.
"""

from __future__ import annotations

import functools

from gmpy2 import mpq

from ...errors import CertifyError
from ..exact import OutOfRange, as_int
from .declare import function

_CHOOSERS = ("honest", "erasures", "lies")


def audit_task(numbers: tuple[int, ...] | None) -> tuple[tuple, int]:
    """The audit's task for a claim that calls a function of this module
    (:func:`certify.audit.run._groups`): this module keeps a checked certificate per process
    (the budgeted SAT searches of :mod:`certify.adversary.optimal`), so every such claim joins one task and the certificate is checked once, not once per
    worker. Returns (task key, cost: 0, no game size to order by)."""
    return ("paz",), 0


def _chooser(c) -> str:
    if as_int(c) not in (0, 1, 2):
        raise CertifyError(f"chooser code must be 0, 1 or 2, got {c}")
    return _CHOOSERS[as_int(c)]


def _count(kind: str, n, c, d):
    from ...adversary import optimal

    function = optimal.predetermined if kind == "pre" else optimal.adaptive
    return function(as_int(n), _chooser(c), as_int(d))


def _optimum(kind: str, n, c, d) -> mpq:
    count = _count(kind, n, c, d)
    if count.status != "proved":
        raise OutOfRange(f"{kind} optimum for n = {n}, chooser {count.chooser}, d = {d} is open: "
                         f"between {count.lower} and {count.upper}")
    return mpq(count.upper)


def _paper_strategy(name: str, n: int) -> int:
    """Length of the paper's strategy for n characters after exhaustive verification, or -1;
    the codes of Theorem 5 and Lemma 9 are first confirmed by the trusted base's code checker."""
    from ...adversary import codes
    from ...adversary.optimal import binary_search, checked_code

    k = codes.ceil_log2(n)
    if name == "expansion" and checked_code(k, 1, codes.binary_expansion(n))[0] != n:
        return -1
    if name == "parity" and checked_code(k + 1, 2, codes.with_parity(codes.binary_expansion(n), k))[0] != n:
        return -1
    if name == "binary_search" and binary_search(n)[0] != k:  # the strategy table, checked
        return -1
    return _paper_play(name, n)


@functools.lru_cache(maxsize=None)
def _paper_play(name: str, n: int) -> int:
    from ...adversary import codes
    from ...adversary.strategies import Predetermined, verify_adaptive, verify_predetermined

    k = codes.ceil_log2(n)
    if name == "binary_search":
        return k if verify_adaptive(n, "honest", 0, k).ok else -1
    if name == "expansion":
        strategy = Predetermined.from_code(codes.binary_expansion(n), k)
        return k if verify_predetermined(strategy, "honest", 0).ok else -1
    strategy = Predetermined.from_code(codes.with_parity(codes.binary_expansion(n), k), k + 1)
    return k + 1 if verify_predetermined(strategy, "erasures", 1).ok else -1


def _code_size(k: int, D: int) -> int:
    """The size the trusted base's code checker confirms for the largest code built."""
    from ...adversary.optimal import best_code, checked_code

    return checked_code(k, D, best_code(k, D)[0])[0]


@functools.lru_cache(maxsize=None)
def _board(i: int) -> int:
    from ...adversary.traits import BoardSearch, fewest_predetermined_traits, load_board

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


@function()
def paz_pre_lower(n, c, d):
    return mpq(_count("pre", n, c, d).lower)


@function()
def paz_pre_upper(n, c, d):
    return mpq(_count("pre", n, c, d).upper)


@function()
def paz_ada_lower(n, c, d):
    return mpq(_count("ada", n, c, d).lower)


@function()
def paz_ada_upper(n, c, d):
    return mpq(_count("ada", n, c, d).upper)


@function()
def paz_pre_games(n, c, d):
    return mpq(_count("pre", n, c, d).verified)


@function()
def paz_ada_games(n, c, d):
    return mpq(_count("ada", n, c, d).verified)


@function()
def paz_pre_opt(n, c, d):
    return _optimum("pre", n, c, d)


@function()
def paz_ada_opt(n, c, d):
    return _optimum("ada", n, c, d)


@function()
def paz_pre_lower_sat(n, c, d):
    from ...adversary.optimal import sat_lower

    return mpq(sat_lower(as_int(n), _chooser(c), as_int(d))[0])


@function()
def paz_binary_search(n):
    return mpq(_paper_strategy("binary_search", as_int(n)))


@function()
def paz_expansion(n):
    return mpq(_paper_strategy("expansion", as_int(n)))


@function()
def paz_parity(n):
    return mpq(_paper_strategy("parity", as_int(n)))


@function()
def paz_code_size(k, D):
    return mpq(_code_size(as_int(k), as_int(D)))


@function()
def paz_board(i):
    return mpq(_board(as_int(i)))
