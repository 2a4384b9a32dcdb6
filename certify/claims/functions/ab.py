"""Functions of the AB-games paper ("Optimal strategies for 2×n AB games").

* ``ab1_total(n)``, ``ab1_worst(n)``: optimal total and worst-case guesses of the 1×n game,
  read from the rows of a 1×N optimality certificate (row m = the interval of m codes = the
  1×m game) *after* :mod:`certify.checkers.ab` accepted it;
* ``ab2_total(n)``, ``ab2_worst(n)``: the same for the 2×n game, from the exhaustive solver's
  optimality certificate after the checker accepted it; ``ab2_size_total_min(n, s)`` (and
  ``_max``, ``ab2_size_worst_min``/``_max``): the least and greatest optimal values over the
  certified states with ``s`` codes;
* ``ab_strategy_total(f)``, ``ab_strategy_depth(f)``: a paper's strategy, transcribed as a tree
  in ``data/ab-strategies.json`` under key ``f`` (2 = Figures 2-4), replayed by the checker.

:func:`documents` lists the checked certificates behind the calls made so far (for the
certificate bundle, :mod:`certify.audit.bundle`).
"""

from __future__ import annotations

import json

from gmpy2 import mpq

from ...errors import CertifyError
from ...files.resources import packaged
from ..exact import OutOfRange, as_int
from .declare import function

STRATEGIES = packaged("certify.claims", "data/ab-strategies.json")
LINE_MAX = 64  # the 1×n certificate is built for the next power of two >= n, up to this (the AB solver's MAX_SYMBOLS)


def audit_task(numbers: tuple[int, ...] | None) -> tuple[tuple, int]:
    """The audit's task for a claim that calls a function of this module
    (:func:`certify.audit.run._groups`): this module keeps a checked certificate per process
    (the 2xn optimality certificates and relabellings), so every such claim joins one task and the certificate is checked once, not once per
    worker. Returns (task key, cost: 0, no game size to order by)."""
    return ("ab",), 0


def _checked(certificate: dict, what: str) -> dict:
    from ...checkers import ab as abcheck

    try:
        return abcheck.check_optimality(certificate)
    except abcheck.CheckError as error:
        raise CertifyError(f"the {what} optimality certificate failed its check: {error}") from None


LINES: dict[int, dict] = {}  # size -> checked 1×size certificate
PAIRS: dict[int, tuple] = {}  # n -> (checked 2×n certificate, its summary, state sizes)
TREES: dict[int, dict] = {}  # figure -> transcribed tree with its replayed total and depth


def documents() -> list[tuple[str, str, int, dict]]:
    """``(file name, evidence kind, key, document)`` of every checked certificate read so far."""
    found = [(f"1x{size}-optimality.json", "ab-line", size, doc) for size, doc in sorted(LINES.items())]
    found += [(f"2x{n}-optimality.json", "ab-pair", n, entry[0]) for n, entry in sorted(PAIRS.items())]
    found += [(f"strategy-{f}-tree.json", "ab-tree", f, doc) for f, doc in sorted(TREES.items())]
    return found


def line_certificate(size: int) -> dict:
    """The checked 1×size optimality certificate."""
    from ...codebreaking.certificate import optimality_certificate

    if size not in LINES:
        certificate = optimality_certificate(1, size)
        _checked(certificate, f"1x{size}")
        LINES[size] = certificate
    return LINES[size]


def _line_row(n) -> dict:
    n = as_int(n)
    if not 1 <= n <= LINE_MAX:
        raise OutOfRange(f"the 1x{n} game is outside 1 <= n <= {LINE_MAX}")
    size = max(64, 1 << (n - 1).bit_length())
    return line_certificate(size)["states"][n - 1]


@function()
def ab1_total(n):
    return mpq(_line_row(n)["total"])


@function()
def ab1_worst(n):
    return mpq(_line_row(n)["worst"])


def pair_certificate(n: int) -> tuple[dict, dict, list]:
    """(certificate, checked summary, [(codes, total, worst)] per state) of the 2×n game."""
    from ...codebreaking.certificate import optimality_certificate

    if n < 2 or n > 64:
        raise OutOfRange(f"the 2x{n} game is outside 2 <= n <= 64")
    if n not in PAIRS:
        certificate = optimality_certificate(2, n)
        summary = _checked(certificate, f"2x{n}")
        sizes = [(len(state["codes"]), state["total"], state["worst"]) for state in certificate["states"]]
        PAIRS[n] = certificate, summary, sizes
    return PAIRS[n]


def _size_values(n, s, column: int, pick) -> mpq:
    values = [entry[column] for entry in pair_certificate(as_int(n))[2] if entry[0] == as_int(s)]
    if not values:
        raise OutOfRange(f"the 2x{n} game reaches no state with {s} codes")
    return mpq(pick(values))


@function()
def ab2_total(n):
    return mpq(pair_certificate(as_int(n))[1]["total"])


@function()
def ab2_worst(n):
    return mpq(pair_certificate(as_int(n))[1]["worst"])


@function()
def ab2_size_total_min(n, s):
    return _size_values(n, s, 1, min)


@function()
def ab2_size_total_max(n, s):
    return _size_values(n, s, 1, max)


@function()
def ab2_size_worst_min(n, s):
    return _size_values(n, s, 2, min)


@function()
def ab2_size_worst_max(n, s):
    return _size_values(n, s, 2, max)


def _sorted_branches(node):
    """The same tree with every node's branches in sorted order (the canonical form)."""
    if not isinstance(node, dict) or not isinstance(node.get("then"), dict):
        return node
    return {**node, "then": {answer: _sorted_branches(node["then"][answer]) for answer in sorted(node["then"])}}


def _strategy(figure: int) -> dict:
    """The transcribed tree ``figure`` of ``data/ab-strategies.json``, as a certify-ab-tree/1
    document whose total and depth the checker confirmed by replaying it."""
    from ...checkers import ab as abcheck

    if figure not in TREES:
        trees = json.loads(STRATEGIES.read_text(encoding="utf-8"))
        if str(figure) not in trees:
            raise CertifyError(f"no transcribed strategy {figure} in ab-strategies.json")
        tree = trees[str(figure)]
        try:
            found = abcheck.replay_tree(tree)
            document = {"format": "certify-ab-tree/1", "digits": tree["digits"], "symbols": tree["symbols"],
                        "codes": found["codes"], "total": found["total"], "depth": found["depth"],
                        "tree": _sorted_branches(tree["tree"])}
            abcheck.check_tree(document)
        except abcheck.CheckError as error:
            raise CertifyError(f"transcribed strategy {figure}: {error}") from None
        TREES[figure] = document
    return TREES[figure]


@function()
def ab_strategy_total(f):
    return mpq(_strategy(as_int(f))["total"])


@function()
def ab_strategy_depth(f):
    return mpq(_strategy(as_int(f))["depth"])

