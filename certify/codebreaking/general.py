"""General code-breaking games: D positions, N symbols, distinct (AB / Bulls and Cows) or with
repeats (Mastermind), as cited in the AB-games paper's introduction (Knuth's 4×6 Mastermind,
Koyama and Lai; Bulls and Cows 4×10).

A code is a tuple of ``D`` symbols from ``range(N)``, numbered by its base-N value
(``sum(c[p] * N**(D-1-p))``, the *code number* the certificates use). The answer to a guess is
``(black, white)``: black = symbols right and in the right place; white = common symbols
counted with multiplicity (``sum over symbols of min(count in guess, count in secret)``) minus
black. For distinct codes this is the AB game's ``[A, B]``. Answers are stored as one byte,
``black * (D + 1) + white``.

The symmetry group used is G = Sym(N) × Sym(D): renaming symbols and permuting positions,
acting on codes by ``(pi, tau)·c = (tau[c[pi[0]]], ..., tau[c[pi[D-1]]])``. It preserves every
answer, so two states (sets of codes) in one orbit have the same values.

>>> game = Game(2, 3, repeats=True)
>>> len(game.codes), game.answer_count
(9, 4)
"""
from __future__ import annotations

from itertools import permutations, product
from math import factorial

import numpy as np

from ..errors import CertifyError

MAX_CODES = 10_000
CANDIDATE_CAP = 720  # relabellings tried per state by the canonical form (sound beyond it, less canonical)


def validate(d: int, n: int, repeats: bool) -> None:
    """Raise a one-line ``CertifyError`` unless the game is one this module handles."""
    for name, value in (("digits", d), ("symbols", n)):
        if isinstance(value, bool) or not isinstance(value, int):
            raise CertifyError(f"--{name} must be an integer, got {value!r}")
    if d < 1 or n < 1:
        raise CertifyError(f"--digits and --symbols must be at least 1, got {d} and {n}")
    if not repeats and d > n:
        raise CertifyError(f"--digits {d} exceeds --symbols {n}: a code needs {d} distinct symbols (or add --repeats)")
    count = n ** d if repeats else factorial(n) // factorial(n - d)
    if count > MAX_CODES:
        raise CertifyError.limit(f"the {d}x{n} game has {count} codes; this solver handles at most {MAX_CODES} "
                            f"(certify.codebreaking.general.MAX_CODES)")


def compose(second, first):
    """The group element ``second ∘ first`` (apply ``first``, then ``second``)."""
    return first[0][second[0]], second[1][first[1]]


def inverse(element):
    return np.argsort(element[0]), np.argsort(element[1])


