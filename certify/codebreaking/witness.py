"""Certificates for general D×N games, checked by :mod:`certify.checkers.mastermind`.

``certify-mastermind-tree/1``: ``{"digits", "symbols", "repeats", "codes", "trees": [...]}``,
each tree ``{"measure", "total", "depth", "tree"}`` (measure ``"total"``: the least-total
strategy; ``"restricted"``: least total among least-worst-case strategies, when it differs); a
node is ``{"guess": [symbols], "then": {"black,white": node}}``.

The optimality certificate is ``certify-mastermind-optimality/3`` (JSON lines,
:mod:`certify.codebreaking.compact`): :func:`optimality_certificate` records every state the
lower-bound proof needs from the solver's memo (:func:`optimality_states`: the retired /1
document, ``{"digits", "symbols", "repeats", "codes", "group", "total", "worst", "restricted",
"states": [...]}``, a state ``{"codes", "limit", "value", "depth", "automorphisms", "guesses"}``,
kept in memory only) and rewrites it as /3 before anything is saved; the checker reads /3 alone.

>>> from certify.codebreaking.general import Game
>>> lines = optimality_certificate(Game(2, 3, repeats=True))
>>> import json; header = json.loads(lines[0])
>>> header["format"], header["total"], header["worst"], header["restricted"]
('certify-mastermind-optimality/3', 21, 3, 21)
"""
from __future__ import annotations

import numpy as np

from .bounds import INFINITE, UNLIMITED, size_bound
from .compact import compact_document
from .general import Game, compose, inverse
from .search import Solver, solve

TREE_FORMAT = "certify-mastermind-tree/1"
OPTIMALITY_FORMAT = "certify-mastermind-optimality/1"  # the retired in-memory form: optimality_states
GROUP = "Sym(symbols) x Sym(positions): rename symbols, permute positions"


def _header(game: Game, kind: str) -> dict:
    return {"format": kind, "digits": game.d, "symbols": game.n, "repeats": game.repeats,
            "scoring": "mastermind" if game.repeats else "ab", "codes": len(game.codes)}


def _tree(solver: Solver, state: np.ndarray, h: int) -> dict:
    game = solver.game
    if len(state) == 1:
        return {"guess": game.codes[state[0]].tolist()}
    key, element = solver.relabelling(state)
    solver.value(state, h)
    _, _, guess = solver.lookup(key, h)
    guess = int(game.image(np.array([guess]), inverse(element))[0])
    row = game.answers[guess, state]
    then = {}
    below = UNLIMITED if h == UNLIMITED else h - 1
    for a in np.unique(row):
        if a != game.found:
            then[game.answer_text(int(a))] = _tree(solver, state[row == a], below)
    return {"guess": game.codes[guess].tolist(), "then": then}


def strategy_tree(game: Game, solver: Solver | None = None, result=None) -> dict:
    """The least-total strategy and, if it is deeper than the least worst case, the restricted
    optimum's strategy."""
    solver = solver or Solver(game)
    result = result or solve(game, solver=solver)
    doc = _header(game, TREE_FORMAT)
    doc["trees"] = [{"measure": "total", "total": result.total, "depth": result.total_depth,
                     "tree": _tree(solver, game.all, UNLIMITED)}]
    if result.total_depth > result.worst:
        doc["trees"].append({"measure": "restricted", "total": result.restricted, "depth": result.worst,
                             "tree": _tree(solver, game.all, result.worst)})
    return doc


def _element(element) -> list:
    return [element[0].tolist(), element[1].tolist()]


