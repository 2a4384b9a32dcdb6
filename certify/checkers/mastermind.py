"""Independent checker for general D×N code-breaking strategies (AB games with distinct symbols,
Mastermind with repeats), ``certify-mastermind-tree/1``, and the game model shared with the
optimality checker :mod:`certify.checkers.mastermind_optimality`. Standard library, numpy and
the trusted base's ``strict_io`` only; under 200 lines (docs/mastermind.md).

Trusted facts. A code is D symbols of range(N) (distinct unless ``repeats``), numbered by its
base-N value. The answer to a guess is (black, white): black = same symbol, same place; white =
sum over symbols of min(count in guess, count in secret), minus black. Renaming symbols and
permuting positions preserve answers, so states in one orbit have equal values. R(S, h) is the
least total number of guesses over the secrets of S within h guesses (h = null: no limit). A
strategy has at most b**(j-1) nodes at depth j (b = answers other than "found"), each finding
at most one code, which gives the size bound :func:`size_bound`.

``certify-mastermind-tree/1``: each strategy is replayed against every secret (every guess a
legal code, every answer a branch); its total and depth must be the ones it states. Measure
``total`` / ``restricted``: the solver's optimal strategies; ``strategy``: a strategy named by
its ``strategy`` key (e.g. ``knuth``, Knuth's minimax play), for its replayed total and depth
only (a file may hold named strategies alone). The file
is JSON (gzip-compressed if its name ends in ``.gz``), read by ``strict_io`` within its limits.
"""
from __future__ import annotations

import gzip
import io
import os
from itertools import permutations, product
from math import perm

import numpy as np

from certify.checkers import LIMIT, UNREADABLE, CheckError, verdict
from certify.checkers.strict_io import integer, limit, over_limit, parse_json, read_bytes, regular_file

FORMATS = ("certify-mastermind-tree/1", "certify-mastermind-optimality/1", "certify-mastermind-optimality/2")
LINES_PREFIX = b'{"format":"certify-mastermind-optimality/2"'  # JSON lines, checked as they stream
MEASURES = ("total", "restricted", "strategy")  # strategy: a named strategy, no optimality stated
MAX_CODES = 10_000
MAX_DIGITS = 16
INF = 1 << 40  # "no strategy": larger than any total


def size_bound(size: int, limit, branching: int):
    """Least total for ``size`` codes within ``limit`` guesses (None: unlimited), or INF."""
    total, level, width = 0, 1, 1
    while size > 0:
        if limit is not None and level > limit:
            return INF
        total += level * min(width, size)
        size -= min(width, size)
        level, width = level + 1, width * branching
    return total


