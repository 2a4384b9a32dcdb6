"""Budgeted exact search for D×N code-breaking games (issue 26): the same values as
:mod:`certify.codebreaking.search` (least total, least worst case, least total among
least-worst-case strategies, every strategy considered), found with far fewer states.

``search(S, h, budget)`` answers "is ``R(S, h) < budget``?": it returns ``(v, True, depth)`` with
``v = R(S, h)`` exactly when that is below the budget, else ``(lb, False, 0)`` with
``budget <= lb <= R(S, h)``. What makes it fast (measured on 4×8 Bulls and Cows in docs/mastermind.md):

* **budgets**: a child class is searched with the largest total that could still improve its
  parent (the parent's budget minus the guess's partial sum and the size bounds of the classes
  not yet solved); a guess is abandoned as soon as partial sum + bounds of the rest reach it;
* the **smallest answer classes first**, so budgets tighten early;
* **small classes without search**: a class of ``s <= b + 1`` codes (``b`` answers besides
  "found") that one of its own codes splits into singletons costs exactly ``2s - 1`` (the size
  bound), read off the ``s × s`` answer block;
* **lower bounds memoised** beside exact values, per canonical state and depth limit (a lower
  bound only grows: a later search with a larger budget replaces it);
* the canonical relabelling of an exact code set is cached, and the symmetry group and the guess
  orbit representatives of a canonical state are kept while it is expanded (one canonical form
  per state, not per guess);
* the per-guess class sizes and size bounds come from one compiled (numba) loop over the answer
  table, which is symmetric (answer(g, s) = answer(s, g)), so it reads whole rows.

The least worst case uses a feasibility search (``R(S, h) < ∞``?), which is much cheaper than
the least total within ``h``; the restricted total is then the least total (when the least-total
strategy is within the least worst case, as for 4×10 Bulls and Cows) or a budgeted search.
Every value is an exact integer; the memo is a pure function of the canonical state, the limit
and the budgets asked, so reruns give the same result.

>>> from certify.codebreaking.general import Game
>>> r = BudgetSolver(Game(3, 4)).solve()
>>> r.total, r.worst, r.restricted
(72, 4, 72)
"""
from __future__ import annotations

import time
from itertools import chain, permutations
from math import factorial

import numpy as np

try:  # the compiled inner loops; numpy fallbacks when numba is missing (the core install)
    from numba import njit
except ImportError:  # pragma: no cover
    njit = None

from .bounds import INFINITE, UNLIMITED, bound_table
from .general import Game, compose, inverse
from .search import Result

LIMIT_ROWS = 32
QUICK_CAP = 48  # relabellings the compiled canonical form tries; states needing more use Game.canonical


def _guess_costs_py(table, state, reps, bound_row, found, width):
    rows = table[np.ix_(state, reps)].T.astype(np.int64)
    offsets = (np.arange(len(reps)) * width)[:, None]
    counts = np.bincount((rows + offsets).ravel(), minlength=len(reps) * width).reshape(len(reps), width)
    hit = counts[:, found].copy()
    counts[:, found] = 0
    cost = len(state) + bound_row[counts].sum(axis=1)
    cost[(counts == len(state)).any(axis=1)] = INFINITE
    return counts, np.minimum(cost, INFINITE), hit


