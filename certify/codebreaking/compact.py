"""Compact optimality certificates, ``certify-mastermind-optimality/3`` (docs/mastermind.md), the
one current format of the Mastermind optimality certificates, rewritten from the states a search
recorded: the ``/2`` lines of :meth:`certify.codebreaking.budget.BudgetSolver.certificate_lines`
(:func:`compact_lines`) or the ``/1`` document of :mod:`certify.codebreaking.witness`
(:func:`compact_document`). Neither older form is saved any more, and the trusted checker no
longer reads them; :mod:`certify.codebreaking.convert` rewrites an old file with this module.

* **pruned**: walking the states from the largest down, each state keeps only what its
  parents need: a state closed by a bound, or an exact state that no parent plays (it only
  refutes an alternative), becomes a lower bound just large enough for the parents that cite
  it; a guess whose size-bound cost already reaches that bound is dropped (the checker costs
  it itself), and a guess below it cites its largest gains first, each only as far as needed;
* **top down**: a state is defined by the first class that cites it (in that class's frame),
  so no code list and no relabelling is written for it; later citations give the state's
  number and one relabelling, as its rank;
* small classes that one of their own codes splits into singletons (exact 2s - 1, which the
  checker verifies from the answers) and singletons need no state.

Every number the rewrite keeps is one the old certificate states; the checker verifies the result
on its own, so the rewrite is not trusted.
"""
from __future__ import annotations

import json
from functools import lru_cache
from math import factorial

import numpy as np

from .bounds import INFINITE, UNLIMITED, bound_table
from .general import Game, compose, inverse

FORMAT = "certify-mastermind-optimality/3"


def permutation_rank(perm) -> int:
    """Lexicographic rank of a permutation of 0..k-1 (Lehmer code)."""
    items, rank = list(range(len(perm))), 0
    for i, x in enumerate(perm):
        j = items.index(int(x))
        rank += j * factorial(len(perm) - 1 - i)
        items.pop(j)
    return rank


def element_rank(game: Game, element) -> int:
    """One integer for a relabelling (pi, tau): rank(pi) * n! + rank(tau)."""
    return permutation_rank(element[0]) * factorial(game.n) + permutation_rank(element[1])


def _answer(game: Game, text: str) -> int:
    black, white = (int(x) for x in text.split(","))
    return black * (game.d + 1) + white


def read_v1(doc: dict, game: Game):
    """The header and the states of a /1 document, as :func:`read_v2` gives them (a /1 state is
    exact: its value, or null for "no strategy within its limit")."""
    header = {key: value for key, value in doc.items() if key != "states"}
    states = []
    for row in doc["states"]:
        value = INFINITE if row["value"] is None else row["value"]
        states.append({
            "codes": np.sort(game.index[np.array(row["codes"], dtype=np.int64)]),
            "limit": UNLIMITED if row["limit"] is None else row["limit"],
            "value": value, "lower": value >= INFINITE, "depth": row.get("depth", 0),
            "automorphisms": [(np.array(p), np.array(t)) for p, t in row["automorphisms"]],
            "guesses": [(int(game.index[g]), [(_answer(game, a), target, (np.array(p), np.array(t)))
                                             for a, target, p, t in witnesses]) for g, witnesses in row["guesses"]]})
    return header, states


def read_v2(lines, game: Game):
    """The header and the states of a /2 certificate, as dicts (codes: sorted code indices)."""
    stream = iter(lines)
    header = json.loads(next(stream))
    states = []
    for text in stream:
        codes, limit, value, lower, depth, automorphisms, guesses = json.loads(text)
        states.append({
            "codes": game.index[np.array(codes, dtype=np.int64)],
            "limit": UNLIMITED if limit is None else limit,
            "value": INFINITE if value is None else value, "lower": bool(lower), "depth": depth,
            "automorphisms": [(np.array(p), np.array(t)) for p, t in automorphisms],
            "guesses": [(int(game.index[g]), [(_answer(game, a), target, (np.array(p), np.array(t)))
                                             for a, target, p, t in witnesses]) for g, witnesses in guesses]})
    return header, states


@lru_cache(maxsize=4)
def _bounds(codes: int, branching: int) -> np.ndarray:
    """The size bounds (a split search rewrites many fragments of one game)."""
    return bound_table(codes, branching, 32)


