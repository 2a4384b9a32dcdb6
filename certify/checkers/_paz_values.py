"""The Paz-Peterfreund functions of the registry, re-defined over adversary certificates that
:mod:`.adversary` (and :mod:`.games`, :mod:`.drat` through it) accepted; for
:mod:`._claims`. Imports nothing from the package; under 250 lines.

A chooser ``c`` is 0 honest, 1 "don't know" at most ``d`` times, 2 lies at most ``d`` times.
Trusted facts (docs/adversaries.md): a predetermined strategy of k questions against chooser
(c, d) is a binary code of length k and distance D(c, d) = 1, d + 1, 2d + 1; any n of a code's
words serve n characters, and a code padded with zero bits keeps its distance, so

* a checked code of w words, length k, distance >= D: k predetermined questions suffice for
  every n <= w (and adaptively too: a predetermined strategy is an adaptive one);
* a checked exclusion (``bound``, ``delsarte``, ``sat``: no code of w words, length L,
  distance D' <= D): for every n >= w, L predetermined questions are too few; a ``counting``
  bound (2^L < w) excludes adaptive strategies too;
* a checked ``game-win`` (``game-loss``) certificate for n' characters, ``questions`` q against
  (game, d'): q adaptive questions suffice for n <= n', d <= d' (do not suffice for n >= n',
  d >= d'); with at most one candidate no question is needed.

Values: ``upper`` the least length that suffices, ``lower`` one more than the greatest that is
too few (0 when nothing is excluded), ``opt`` their common value (an error while they
differ); ``expansion(n)`` / ``parity(n)``: the length of a checked code that is exactly the
paper's construction (words 0..n-1; the same with an even-weight bit on top);
``binary_search(n)``: the length of a checked strategy table that is exactly binary search;
``games(n, c, d)``: the games the construction of ``upper`` wins when every one is replayed.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import combinations

from certify.checkers import CheckError

GAME = {1: "erasures", 2: "lies"}


def _int(x) -> int:
    x = Fraction(x)
    if x.denominator != 1:
        raise CheckError(f"expected an integer, got {x}")
    return x.numerator


def _chooser(c, d) -> tuple[int, int, int]:
    c, d = _int(c), _int(d)
    if c not in (0, 1, 2) or d < 0 or (c == 0 and d != 0):
        raise CheckError(f"chooser ({c}, {d}) must be (0, 0), (1, d) or (2, d)")
    return c, d, (1, d + 1, 2 * d + 1)[c]


def _plays(doc, c, d, win: bool) -> bool:
    """Whether a game certificate speaks about chooser (c, d), in the monotone direction."""
    if doc["kind"] != ("game-win" if win else "game-loss"):
        return False
    if (c == 0) if win else (doc["d"] == 0):  # a win against any chooser wins against an honest
        return True  # one; a loss against an honest chooser is a loss against any
    return c != 0 and doc["game"] == GAME[c] and (doc["d"] >= d if win else doc["d"] <= d)


def upper(certs, kind, n, c, d) -> int:
    n, (c, d, D) = _int(n), _chooser(c, d)
    if n <= 1:
        return 0  # one candidate is named without a question
    found = [doc["length"] for doc in certs if doc["kind"] == "code" and len(doc["words"]) >= n and doc["distance"] >= D]
    if kind == "ada":
        found += [doc["questions"] for doc in certs if _plays(doc, c, d, True) and doc["n"] >= n]
    if not found:
        raise CheckError(f"no checked construction for n = {n}, chooser ({c}, {d}), {kind}")
    return min(found)


def lower(certs, kind, n, c, d, only=None) -> int:
    n, (c, d, D) = _int(n), _chooser(c, d)
    found = [0]
    for doc in certs:
        if doc["kind"] in ("bound", "delsarte", "sat") and doc["words"] <= n and doc["distance"] <= D and only in (None, doc["kind"]):
            if kind == "pre" or (doc["kind"] == "bound" and doc["bound"] == "counting"):
                found.append(doc["length"] + 1)
        if kind == "ada" and only is None and _plays(doc, c, d, False) and doc["n"] <= n:
            found.append(doc["questions"] + 1)
    return max(found)


def optimum(certs, kind, n, c, d) -> int:
    low, high = lower(certs, kind, n, c, d), upper(certs, kind, n, c, d)
    if low != high:
        raise CheckError(f"the {kind} optimum for n = {n}, chooser ({c}, {d}) is open: between {low} and {high}")
    return low


def construction(certs, n, parity: bool) -> int:
    """The length of a checked code that is exactly the paper's construction for n characters."""
    n = _int(n)
    for doc in sorted(certs, key=lambda doc: doc.get("length", 0)):
        if doc["kind"] != "code" or doc["distance"] < (2 if parity else 1):
            continue
        k = doc["length"] - 1 if parity else doc["length"]
        expected = sorted(i | ((i.bit_count() & 1) << k) for i in range(n)) if parity else list(range(n))
        if doc["words"] == expected:
            return doc["length"]
    raise CheckError(f"no checked code is the paper's {'parity' if parity else 'expansion'} code for n = {n}")