if njit is not None:
    @njit(cache=True)
    def _guess_costs(table, state, reps, bound_row, found, width):  # pragma: no cover (compiled)
        g = reps.shape[0]
        counts = np.zeros((g, width), dtype=np.int64)
        for c in state:
            row = table[c]
            for i in range(g):
                counts[i, row[reps[i]]] += 1
        size = state.shape[0]
        cost = np.empty(g, dtype=np.int64)
        hit = np.empty(g, dtype=np.int64)
        for i in range(g):
            hit[i] = counts[i, found]
            counts[i, found] = 0
            total = size
            useless = False
            for a in range(width):
                k = counts[i, a]
                if k == size:
                    useless = True
                total += bound_row[k]
            cost[i] = INFINITE if useless or total > INFINITE else total
        return counts, cost, hit

    @njit(cache=True)
    def _separating(table, state, seen):  # pragma: no cover (compiled)
        size = state.shape[0]
        for i in range(size):
            row = table[state[i]]
            distinct = 0
            for j in range(size):
                a = row[state[j]]
                if seen[a] != i + 1:
                    seen[a] = i + 1
                    distinct += 1
            if distinct == size:
                return state[i]
        return -1

    @njit(cache=True)
    def _profile(codes, state, n, d, repeats):  # pragma: no cover (compiled)
        """counts[s, p]: codes with symbol s at position p; then, with repeats, columns d + m - 1:
        codes holding s exactly m times."""
        counts = np.zeros((n, 2 * d), dtype=np.int64)
        per = np.zeros(n, dtype=np.int64)
        for c in state:
            for p in range(d):
                counts[codes[c, p], p] += 1
            if repeats:
                for p in range(d):
                    per[codes[c, p]] += 1
                for p in range(d):
                    s = codes[c, p]
                    if per[s] > 0:
                        counts[s, d + per[s] - 1] += 1
                        per[s] = 0
        return counts

    @njit(cache=True)
    def _least_image(codes, index, weights, state, pis, taus):  # pragma: no cover (compiled)
        """The least sorted image of ``state`` over the candidates (pis[k], taus[k]), its
        candidate number, and which candidates give the same image."""
        k_count, size, d = pis.shape[0], state.shape[0], pis.shape[1]
        best = np.empty(size, dtype=np.int64)
        image = np.empty(size, dtype=np.int64)
        same = np.zeros(k_count, dtype=np.bool_)
        best_k = -1
        for k in range(k_count):
            for i in range(size):
                number = 0
                for p in range(d):
                    number += taus[k, codes[state[i], pis[k, p]]] * weights[p]
                image[i] = index[number]
            image.sort()
            order = 0
            if best_k >= 0:
                for i in range(size):
                    if image[i] != best[i]:
                        order = -1 if image[i] < best[i] else 1
                        break
            if best_k < 0 or order < 0:
                best[:] = image
                best_k = k
                same[:] = False
                same[k] = True
            elif order == 0:
                same[k] = True
        return best, best_k, same
else:  # no numba: numpy for the guess costs; Game.canonical and a numpy scan for the rest
    _guess_costs = _guess_costs_py
    _separating = _profile = _least_image = None


def cull(memos, keep: int) -> int:
    """Drop memo entries until at most ``keep`` remain (issue 40 item 1), the least valuable first:
    ``memos`` is a list of ``(dict keyed by (canonical key, limit), rank)``; an entry's value is
    (its state's size, rank), so the states of fewest codes, whose search is the cheapest to
    repeat, go first, and at equal size the feasibility search's witness guesses (rank -1, read
    only to write a budget strategy) before the bounds (rank 0) before the exact values (rank 1);
    among equals the oldest entries go. Sound whatever is dropped: an entry is a proved fact about its
    state, never needed (a missing one is searched again). Returns how many were dropped."""
    from collections import Counter

    total = sum(len(memo) for memo, _ in memos)
    if total <= keep:
        return 0
    counts = Counter((len(key), rank) for memo, rank in memos for key, _ in memo)
    kept, cutoff = 0, None
    for bucket in sorted(counts, reverse=True):
        if kept + counts[bucket] > keep:
            cutoff = bucket
            break
        kept += counts[bucket]
    spare = keep - kept  # entries of the cutoff bucket still kept: the newest
    for memo, rank in memos:
        doomed = [entry for entry in memo if (len(entry[0]), rank) < cutoff]
        for entry in doomed:
            del memo[entry]
    for memo, rank in reversed(memos):
        at = [entry for entry in memo if (len(entry[0]), rank) == cutoff]
        drop = max(len(at) - spare, 0)
        spare -= len(at) - drop
        for entry in at[:drop]:
            del memo[entry]
    return total - sum(len(memo) for memo, _ in memos)


