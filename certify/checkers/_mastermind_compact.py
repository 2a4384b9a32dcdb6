"""Independent checker for ``certify-mastermind-optimality/3`` (docs/mastermind.md), the one
current format of the optimality certificates of general D×N code-breaking games (the least
total and worst case, verified state by state): compact and top down; standard library, numpy
and the game model of :mod:`._mastermind_game` only; one pass, no search. (The retired /1 and /2
are refused, the converter named: ``certify.codebreaking.convert``, outside the trusted base.)

Trusted facts: those of :mod:`certify.checkers.mastermind`; that a guess with a class equal to S
is never needed (it can be cut out of a strategy, and R only grows when h shrinks); that a class of s <= b + 1
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
from certify.checkers._mastermind_game import FORMATS, INF, Game, orbits, size_bound
from certify.checkers.strict_io import integer, json_parser, parse_json


def _unrank(rank: int, size: int) -> list:
    items, out = list(range(size)), []
    for i in range(size - 1, -1, -1):
        j, rank = divmod(rank, factorial(i))
        out.append(items.pop(j))
    return out


def _unrank_all(ranks: np.ndarray, size: int) -> np.ndarray:
    """:func:`_unrank` of each of ``ranks`` (one permutation a row): the factorial-base digits of a
    rank count, at each place, the smaller items still left; each digit is then raised past the
    items taken at the places before it (from the last place back)."""
    out, ranks = np.empty((len(ranks), size), dtype=np.int64), np.asarray(ranks, dtype=np.int64)
    for place in range(size):
        out[:, place], ranks = np.divmod(ranks, factorial(size - 1 - place))
    for place in range(size - 2, -1, -1):
        later = out[:, place + 1:]
        later += later >= out[:, place:place + 1]
    return out


class _Relabel:
    """Relabellings (rank(pi)·n! + rank(tau)) and the codes they map to."""

    def __init__(self, game: Game) -> None:
        self.game, self.count = game, factorial(game.d) * factorial(game.n)
        self.image = lru_cache(maxsize=1 << 12)(self._image)  # code maps of automorphisms (few distinct)

    def rank(self, rank, what: str) -> int:
        if type(rank) is not int or not 0 <= rank < self.count:
            raise CheckError(f"{what}: {rank!r} is not the rank of a relabelling")
        return rank

    def elements(self, ranks) -> tuple[np.ndarray, np.ndarray]:
        """The position maps pi and symbol maps tau of ``ranks``, one a row."""
        pi, tau = np.divmod(np.asarray(ranks, dtype=np.int64), factorial(self.game.n))
        return _unrank_all(pi, self.game.d), _unrank_all(tau, self.game.n)

    def _image(self, rank: int) -> np.ndarray:
        pi, tau = divmod(rank, factorial(self.game.n))
        pi, tau = np.array(_unrank(pi, self.game.d)), np.array(_unrank(tau, self.game.n))
        game = self.game
        image = game.lookup[tau[game.codes[:, pi]] @ game.weights]
        image = image.astype(np.int16 if len(game.codes) < 2**15 else np.int64)
        image.flags.writeable = False  # shared by every state that lists this automorphism
        return image

    def onto(self, members: np.ndarray, cited: list, codes_of: list) -> None:
        """Each cited class, ``(rank, start, stop, state, where)``: ``members[start:stop]`` relabelled
        by ``rank`` must be exactly that state's codes (one numpy pass for all the classes; the
        first that does not is named)."""
        ranks, starts, stops, states, _ = zip(*cited)
        lengths = np.subtract(stops, starts)
        fits = lengths == np.array([len(codes_of[state]) for state in states])
        if not fits.all():
            first = int(np.argmin(fits))
            if first:
                self.onto(members, cited[:first], codes_of)
            raise CheckError(f"{cited[first][4]}: the class does not map onto state {states[first]}")
        game, ends = self.game, np.cumsum(lengths)
        which = np.repeat(np.arange(len(cited)), lengths)  # the class of each code relabelled
        index = np.arange(ends[-1]) + np.repeat(np.array(starts) - (ends - lengths), lengths)
        pis, taus = self.elements(ranks)
        symbols = np.take_along_axis(game.codes[members[index]], pis[which], axis=1)  # place p: the symbol at pi[p]
        images = game.lookup[taus[which[:, None], symbols] @ game.weights]  # each renamed by tau
        images = np.sort(which * len(game.codes) + images) - which * len(game.codes)  # each class's images, sorted
        wrong = which[images != np.concatenate([codes_of[state] for state in states])]
        if len(wrong):
            _, _, _, state, where = cited[int(wrong.min())]
            raise CheckError(f"{where}: the class does not map onto state {state}")


SINGLES, LINE, ABOVE, NONE = range(4)  # the shape of a size bound up to a state's size (see _Costs.shape)


class _Costs:
    """The least cost of a state's guesses, |S| + the sum over the answer classes other than
    "found" of the size bound of the class, over many guesses at once.

    Answers are renumbered 0..w-1 (the answers that occur) in a byte table, and as bits
    (1 << number) in a second one: the OR of a guess's answers over S gives its K classes other
    than "found" and f = 1 if "found" is one of them (the guess is in S); their sizes add up to
    n = |S| - f. The size bound does not decrease and is convex where finite (the s-th code
    found is found at a level no lower than the one before it; both checked here), so K classes
    of n codes cost at least K - r classes of q codes and r of q + 1 (q, r = divmod(n, K)): the
    even split, which every split of n into K parts majorizes, and a class larger than the
    bound's last finite size makes every split cost INF. When the bound is a line up to |S|
    (bound[c] = a·c + e, c = 1..|S|) or "none" from 2 codes on, every split costs exactly that.
    So the guesses are tallied by (K, f) and each tally costed once; for any other bound, a
    guess whose lower bound is below the floor asked for is costed from its class sizes (one
    ``bincount`` per block of guesses)."""

    def __init__(self, game: Game) -> None:
        answers = np.unique(game.table)  # the answers that occur, at most (d + 1)(d + 2) / 2 <= 153
        renumber, self.width = np.zeros(game.found + 1, dtype=np.uint8), len(answers)
        renumber[answers] = np.arange(len(answers))
        self.table, self.found = renumber[game.table], int(renumber[game.found])
        self.everything = np.arange(len(game.codes))
        kind = next((t for t in (np.uint16, np.uint32, np.uint64) if self.width <= 8 * np.dtype(t).itemsize), None)
        self.bits = None if kind is None else np.left_shift(kind(1), self.table.astype(kind))
        self.shapes = {}

    def classes(self, seen: np.ndarray) -> np.ndarray:
        """K, the number of answers other than "found" in each set of answers ``seen``."""
        return np.bitwise_count(seen & ~self.bits.dtype.type(1 << self.found))

    def tally(self, seen: np.ndarray) -> np.ndarray:
        """2·K + f for each set of answers ``seen`` (f = 1 if "found" is one of them)."""
        return (self.classes(seen).astype(np.int64) << 1) | ((seen >> self.found) & 1).astype(np.int64)

    def shape(self, bound: np.ndarray, size: int) -> tuple[int, int, int]:
        """(shape, a, e) of ``bound[1:size + 1]``: SINGLES (a bound for one code only), LINE
        (bound[c] = a·c + e), ABOVE (neither; not decreasing, convex where finite) or NONE."""
        known = self.shapes.get((id(bound), size))
        if known is None or known[0] is not bound:  # the bound is kept with its shape: its id is not reused
            part = bound[:size + 1]
            a = int(bound[2] - bound[1]) if size > 1 else 0
            e = int(bound[1]) - a
            convex = (np.diff(part) >= 0).all() and (np.diff(part[part < INF], 2) >= 0).all()
            shape = (SINGLES if size > 1 and (bound[2:size + 1] >= INF).all() else LINE
                     if np.array_equal(part[1:], a * np.arange(1, size + 1) + e) else ABOVE if convex else NONE)
            known = self.shapes[(id(bound), size)] = bound, shape, a, e
        return known[1:]

    @staticmethod
    def even(bound: np.ndarray, classes: int, codes: int) -> int:
        """The size bounds of ``codes`` codes split as evenly as can be into ``classes`` classes."""
        if not classes:
            return 0
        q, r = divmod(codes, classes)
        return r * int(bound[q + 1]) + (classes - r) * int(bound[q]) if r else classes * int(bound[q])

    def least(self, codes: np.ndarray, guesses, bound: np.ndarray, floor: int = INF, leaders=None) -> int:
        """The least cost over ``guesses`` (None: every code) that split ``codes`` (no answer class
        is all of them; INF if none) when it is below ``floor``; otherwise some number at least
        ``floor``. ``leaders()``, if given, names one code of each orbit of guesses of equal cost:
        of the guesses costed one by one, only those are."""
        size = len(codes)
        chosen = self.everything if guesses is None else guesses
        if not len(chosen):
            return INF
        if self.bits is None:
            return self.counted(codes, chosen, bound)
        seen = np.bitwise_or.reduce(self.bits[codes], axis=0)  # the answers each guess gives
        shape, a, e = self.shape(bound, size)
        if shape == LINE and e <= 0 and guesses is None:  # the most classes is the least cost
            classes = self.classes(seen)
            best = size + a * (size - 1) + e * int(classes[codes].max())  # a guess in S (f = 1)
            most = int(classes.max())  # if not from a guess in S, it gives the one below, from a guess outside S
            return min(best, size + a * size + e * most) if most >= 2 else best  # one class: all of S
        tally = self.tally(seen)
        if guesses is not None:
            tally = tally[guesses]
        best, recount = INF, []
        for kind in np.flatnonzero(np.bincount(tally)).tolist():
            classes, f = kind >> 1, kind & 1
            if classes == 1 and not f:  # one class, not "found": the class is all of S
                continue
            lower = 0 if shape == NONE else size + self.even(bound, classes, size - f)
            if shape in (SINGLES, LINE):
                best = min(best, lower)
            elif lower < floor:
                recount.append(kind)
        if recount:
            picked = chosen[np.isin(tally, recount)]
            if leaders is not None:
                picked = picked[np.isin(picked, leaders())]
            best = self.counted(codes, picked, bound)
        return min(best, INF)

    def counted(self, codes: np.ndarray, guesses: np.ndarray, bound: np.ndarray) -> int:
        """The least cost over ``guesses`` that split ``codes``, from their class sizes; INF if none."""
        return min([INF] + [int(cost.min()) for _, cost in self.each(codes, guesses, bound) if len(cost)])

    def each(self, codes: np.ndarray, guesses: np.ndarray, bound: np.ndarray):
        """Blocks ``(guesses, costs)``: the guesses that split ``codes`` and each one's cost from its class sizes."""
        size, width = len(codes), self.width
        rows, step = self.table[codes], max(1, (1 << 20) // size)
        for start in range(0, len(guesses), step):
            block = rows[:, guesses[start:start + step]]  # answers: codes x guesses
            key = block.astype(np.intp)
            key += np.arange(0, block.shape[1] * width, width)
            counts = np.bincount(key.ravel(), minlength=block.shape[1] * width).reshape(-1, width)
            counts[:, self.found] = 0
            splits = ~(counts == size).any(axis=1)
            yield guesses[start:start + step][splits], size + bound[counts[splits]].sum(axis=1)


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
    header, game = header_game(stream, FORMATS[1])
    roots = integer(header.get("roots"), "roots", 1, 16)
    start = _root(header, game, roots)
    states = read_states(stream, _States(game, roots, start), header)
    if start is not None:  # a fragment: what it shows of its root state, for a cover to cite
        limit, value, lower, depth = states.claims[0]
        return {"kind": FORMATS[1], "fragment": True, "digits": game.d, "symbols": game.n, "repeats": game.repeats,
                "codes": len(game.codes), "root": start, "limit": limit, "value": value, "lower": lower,
                "depth": depth, "states": len(states.claims)}
    summary = _measures(header, game, states.roots_seen, states.moves)
    summary["states"] = len(states.claims)
    return summary


def _measures(doc: dict, game: Game, entries: list, moves: int) -> dict:
    """The three measures (or "no strategy within h" alone) from the checked states that hold
    every code (``entries``: their codes, limit, value, lower, depth)."""
    everything = np.arange(len(game.codes))
    game_of = {"digits": game.d, "symbols": game.n, "repeats": game.repeats}  # the game it is about (a bundle binds it)
    roots = [e for e in entries if np.array_equal(e["codes"], everything)]
    free = [e for e in roots if e["limit"] is None and not e["lower"]]
    if "impossible_within" in doc:  # only: no strategy within h
        h = integer(doc["impossible_within"], "impossible_within", 1)
        if (doc.get("total"), doc.get("worst"), doc.get("restricted")) != (None, None, None) or not any(
                e["limit"] == h and e["value"] == INF for e in roots):
            raise CheckError(f"no state shows that {h} guesses cannot always suffice (or measures claimed beside it)")
        return {"kind": doc["format"], "states": len(entries), "moves": moves, "codes": len(everything),
                "impossible_within": h, "least_worst_at_least": h + 1, **game_of}
    if not free:
        raise CheckError("no unlimited state holds every code: the certificate does not reach the start")
    total = free[0]["value"]
    exact = [e for e in roots if not e["lower"] and e["value"] < INF]
    worst = min(e["depth"] for e in exact)
    refuted = size_bound(len(everything), worst - 1, game.branching) == INF or any(
        e["limit"] == worst - 1 and e["value"] == INF for e in roots)
    if not refuted:
        raise CheckError(f"nothing shows that {worst - 1} guesses cannot always suffice")
    restricted = min(e["value"] for e in exact if e["depth"] <= worst)
    claims = (doc.get("total"), doc.get("worst"), doc.get("restricted"))
    if claims != (total, worst, restricted):
        raise CheckError(f"the file claims total, worst, restricted {claims}; the states give {(total, worst, restricted)}")
    return {"kind": doc["format"], "states": len(entries), "moves": moves, "codes": len(everything),
            "total": total, "worst": worst, "restricted": restricted, **game_of}


def header_game(stream, kind: str) -> tuple[dict, Game]:
    """The header line of a certificate in JSON lines (its ``format`` must be ``kind``) and the game
    it names (``digits``, ``symbols``, ``repeats``, ``codes``)."""
    header = parse_json(next(stream, ""))
    if not isinstance(header, dict) or header.get("format") != kind:
        raise CheckError(f"not a {kind} file")
    fields = tuple((type(header.get(k)), header.get(k)) for k in ("digits", "symbols", "repeats", "codes"))
    if any(isinstance(v, (list, dict)) for _, v in fields):  # the game's cache key: no list or object
        raise CheckError("digits, symbols, codes must be integers and repeats true or false")
    return header, _game(*fields)


def read_states(stream, states, header: dict):
    """Every state line after the header, each read by ``states.read(k, line)`` (state k must be
    cited by an earlier one), and as many as the header announces and the states cite."""
    parse = json_parser()
    for k, text in enumerate(stream):
        if k >= len(states.codes_of):
            raise CheckError(f"state {k}: no earlier state cites it, so it has no codes")
        states.read(k, parse(text))
    if len(states.claims) != len(states.codes_of) or len(states.claims) != header.get("states"):
        raise CheckError(f"the header announces {header.get('states')!r} states, {len(states.codes_of)} are cited, "
                         f"the file holds {len(states.claims)}")
    return states


@lru_cache(maxsize=2)
def _game(*fields) -> Game:
    """The game of a header (its four fields, each with its type), built once per process: a
    cover's fragments are many files of one game."""
    return Game({k: v for k, (_, v) in zip(("digits", "symbols", "repeats", "codes"), fields)})


def _root(header: dict, game: Game, roots: int):
    """A fragment's root state (header ``root``: its code indices, increasing), or None (every code)."""
    if "root" not in header:
        return None
    codes = header["root"]
    if not (isinstance(codes, list) and roots == 1 and len(codes) >= 2):
        raise CheckError("a fragment has one root, a list of two or more code indices")
    codes = np.array([integer(c, "a root code", 0, len(game.codes) - 1) for c in codes], dtype=np.int64)
    if (np.diff(codes) <= 0).any():
        raise CheckError("the root's codes must be increasing")
    return codes


class _States:
    """The states read so far: the codes of every state cited (state k < roots: every code),
    the claims of those read, and what citing states ask of states not read yet."""

    def __init__(self, game: Game, roots: int, start=None) -> None:
        self.game, self.relabel, self.costs = game, _Relabel(game), _Costs(game)
        self.roots, self.everything = roots, np.arange(len(game.codes))
        self.dtype = np.int16 if len(game.codes) < 2**15 else np.int64
        start = self.everything if start is None else start.astype(self.dtype)
        self.codes_of, self.claims, self.asks, self.roots_seen, self.moves = [start] * roots, [], {}, [], 0
        self.group = lru_cache(maxsize=1 << 11)(self._group)

    def _group(self, ranks: tuple):
        """(orbit labels, the least code of each orbit) under the automorphisms ``ranks``."""
        labels = orbits(len(self.game.codes), [self.relabel.image(r) for r in ranks])
        leaders = np.flatnonzero(labels == self.everything)
        labels = labels.astype(self.dtype)
        labels.flags.writeable = leaders.flags.writeable = False
        return labels, leaders

    def read(self, k: int, row) -> None:
        """Check state ``k`` (its line parsed), everything that does not wait for a later state."""
        game = self.game
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
        codes, below = self.codes_of[k], None if limit is None else limit - 1
        bound, size = game.bounds(below), len(codes)
        ranks = tuple(self.relabel.rank(a, f"state {k} automorphism") for a in automorphisms)
        if ranks:  # each maps the state onto itself
            mapped = np.sort(np.array([self.relabel.image(r)[codes] for r in ranks]), axis=1)
            wrong = (mapped != codes).any(axis=1)
            if wrong.any():
                raise CheckError(f"state {k}: automorphism {automorphisms[int(np.argmax(wrong))]!r} "
                                 "does not map the state onto itself")
        if not all(isinstance(x, list) and len(x) == 2 and isinstance(x[1], list) for x in guesses):
            raise CheckError(f"state {k}: guesses must be a list of [code index, witnesses]")
        named = [integer(x[0], f"a guess of state {k}", 0, len(game.codes) - 1) for x in guesses]
        if named:
            labels, leaders = self.group(ranks)
            # the orbits with no listed guess; a number at least the value stands for all of them at least the value
            best = min(self.costs.least(codes, leaders[~np.isin(leaders, labels[named])], bound, value),
                       self.listed(k, codes, named, guesses, bound, limit, value, lower, depth))
        else:  # every guess stands for itself (one of each orbit would do, see _Costs.least)
            best = self.costs.least(codes, None, bound, value, lambda: self.group(ranks)[1])
        if lower and best < value or not lower and (not guesses or best != value):
            shown = lambda v: "none" if v >= INF else v
            raise CheckError(f"state {k} ({size} codes, limit {limit}): claimed {'lower bound ' if lower else 'value '}"
                             f"{shown(value)}; {'a guess gives' if lower else 'its guesses give'} {shown(best)}")
        self.moves += len(named)
        self.claims.append((limit, value, bool(lower), depth))
        for ask in self.asks.pop(k, ()):
            _obliged(ask, self.claims[k], k)
        if k < self.roots:
            self.roots_seen.append({"codes": self.everything, "limit": limit, "value": value, "lower": bool(lower),
                                    "depth": limit if limit is not None else INF if lower else depth})

    def listed(self, k, codes, named, guesses, bound, limit, value, lower, depth) -> int:
        """The least cost of the listed guesses of state ``k``, their witnesses checked (the first
        of an exact state: that it attains the value)."""
        game, codes_of, size = self.game, self.codes_of, len(codes)
        width, below = game.found + 1, None if limit is None else limit - 1
        block = game.table[np.ix_(codes, named)]  # answers of the listed guesses: codes x guesses
        keys = block + (np.arange(len(named)) * width)[None, :]
        sizes = np.bincount(keys.ravel(), minlength=len(named) * width).reshape(len(named), width)
        found = sizes[:, game.found].tolist()
        counts = sizes.copy()
        counts[:, game.found] = 0
        if (counts == size).any():
            raise CheckError(f"state {k}: a listed guess leaves the state whole (it is never needed)")
        costs = (size + bound[counts].sum(axis=1)).tolist()
        # every class of every listed guess in one array, guess by guess, answer by answer, each in
        # the order of the state's codes: class (i, a) is members[first[i][a]:first[i][a] + counts[i][a]]
        members = codes[np.argsort(block.T, axis=1, kind="stable")].ravel()
        first = (np.cumsum(sizes.ravel()) - sizes.ravel()).reshape(sizes.shape).tolist()
        counts = counts.tolist()
        read, cited = [], []  # per guess: its witnesses (answer, relied, state, size); the citing ones
        for i, (guess, witnesses) in enumerate(guesses):
            where, seen, mine = f"state {k}, guess {guess}", set(), []
            for w in witnesses:
                if not (isinstance(w, list) and len(w) in (2, 4)):
                    raise CheckError(f"{where}: a witness is [answer, value] or [answer, value, state, rank]")
                answer = integer(w[0], f"{where} answer", 0, game.found - 1)
                if answer in seen or counts[i][answer] < 2:
                    raise CheckError(f"{where}: answer {answer} is repeated or has a class of fewer than two codes")
                seen.add(answer)
                start, stop = first[i][answer], first[i][answer] + counts[i][answer]
                relied = INF if w[1] is None else integer(w[1], f"{where} value", 1, INF - 1)
                if len(w) == 2:
                    target = len(codes_of)
                    codes_of.append(members[start:stop].astype(self.dtype))
                else:
                    target = integer(w[2], f"{where} state", self.roots, len(codes_of) - 1)
                    cited.append((self.relabel.rank(w[3], where), start, stop, target, f"{where}, answer {answer}"))
                mine.append((relied, target, stop - start, where))
            read.append(mine)
        if cited:
            self.relabel.onto(members, cited, codes_of)
        best, small = INF, game.branching + 1
        for i, mine in enumerate(read):
            cost, attaining = costs[i], i == 0 and not lower
            for relied, target, length, where in mine:
                ask = (attaining, relied, below, below if limit is not None else depth - 1, where)
                (_obliged(ask, self.claims[target], target) if target < k else self.asks.setdefault(target, []).append(ask))
                cost += relied - int(bound[length])
            cost = min(cost, INF)
            best = min(best, cost)
            if attaining:
                self.attains(k, codes, named[0], block[:, 0], {w[0] for w in guesses[0][1]}, found[0], cost,
                             limit, value, depth, small, below)
        return best

    def attains(self, k, codes, guess, answers, witnessed, local, cost, limit, value, depth, small, below) -> None:
        """The first guess of an exact state: it costs the value, within the depth (limit null),
        and each class of two or more codes without a witness is split by one of its codes."""
        game = self.game
        for a, count in enumerate(np.bincount(answers, minlength=game.found + 1).tolist()):
            if a == game.found or count == 0:
                continue
            if count == 1:
                local = max(local, 2)
            elif a not in witnessed:
                members = codes[answers == a]
                split = game.table[np.ix_(members, members)]
                if len(members) > small or below is not None and below < 2 or not any(
                        len(np.unique(r)) == len(members) for r in split):
                    raise CheckError(f"state {k}, guess {guess}: answer {a}, a class of {len(members)} codes, has no witness")
                local = max(local, 3)
        if cost != value or limit is None and local > depth:
            raise CheckError(f"state {k}: its first guess costs {cost} within depth {local}, not the claimed {value}")
# Line bound: under 480 lines (tests/test_trusted_base.py holds the module to it).
