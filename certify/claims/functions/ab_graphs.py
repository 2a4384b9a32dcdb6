"""The AB paper's sub-game graphs (Section 4, Figure 5; Tables 1-2) as concrete 2×n states.

The paper's functions T, T1, T2 (totals) and H, H1, H2 (heights) are optimal values of three
kinds of game graph with ``m`` vertices (Figure 5(b)-(d)); ``g`` names the kind:

* ``g = 0``, T / H: the complete directed graph on ``m`` symbols (Figure 5(b));
* ``g = 1``, T1 / H1: the "one to all" star, edges ``(0, y)`` for ``1 <= y <= m-1``
  (Figure 5(c); the "all to one" type is its reversal, which the game cannot tell apart);
* ``g = 2``, T2 / H2: edges ``(0, y)`` and ``(y, 1)`` for ``2 <= y <= m-1`` (Figure 5(d), the
  class [1,0] of the first guess (0,1) in Figure 6).

Each graph is placed, with the paper's vertex names, inside the 2×n game (``m <= n``; the
other ``n - m`` symbols carry no edge), where guesses may use any symbol of the whole game, as
in the paper's recursions (T1(n−2) and T(n−2) occur inside the n-symbol game). Values are read
from the 2×n optimality certificate *after* :mod:`certify.checkers.ab` accepted it
(:func:`.ab.pair_certificate`): the state must be one of the certificate's entries up to a
relabelling, which is applied here and compared code by code with the entry. A state the
certificate does not contain is outside the evidence (:class:`OutOfRange`).

* ``ab2_graph_total(g, m, n)``, ``ab2_graph_worst(g, m, n)``: the certified optimum;
* ``ab2_move_total(g, m, n, a, b)``, ``ab2_move_worst(g, m, n, a, b)``: the least total
  (height) when the first guess is ``(a, b)`` and play is optimal afterwards: ``|S|`` plus the
  certified totals of the answer classes (a class of one code costs 1 unless it was hit); a
  useless guess (one class equal to the state) costs ``|S| + total(S)`` (the paper's
  "T2(n) = T2(n) + 2(n−2)");
* ``ab2_class_total(g, m, n, a, b, A, B)``, ``ab2_class_worst(...)``: the further guesses of
  the class [A, B] of that guess (0 for an empty class or the hit; 1 for one code).
"""

from __future__ import annotations

import functools

from gmpy2 import mpq

from ...errors import CertifyError
from ..exact import OutOfRange, as_int
from .declare import function
from .ab import pair_certificate

KINDS = {0: "T (complete graph)", 1: "T1 (star)", 2: "T2 (double star)"}


def audit_task(numbers: tuple[int, ...] | None) -> tuple[tuple, int]:
    """The audit's task for a claim that calls a function of this module
    (:func:`certify.audit.run._groups`): this module keeps a checked certificate per process
    (the sub-game graphs, read from the checked 2xn certificate of :mod:`.ab`), so every such claim joins one task and the certificate is checked once, not once per
    worker. Returns (task key, cost: 0, no game size to order by)."""
    return ("ab",), 0


def graph_codes(g: int, m: int, n: int) -> frozenset:
    """The codes of the paper's graph of kind ``g`` with ``m`` vertices, inside the 2×n game."""
    if g not in KINDS:
        raise CertifyError(f"graph kind {g} is not one of {sorted(KINDS)} ({', '.join(KINDS.values())})")
    if not 2 <= m <= n:
        raise OutOfRange(f"a graph with {m} vertices inside the 2x{n} game needs 2 <= m <= n")
    if g == 0:
        return frozenset((i, j) for i in range(m) for j in range(m) if i != j)
    if g == 1:
        return frozenset((0, y) for y in range(1, m))
    return frozenset({(0, y) for y in range(2, m)} | {(y, 1) for y in range(2, m)})


@functools.lru_cache(maxsize=None)
def _entries(n: int) -> dict:
    """Checked entries of the 2×n certificate: frozenset of codes -> (total, worst, index)."""
    certificate = pair_certificate(n)[0]
    return {frozenset(map(tuple, s["codes"])): (s["total"], s["worst"], k) for k, s in enumerate(certificate["states"])}


WITNESSES: dict[int, dict[int, list]] = {}  # n -> state mask -> [entry, labels, reversed], for the bundle