class _Builder:
    def __init__(self, solver: Solver) -> None:
        self.solver, self.game = solver, solver.game
        self.index: dict[tuple[bytes, int], int] = {}
        self.states: list[dict] = []
        self.pending: list[tuple[bytes, int]] = []

    def entry(self, key: bytes, h: int) -> int:
        """Index of the entry for the memo item ``(key, h)``, queued for expansion."""
        if (key, h) not in self.index:
            self.index[(key, h)] = len(self.states)
            self.states.append({})
            self.pending.append((key, h))
        return self.index[(key, h)]

    def witness(self, members: np.ndarray, below: int) -> tuple[list, int, int, bool]:
        """``(child, value, depth, exact)`` for an answer class at depth limit ``below``."""
        solver = self.solver
        value, depth = solver.value(members, below)
        key, element = solver.relabelling(members)
        return [self.entry(key, below), *_element(element)], value, depth, True

    def build(self, key: bytes, h: int) -> dict:
        game, solver = self.game, self.solver
        state = np.frombuffer(key, dtype=np.int64)
        value, depth, chosen = solver.memo[(key, h)]
        automorphisms = game.symmetries(state)
        reps, rows, counts, _, bound, below = solver.guess_bounds(state, h, automorphisms)
        listed = {int(g): i for i, g in enumerate(reps)}
        if chosen >= 0 and chosen not in listed:
            reps = np.append(reps, chosen)
            rows = np.vstack([rows, game.answers[chosen, state]])
            listed[chosen] = len(reps) - 1
        guesses = []
        for i in np.flatnonzero(~(counts == len(state)).any(axis=1) & ((bound < value) | (reps == chosen))):
            guess, row = int(reps[i]), rows[i]
            answers = [a for a in np.flatnonzero(counts[i]) if a != game.found]
            sizes = {a: int(counts[i][a]) for a in answers}
            lower = len(state) + sum(size_bound(sizes[a], below, game.answer_count) for a in answers)
            children, total = [], len(state)
            if guess == chosen:
                for a in answers:
                    if sizes[a] == 1:
                        total += 1
                        continue
                    child, v, _, exact = self.witness(state[row == a], below)
                    assert exact, "the chosen guess must have exact classes"
                    children.append([game.answer_text(int(a))] + child)
                    total += v
                assert total == value, "the chosen guess must attain the value"
            elif lower < value:
                rest = lower - len(state)
                for a in sorted(answers, key=lambda a: -sizes[a]):
                    if total + rest >= value:
                        break
                    rest -= size_bound(sizes[a], below, game.answer_count)
                    if sizes[a] == 1:
                        total += 1
                        continue
                    child, v, _, _ = self.witness(state[row == a], below)
                    children.append([game.answer_text(int(a))] + child)
                    total += v
                assert min(total + rest, INFINITE) >= value, "a guess beats the recorded value"
            if children:
                guesses.append([int(game.numbers[guess]), children])
        entry = {"codes": game.numbers[state].tolist(), "limit": None if h == UNLIMITED else h,
                 "value": None if value >= INFINITE else value,
                 "automorphisms": [_element(a) for a in automorphisms], "guesses": guesses}
        if h == UNLIMITED:
            entry["depth"] = depth
        return entry

    def run(self) -> list[dict]:
        while self.pending:
            key, h = self.pending.pop()
            self.states[self.index[(key, h)]] = self.build(key, h)
        return self.states


def optimality_certificate(game: Game, solver: Solver | None = None, result=None) -> list[str]:
    """The ``certify-mastermind-optimality/3`` lines (header first) of the three measures: the
    states of :func:`optimality_states`, rewritten by :func:`certify.codebreaking.compact.compact_document`."""
    return list(compact_document(optimality_states(game, solver, result), game))


def optimality_states(game: Game, solver: Solver | None = None, result=None) -> dict:
    """Every entry the lower-bound proof of the three measures needs (the /1 document, in
    memory: :func:`optimality_certificate` rewrites it as /3)."""
    solver = solver or Solver(game)
    result = result or solve(game, solver=solver)
    builder = _Builder(solver)
    root_key, _, _, _ = game.canonical(game.all)
    if len(game.all) == 1:  # a one-code game (1 symbol, or 1x1): Solver.value memoises no single code; its one
        solver.memo.setdefault((root_key, UNLIMITED), (1, 1, 0))  # guess finds it: total 1, depth 1, guess code 0
    builder.entry(root_key, UNLIMITED)
    if result.worst < result.total_depth:
        builder.entry(root_key, result.worst)
    if (root_key, result.worst - 1) in solver.memo:
        builder.entry(root_key, result.worst - 1)
    doc = _header(game, OPTIMALITY_FORMAT)
    doc.update(group=GROUP, total=result.total, worst=result.worst, restricted=result.restricted)
    doc["states"] = builder.run()
    return doc
