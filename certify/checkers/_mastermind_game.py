"""The game model of general D×N code-breaking games and the reading of their certificate
files, shared by :mod:`certify.checkers.mastermind` (the entry point) and its private
:mod:`._mastermind_compact` and :mod:`._mastermind_cover`; imports no public checker. The trusted facts are stated in
:mod:`certify.checkers.mastermind`."""
from __future__ import annotations

import gzip
import io
import lzma
import os
import zlib
from itertools import permutations, product
from math import perm

import numpy as np

from certify.checkers import LIMIT, UNREADABLE, CheckError
from certify.checkers.strict_io import integer, limit, over_limit, parse_json, read_bytes

FORMATS = ("certify-mastermind-tree/1", "certify-mastermind-optimality/3", "certify-mastermind-cover/1")
RETIRED = ("certify-mastermind-optimality/1", "certify-mastermind-optimality/2")  # refused, the converter named
CONVERTER = "python -m certify.codebreaking.convert OLD NEW"
LINES_PREFIX = b'{"format":"certify-mastermind-optimality/'  # /3: JSON lines, checked as they stream
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


def orbits(count: int, images) -> np.ndarray:
    """For each of ``count`` codes, the least code of its orbit under the code maps ``images``."""
    labels, changed = np.arange(count), bool(images)
    while changed:
        changed = False
        for image in images:
            merged = np.minimum(labels, labels[image])
            np.minimum.at(merged, image, labels)
            merged = merged[merged]
            if not np.array_equal(merged, labels):
                labels, changed = merged, True
    return labels


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
        hist = np.stack([np.count_nonzero(self.codes == s, axis=1) for s in range(self.n)], axis=1).astype(np.int16)
        self.table = np.empty((len(self.codes),) * 2, dtype=np.int16)  # answer (black, white): black·(d+1) + white
        step = max(1, (1 << 20) // len(self.codes))  # guesses at a time, one column (place or symbol) at a time
        for g in range(0, len(self.codes), step):
            black = sum(np.equal.outer(self.codes[g:g + step, p], self.codes[:, p]).astype(np.int16) for p in range(self.d))
            white = sum(np.minimum.outer(hist[g:g + step, s], hist[:, s]) for s in range(self.n)) - black
            self.table[g:g + step] = black * (self.d + 1) + white
        self.found = self.d * (self.d + 1)
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
        return f"{answer // (self.d + 1)},{answer % (self.d + 1)}"


XZ_MAGIC = b"\xfd7zXZ\x00"
# what reading a (compressed) file may raise: a corrupt gzip stream raises zlib.error, an xz one LZMAError
READ_ERRORS = (OSError, EOFError, lzma.LZMAError, zlib.error)


def _open(path):
    """``path`` for reading, decompressed if it starts with the gzip or xz magic bytes."""
    with open(os.fspath(path), "rb") as handle:
        head = handle.read(6)
    if head.startswith(b"\x1f\x8b"):
        return gzip.open(os.fspath(path), "rb")
    return lzma.open(os.fspath(path), "rb") if head == XZ_MAGIC else open(os.fspath(path), "rb")


def _stream_lines(path, most: int):
    """The lines of ``path`` (gunzipped), stopping past ``most`` decompressed bytes."""
    read = 0
    try:
        with _open(path) as handle:
            while line := handle.readline(most - read + 1):  # a line is bounded before it is held (issue 37)
                read += len(line)
                if read > most:
                    over_limit("decompressing the file", -(-read // 2**20), "MAX_FILE_MB", 1024, " MB", allowed=most >> 20)
                try:
                    yield line.decode("utf-8")
                except UnicodeDecodeError as error:
                    raise CheckError(f"not UTF-8 text (byte {error.start})", UNREADABLE) from None
    except READ_ERRORS as error:
        raise CheckError(f"cannot read: {error}", UNREADABLE) from None


def _starts_lines(path, prefix: bytes = LINES_PREFIX) -> bool:
    """Whether the (decompressed) file starts with ``prefix`` (optimality/3's, or another format's)."""
    try:
        with _open(path) as handle:
            return handle.read(len(prefix)) == prefix
    except READ_ERRORS:
        return False


def retired(kind) -> CheckError:
    """The refusal of a file in a retired format: one line naming the converter (exit 3)."""
    return CheckError(f"{kind} is a retired format, no longer read: convert it with {CONVERTER}", UNREADABLE)


def load(path) -> dict:
    """The JSON object in ``path`` (decompressed first if the name ends in ``.gz``); not for
    ``certify-mastermind-optimality/3`` files (``mastermind.check_lines_file`` streams them)."""
    data, most = read_bytes(path), limit("MAX_FILE_MB", 1024) * 2**20
    if os.fspath(path).endswith(".gz"):
        try:
            with gzip.GzipFile(fileobj=io.BytesIO(data)) as handle:
                data = handle.read(most + 1)
        except READ_ERRORS as error:
            raise CheckError(f"cannot decompress: {error}", UNREADABLE) from None
        if len(data) > most:
            over_limit("decompressing the file", -(-len(data) // 2**20), "MAX_FILE_MB", 1024, " MB")
    try:
        doc = parse_json(data.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise CheckError(f"not UTF-8 text (byte {error.start})", UNREADABLE) from None
    kind = doc.get("format") if isinstance(doc, dict) else None
    if kind in RETIRED:
        raise retired(kind)
    if not isinstance(kind, str) or kind not in FORMATS:
        raise CheckError(f"not a certify-mastermind file (format {kind!r})"[:200], UNREADABLE)
    return doc
# Line bound: under 175 lines (tests/test_trusted_base.py holds the module to it).