def read_checkpoint(path, header: dict, take) -> None:
    """Hand each entry of a checkpoint file (gzipped JSON lines: ``header``, then one list per
    entry, its first two items a state's key in hex and a limit) to ``take(key, limit, entry)``;
    nothing when the file does not exist. A file that is not such a checkpoint of this game, or an
    entry ``take`` cannot use, is a ValueError naming the file (the command: one line, exit 3)."""
    import gzip
    import json
    import os

    if not os.path.exists(path):
        return
    try:
        with gzip.open(path, "rt", encoding="utf-8") as handle:
            found = json.loads(handle.readline())
            if found != header:
                raise ValueError(f"its header is {found!r}")
            for line in handle:
                item = json.loads(line)
                take(bytes.fromhex(item[0]), item[1], item)
    except (OSError, EOFError, UnicodeDecodeError, ValueError, TypeError, IndexError, KeyError) as error:
        raise ValueError(f"{path}: not a checkpoint of this game ({str(error)[:200]}); remove it to start afresh") from None


def write_checkpoint(path, header: dict, lines) -> None:
    """Write a checkpoint file as :func:`read_checkpoint` reads it (gzipped JSON lines: ``header``,
    then ``lines``), atomically (:func:`certify.files.output.write`): an interrupt leaves the last
    one as it was and no partial file."""
    import gzip
    import json

    from ..files.output import write

    def produce(tmp) -> None:
        with gzip.open(tmp, "wt", encoding="utf-8", compresslevel=6) as handle:
            handle.write(json.dumps(header) + "\n")
            handle.writelines(lines)

    write(path, produce, option="--checkpoint")