def witness_documents() -> list[tuple[int, dict]]:
    """``certify-ab-relabel/1`` documents (docs/formats.md): the relabelling of every state read
    so far onto its certificate entry, for :mod:`certify.checkers.ab_graphs` to verify."""
    return [(n, {"format": "certify-ab-relabel/1", "symbols": n,
                 "witnesses": [[str(mask), *WITNESSES[n][mask]] for mask in sorted(WITNESSES[n])]})
            for n in sorted(WITNESSES)]


def certified(codes: frozenset, n: int) -> tuple[int, int]:
    """(total, worst) of the state ``codes`` of the 2×n game, from the checked certificate."""
    if len(codes) <= 1:
        return (len(codes), len(codes))
    state = sum(1 << (i * n + j) for i, j in codes)
    entry, labels, reverse = _placed(codes, state, n)
    WITNESSES.setdefault(n, {})[state] = [entry[2], list(labels), reverse]
    return entry[:2]


@functools.lru_cache(maxsize=None)
def _placed(codes: frozenset, state: int, n: int) -> tuple[tuple, tuple, bool]:
    """The checked entry of the 2×n certificate isomorphic to ``state``, with the relabelling
    onto it; computed once per state and process (the AB claims ask for a state about eight
    times on average), as the certificate it reads is."""
    from ...codebreaking.canonical import canonical_labelling

    key, labels, reverse = canonical_labelling(state, n)
    image = frozenset((labels[j], labels[i]) if reverse else (labels[i], labels[j]) for i, j in codes)
    entry = _entries(n).get(image)
    if entry is None:
        raise OutOfRange(f"the 2x{n} certificate holds no state isomorphic to this {len(codes)}-code state")
    return entry, tuple(int(x) for x in labels), bool(reverse)


def _answer(guess, secret) -> tuple[int, int]:
    a = sum(g == s for g, s in zip(guess, secret))
    return a, len(set(guess) & set(secret)) - a


def _move(g, m, n, a, b):
    g, m, n, a, b = (as_int(x) for x in (g, m, n, a, b))
    if not (0 <= a < n and 0 <= b < n and a != b):
        raise CertifyError(f"({a}, {b}) is not a code of the 2x{n} game")
    codes = graph_codes(g, m, n)
    classes: dict = {}
    for secret in codes:
        classes.setdefault(_answer((a, b), secret), set()).add(secret)
    return codes, n, (a, b), {k: frozenset(v) for k, v in classes.items()}


@function()
def ab2_graph_total(g, m, n):
    return mpq(certified(graph_codes(as_int(g), as_int(m), as_int(n)), as_int(n))[0])


@function()
def ab2_graph_worst(g, m, n):
    return mpq(certified(graph_codes(as_int(g), as_int(m), as_int(n)), as_int(n))[1])


def _class_value(codes, n, part, column):
    if part == codes:  # a useless guess: the paper's T2(n) = T2(n) + 2(n-2)
        return certified(codes, n)[column]
    return certified(part, n)[column]


@function()
def ab2_move_total(g, m, n, a, b):
    codes, n, guess, classes = _move(g, m, n, a, b)
    rest = [part for answer, part in classes.items() if answer != (2, 0)]
    return mpq(len(codes) + sum(_class_value(codes, n, part, 0) for part in rest))


@function()
def ab2_move_worst(g, m, n, a, b):
    codes, n, guess, classes = _move(g, m, n, a, b)
    rest = [part for answer, part in classes.items() if answer != (2, 0)]
    return mpq(max([1 if (2, 0) in classes else 0] + [1 + _class_value(codes, n, p, 1) for p in rest]))


def _class(g, m, n, a, b, A, B, column):
    codes, n, guess, classes = _move(g, m, n, a, b)
    part = classes.get((as_int(A), as_int(B)), frozenset())
    if (as_int(A), as_int(B)) == (2, 0) or not part:
        return mpq(0)
    return mpq(_class_value(codes, n, part, column))


@function()
def ab2_class_total(g, m, n, a, b, A, B):
    return _class(g, m, n, a, b, A, B, 0)


@function()
def ab2_class_worst(g, m, n, a, b, A, B):
    return _class(g, m, n, a, b, A, B, 1)


@function()
def ab2_class_size(g, m, n, a, b, A, B):
    codes, n, guess, classes = _move(g, m, n, a, b)
    return mpq(len(classes.get((as_int(A), as_int(B)), ())))
