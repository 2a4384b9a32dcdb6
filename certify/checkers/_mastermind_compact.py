"""Independent checker for ``certify-mastermind-optimality/3`` (docs/mastermind.md), the compact,
top-down form of the optimality certificates of :mod:`._mastermind_optimality`; standard library,
numpy and the game model of :mod:`._mastermind_game` only; one pass, no search.

Trusted facts: those of :mod:`certify.checkers.mastermind`, and that a class of s <= b + 1
codes (limit at least 2) one of whose codes answers every code of it differently costs exactly
2s - 1 (that code first, then each code; the size bound says no less).

A header (``roots``: how many states hold every code; ``states``), then one state per line,
``[limit, value, lower, depth, automorphisms, guesses]``. State k's codes are the class that
first cited it (state k < roots: every code); an automorphism or a citation of a known state is
the rank of a relabelling (rank(pi)·n! + rank(tau), lexicographic ranks). A guess is
``[code index, witnesses]``, a witness ``[answer, value]`` (its class becomes the next state)
or ``[answer, value, state, rank]`` (the relabelling maps the class onto that state's codes);
its class costs ``value`` (null: none), every other class its size bound. Every guess, listed or
the least of an orbit under the automorphisms without a listed guess, must cost at least the
state's value; an exact state's first guess must cost exactly that, each class of two or more
codes witnessed or split as above. A witness of that first guess asks the cited state to be
exact with that value (limit one less, or unlimited within the depth); any other asks its value
to be at least the one relied on. The asks are checked when both ends are read; every state
must be read, so by induction on size (a class is smaller than its state) every value holds.
"""
from __future__ import annotations

from functools import lru_cache
from math import factorial

import numpy as np

from certify.checkers import CheckError
from certify.checkers._mastermind_game import FORMATS, INF, Game, check_automorphisms, orbits
from certify.checkers.strict_io import integer, parse_json


def _unrank(rank: int, size: int) -> list:
    items, out = list(range(size)), []
    for i in range(size - 1, -1, -1):
        j, rank = divmod(rank, factorial(i))
        out.append(items.pop(j))
    return out


class _Relabel:
    def __init__(self, game: Game) -> None:
        self.game, self.count = game, factorial(game.d) * factorial(game.n)
        self.element = lru_cache(maxsize=1 << 16)(self._element)
        self.image = lru_cache(maxsize=1 << 10)(self._image)  # code maps of automorphisms (few distinct)

    def _element(self, rank: int):
        pi, tau = divmod(rank, factorial(self.game.n))
        return np.array(_unrank(pi, self.game.d)), np.array(_unrank(tau, self.game.n))

    def _image(self, rank: int) -> np.ndarray:
        pi, tau = self.element(rank)
        image = self.game.lookup[tau[self.game.codes[:, pi]] @ self.game.weights].astype(np.int32)
        image.flags.writeable = False  # shared by every state that lists this automorphism
        return image

    def __call__(self, rank, what: str, codes=None) -> np.ndarray:
        """The images of ``codes`` (default: every code) under the relabelling of that rank."""
        if type(rank) is not int or not 0 <= rank < self.count:
            raise CheckError(f"{what}: {rank!r} is not the rank of a relabelling")
        if codes is None:
            return self.image(rank)
        pi, tau = self.element(rank)
        game = self.game
        return game.lookup[tau[game.codes[codes][:, pi]] @ game.weights]