class Game:
    def __init__(self, doc: dict) -> None:
        self.d = integer(doc.get("digits"), "digits", 1, most=MAX_DIGITS)
        self.n = integer(doc.get("symbols"), "symbols", 1, most=MAX_CODES)
        self.repeats = doc.get("repeats")
        if not isinstance(self.repeats, bool):
            raise CheckError("repeats must be true or false")
        count = self.n ** self.d if self.repeats else perm(self.n, self.d)
        if count > MAX_CODES:
            raise CheckError(f"{count} codes exceed the checker's limit {MAX_CODES}", LIMIT)
        if count == 0:
            raise CheckError(f"no code of {self.d} distinct symbols out of {self.n}")
        source = product(range(self.n), repeat=self.d) if self.repeats else permutations(range(self.n), self.d)
        self.codes = np.array(list(source), dtype=np.int64).reshape(-1, self.d)
        if doc.get("codes") != len(self.codes):
            raise CheckError(f"the game has {len(self.codes)} codes, the file says {doc.get('codes')!r}")
        self.weights = self.n ** np.arange(self.d - 1, -1, -1)
        self.number = self.codes @ self.weights
        self.index = {int(x): i for i, x in enumerate(self.number)}
        self.lookup = np.full(self.n ** self.d, -1, dtype=np.int64)
        self.lookup[self.number] = np.arange(len(self.codes))
        hist = np.stack([np.count_nonzero(self.codes == s, axis=1) for s in range(self.n)], axis=1)
        self.table = np.empty((len(self.codes),) * 2, dtype=np.int64)
        for g in range(len(self.codes)):
            black = np.count_nonzero(self.codes == self.codes[g], axis=1)
            white = np.minimum(hist, hist[g]).sum(axis=1) - black
            self.table[g] = black * 16 + white
        self.found = self.d * 16
        self.branching = len(np.unique(self.table)) - 1
        self._bounds = {}

    def bounds(self, limit) -> np.ndarray:
        """``size_bound(s, limit)`` for every size s (0 for s = 0)."""
        if limit not in self._bounds:
            self._bounds[limit] = np.array([size_bound(s, limit, self.branching)
                                            for s in range(len(self.codes) + 1)], dtype=np.int64)
        return self._bounds[limit]

    def code(self, value, what: str) -> int:
        if isinstance(value, list):
            value = sum(integer(s, what, 0, self.n - 1) * self.n ** (self.d - 1 - p) for p, s in enumerate(value)) \
                if len(value) == self.d else -1
        if type(value) is not int or value not in self.index:
            raise CheckError(f"{what} is not a code of the game: {value!r}")
        return self.index[value]

    def text(self, answer: int) -> str:
        return f"{answer // 16},{answer % 16}"

    def mapping(self, element, what: str) -> np.ndarray:
        """Code map of a witness [pi, tau]: positions and symbols permuted."""
        if not (isinstance(element, list) and len(element) == 2):
            raise CheckError(f"{what}: a relabelling must be [pi, tau]")
        pi, tau = element
        for perm, size, name in ((pi, self.d, "pi"), (tau, self.n, "tau")):
            if not isinstance(perm, list) or sorted(x if type(x) is int else -1 for x in perm) != list(range(size)):
                raise CheckError(f"{what}: {name} is not a permutation of 0..{size - 1}")
        return self.lookup[np.array(tau)[self.codes[:, np.array(pi)]] @ self.weights]


def check_tree(doc: dict, game: Game) -> dict:
    trees = doc.get("trees")
    if not isinstance(trees, list) or not trees:
        raise CheckError("the file lists no strategy")
    found, named = {}, {}
    for t, entry in enumerate(trees):
        if not isinstance(entry, dict) or entry.get("measure") not in MEASURES:
            raise CheckError(f"strategy {t}: measure must be total, restricted or strategy")
        name = entry.get("strategy")
        if (entry["measure"] == "strategy") != ("strategy" in entry) or name is not None and (
                not isinstance(name, str) or not name or name in named):
            raise CheckError(f"strategy {t}: a named strategy (and only it) has a name of its own, a string")
        total = depth = 0
        for secret in range(len(game.codes)):
            node, guesses = entry.get("tree"), 0
            while True:
                if not isinstance(node, dict) or guesses >= len(game.codes):
                    raise CheckError(f"strategy {t}, secret {game.codes[secret].tolist()}: no node after {guesses} guesses")
                guesses += 1
                guess = game.code(node.get("guess"), f"strategy {t}, guess at depth {guesses}")
                if guess == secret:
                    break
                answer, then = game.text(game.table[guess, secret]), node.get("then")
                if not isinstance(then, dict) or answer not in then:
                    raise CheckError(f"strategy {t}, secret {game.codes[secret].tolist()}: no branch {answer} at depth {guesses}")
                node = then[answer]
            total, depth = total + guesses, max(depth, guesses)
        if (entry.get("total"), entry.get("depth")) != (total, depth):
            raise CheckError(f"strategy {t} claims total {entry.get('total')!r}, depth {entry.get('depth')!r}; "
                             f"replaying every secret gives {total}, {depth}")
        if name is None:
            found[entry["measure"]] = (total, depth)
        else:
            named[name] = (total, depth)
    game_of = {"digits": game.d, "symbols": game.n, "repeats": game.repeats, "strategies": named}
    if "total" not in found:
        if found or not named:
            raise CheckError("no strategy with measure total")
        total, depth = next(iter(named.values()))  # a file of named strategies only
        return {"kind": doc["format"], "codes": len(game.codes), "total": total, "depth": depth, **game_of}
    total, depth = found["total"]
    return {"kind": doc["format"], "codes": len(game.codes), "total": total, "depth": depth,
            "restricted": found.get("restricted", (total, depth)), **game_of}