class _Pruner:
    def __init__(self, game: Game, states: list) -> None:
        self.game, self.states = game, states
        self.bounds = _bounds(len(game.codes), game.answer_count)
        self.need: dict = {}  # state -> ("exact",) or ("lower", value)
        self.plan: dict = {}  # state -> [(guess, [(answer, target, element, value)])], attaining first
        self.width = (game.d + 1) ** 2

    def row(self, h):
        return self.bounds[32 if h == UNLIMITED else min(h, 32)]

    def small(self, codes, below) -> bool:
        """A class of at most b + 1 codes that one of its codes splits into singletons."""
        if len(codes) > self.game.answer_count + 1 or (below != UNLIMITED and below < 2):
            return False
        block = self.game.answers[np.ix_(codes, codes)]
        return any(len(np.unique(r)) == len(codes) for r in block)

    def require(self, target: int, kind: str, value: int) -> None:
        old = self.need.get(target)
        if kind == "exact" or old is None or old[0] == "exact":
            self.need[target] = ("exact",) if kind == "exact" or old is not None and old[0] == "exact" else ("lower", value)
        else:
            self.need[target] = ("lower", max(old[1], value))

    def _within_depth(self, depth, guess, codes, sizes, gains, below) -> bool:
        """Whether this guess attains within the state's recorded ``depth`` as the checker counts
        it: 1 if the guess is a code of the state, 2 for a singleton class, 3 for a small class,
        one more than a witnessed child's depth. Several guesses may attain the value with
        different depths; only one within the depth the state claims may be chosen."""
        local = max(1 if guess in codes else 0, 2 if (sizes == 1).any() else 0)
        witnessed = {a for _, a, _, _, _ in gains}
        if any(a not in witnessed for a in np.flatnonzero(sizes >= 2).tolist()):
            local = max(local, 3)
        for _, answer, target, _, _ in gains:
            if self.small(codes[self.game.answers[guess, codes] == answer], below):
                local = max(local, 3)
            else:
                local = max(local, int(self.states[target]["depth"]) + 1)
        return local <= depth

    def prune(self, k: int) -> None:
        game, state = self.game, self.states[k]
        codes, h = state["codes"], state["limit"]
        below = UNLIMITED if h == UNLIMITED else h - 1
        row = self.row(below)
        exact = self.need[k][0] == "exact"
        goal = state["value"] if exact else self.need[k][1]
        plan, attained = [], False
        for guess, witnesses in state["guesses"]:
            answers = game.answers[guess, codes]
            sizes = np.bincount(answers, minlength=self.width)
            sizes[game.found] = 0
            cost = len(codes) + int(row[sizes].sum())
            gains = []
            for answer, target, element in witnesses:
                size = int(sizes[answer])
                child = self.states[target]
                gains.append((min(child["value"], INFINITE) - int(row[size]), answer, target, element, size))
            attaining = exact and not attained and all(not self.states[t]["lower"] for _, _, t, _, _ in gains) and (
                h != UNLIMITED or self._within_depth(state["depth"], guess, codes, sizes, gains, below)) and (
                cost + sum(g[0] for g in gains) == goal) and {a for _, a, _, _, _ in gains} | {
                a for a in np.flatnonzero(sizes >= 2) if self.small(codes[answers == a], below)} >= set(
                np.flatnonzero(sizes >= 2).tolist())
            if attaining:
                chosen = []
                for gain, answer, target, element, size in gains:
                    if not self.small(codes[answers == answer], below):
                        chosen.append((answer, target, element, self.states[target]["value"]))
                        self.require(target, "exact", 0)
                plan.insert(0, (guess, chosen))
                attained = True
                continue
            if cost >= goal:
                continue
            chosen = []
            for gain, answer, target, element, size in sorted(gains, key=lambda g: -g[0]):
                if cost >= goal:
                    break
                if goal >= INFINITE:
                    if gain < INFINITE - int(row[size]):
                        continue
                    value, cost = INFINITE, INFINITE
                else:
                    take = min(gain, goal - cost)
                    value, cost = int(row[size]) + take, cost + take
                chosen.append((answer, target, element, value))
                self.require(target, "lower", value)
            if cost < goal:
                raise RuntimeError(f"state {k}: guess {guess} reaches only {cost} < {goal}")
            plan.append((guess, chosen))
        if exact and not attained:  # a guess with no class needing a witness (/2 lists none)
            block = game.answers[codes].astype(np.int64)  # block[c, g] = answer(g, c): the table is symmetric
            every = np.bincount((block + (np.arange(len(game.codes)) * self.width)[None, :]).ravel(),
                                minlength=len(game.codes) * self.width).reshape(len(game.codes), self.width)
            every[:, game.found] = 0
            totals = len(codes) + row[every].sum(axis=1)
            for guess in np.flatnonzero((totals == goal) & ~(every == len(codes)).any(axis=1)).tolist():
                sizes, answers = every[guess], game.answers[guess, codes]
                local = max(2 if (sizes == 1).any() else 0, 3 if (sizes >= 2).any() else 0, 1 if guess in codes else 0)
                if h == UNLIMITED and local > state["depth"]:
                    continue
                if all(self.small(codes[answers == a], below) for a in np.flatnonzero(sizes >= 2)):
                    plan.insert(0, (guess, []))
                    attained = True
                    break
        if exact and not attained:
            raise RuntimeError(f"state {k}: no attaining guess found")
        self.plan[k] = plan