class _Costs:
    """The least cost of a state's guesses, |S| + the sum over the answer classes other than
    "found" of the size bound of the class, over many guesses at once.

    Answers are renumbered 0..w-1 (the answers that occur) in a byte table, and as bits
    (1 << number) in a second one: the OR of a guess's answers over S gives K, its classes other
    than "found", and f = 1 if the guess is in S (its sizes add up to |S| - f). With a = bound[2] -
    bound[1] and e = bound[1] - a (a = 0 if |S| = 1), when bound[c] >= a·c + e for c = 1..|S|
    (checked here), the cost is at least |S| + a·(|S| - f) + e·K, with equality when every class
    has a size c at which equality holds (all sizes, if it holds up to |S|). If bound[c] is "none"
    for c = 2..|S|, only a guess that splits S into single codes has a cost, |S| + (|S| - f)·bound[1]. Any other
    guess whose lower bound is below the floor asked for is costed from its class sizes (one
    ``bincount`` per block of guesses)."""

    def __init__(self, game: Game) -> None:
        answers = np.unique(game.table)
        self.width = len(answers)  # at most (d + 1)(d + 2) / 2 <= 153
        self.table = np.searchsorted(answers, game.table).astype(np.uint8)
        self.found = int(np.searchsorted(answers, game.found))
        kind = next((t for t in (np.uint16, np.uint32, np.uint64) if self.width <= 8 * np.dtype(t).itemsize), None)
        self.bits = None if kind is None else np.left_shift(kind(1), self.table.astype(kind))

    def least(self, codes: np.ndarray, guesses: np.ndarray, bound: np.ndarray, floor: int = INF) -> int:
        """The least cost over ``guesses`` that split ``codes`` (no answer class is all of them;
        INF if none) when it is below ``floor``; otherwise some number at least ``floor``."""
        size = len(codes)
        if not len(guesses):
            return INF
        if self.bits is None:
            return self.counted(codes, guesses, bound)
        seen = np.bitwise_or.reduce(self.bits[codes], axis=0)[guesses]  # the answers each guess gives
        f = ((seen >> self.found) & 1).astype(np.int64)
        classes = np.bitwise_count(seen).astype(np.int64) - f
        useful = (classes != 1) | (f != 0)  # one class, not "found": the class is all of S
        if size > 1 and (bound[2:size + 1] >= INF).all():  # only single codes have a bound
            costs = np.where(classes == size - f, size + (size - f) * int(bound[1]), INF)[useful]
            return min(int(costs.min()), INF) if len(costs) else INF
        a = int(bound[2] - bound[1]) if size > 1 else 0
        e, line = int(bound[1]) - a, a * np.arange(1, size + 1) + int(bound[1]) - a
        lower = size + a * (size - f) + e * classes
        if np.array_equal(bound[1:size + 1], line):  # the lower bound is every guess's cost
            costs = lower[useful]
            return min(int(costs.min()), INF) if len(costs) else INF
        if (bound[1:size + 1] < line).any():
            lower[:] = 0  # no lower bound: cost every guess
        return self.counted(codes, guesses[useful & (lower < floor)], bound)

    def counted(self, codes: np.ndarray, guesses: np.ndarray, bound: np.ndarray) -> int:
        """The least cost over ``guesses`` that split ``codes``, from their class sizes; INF if none."""
        size, width, best = len(codes), self.width, INF
        rows, step = self.table[codes], max(1, (1 << 20) // size)
        for start in range(0, len(guesses), step):
            block = rows[:, guesses[start:start + step]]  # answers: codes x guesses
            key = block.astype(np.intp)
            key += np.arange(0, block.shape[1] * width, width)
            counts = np.bincount(key.ravel(), minlength=block.shape[1] * width).reshape(-1, width)
            counts[:, self.found] = 0
            costs = bound[counts].sum(axis=1)[~(counts == size).any(axis=1)]
            if len(costs):
                best = min(best, size + int(costs.min()))
        return min(best, INF)


def _obliged(ask, claim, k: int) -> None:
    """Whether state ``k``'s claim (limit, value, lower, depth) meets an ask of a citing state."""
    exact, value, below, most, who = ask
    limit, have, lower, depth = claim
    if exact:
        fits = not lower and have == value and (limit is not None and limit == below or limit is None and depth <= most)
    else:
        fits = have >= value and (limit is None or below is not None and limit >= below)
    if not fits:
        raise CheckError(f"{who} relies on state {k} as {'exactly' if exact else 'at least'} "
                         f"{'none' if value >= INF else value} (limit {below}); it claims "
                         f"{'none' if have >= INF else have}{' (a lower bound)' if lower else ''}, limit {limit}")


def check_compact(stream) -> dict:
    """Check ``certify-mastermind-optimality/3``: an iterator of JSON lines, header first."""
    from certify.checkers._mastermind_optimality import _measures

    header = parse_json(next(stream, ""))
    if not isinstance(header, dict) or header.get("format") != FORMATS[3]:
        raise CheckError(f"not a {FORMATS[3]} file")
    game = Game(header)
    relabel, fast, everything = _Relabel(game), _Costs(game), np.arange(len(game.codes))
    known = {}  # automorphism ranks -> (orbit labels, the least code of each orbit): a function of the ranks

    def group_orbits(ranks: tuple, images: list):
        if ranks not in known:
            if len(known) >= 1 << 10:
                known.clear()
            labels = orbits(len(game.codes), images)
            labels.flags.writeable = False
            known[ranks] = labels, np.flatnonzero(labels == everything)
        return known[ranks]

    roots = integer(header.get("roots"), "roots", 1, 16)
    dtype = np.int16 if len(game.codes) < 2**15 else np.int64
    codes_of = [everything] * roots
    claims, asks, roots_seen, moves = [], {}, [], 0
    width, small = game.found + 1, game.branching + 1
    for k, text in enumerate(stream):
        if k >= len(codes_of):
            raise CheckError(f"state {k}: no earlier state cites it, so it has no codes")
        row = parse_json(text)
        if not (isinstance(row, list) and len(row) == 6 and row[2] in (0, 1) and type(row[2]) is int
                and isinstance(row[4], list) and isinstance(row[5], list)):
            raise CheckError(f"state {k}: not [limit, value, lower, depth, automorphisms, guesses]")
        limit, value, lower, depth, automorphisms, guesses = row
        limit = None if limit is None else integer(limit, f"state {k} limit", 0)
        value = INF if value is None else integer(value, f"state {k} value", 1, INF - 1)
        if value >= INF and not lower:
            raise CheckError(f"state {k}: 'no strategy' is stated as a lower bound (lower 1)")
        exact_free = not lower and limit is None
        depth = integer(depth, f"state {k} depth", 1 if exact_free else 0, None if exact_free else 0)
        codes, below = codes_of[k], None if limit is None else limit - 1
        bound, size = game.bounds(below), len(codes_of[k])
        images = [relabel(a, f"state {k} automorphism") for a in automorphisms]
        check_automorphisms(images, codes, f"state {k}", automorphisms)
        if not all(isinstance(x, list) and len(x) == 2 and isinstance(x[1], list) for x in guesses):
            raise CheckError(f"state {k}: guesses must be a list of [code index, witnesses]")
        named = [integer(x[0], f"a guess of state {k}", 0, len(game.codes) - 1) for x in guesses]
        labels, leaders = group_orbits(tuple(automorphisms), images)  # leaders: the least code of each orbit
        others = leaders[~np.isin(leaders, labels[named])] if named else leaders
        # the orbits with no listed guess; a number at least the value stands for all of them at least the value
        best = fast.least(codes, others, bound, value)
        if named:
            block = game.table[np.ix_(codes, named)]  # answers of the listed guesses
            counts = np.bincount((block + (np.arange(len(named)) * width)[None, :]).ravel(),
                                 minlength=len(named) * width).reshape(len(named), width)
            found = counts[:, game.found].copy()
            counts[:, game.found] = 0
            if (counts == size).any():
                raise CheckError(f"state {k}: a listed guess leaves the state whole (it is never needed)")
            costs = size + bound[counts].sum(axis=1)
        for i, (guess, witnesses) in enumerate(guesses):
            cost, attaining, local, seen = int(costs[i]), i == 0 and not lower, int(found[i]), set()
            where = f"state {k}, guess {guess}"
            for w in witnesses:
                if not (isinstance(w, list) and len(w) in (2, 4)):
                    raise CheckError(f"{where}: a witness is [answer, value] or [answer, value, state, rank]")
                answer = integer(w[0], f"{where} answer", 0, game.found - 1)
                if answer in seen or counts[i, answer] < 2:
                    raise CheckError(f"{where}: answer {answer} is repeated or has a class of fewer than two codes")
                seen.add(answer)
                members = codes[block[:, i] == answer]
                relied = INF if w[1] is None else integer(w[1], f"{where} value", 1, INF - 1)
                if len(w) == 2:
                    target = len(codes_of)
                    codes_of.append(members.astype(dtype))
                else:
                    target = integer(w[2], f"{where} state", roots, len(codes_of) - 1)
                    if not np.array_equal(np.sort(relabel(w[3], where, members)), codes_of[target]):
                        raise CheckError(f"{where}, answer {answer}: the class does not map onto state {target}")
                ask = (attaining, relied, below, below if limit is not None else depth - 1, where)
                (_obliged(ask, claims[target], target) if target < k else asks.setdefault(target, []).append(ask))
                cost += relied - int(bound[len(members)])
            cost = min(cost, INF)
            best = min(best, cost)
            if attaining:
                for a in np.flatnonzero(counts[i] >= 1).tolist():
                    if counts[i, a] == 1:
                        local = max(local, 2)
                    elif a not in seen:
                        members = codes[block[:, i] == a]
                        split = game.table[np.ix_(members, members)]
                        if len(members) > small or below is not None and below < 2 or not any(
                                len(np.unique(r)) == len(members) for r in split):
                            raise CheckError(f"{where}: answer {a}, a class of {len(members)} codes, has no witness")
                        local = max(local, 3)
                if cost != value or limit is None and local > depth:
                    raise CheckError(f"state {k}: its first guess costs {cost} within depth {local}, not the claimed {value}")
        if lower and best < value or not lower and (not guesses or best != value):
            shown = lambda v: "none" if v >= INF else v
            raise CheckError(f"state {k} ({size} codes, limit {limit}): claimed {'lower bound ' if lower else 'value '}"
                             f"{shown(value)}; {'a guess gives' if lower else 'its guesses give'} {shown(best)}")
        moves += len(named)
        claims.append((limit, value, bool(lower), depth))
        for ask in asks.pop(k, ()):
            _obliged(ask, claims[k], k)
        if k < roots:
            roots_seen.append({"codes": everything, "limit": limit, "value": value, "lower": bool(lower),
                               "depth": limit if limit is not None else INF if lower else depth})
    if len(claims) != len(codes_of) or len(claims) != header.get("states"):
        raise CheckError(f"the header announces {header.get('states')!r} states, {len(codes_of)} are cited, "
                         f"the file holds {len(claims)}")
    summary = _measures(header, game, roots_seen, moves)
    summary["states"] = len(claims)
    return summary
