"""Independent checker for ``certify-mastermind-fewest/3`` (issue 40; docs/mastermind.md, "Fewest
codes at the least worst case"): the least worst case D of a D×N code-breaking game, and among
the strategies within D the fewest codes found at the D-th guess, verified state by state in one
pass, no search. Standard library, numpy and the trusted Mastermind modules only.

Trusted facts: those of :mod:`certify.checkers.mastermind`. f(S, b) is the least number of codes
of S found at exactly the b-th guess over the strategies finding every code of S within b
guesses (INF: none), so f(S, b) = min over guesses of the sum over the answer classes C other
than "found" of f(C, b - 1), with f({c}, b) = 1 if b = 1 else 0 (INF for b = 0). At most N(k) =
1 + B + ... + B**(k-1) codes are found within k guesses, so f(S, k) >= max(0, |S| - N(k - 1)),
and f(S, k) = INF when |S| > N(k) (the size bound). A guess with a class equal to S is never
needed (cut out of a strategy, every code is found one guess earlier, so no more at the b-th).
A class of s <= B + 1 codes (k >= 2) one of whose codes answers every code of it differently
has exactly its size bound (that code first: s - 1 codes at the second guess, none later).
f(S, D) finite and f(every code, D - 1) = INF make D the least worst case.

The file is JSON lines: a header (``worst``: D, ``fewest``: the value, ``states``), then one state
a line, ``[b, value, lower, automorphisms, guesses]``; state 0 (every code, b = D) is exact with
the value, state 1 (every code, b = D - 1) is ``lower`` with value null (INF). As in
``certify-mastermind-optimality/3``, a state's codes are the class that first cited it, a
witness ``[answer, value]`` defines the next state and ``[answer, value, state, rank]`` cites one
(the relabelling of that rank maps the class onto it), and every guess, listed or the least
of an orbit under the state's automorphisms without a listed guess, must cost at least the
value, witnessed classes their witnessed value, the others their size bound. At b = 3 nothing
is witnessed: every class's f at 2 is computed here (|S| - 1 when a code of S answers S's codes
all differently, else |S| when some code does, else INF), an unlisted guess's classes the
largest first as far as the value needs, and an exact state lists its first guess alone, whose
classes all count (version 3, session 37: 4x10's states at b = 3 listed 26 million guesses,
nearly all citing a class "none within 2" in a state not solvable within 3; version 2 cited
such classes one by one, version 1 as states of their own). An exact state's first
guess costs exactly its value, each witness asking the cited state (b - 1) to be exact with that
value and each other class of two or more codes split as above; any other witness asks the cited
state (b - 1) for at least its value. Every state is read and states cite larger ones only
through their classes, so by induction on size every claim holds.
"""
from __future__ import annotations

import numpy as np

from certify.checkers import CheckError
from certify.checkers._mastermind_compact import _Costs, _Relabel, header_game, read_states
from certify.checkers._mastermind_game import INF, Game, _starts_lines, _stream_lines, orbits
from certify.checkers.strict_io import integer, limit, regular_file

FEWEST = "certify-mastermind-fewest/3"
PREFIX = b'{"format":"certify-mastermind-fewest/'


def starts_fewest(path) -> bool:
    return _starts_lines(path, PREFIX)