def compact_lines(lines, game: Game | None = None):
    """``certify-mastermind-optimality/3`` JSON lines from the lines of a /2 certificate."""
    stream = iter(lines)
    first = next(stream)
    header = json.loads(first)
    game = game or Game(header["digits"], header["symbols"], header["repeats"])
    yield from compact_states(*read_v2([first, *stream], game), game)


def compact_document(doc: dict, game: Game | None = None):
    """``certify-mastermind-optimality/3`` JSON lines from a /1 document (a dict)."""
    game = game or Game(doc["digits"], doc["symbols"], doc["repeats"])
    yield from compact_states(*read_v1(doc, game), game)


def compact_states(header: dict, states: list, game: Game):
    """``certify-mastermind-optimality/3`` JSON lines from a header and the states of an older
    certificate (:func:`read_v1`, :func:`read_v2`)."""
    pruner = _Pruner(game, states)
    start = game.all if "root" not in header else np.sort(game.index[np.array(header["root"], dtype=np.int64)])
    roots = [k for k, s in enumerate(states) if np.array_equal(s["codes"], start)]
    for k in roots:
        pruner.need[k] = ("lower", states[k]["value"]) if states[k]["lower"] or states[k]["value"] >= INFINITE else ("exact",)
    for k in sorted(range(len(states)), key=lambda k: -len(states[k]["codes"])):
        if k in pruner.need:
            pruner.prune(k)
    identity = (np.arange(game.d), np.arange(game.n))
    frame = {k: identity for k in roots}
    number = {k: i for i, k in enumerate(roots)}
    order, out = list(roots), []
    position = 0
    while position < len(order):
        k = order[position]
        position += 1
        state, psi = states[k], frame[k]
        exact = pruner.need[k][0] == "exact"
        value = state["value"] if exact else pruner.need[k][1]
        back = inverse(psi)
        guesses = []
        for guess, chosen in pruner.plan[k]:
            entries = []
            for answer, target, element, relied in chosen:
                shown = None if relied >= INFINITE else int(relied)
                if target not in number:
                    number[target] = len(order)
                    order.append(target)
                    frame[target] = compose(psi, inverse(element))
                    entries.append([int(answer), shown])
                else:
                    chi = compose(frame[target], compose(element, back))
                    entries.append([int(answer), shown, number[target], element_rank(game, chi)])
            guesses.append([int(game.image(np.array([guess]), psi)[0]), entries])
        automorphisms = sorted({element_rank(game, compose(psi, compose(a, back))) for a in state["automorphisms"]})
        limit = None if state["limit"] == UNLIMITED else state["limit"]
        depth = int(state["depth"]) if exact and limit is None and value < INFINITE else 0
        out.append(json.dumps([limit, None if value >= INFINITE else int(value), 0 if exact else 1, depth,
                               automorphisms, guesses], separators=(",", ":")))
    head = {key: header[key] for key in ("digits", "symbols", "repeats", "scoring", "codes", "group",
                                         "total", "worst", "restricted") if key in header}
    if "impossible_within" in header:
        head["impossible_within"] = header["impossible_within"]
    if "root" in header:  # a fragment of a split search: its root is this state, not every code
        head["root"] = start.tolist()
    yield json.dumps({"format": FORMAT, **head, "roots": len(roots), "states": len(out)}, separators=(",", ":"))
    yield from out