def _open(path):
    """``path`` for reading, gunzipped if it starts with the gzip magic bytes."""
    with open(os.fspath(path), "rb") as handle:
        gzipped = handle.read(2) == b"\x1f\x8b"
    return gzip.open(os.fspath(path), "rb") if gzipped else open(os.fspath(path), "rb")


def _stream_lines(path, most: int):
    """The lines of ``path`` (gunzipped), stopping past ``most`` decompressed bytes."""
    read = 0
    try:
        with _open(path) as handle:
            for line in handle:
                read += len(line)
                if read > most:
                    over_limit("decompressing the file", -(-read // 2**20), "MAX_FILE_MB", 1024, " MB")
                try:
                    yield line.decode("utf-8")
                except UnicodeDecodeError as error:
                    raise CheckError(f"not UTF-8 text (byte {error.start})", UNREADABLE) from None
    except (OSError, EOFError) as error:
        raise CheckError(f"cannot read: {error}", UNREADABLE) from None


def _starts_lines(path) -> bool:
    try:
        with _open(path) as handle:
            return handle.read(len(LINES_PREFIX)) == LINES_PREFIX
    except (OSError, EOFError):
        return False


def check_lines_file(path) -> dict:
    """Check a ``certify-mastermind-optimality/2`` file (JSON lines) while it streams."""
    from certify.checkers.mastermind_optimality import check_lines

    regular_file(path)
    return check_lines(_stream_lines(path, limit("MAX_FILE_MB", 1024) * 2**20))


def load(path) -> dict:
    """The JSON object in ``path`` (decompressed first if the name ends in ``.gz``); not for
    ``certify-mastermind-optimality/2`` files (:func:`check_lines_file` streams them)."""
    data, most = read_bytes(path), limit("MAX_FILE_MB", 1024) * 2**20
    if os.fspath(path).endswith(".gz"):
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as handle:
                data = handle.read(most + 1)
        except (OSError, EOFError) as error:
            raise CheckError(f"cannot decompress: {error}", UNREADABLE) from None
        if len(data) > most:
            over_limit("decompressing the file", -(-len(data) // 2**20), "MAX_FILE_MB", 1024, " MB")
    try:
        doc = parse_json(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise CheckError(f"not UTF-8 text (byte {error.start})", UNREADABLE) from None
    kind = doc.get("format") if isinstance(doc, dict) else None
    if not isinstance(kind, str) or kind not in FORMATS:
        raise CheckError(f"not a certify-mastermind file (format {kind!r})"[:200], UNREADABLE)
    return doc


def check_document(doc: dict) -> dict:
    """Check a parsed ``certify-mastermind-tree/1`` or ``-optimality/1`` document."""
    kind = doc.get("format") if isinstance(doc, dict) else None
    if not isinstance(kind, str) or kind not in FORMATS:
        raise CheckError(f"not a certify-mastermind document (format {kind!r})"[:200], UNREADABLE)
    if kind == FORMATS[2]:
        raise CheckError(f"a {kind} certificate is JSON lines beginning {LINES_PREFIX.decode()}", UNREADABLE)
    if kind == FORMATS[0]:
        return check_tree(doc, Game(doc))
    from certify.checkers.mastermind_optimality import check_optimality  # it imports this module

    return check_optimality(doc, Game(doc))


def check_file(path) -> dict:
    """Check a ``certify-mastermind-tree/1``, ``-optimality/1`` or ``-optimality/2`` file."""
    if _starts_lines(path):
        return check_lines_file(path)
    return check_document(load(path))


def main(argv=None) -> int:
    """``python -m certify.checkers.mastermind FILE``: exit 0 iff the certificate is valid."""
    return verdict(argv, "mastermind FILE", check_file,
                   lambda s: f"{s['kind']}: total {s['total']} over {s['codes']} codes, "
                             + (f"worst case {s['worst']}, least total with it {s['restricted']}" if "worst" in s
                                else f"worst case {s['depth']}")
                   if "total" in s else f"{s['kind']}: no strategy finds every one of the {s['codes']} codes within "
                                        f"{s['impossible_within']} guesses (least worst case at least {s['least_worst_at_least']})")


if __name__ == "__main__":
    raise SystemExit(main())