class _Fewest:
    def __init__(self, game: Game) -> None:
        self.game, self.relabel, self.costs = game, _Relabel(game), _Costs(game)
        self.everything = np.arange(len(game.codes))
        self.codes_of, self.claims, self.asks, self.rows, self.split = [self.everything] * 2, [], {}, {}, {}

    def bound(self, b: int) -> np.ndarray:
        """The size bound of f at b, for every size (0 codes: 0)."""
        if b not in self.rows:
            sizes, reach = np.arange(len(self.game.codes) + 1), [0]  # reach[k] = N(k), capped past every code
            while len(reach) <= b:
                reach.append(min(reach[-1] * self.game.branching + 1, len(sizes)))
            self.rows[b] = np.where(sizes > reach[b], INF, np.maximum(sizes - reach[max(b - 1, 0)], 0)).astype(np.int64)
        return self.rows[b]

    def read(self, k: int, row) -> None:
        game = self.game
        if not (isinstance(row, list) and len(row) == 5 and row[2] in (0, 1) and type(row[2]) is int
                and isinstance(row[3], list) and isinstance(row[4], list)):
            raise CheckError(f"state {k}: not [b, value, lower, automorphisms, guesses]")
        b, value, lower, automorphisms, guesses = row
        b = integer(b, f"state {k} b", 1, 64)
        value = INF if value is None else integer(value, f"state {k} value", 0, INF - 1)
        if value >= INF and not lower:
            raise CheckError(f"state {k}: 'no strategy' is stated as a lower bound (lower 1)")
        codes, bound, size = self.codes_of[k], self.bound(b - 1), len(self.codes_of[k])
        ranks = tuple(self.relabel.rank(a, f"state {k} automorphism") for a in automorphisms)
        images = [self.relabel.image(r) for r in ranks]
        if any(not np.array_equal(np.sort(image[codes]), codes) for image in images):
            raise CheckError(f"state {k}: an automorphism does not map the state onto itself")
        if not all(isinstance(x, list) and len(x) == 2 and isinstance(x[1], list) for x in guesses):
            raise CheckError(f"state {k}: guesses must be a list of [code index, witnesses]")
        named = [integer(x[0], f"a guess of state {k}", 0, len(game.codes) - 1) for x in guesses]
        labels = orbits(len(game.codes), images)
        leaders = np.flatnonzero(labels == self.everything)
        unlisted = leaders[~np.isin(leaders, labels[named])]
        if b == 3:  # version 3: every class's f at 2 computed here; an exact state lists its first guess, bare
            if len(guesses) != (0 if lower else 1) or any(x[1] for x in guesses):
                raise CheckError(f"state {k}: at b 3 an exact state lists its first guess alone, a lower one none, "
                                 "with no witnesses (the classes' f at 2 are computed here)")
            first = INF if lower else self.three(k, codes, np.array(named), INF)
            if not lower and first != value:
                raise CheckError(f"state {k}: its first guess costs {'none' if first >= INF else first}, not the claimed {value}")
            best = min(first, self.three(k, codes, unlisted, value))
        else:
            least = self.costs.least(codes, unlisted, bound, min(value, INF - size) + size)
            best = min(least - size if least < INF else INF, self.listed(k, codes, named, guesses, b, value, lower))
        if not lower and not guesses or best < value:
            raise CheckError(f"state {k} ({size} codes, b {b}): claimed {'lower bound ' if lower else 'value '}"
                             f"{'none' if value >= INF else value}; a guess gives {'none' if best >= INF else best}")
        self.claims.append((b, value, bool(lower)))
        for ask in self.asks.pop(k, ()):
            _meets(ask, self.claims[k], k)

    def listed(self, k, codes, named, guesses, b, value, lower) -> int:
        """The least cost of the listed guesses (witnesses checked; an exact state's first guess
        attains the value)."""
        game, bound, best = self.game, self.bound(b - 1), INF
        cited = []
        for i, (guess, witnesses) in enumerate(zip(named, (x[1] for x in guesses))):
            where, answers = f"state {k}, guess {guess}", game.table[guess, codes]
            sizes = np.bincount(answers, minlength=game.found + 1)
            sizes[game.found] = 0
            if (sizes == len(codes)).any():
                raise CheckError(f"{where}: it leaves the state whole (it is never needed)")
            cost, seen, attaining = int(bound[sizes].sum()), set(), i == 0 and not lower
            for w in witnesses:
                if not (isinstance(w, list) and len(w) in (2, 4)):
                    raise CheckError(f"{where}: a witness is [answer, value] or [answer, value, state, rank]")
                answer = integer(w[0], f"{where} answer", 0, game.found - 1)
                if answer in seen or sizes[answer] < 2:
                    raise CheckError(f"{where}: answer {answer} is repeated or has a class of fewer than two codes")
                seen.add(answer)
                relied = INF if w[1] is None else integer(w[1], f"{where} value", 0, INF - 1)
                members = codes[answers == answer]
                if len(w) == 2:
                    target = len(self.codes_of)
                    self.codes_of.append(members)
                else:
                    target = integer(w[2], f"{where} state", 2, len(self.codes_of) - 1)
                    cited.append((self.relabel.rank(w[3], where), len(cited), target, members, f"{where}, answer {answer}"))
                ask = (attaining, relied, b - 1, f"{where}, answer {answer}")
                (_meets(ask, self.claims[target], target) if target < len(self.claims)
                 else self.asks.setdefault(target, []).append(ask))
                cost = min(cost + relied - int(bound[len(members)]), INF)
            if attaining:
                for a in np.flatnonzero(sizes >= 2).tolist():
                    members = codes[answers == a]
                    if a not in seen and (b < 3 or len(members) > game.branching + 1 or not any(
                            len(np.unique(r)) == len(members) for r in game.table[np.ix_(members, members)])):
                        raise CheckError(f"{where}: answer {a}, a class of {len(members)} codes, has no witness")
                if cost != value:
                    raise CheckError(f"state {k}: its first guess costs {cost}, not the claimed {value}")
            best = min(best, cost)
        if cited:
            flat = np.concatenate([c[3] for c in cited])
            ends = np.cumsum([len(c[3]) for c in cited])
            self.relabel.onto(flat, [(r, e - len(m), e, t, w) for (r, _, t, m, w), e in zip(cited, ends)], self.codes_of)
        return best


    def three(self, k: int, codes, guesses, value: int) -> int:
        """The least cost over ``guesses`` at b = 3, as far as ``value`` needs (at least it: no less
        than the value): a guess whose classes' size bounds add up to less has its classes' f at 2
        computed here (:meth:`two`), the largest first, until they reach the value."""
        game, bound, size, best = self.game, self.bound(2), len(codes), INF
        for picked, costs in self.costs.each(codes, guesses, bound):
            costs = np.minimum(costs - size, INF)
            short = costs < value
            for guess, cost in zip(picked[short].tolist(), costs[short].tolist()):
                answers = game.table[guess, codes]
                sizes = np.bincount(answers, minlength=game.found + 1)
                sizes[game.found] = 0
                for a in np.argsort(-sizes, kind="stable").tolist():
                    if cost >= value or sizes[a] < 2:
                        break
                    have = self.two(codes[answers == a])
                    cost = min(cost + have - int(bound[sizes[a]]), INF)
                best = min(best, cost)
                if best < value:
                    return best
        return best

    def two(self, members) -> int:
        """f(members, 2): |S| - 1 when a code of S answers every code of S differently (it first),
        else |S| when another code does, else INF (every code of the game tried; memoised). A code
        answers S all differently when the OR of its answers' bits over S (the costing's ``bits``;
        answers are symmetric in guess and secret) has |S| bits."""
        key, size = members.tobytes(), len(members)
        if key not in self.split:
            if self.costs.bits is not None:
                splits = np.bitwise_count(np.bitwise_or.reduce(self.costs.bits[members], axis=0)) == size
            else:  # more than 64 answers: sorted columns
                splits = (np.diff(np.sort(self.costs.table[members], axis=0), axis=0) != 0).all(axis=0)
            if len(self.split) >= 1_000_000:
                self.split.clear()
            self.split[key] = INF if not splits.any() else size - 1 if splits[members].any() else size
        return self.split[key]