class Game:
    """Codes, the answer table and the group action of one D×N game."""

    def __init__(self, d: int, n: int, repeats: bool = False) -> None:
        validate(d, n, repeats)
        self.d, self.n, self.repeats = d, n, repeats
        source = product(range(n), repeat=d) if repeats else permutations(range(n), d)
        self.codes = np.array(list(source), dtype=np.int64).reshape(-1, d)
        self.weights = n ** np.arange(d - 1, -1, -1, dtype=np.int64)
        self.numbers = self.codes @ self.weights
        self.index = np.full(n ** d, -1, dtype=np.int64)
        self.index[self.numbers] = np.arange(len(self.codes))
        self.found = d * (d + 1)
        self.answers = self._answer_table()
        self.answer_count = len(np.unique(self.answers)) - 1  # answers other than "found"
        self.all = np.arange(len(self.codes))

    @property
    def label(self) -> str:
        return f"{self.d}x{self.n} {'Mastermind' if self.repeats else 'AB game'}"

    def _answer_table(self) -> np.ndarray:
        counts = np.stack([(self.codes == s).sum(axis=1) for s in range(self.n)], axis=1)
        table = np.empty((len(self.codes), len(self.codes)), dtype=np.uint8)
        for start in range(0, len(self.codes), 256):
            rows = slice(start, start + 256)
            black = (self.codes[rows, None, :] == self.codes[None, :, :]).sum(axis=2)
            common = np.minimum(counts[rows, None, :], counts[None, :, :]).sum(axis=2)
            table[rows] = black * (self.d + 1) + (common - black)
        return table

    def class_sizes(self, rows: np.ndarray) -> np.ndarray:
        """``sizes[i, a]``: how many entries of answer row ``rows[i]`` (a guess's answers on a
        state's codes) equal answer ``a``; ``(d + 1)**2`` columns, "found" included."""
        width = (self.d + 1) ** 2
        offsets = (np.arange(len(rows)) * width)[:, None]
        return np.bincount((rows + offsets).ravel(), minlength=len(rows) * width).reshape(len(rows), width)

    def answer_text(self, value: int) -> str:
        return f"{value // (self.d + 1)},{value % (self.d + 1)}"

    def image(self, state: np.ndarray, element) -> np.ndarray:
        """Indices of the codes ``element`` maps ``state`` onto (same order as ``state``)."""
        pi, tau = element
        return self.index[tau[self.codes[state][:, pi]] @ self.weights]

    def canonical(self, state: np.ndarray):
        """A relabelling of ``state`` chosen from invariants: returns ``(key, element, image,
        automorphisms)`` with ``image = sorted(element·state)`` and ``key = image.tobytes()``.

        The key is always an image of the state under G, so equal keys mean isomorphic states
        (sound for memoisation whatever the choices). Positions and symbols are ordered by
        occurrence counts; ties between symbols that a transposition swaps without changing
        the state are broken freely (and the transpositions recorded as automorphisms), other
        ties by trying every order (up to ``CANDIDATE_CAP`` relabellings, then label order).
        ``automorphisms`` are elements of G mapping ``image`` onto itself.
        """
        d, n = self.d, self.n
        rows = self.codes[state]
        counts = np.stack([np.bincount(rows[:, p], minlength=n) for p in range(d)], axis=1)
        multi = np.zeros((n, d), dtype=np.int64)
        if self.repeats:
            per_code = np.stack([(rows == s).sum(axis=1) for s in range(n)], axis=1)
            for m in range(1, d + 1):
                multi[:, m - 1] = (per_code == m).sum(axis=0)
        position_key = [tuple(sorted(counts[:, p])) for p in range(d)]
        order = sorted(range(d), key=lambda p: position_key[p])
        groups = _runs([position_key[p] for p in order])
        pis = [np.array(p) for p in _orderings(order, groups)]
        base = np.concatenate([np.sort(counts, axis=1), multi], axis=1)
        symbol_order = sorted(range(n), key=lambda s: tuple(base[s]))
        classes = [[symbol_order[i] for i in run] for run in _runs([tuple(base[s]) for s in symbol_order])]
        free_generators = []
        identity_pi = np.arange(d)
        fixed = np.sort(state)
        for members in classes:
            if len(members) < 2:
                continue
            swaps = []
            for other in members[1:]:
                tau = np.arange(n)
                tau[members[0]], tau[other] = other, members[0]
                if np.array_equal(np.sort(self.image(state, (identity_pi, tau))), fixed):
                    swaps.append((identity_pi, tau))
            if len(swaps) == len(members) - 1:
                free_generators += swaps
                members.append("free")
        candidates = []
        for pi in pis:
            vec = np.concatenate([counts[:, pi], multi], axis=1)
            sym_order = sorted(range(n), key=lambda s: tuple(vec[s]))
            runs = _runs([tuple(vec[s]) for s in sym_order])
            free = {m for members in classes if members[-1] == "free" for m in members[:-1]}
            orders = [[]]
            for run in runs:
                members = [sym_order[i] for i in run]
                if len(members) > 1 and not set(members) <= free and \
                        len(orders) * factorial(len(members)) * len(pis) <= CANDIDATE_CAP:
                    orders = [o + list(p) for o in orders for p in permutations(members)]
                else:
                    orders = [o + members for o in orders]
            for sym in orders:
                tau = np.empty(n, dtype=np.int64)
                tau[np.array(sym)] = np.arange(n)
                candidates.append((pi, tau))
        images = np.sort(np.stack([self.image(state, c) for c in candidates]), axis=1)
        best = _lexmin(images)
        element = candidates[best]
        image = images[best]
        back = inverse(element)
        automorphisms = [compose(candidates[i], back) for i in range(len(candidates))
                         if i != best and np.array_equal(images[i], image)]
        automorphisms += [compose(element, compose(g, back)) for g in free_generators]
        return image.tobytes(), element, image, automorphisms

    def symmetries(self, state: np.ndarray) -> list:
        """Automorphisms of ``state`` found by :meth:`canonical` applied to ``state`` itself
        (a function of the state alone, whatever relabelling it was reached by)."""
        _, element, _, automorphisms = self.canonical(state)
        back = inverse(element)
        return [compose(back, compose(a, element)) for a in automorphisms]

    def orbit_representatives(self, automorphisms) -> np.ndarray:
        """The least code of each orbit of the group the automorphisms generate."""
        label = self.all.copy()
        maps = [self.image(self.all, g) for g in automorphisms]
        changed = bool(maps)
        while changed:
            changed = False
            for m in maps:
                merged = np.minimum(label, label[m])
                np.minimum.at(merged, m, label)
                if not np.array_equal(merged, label):
                    label, changed = merged, True
            label = label[label]
        return np.flatnonzero(label == self.all)


def _runs(keys) -> list[list[int]]:
    """Index runs of equal consecutive keys."""
    runs: list[list[int]] = []
    for i, key in enumerate(keys):
        if runs and keys[runs[-1][0]] == key:
            runs[-1].append(i)
        else:
            runs.append([i])
    return runs


def _orderings(order, groups):
    result = [[]]
    for run in groups:
        members = [order[i] for i in run]
        result = [r + list(p) for r in result for p in permutations(members)]
    return result


def _lexmin(rows: np.ndarray) -> int:
    alive = np.arange(len(rows))
    for column in range(rows.shape[1]):
        values = rows[alive, column]
        alive = alive[values == values.min()]
        if len(alive) == 1:
            break
    return int(alive[0])
