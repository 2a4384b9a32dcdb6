"""The trait-matrix model of Paz and Peterfreund, Section 2.

Characters 0..n-1, traits 0..m-1, ``matrix[i][j]`` = 1 when character i has trait j. A
question asks about one trait; after its answer the candidates are those agreeing with it
(a run ``q_1, a_1, I_1, ..., q_k, a_k, I_k``, Section 2.3). Characters must be
*distinguishable* (distinct rows, Section 2.2); *Assumption 1* asks much more: every subset A
of the characters is exactly the set having some trait ("the trait that separates A").

>>> board = load_board()
>>> board.n, board.m, board.distinguishable()
(24, 18, True)
>>> board.assumption_1_violation() is not None
True
"""
from __future__ import annotations

import functools
import tomllib
from dataclasses import dataclass
from pathlib import Path

from ..errors import CertifyError
from ..files.resources import packaged

BOARD = packaged("certify.adversary", "data/board24.toml")


@dataclass
class TraitMatrix:
    characters: list[str]
    traits: list[str]
    matrix: list[list[int]]

    @property
    def n(self) -> int:
        return len(self.characters)

    @property
    def m(self) -> int:
        return len(self.traits)

    def having(self, trait: int) -> frozenset:
        """The characters with the trait: the set its question separates."""
        return frozenset(i for i in range(self.n) if self.matrix[i][trait])

    def distinguishable(self) -> bool:
        return len({tuple(row) for row in self.matrix}) == self.n

    def separating_trait(self, subset) -> int | None:
        """The trait j_A with A = {i : T[i][j] = 1} (Assumption 1), if the board has one."""
        subset = frozenset(subset)
        return next((j for j in range(self.m) if self.having(j) == subset), None)

    def assumption_1_violation(self) -> frozenset | None:
        """The first proper non-empty subset (by size, then lexicographically) that no trait
        separates, or ``None`` when every such subset is separated. (The paper's Assumption 1
        also names the empty and the full set; a question about them teaches nothing.)"""
        columns = {self.having(j) for j in range(self.m)}
        if len(columns - {frozenset(), frozenset(range(self.n))}) < 2 ** self.n - 2:
            from itertools import combinations

            for size in range(1, self.n):
                for subset in combinations(range(self.n), size):
                    if frozenset(subset) not in columns:
                        return frozenset(subset)
        return None

    def run(self, character: int, questions: list[int]) -> list[tuple[int, bool, frozenset]]:
        """The run (q_l, a_l, I_l) of honest answers about ``character``."""
        candidates, steps = frozenset(range(self.n)), []
        for trait in questions:
            answer = bool(self.matrix[character][trait])
            candidates = frozenset(i for i in candidates if bool(self.matrix[i][trait]) == answer)
            steps.append((trait, answer, candidates))
        return steps


@functools.lru_cache(maxsize=None)
def load_board(path: str | None = None) -> TraitMatrix:
    """The shipped 24-character example board (or another board file of the same form)."""
    source = Path(path) if path else BOARD
    try:
        data = tomllib.loads(source.read_text(encoding="utf-8"))
        traits = list(data["traits"])
        rows = data["characters"]
    except (OSError, tomllib.TOMLDecodeError, KeyError, TypeError) as error:
        raise CertifyError.unreadable(f"cannot read board {source}: {error}") from None
    index = {t: j for j, t in enumerate(traits)}
    matrix = []
    for name, has in rows.items():
        unknown = [t for t in has if t not in index]
        if unknown:
            raise CertifyError(f"board {source}: {name} has unknown trait {unknown[0]!r}")
        matrix.append([1 if t in has else 0 for t in traits])
    return TraitMatrix(list(rows), traits, matrix)