def _meets(ask, claim, k: int) -> None:
    """Whether state ``k``'s claim (b, value, lower) meets an ask of a citing state."""
    exact, value, b, who = ask
    have_b, have, lower = claim
    if have_b != b or (lower or have != value if exact else have < value):
        raise CheckError(f"{who} relies on state {k} (b {b}) as {'exactly' if exact else 'at least'} "
                         f"{'none' if value >= INF else value}; it claims {'none' if have >= INF else have}"
                         f"{' (a lower bound)' if lower else ''}, b {have_b}")


def check_fewest(stream) -> dict:
    """Check ``certify-mastermind-fewest/3``: an iterator of JSON lines, header first."""
    header, game = header_game(stream, FEWEST)
    worst, fewest = integer(header.get("worst"), "worst", 2), integer(header.get("fewest"), "fewest", 0)
    states = read_states(stream, _Fewest(game), header)
    if states.claims[0] != (worst, fewest, False) or states.claims[1] != (worst - 1, INF, True):
        raise CheckError(f"states 0 and 1 must show f(every code, {worst}) = {fewest} and none within {worst - 1}; "
                         f"they claim {states.claims[0][:2]} and {states.claims[1][:2]}")
    return {"kind": FEWEST, "digits": game.d, "symbols": game.n, "repeats": game.repeats, "codes": len(game.codes),
            "worst": worst, "fewest": fewest, "states": len(states.claims)}


def check_fewest_file(path) -> dict:
    regular_file(path)
    return check_fewest(_stream_lines(path, limit("MAX_FILE_MB", 1024) * 2**20))
# Line bound: under 230 lines (tests/test_trusted_base.py holds the module to it).
