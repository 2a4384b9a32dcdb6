"""Certificates for the AB games: an optimal strategy tree, and an optimality table.

Both are JSON and are re-checked by :mod:`certify.checkers.ab`, which shares no code with the
solver. Formats (``docs/abgames.md``):

* ``certify-ab-tree/1``: ``{"digits", "symbols", "codes", "total", "depth", "tree"}`` where a
  node is ``{"guess": [...], "then": {answer: node}}``; ``answer`` is ``"A,B"`` (2×n) or
  ``"<"``/``">"`` (1×n); the answer "found" has no branch.
* ``certify-ab-optimality/2``: every state the proof needs, each with its codes, its optimal
  ``total`` and ``worst``, its ``symmetries`` (twin transpositions, as relabellings), the
  guesses the proof relies on (one per pattern of twin symbols), each answer class mapped onto
  a later state by a relabelling witness ``[answer, state index, labels, reversed]``, and a
  ``cover``: for every guess a word of symmetries carrying it onto a listed guess, so the
  checker verifies instead of re-deriving the twin reduction. The 1×n table lists the optimum
  per interval size. Both are written as ``json.dumps(doc, separators=(",", ":"))``.

>>> tree = strategy_tree(2, 3)
>>> tree["total"], tree["depth"]
(13, 3)
"""
from __future__ import annotations

from .canonical import adjacency, are_twins, canonical_labelling
from .naive import NaiveSolver, move_cost
from ..errors import CertifyError
from .rules import validate
from .solver import ANSWERS, PairSolver, solved_pairs

TREE_FORMAT = "certify-ab-tree/1"
OPTIMALITY_FORMAT = "certify-ab-optimality/2"


def _label(answer) -> str:
    if isinstance(answer, tuple):
        return f"{answer[0]},{answer[1]}"
    return "<" if answer < 0 else ">"