class BoardSearch:
    """Exact search for the best adaptive question tree on a real board (questions restricted
    to its traits): least worst case and least total questions (expected = total / n), each
    over all trees, memoised on the set of remaining candidates (a bitmask)."""

    def __init__(self, board: TraitMatrix) -> None:
        if not board.distinguishable():
            raise CertifyError("two characters have the same traits: no strategy can tell them apart")
        self.board = board
        self.masks = [sum(1 << i for i in board.having(j)) for j in range(board.m)]
        self.memo: dict[int, tuple[int, int]] = {}

    def value(self, state: int) -> tuple[int, int]:
        """(least worst-case questions, least total questions over the candidates)."""
        if state & (state - 1) == 0:
            return 0, 0
        known = self.memo.get(state)
        if known is not None:
            return known
        worst = total = None
        size = state.bit_count()
        for mask in self.masks:
            yes = state & mask
            if yes == 0 or yes == state:
                continue
            w1, t1 = self.value(yes)
            w2, t2 = self.value(state ^ yes)
            w, t = 1 + max(w1, w2), size + t1 + t2
            worst = w if worst is None else min(worst, w)
            total = t if total is None else min(total, t)
        self.memo[state] = (worst, total)
        return worst, total

    def tree(self, state: int | None = None, by: str = "total") -> dict:
        """An optimal tree (least total, or least worst case), as nested dicts."""
        state = (1 << self.board.n) - 1 if state is None else state
        if state & (state - 1) == 0:
            return {"character": self.board.characters[state.bit_length() - 1]}
        pick = 1 if by == "total" else 0
        best = None
        for j, mask in enumerate(self.masks):
            yes = state & mask
            if yes == 0 or yes == state:
                continue
            a, b = self.value(yes), self.value(state ^ yes)
            score = (state.bit_count() + a[1] + b[1]) if pick else 1 + max(a[0], b[0])
            if best is None or score < best[0]:
                best = (score, j, yes)
        _, j, yes = best
        return {"trait": self.board.traits[j], "yes": self.tree(yes, by), "no": self.tree(state ^ yes, by)}


def fewest_predetermined_traits(board: TraitMatrix, limit: int | None = None) -> tuple[int, list[str]] | None:
    """The fewest traits whose answers tell every character apart (a predetermined strategy on
    this board), by exhaustive search over trait subsets of growing size."""
    from itertools import combinations

    binary = all(value in (0, 1) for row in board.matrix for value in row)
    rows = [sum(1 << j for j, value in enumerate(row) if value) for row in board.matrix] if binary else None
    for k in range(0, (limit or board.m) + 1):
        for chosen in combinations(range(board.m), k):
            if binary:  # 0/1 traits: two rows agree on the chosen traits iff their bits under the mask do
                mask = sum(1 << j for j in chosen)
                distinct = len({row & mask for row in rows})
            else:
                distinct = len({tuple(row[j] for j in chosen) for row in board.matrix})
            if distinct == board.n:
                return k, [board.traits[j] for j in chosen]
    return None


def certificate(board: TraitMatrix) -> dict:
    """The ``certify-board/1`` certificate of ``board`` (docs/formats.md), checked by
    :mod:`certify.checkers.board`: the matrix, every state of the exact search with its least
    worst case and total, and the fewest predetermined traits with, for every set of one trait
    fewer, two characters it cannot tell apart."""
    from itertools import combinations

    search = BoardSearch(board)
    search.value((1 << board.n) - 1)
    found = fewest_predetermined_traits(board)
    if found is None:
        raise CertifyError("no set of traits tells every character apart")
    chosen = sorted(board.traits.index(t) for t in found[1])
    excluded = []
    for subset in combinations(range(board.m), len(chosen) - 1) if chosen else ():
        first: dict = {}
        for i, row in enumerate(board.matrix):
            key = tuple(row[j] for j in subset)
            if key in first:
                excluded.append([first[key], i])
                break
            first[key] = i
    return {"format": "certify-board/1", "characters": list(board.characters), "traits": list(board.traits),
            "matrix": [list(row) for row in board.matrix],
            "search": [[state, *search.memo[state]] for state in sorted(search.memo)],
            "fewest": {"traits": chosen, "excluded": excluded}}