def make_room(memos, limit, entries: int = 1) -> int:
    """Before ``entries`` entries are stored in ``memos`` (as :func:`cull`): when they would pass
    ``limit`` (None: no limit), cull to half of it. Returns how many were dropped."""
    if limit is None or sum(len(memo) for memo, _ in memos) + entries <= limit:
        return 0
    return cull(memos, min(limit // 2, limit - entries))


def trim(cache: dict, limit) -> None:
    """Hold a cache (a pure function of its keys) to ``limit`` entries: when full, the oldest
    half goes."""
    if limit is not None and len(cache) >= limit:
        for entry in list(cache)[:len(cache) - limit // 2]:
            del cache[entry]


class BudgetSolver:
    """Memoised budgeted branch and bound over canonical states (module docstring).

    ``exact[(key, h)] = (value, depth, guess)`` (guess: a code index of the canonical image);
    ``lower[(key, h)] = lb`` (``R >= lb``); ``feasible[(key, h)] = bool``. ``memo_limit``: at most
    that many entries in these memos together (:func:`cull`, down to half when full; None: no
    limit), and in each of the canonical-form caches ``keys`` and ``reps`` (:func:`trim`).
    """

    def __init__(self, game: Game, progress=None, checkpoint=None, every: float = 600.0,
                 memo_limit: int | None = None) -> None:
        self.game = game
        self.bounds = bound_table(len(game.codes), game.answer_count, LIMIT_ROWS)
        self.table = np.ascontiguousarray(game.answers)
        self.width = (game.d + 1) ** 2
        self.exact: dict = {}
        self.lower: dict = {}
        self.feasible: dict = {}
        self.witness_guess: dict = {}  # (key, h) -> a guess (canonical image) of a strategy within h
        self.keys: dict = {}
        self.reps: dict = {}
        self.nodes = 0
        self.expanded = 0
        self.progress = progress
        self.small = game.answer_count + 1
        self.memo_limit, self.culled = memo_limit, 0
        self.checkpoint, self.every, self.saved = checkpoint, every, time.monotonic()
        if checkpoint is not None:
            self.load(checkpoint)
            self.room()

    def memos(self) -> list:
        return [(self.exact, 1), (self.lower, 0), (self.feasible, 0), (self.witness_guess, -1)]  # witnesses: read by strategy() only

    def room(self, entries: int = 1) -> None:
        """Before ``entries`` entries are stored: a memo too full for them (``memo_limit``) is
        culled to half."""
        self.culled += make_room(self.memos(), self.memo_limit, entries)

    # checkpoints --------------------------------------------------------------------------------
    def tag(self) -> tuple:
        return ("certify-budget-memo/1", self.game.d, self.game.n, self.game.repeats)

    def header(self) -> dict:
        """The first line of this game's checkpoint file."""
        return {"format": self.tag()[0], "game": list(self.tag()[1:])}

    def load(self, path) -> None:
        """Resume from a checkpoint written by :meth:`save` (every entry is a proved fact about
        a canonical state, so a run continues from any point; a value the search would use is
        never taken on trust by the checker, which re-verifies the certificate). Gzipped JSON
        lines: a header, then ``[key hex, limit, "e", value, depth, guess]`` (exact),
        ``[key hex, limit, "l", lower bound]`` or ``[key hex, limit, "f", 0 or 1]`` (feasible)."""
        def take(key, h, item) -> None:
            if item[2] == "e":
                self.exact[(key, h)] = tuple(item[3:6])
            elif item[2] == "l":
                if item[3] > self.lower.get((key, h), 0):
                    self.lower[(key, h)] = item[3]
            else:
                self.feasible[(key, h)] = bool(item[3])

        read_checkpoint(path, self.header(), take)
        for entry in list(self.lower):
            if entry in self.exact:
                del self.lower[entry]

    def save(self, path=None) -> None:
        """Write the memo (exact values, lower bounds, feasibility) to ``path`` atomically."""
        lines = chain((f'["{key.hex()}",{h},"e",{value},{depth},{guess}]\n' for (key, h), (value, depth, guess) in self.exact.items()),
                      (f'["{key.hex()}",{h},"l",{value}]\n' for (key, h), value in self.lower.items()),
                      (f'["{key.hex()}",{h},"f",{int(value)}]\n' for (key, h), value in self.feasible.items()))
        write_checkpoint(path or self.checkpoint, self.header(), lines)
        self.saved = time.monotonic()

    def tick(self) -> None:
        if self.checkpoint is not None and time.monotonic() - self.saved > self.every:
            self.save()

    def row(self, h: int) -> np.ndarray:
        return self.bounds[LIMIT_ROWS if h >= LIMIT_ROWS else h]

    def quick_canonical(self, state: np.ndarray):
        """:meth:`Game.canonical` restricted to states whose ties need few relabellings (the
        symbols no code of the state uses are interchangeable and stay in label order); None
        otherwise. Whether it applies depends on invariants only, and its key is an image of
        the state, so it is sound beside :meth:`Game.canonical` (equal keys: isomorphic)."""
        game, d, n = self.game, self.game.d, self.game.n
        counts = _profile(game.codes, state, n, d, game.repeats)
        cnt = counts[:, :d].tolist()
        extra = counts[:, d:].tolist() if game.repeats else [[]] * n
        column = [tuple(sorted(cnt[s][p] for s in range(n))) for p in range(d)]
        order = sorted(range(d), key=column.__getitem__)
        pis, ties = [[]], 1
        start = 0
        while start < d:
            stop = start + 1
            while stop < d and column[order[stop]] == column[order[start]]:
                stop += 1
            members = order[start:stop]
            ties *= factorial(stop - start)
            if ties > QUICK_CAP:
                return None
            pis = [q + list(p) for q in pis for p in permutations(members)] if stop - start > 1 else [q + members for q in pis]
            start = stop
        candidates_pi, candidates_tau = [], []
        for pi in pis:
            vec = [tuple(cnt[s][p] for p in pi) + tuple(extra[s]) for s in range(n)]
            sym = sorted(range(n), key=vec.__getitem__)
            orders = [[]]
            start = 0
            while start < n:
                stop = start + 1
                while stop < n and vec[sym[stop]] == vec[sym[start]]:
                    stop += 1
                members = sym[start:stop]
                if stop - start > 1 and any(vec[members[0]]):
                    if len(orders) * factorial(stop - start) * len(pis) > QUICK_CAP:
                        return None
                    orders = [o + list(p) for o in orders for p in permutations(members)]
                else:
                    orders = [o + members for o in orders]
                start = stop
            for o in orders:
                tau = [0] * n
                for rank, symbol in enumerate(o):
                    tau[symbol] = rank
                candidates_pi.append(pi)
                candidates_tau.append(tau)
        pis_a = np.array(candidates_pi, dtype=np.int64)
        taus_a = np.array(candidates_tau, dtype=np.int64)
        image, best, same = _least_image(game.codes, game.index, game.weights, state, pis_a, taus_a)
        element = (pis_a[best], taus_a[best])
        automorphisms = []
        if same.sum() > 1:
            back = inverse(element)
            automorphisms = [compose((pis_a[k], taus_a[k]), back) for k in np.flatnonzero(same) if k != best]
        free = [s for s in range(n) if not any(vec_zero for vec_zero in cnt[s]) and not any(extra[s])]
        if len(free) > 1:  # unused symbols: every transposition of two of them is an automorphism
            for other in free[1:]:
                tau = np.arange(n)
                a, b = element[1][free[0]], element[1][other]
                tau[a], tau[b] = b, a
                automorphisms.append((np.arange(d), tau))
        return image.tobytes(), element, image, automorphisms

    # canonical forms ------------------------------------------------------------------------
    def canonical(self, state: np.ndarray):
        raw = state.astype(np.int16).tobytes()
        known = self.keys.get(raw)
        if known is None:
            found = self.quick_canonical(state) if _profile is not None else None
            _, element, image, automorphisms = found if found is not None else self.game.canonical(state)
            key = image.astype(np.int16).tobytes()
            trim(self.keys, self.memo_limit)
            known = self.keys[raw] = (key, element)
            if key not in self.reps:
                trim(self.reps, self.memo_limit)
                self.reps[key] = automorphisms or None
        return known

    @staticmethod
    def image(key: bytes) -> np.ndarray:
        """The canonical state (sorted code indices) a key stands for."""
        return np.frombuffer(key, dtype=np.int16).astype(np.int64)

    def automorphisms(self, key: bytes) -> list:
        """The automorphisms of a canonical state (``reps``, found again when trimmed away)."""
        automorphisms = self.reps.get(key, False)
        if automorphisms is False:
            trim(self.reps, self.memo_limit)
            automorphisms = self.reps[key] = self.game.symmetries(self.image(key)) or None
        return automorphisms or []

    def guesses(self, key: bytes, image: np.ndarray) -> np.ndarray:
        automorphisms = self.automorphisms(key) or None
        return self.game.all if automorphisms is None else self.game.orbit_representatives(automorphisms)

    def separated(self, state: np.ndarray) -> int:
        """A code of ``state`` splitting it into singletons, or -1 (``state`` small)."""
        if _separating is not None:
            return int(_separating(self.table, state, np.zeros(256, dtype=np.int64)))
        block = self.table[np.ix_(state, state)]
        for i in range(len(state)):
            if len(np.unique(block[i])) == len(state):
                return int(state[i])
        return -1

    # the budgeted search ----------------------------------------------------------------------
    def search(self, state: np.ndarray, h: int, budget: int):
        """``(R, True, depth)`` whenever ``R(state, h) < budget`` (and whenever R is known
        exactly anyway), else ``(lb, False, 0)`` with ``budget <= lb <= R``."""
        size = len(state)
        if size == 1:
            return (1, True, 1) if h >= 1 else (INFINITE, True, 0)
        floor = int(self.row(h)[size])
        if floor >= INFINITE:
            return INFINITE, True, 0
        if floor >= budget:
            return floor, False, 0
        if size <= self.small and h >= 2 and self.separated(state) >= 0:
            return 2 * size - 1, True, 2
        key, _ = self.canonical(state)
        hit = self.exact.get((key, h))
        if hit is not None:
            return (hit[0], True, hit[1]) if hit[0] < budget else (hit[0], False, 0)
        lb = self.lower.get((key, h), 0)
        if lb >= budget:
            return lb, False, 0
        value, exact, depth, guess = self.expand(key, self.image(key), h, budget)
        self.room()
        if exact:
            self.exact[(key, h)] = (value, depth, guess)
            self.lower.pop((key, h), None)
            if self.progress is not None and len(self.exact) % 256 == 0:
                self.progress(len(self.exact))
            return (value, True, depth) if value < budget else (value, False, 0)
        self.lower[(key, h)] = max(lb, value)
        return max(lb, value), False, 0

    def expand(self, key: bytes, state: np.ndarray, h: int, budget: int):
        """``(value, exact, depth, guess)`` of a canonical state searched below ``budget``."""
        self.expanded += 1
        if self.expanded % 64 == 0:
            self.tick()
        below = UNLIMITED if h == UNLIMITED else h - 1
        row = self.row(below)
        reps = self.guesses(key, state)
        counts, cost, hit = _guess_costs(self.table, state, reps, row, self.game.found, self.width)
        order = np.argsort(cost, kind="stable")
        cutoff, best, best_depth, best_guess = budget, INFINITE, 0, -1
        least = INFINITE  # least lower bound over the guesses not attaining a value < budget
        codes_row = self.table
        for i in order:
            c = int(cost[i])
            if c >= cutoff:
                least = min(least, c)
                break
            self.nodes += 1
            guess = int(reps[i])
            answers = self.table[state, guess]
            classes = np.flatnonzero(counts[i])
            classes = classes[np.argsort(counts[i][classes], kind="stable")]
            total, depth, abandoned = c, int(hit[i]), False
            for a in classes:
                members = state[answers == a]
                cb = int(row[len(members)])
                value, exact, sub_depth = self.search(members, below, cutoff - (total - cb))
                total += value - cb
                if not exact or total >= cutoff:
                    abandoned = True
                    break
                depth = max(depth, sub_depth + 1)
            if abandoned:
                least = min(least, total)
                continue
            best, best_depth, best_guess, cutoff = total, depth, guess, total
        del codes_row
        if best < budget:
            return best, True, best_depth, best_guess
        return min(least, INFINITE), least >= INFINITE, 0, -1

    # feasibility -------------------------------------------------------------------------------
    def possible(self, state: np.ndarray, h: int) -> bool:
        """Whether some strategy finds every code of ``state`` within ``h`` guesses."""
        size = len(state)
        if size == 1:
            return h >= 1
        if self.row(h)[size] >= INFINITE:
            return False
        if size <= self.small and h >= 2 and self.separated(state) >= 0:
            return True
        key, _ = self.canonical(state)
        if (key, h) in self.exact:
            return self.exact[(key, h)][0] < INFINITE
        if self.lower.get((key, h), 0) >= INFINITE:
            return False
        known = self.feasible.get((key, h))
        if known is not None:
            return known
        self.expanded += 1
        row = self.row(h - 1)
        image = self.image(key)
        reps = self.guesses(key, image)
        counts, cost, _ = _guess_costs(self.table, image, reps, row, self.game.found, self.width)
        largest = counts.max(axis=1)
        result, witness = False, -1
        for i in np.lexsort((largest, cost)):
            if cost[i] >= INFINITE:
                break
            self.nodes += 1
            answers = self.table[image, int(reps[i])]
            classes = np.flatnonzero(counts[i])
            classes = classes[np.argsort(-counts[i][classes], kind="stable")]
            if all(self.possible(image[answers == a], h - 1) for a in classes):
                result, witness = True, int(reps[i])
                break
        self.room(2)  # feasible, and the witness guess or the lower bound "no strategy"
        if result:
            self.witness_guess[(key, h)] = witness
        self.feasible[(key, h)] = result
        if not result:
            self.lower[(key, h)] = INFINITE
        return result

    # the three measures ------------------------------------------------------------------------
    def solve(self) -> Result:
        start = time.perf_counter()
        everything = self.game.all
        total, _, depth = self.search(everything, UNLIMITED, INFINITE)
        h = 1
        while self.row(h)[len(everything)] >= INFINITE:
            h += 1
        while not self.possible(everything, h):
            h += 1
        if depth <= h:
            restricted = total
        else:
            restricted = self.search(everything, h, INFINITE)[0]
        if self.checkpoint is not None:
            self.save()
        self.measures = (total, depth, h, restricted)
        return Result(self.game, total, h, restricted, depth, len(self.exact) + len(self.lower),
                      self.nodes, time.perf_counter() - start)

    # the strategy ------------------------------------------------------------------------------
    def strategy(self, state: np.ndarray, h: int) -> dict:
        """A strategy tree attaining ``R(state, h)`` (``certify-mastermind-tree/1`` node), read
        from the exact memo (searching where an entry is missing)."""
        game = self.game
        if len(state) == 1:
            return {"guess": game.codes[state[0]].tolist()}
        guess = self.separated(state) if len(state) <= self.small and h >= 2 else -1
        if guess < 0:
            key, element = self.canonical(state)
            if (key, h) in self.witness_guess and (key, h) not in self.exact:
                canonical_guess = self.witness_guess[(key, h)]
            else:
                if (key, h) not in self.exact:
                    self.search(state, h, INFINITE)
                _, _, canonical_guess = self.exact[(key, h)]
            guess = int(game.image(np.array([canonical_guess]), inverse(element))[0])
        row = game.answers[guess, state]
        below = UNLIMITED if h == UNLIMITED else h - 1
        then = {game.answer_text(int(a)): self.strategy(state[row == a], below)
                for a in np.unique(row) if a != game.found}
        return {"guess": game.codes[guess].tolist(), "then": then}

    def strategy_document(self) -> dict:
        """Both strategies (``certify-mastermind-tree/1``): least total, and when that one is
        deeper than the least worst case, the least total within it."""
        from .witness import TREE_FORMAT, _header

        total, depth, worst, restricted = self.measures
        trees = [{"measure": "total", "total": total, "depth": depth,
                  "tree": self.strategy(self.game.all, UNLIMITED)}]
        if depth > worst:
            trees.append({"measure": "restricted", "total": restricted, "depth": worst,
                          "tree": self.strategy(self.game.all, worst)})
        return {**_header(self.game, TREE_FORMAT), "trees": trees}

    # the optimality certificate ----------------------------------------------------------------
    def certificate_lines(self, only_impossible=None, fragment=None):
        """The states of the optimality proof as ``certify-mastermind-optimality/2`` JSON lines,
        an intermediate form never saved (the checker no longer reads it):
        :func:`certify.codebreaking.compact.compact_lines` rewrites them as /3 before anything is
        written, because that pruning needs every state and the parents citing it, which this
        walk of the memo (children first) does not know yet. A header, then one state per line,
        every state after the states its witnesses name (docs/mastermind.md). A state is
        ``[codes, limit, value, lower, depth, automorphisms, guesses]``: ``lower`` 1 when
        ``value`` is only a lower bound (the state was closed by the budget). ``fragment``:
        ``(state, h)``, a fragment of a split search (:mod:`certify.codebreaking.split`): its one
        root is that state's canonical image at limit h, named by the header's ``root``, solved
        exactly, or (``fragment[1]`` found infeasible by :meth:`possible`) shown to have no
        strategy within h."""
        import json

        from .witness import OPTIMALITY_FORMAT, GROUP, _header

        game = self.game
        if fragment is not None:
            total = depth = worst = restricted = None
        else:
            total, depth, worst, restricted = self.measures if only_impossible is None else (None, None, only_impossible + 1, None)
        index: dict = {}
        lines: list[str] = []

        def limit_of(h):
            return None if h == UNLIMITED else h

        def element_list(element):
            return [np.asarray(element[0]).tolist(), np.asarray(element[1]).tolist()]

        def known(members, h):
            """(value, exact, key, element) of a class from the memo, searching if absent."""
            if len(members) <= self.small and h >= 2 and self.separated(members) >= 0:
                key, element = self.canonical(members)
                return 2 * len(members) - 1, True, key, element, True
            key, element = self.canonical(members)
            hit = self.exact.get((key, h))
            if hit is not None:
                return hit[0], True, key, element, False
            lb = self.lower.get((key, h))
            if lb is None and self.feasible.get((key, h)):
                return int(self.row(h)[len(members)]), False, key, element, False  # only "feasible" known
            if lb is None:
                value, exact, _ = self.search(members, h, INFINITE)
                return value, True, key, element, False
            return lb, False, key, element, False

        def entry(key, h, small=False) -> int:
            if (key, h) in index:
                return index[(key, h)]
            image = self.image(key)
            if small:
                value, exact, sdepth, best = 2 * len(image) - 1, True, 2, -1
            elif (key, h) in self.lower and (key, h) not in self.exact:
                value, exact, sdepth, best = self.lower[(key, h)], False, 0, -1
            else:  # exact, or dropped by the memo limit: searched again
                if (key, h) not in self.exact:
                    self.search(image, h, INFINITE)
                (value, sdepth, best), exact = self.exact[(key, h)], True
            below = UNLIMITED if h == UNLIMITED else h - 1
            row = self.row(below)
            automorphisms = self.automorphisms(key)
            reps = self.guesses(key, image)
            guesses = []
            if not small:
                _, cost, _ = _guess_costs(self.table, image, reps, row, game.found, self.width)
                candidates = [int(g) for g in reps[cost < value]]
                if exact and best not in candidates and value < INFINITE:
                    candidates.append(best)
                for guess in candidates:
                    answers = self.table[image, guess]
                    sizes = np.bincount(answers, minlength=self.width)
                    sizes[game.found] = 0
                    classes = [a for a in np.argsort(sizes, kind="stable") if sizes[a] >= 2]
                    if value >= INFINITE:
                        classes.reverse()  # the feasibility search tried the largest class first
                    running = len(image) + int(row[sizes].sum())
                    witnesses = []
                    attaining = exact and guess == best
                    for a in classes:
                        if running >= value and not attaining:
                            break
                        members = image[answers == a]
                        child, child_exact, ckey, element, child_small = known(members, below)
                        if child == row[len(members)] and not attaining:
                            continue
                        if child_small and not attaining:
                            continue
                        target = entry(ckey, below, child_small)
                        witnesses.append([game.answer_text(int(a)), target] + element_list(element))
                        running += min(child, INFINITE) - int(row[len(members)])
                    if running < value:
                        raise RuntimeError(f"state of {len(image)} codes, limit {h}: guess {guess} costs {running} < {value}")
                    if witnesses:
                        guesses.append([int(game.numbers[guess]), witnesses])
            line = [game.numbers[image].tolist(), limit_of(h), None if value >= INFINITE else int(value),
                    0 if exact else 1, int(sdepth) if exact and value < INFINITE else 0,
                    [element_list(a) for a in automorphisms], guesses]
            index[(key, h)] = len(lines)
            lines.append(json.dumps(line, separators=(",", ":")))
            return index[(key, h)]

        if fragment is not None:
            members, h = fragment
            key, _ = self.canonical(members)
            if (key, h) not in self.exact and (key, h) not in self.lower:
                self.search(members, h, INFINITE)
            entry(key, h)
            header = {**_header(game, OPTIMALITY_FORMAT.replace("/1", "/2")), "group": GROUP,
                      "root": game.numbers[self.image(key)].tolist(), "states": len(lines)}
            yield json.dumps(header, separators=(",", ":"))
            yield from lines
            return
        everything = game.all
        root, _ = self.canonical(everything)
        if len(everything) == 1:  # a one-code game: no single code is memoised; its one guess finds it
            self.exact.setdefault((root, UNLIMITED), (1, 1, 0))
        if only_impossible is None:
            entry(root, UNLIMITED)
        if self.row(worst - 1)[len(everything)] < INFINITE:
            if (root, worst - 1) not in self.lower and (root, worst - 1) not in self.exact:
                self.possible(everything, worst - 1)
            entry(root, worst - 1)
        if depth is not None and depth > worst:
            entry(root, worst)
        header = {**_header(game, OPTIMALITY_FORMAT.replace("/1", "/2")), "group": GROUP,
                  "total": total, "worst": worst, "restricted": restricted, "states": len(lines)}
        if only_impossible is not None:  # only "no strategy within h guesses": a lower bound on W
            header.update(worst=None, impossible_within=only_impossible)
        yield json.dumps(header, separators=(",", ":"))
        yield from lines