def _pair_tree(solver: PairSolver, state: int) -> dict:
    n, game = solver.n, solver.game
    if state & (state - 1) == 0:
        code = state.bit_length() - 1
        return {"guess": [code // n, code % n]}
    best = None
    for guess in game.guesses(state):
        parts = game.children(state, guess)
        if parts is None:
            continue
        found = (state >> (guess[0] * n + guess[1])) & 1
        total, _, depth = move_cost(state.bit_count(), found, [solver.value(p) for p in parts])
        if best is None or (total, depth) < best[0]:
            best = ((total, depth), guess)
    guess = best[1]
    then = {}
    for answer, mask in zip(ANSWERS, game.classes[guess]):
        if state & mask:
            then[_label(answer)] = _pair_tree(solver, state & mask)
    return {"guess": list(guess), "then": dict(sorted(then.items()))}


def _plain_tree(solver: NaiveSolver, state: int) -> dict:
    def code(index):
        value = solver.codes[index]
        return [value] if solver.d == 1 else list(value)

    if state & (state - 1) == 0:
        return {"guess": code(state.bit_length() - 1)}
    best = None
    for guess in range(len(solver.codes)):
        parts = solver.children(state, guess)
        if parts is None:
            continue
        found = 1 if state & solver.found[guess] else 0
        total, _, depth = move_cost(state.bit_count(), found, [solver.value(p) for p in parts.values()])
        if best is None or (total, depth) < best[0]:
            best = ((total, depth), guess, parts)
    _, guess, parts = best
    return {"guess": code(guess),
            "then": dict(sorted((_label(a), _plain_tree(solver, part)) for a, part in parts.items()))}


def strategy_tree(d: int, n: int) -> dict:
    """An optimal strategy for the d×n game: least total guesses, and least depth among those."""
    validate(d, n)
    if d == 2:
        solver = solved_pairs(n)
        total, _, depth = solver.value(solver.game.full)
        tree = _pair_tree(solver, solver.game.full)
        codes = n * (n - 1)
    else:
        solver = NaiveSolver(d, n)
        total, _, depth = solver.solve()
        tree = _plain_tree(solver, solver.full)
        codes = len(solver.codes)
    return {"format": TREE_FORMAT, "digits": d, "symbols": n, "codes": codes,
            "total": total, "depth": depth, "tree": tree}


def _codes_of(state: int, n: int) -> list[list[int]]:
    result, bits = [], state
    while bits:
        low = bits & -bits
        index = low.bit_length() - 1
        result.append([index // n, index % n])
        bits ^= low
    return result


def optimality_certificate(d: int, n: int) -> dict:
    """The table of optimal values of every state the optimality proof needs (d = 1 or 2)."""
    validate(d, n)
    if d == 1:
        solver = NaiveSolver(1, n)
        solver.solve()
        rows = [{"size": m, "total": solver.value((1 << m) - 1)[0],
                 "worst": solver.value((1 << m) - 1)[1]} for m in range(1, n + 1)]
        return {"format": OPTIMALITY_FORMAT, "digits": 1, "symbols": n, "states": rows}
    if d != 2:
        raise CertifyError("optimality certificates exist for --digits 1 and 2 only")
    solver = solved_pairs(n)
    keys = sorted(solver.table, key=lambda k: (-k.bit_count(), k))
    index = {key: i for i, key in enumerate(keys)}
    states = []
    for key in keys:
        total, worst, _ = solver.table[key]
        moves = []
        for guess in sorted(solver.game.guesses(key)):
            children = []
            if solver.game.children(key, guess) is not None:  # a useless guess lists no children
                for answer, mask in zip(ANSWERS, solver.game.classes[guess]):
                    part = key & mask
                    if part & (part - 1):  # two or more codes: a table entry, with its witness
                        child_key, labels, reverse = canonical_labelling(part, n)
                        children.append([_label(answer), index[child_key], _free_in_order(part, n, labels), reverse])
            moves.append({"guess": list(guess), "children": sorted(children)})
        symmetries, cover = _cover(key, n, {tuple(m["guess"]) for m in moves})
        states.append({"codes": _codes_of(key, n), "total": total, "worst": worst,
                       "symmetries": symmetries, "moves": moves, "cover": cover})
    return {"format": OPTIMALITY_FORMAT, "digits": 2, "symbols": n, "states": states}


def _free_in_order(part: int, n: int, labels: list[int]) -> list[int]:
    """The witness with the symbols absent from ``part`` sent, in order, to the unused labels."""
    occurring = {s for code in _codes_of(part, n) for s in code}
    spare = iter(sorted(set(range(n)) - {labels[v] for v in occurring}))
    return [labels[v] if v in occurring else next(spare) for v in range(n)]


def _cover(state: int, n: int, listed: set) -> tuple[list, list]:
    """Twin transpositions of ``state`` as relabellings, and for every guess (lexicographic
    order) a word of them carrying it onto a listed guess: (r a) brings a to its class's first
    member r; within one class, (r s)(r b)(r s) swaps b onto the class's second member s."""
    out, into = adjacency(state, n)
    first: list[int] = []
    rep: dict[int, int] = {}
    for v in range(n):
        rep[v] = next((r for r in first if are_twins(r, v, out, into)), v)
        if rep[v] == v:
            first.append(v)
    symmetries, swap = [], {}
    for v in range(n):
        if rep[v] != v:
            labels = list(range(n))
            labels[v], labels[rep[v]] = rep[v], v
            swap[v] = len(symmetries)
            symmetries.append([labels, False])
    second = {}
    for v in range(n):
        second.setdefault(rep[v], v) if rep[v] != v else None
    cover = []
    for a in range(n):
        for b in range(n):
            if a == b:
                continue
            word, (x, y) = [], (a, b)
            if rep[a] != rep[b]:
                word = ([swap[a]] if a != rep[a] else []) + ([swap[b]] if b != rep[b] else [])
                x, y = rep[a], rep[b]
            else:
                r, s = rep[a], second[rep[a]]
                if x != r:
                    word.append(swap[x])
                    x, y = r, (x if y == r else y)
                if y != s:
                    word += [swap[s], swap[y], swap[s]]
                    y = s
            assert (x, y) in listed, (a, b, x, y)
            cover.append([] if (a, b) in listed else word)
    return symmetries, cover