def binary_search(certs, n) -> int:
    """The questions of a checked honest strategy table that always asks about the first half,
    rounded down, of the candidates: Theorem 4's binary search, its rule checked row by row."""
    n = _int(n)
    for doc in sorted((doc for doc in certs if doc["kind"] == "game-win"), key=lambda doc: doc["questions"]):
        if doc["game"] == "lies" and doc["d"] == 0 and doc["n"] == n and all(row[2] == row[1] // 2 for row in doc["strategy"]):
            return doc["questions"]
    raise CheckError(f"no checked binary-search strategy table for n = {n}")


def games(certs, n, c, d) -> int:
    """The games played by the predetermined strategy of ``upper`` (the shortest checked code
    of >= n words and distance >= D, its first n words as the characters' answer patterns):
    every character against every placement of at most d erasures (c = 1) or lies (c = 2; none
    for c = 0) among its k answers, decoded to the unique word agreeing with every answer given
    (erasures) or within d of the answers (lies). A replay, not a search: every game must name
    its character; returns how many were played."""
    n, (c, d, D) = _int(n), _chooser(c, d)
    found = [doc for doc in certs if doc["kind"] == "code" and len(doc["words"]) >= n and doc["distance"] >= D]
    if not found:
        raise CheckError(f"no checked code for n = {n}, chooser ({c}, {d}) to play")
    doc = min(found, key=lambda doc: doc["length"])
    k, words, played = doc["length"], doc["words"][:n], 0
    places = [p for r in range(d + 1 if c else 1) for p in combinations(range(k), r)]
    for character, word in enumerate(words):
        for place in places:
            flip = sum(1 << i for i in place)
            if c == 2:  # the lies flip the answers at ``place``
                fits = [i for i, w in enumerate(words) if (w ^ word ^ flip).bit_count() <= d]
            else:  # "don't know" at ``place``: the other answers must agree
                fits = [i for i, w in enumerate(words) if (w ^ word) & ~flip == 0]
            played += 1
            if fits != [character]:
                raise CheckError(f"the code of length {k} names {fits} for character {character} with {place} "
                                 f"{'lied' if c == 2 else 'unanswered'}")
    return played


def code_size(certs, k, D) -> int:
    k, D = _int(k), _int(D)
    sizes = [len(doc["words"]) for doc in certs if doc["kind"] == "code" and doc["length"] <= k and doc["distance"] >= D]
    if not sizes:
        raise CheckError(f"no checked code of length <= {k} and distance >= {D}")
    return max(sizes)


FUNCTIONS = {  # name -> f(certificates, *args); each returns an exact number
    "paz_pre_upper": lambda certs, n, c, d: Fraction(upper(certs, "pre", n, c, d)),
    "paz_ada_upper": lambda certs, n, c, d: Fraction(upper(certs, "ada", n, c, d)),
    "paz_pre_lower": lambda certs, n, c, d: Fraction(lower(certs, "pre", n, c, d)),
    "paz_ada_lower": lambda certs, n, c, d: Fraction(lower(certs, "ada", n, c, d)),
    "paz_pre_lower_sat": lambda certs, n, c, d: Fraction(lower(certs, "pre", n, c, d, only="sat")),
    "paz_pre_opt": lambda certs, n, c, d: Fraction(optimum(certs, "pre", n, c, d)),
    "paz_ada_opt": lambda certs, n, c, d: Fraction(optimum(certs, "ada", n, c, d)),
    "paz_expansion": lambda certs, n: Fraction(construction(certs, n, parity=False)),
    "paz_parity": lambda certs, n: Fraction(construction(certs, n, parity=True)),
    "paz_code_size": lambda certs, k, D: Fraction(code_size(certs, k, D)),
    "paz_pre_games": lambda certs, n, c, d: Fraction(games(certs, n, c, d)),
    "paz_binary_search": lambda certs, n: Fraction(binary_search(certs, n)),
}
