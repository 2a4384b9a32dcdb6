"""Certified optimal-strategy tables: the engine's result, its exact queries and its files.

>>> table = solve("official", 4)
>>> table.value(4, 4)
mpq(9,16)
>>> [str(move) for move in table.optimal_moves(4, 4)]
['1:3']
>>> [(str(mv), v) for mv, v in table.move_values(4, 4)][:2]
[('1:3', mpq(9,16)), ('2:2', mpq(1,2))]

Files (``docs/formats.md``): CSV with header ``n,m,value,moves``; JSON with the same data,
metadata and a sha256 of the content; a compact ``.npz`` for large N.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
import struct
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Callable, Iterator

import numpy as np

from .._version import __version__
from . import rules as rulesets
from ..errors import CertifyError
from .moves import GUESS, Move

if TYPE_CHECKING:  # imported where a value is made: writing a table needs no gmpy2
    from gmpy2 import mpq

FORMATS = ("csv", "json", "npz")
Progress = Callable[[int, int], None]  # certify.guesswho.engine.Progress (not imported here: numba)


@dataclass(frozen=True)
class Table:
    """Exact values and all optimal moves for every state ``(n, m)``, ``1 <= n, m <= max``."""

    rules: str
    max: int
    scaled: np.ndarray  # scaled[n, m] = n*m*P(n, m); -1 where (n, m) is not a state
    offsets: np.ndarray
    runs: np.ndarray  # optimal moves as runs (a, first, last, step); see certify.guesswho.engine

    def _check_state(self, n: int, m: int) -> None:
        if not (1 <= n <= self.max and 1 <= m <= self.max):
            raise CertifyError(f"state ({n}, {m}) is outside this table (1..{self.max})")
        if not rulesets.get(self.rules).is_state(n, m):
            raise CertifyError(f"({n}, {m}) is not a state of the {self.rules} game")

    @classmethod
    def load(cls, path: str | Path, rules: str | None = None) -> "Table":
        """A table file (CSV, JSON or NPZ), read only after the independent checker accepted it
        (:func:`certify.checkers.tables.load_checked`); a refused file is a ``CertifyError``.

        >>> import tempfile, os
        >>> from fractions import Fraction
        >>> path = os.path.join(tempfile.mkdtemp(), "official-6.csv")
        >>> _ = solve("official", 6).write(path)
        >>> table = Table.load(path)
        >>> table[4, 4], Fraction(table[4, 4])
        (mpq(9,16), Fraction(9, 16))
        """
        from ..checkers import CheckError
        from .textread import load_checked  # NPZ read by the trusted checker; CSV and JSON converted for it

        try:
            checked = load_checked(path, rules)
        except CheckError as error:
            raise CertifyError(f"{path}: {error}", error.exit_code) from None
        return cls(checked.rules, checked.max, checked.scaled, checked.offsets, checked.runs)

    def __getitem__(self, state: tuple[int, int]) -> mpq:
        """``table[n, m]``: the value of state ``(n, m)`` (:meth:`value`)."""
        n, m = state
        return self.value(n, m)

    def value(self, n: int, m: int) -> mpq:
        """Probability that the player to move at ``(n, m)`` wins under optimal play."""
        from gmpy2 import mpq

        self._check_state(n, m)
        return mpq(int(self.scaled[n, m]), n * m)

    def optimal_moves(self, n: int, m: int) -> tuple[Move, ...]:
        """Every move attaining the value, in canonical order (empty at terminal states)."""
        self._check_state(n, m)
        i = n * (self.max + 1) + m
        moves = []
        for a, first, last, step in self.runs[self.offsets[i] : self.offsets[i + 1]].tolist():
            if last == 0:
                moves.append(GUESS)
            else:
                moves += [Move(tuple(p for p in (a, b, n - a - b) if p)) for b in range(first, last + 1, step)]
        return tuple(moves)

    def move_values(self, n: int, m: int) -> list[tuple[Move, mpq]]:
        """Every legal move at ``(n, m)`` with its exact value, best first."""
        self._check_state(n, m)
        game = rulesets.get(self.rules)
        scored = [(mv, rulesets.move_value(mv, n, m, self.value)) for mv in game.legal_moves(n, m)]
        return sorted(scored, key=lambda item: (-item[1], item[0].sort_key()))

    def states(self) -> Iterator[tuple[int, int]]:
        game = rulesets.get(self.rules)
        for n in range(1, self.max + 1):
            for m in range(1, self.max + 1):
                if game.is_state(n, m):
                    yield n, m

    # ---- files -------------------------------------------------------------------------

    def rows(self) -> Iterator[tuple[int, int, str, str]]:
        """``(n, m, value, moves)`` as written in the CSV: ``p/q`` and space-separated moves."""
        for n, m in self.states():
            yield n, m, fraction_text(self.value(n, m)), " ".join(map(str, self.optimal_moves(n, m)))

    def csv_text(self) -> str:
        out = io.StringIO()
        out.write("n,m,value,moves\n")
        for n, m, value, moves in self.rows():
            out.write(f"{n},{m},{value},{moves}\n")
        return out.getvalue()

    def json_header(self) -> dict:
        """The JSON document's fields before ``sha256`` and ``states``, in order."""
        return {
            "format": "certify-table",
            "format_version": 1,
            "rules": self.rules,
            "max": self.max,
            "tool": "certify",
            "tool_version": __version__,
            "value_encoding": "exact fraction p/q (or an integer)",
        }

    def json_text(self) -> str:
        states = [{"n": n, "m": m, "value": v, "moves": mv.split()} for n, m, v, mv in self.rows()]
        document = dict(self.json_header(), sha256=content_sha256(self.rules, self.max, states), states=states)
        return json.dumps(document, indent=1) + "\n"

    def npz_arrays(self) -> dict[str, np.ndarray]:
        meta = {
            "format": "certify-table-npz",
            "format_version": 1,
            "rules": self.rules,
            "max": self.max,
            "tool": "certify",
            "tool_version": __version__,
            "sha256": arrays_sha256(self.rules, self.max, self.scaled, self.offsets, self.runs),
        }
        return {"meta": np.array(json.dumps(meta)), "scaled": self.scaled, "offsets": self.offsets, "runs": self.runs}

    def write(self, path: str | Path, fmt: str | None = None) -> Path:
        """Write the table atomically: a partial file is never left under ``path``.

        The text formats are formatted by compiled kernels (``certify.guesswho.tabletext``) and are
        byte for byte ``csv_text()`` / ``json_text()``, the plain Python writers.
        """
        path = Path(path)
        fmt = fmt or path.suffix.lstrip(".").lower()
        if fmt not in FORMATS:
            raise CertifyError(f"unknown table format {fmt!r}: choose one of {', '.join(FORMATS)}")
        with atomic_output(path, "wb") as handle:
            if fmt == "npz":
                from concurrent.futures import ThreadPoolExecutor

                with ThreadPoolExecutor(2) as pool:  # the members deflate while the sha256 of meta is made
                    streams = deflated(pool, {"scaled": self.scaled, "offsets": self.offsets, "runs": self.runs})
                    write_npz(handle, self.npz_arrays(), streams=streams)
                return path
            if fmt == "csv":
                from . import csvtext  # numpy alone: no numba for the small two-part tables

                if csvtext.fits(self):
                    csvtext.write_csv(self, handle)
                    return path
            from ..jit import COMPILED

            if not COMPILED:  # no numba: the plain writers, the same bytes (the kernels as Python are slower)
                handle.write((self.csv_text() if fmt == "csv" else self.json_text()).encode())
                return path
            from . import tabletext  # compiled (numba): imported only for the text formats

            if fmt == "csv":
                tabletext.write_csv(self, handle)
            else:
                tabletext.write_json(self, handle, self.json_header())
        return path


# Optimal moves per state, about c * N (measured at N = 64 and 500); text bytes per move.
MOVES_PER_CUBE = {"official": 0.07, "nica": 0.04, "tripartite": 0.25}


def memory_needed(rules: str, max_n: int, fmt: str = "npz", check: bool = True) -> int:
    """Bytes that solving, writing and (with ``check``) checking a table of size ``N`` need
    at the peak, estimated before the run from the sizes of its arrays (``docs/performance.md``).

    The steps run one after the other and the table is released before the check, so the
    peak is the largest step: the engine (``engine_bytes``); the table (scaled, offsets:
    16 bytes per cell; runs: 16 each) while the writer's per-state index (24 bytes a state)
    and one text block exist (NPZ: the deflated members, about 4 bytes a cell); the checker (``certify.checkers._table_format.price``: 36 bytes
    a cell, 24 a run), and for CSV
    its file and at most one run per listed move (about 40 bytes a move), for JSON the parsed
    document (about 24 bytes a character, 18 characters a move).
    """
    from .sizes import RUNS_PER_STATE, engine_bytes

    N = int(max_n)
    cells = (N + 1) ** 2
    runs = int(RUNS_PER_STATE.get(rules, 5) * cells)
    table = 16 * cells + 16 * runs
    writer = 4 * cells if fmt == "npz" else 40 * cells + 2 * (1 << 26)  # npz: the deflated members, held until written
    steps = [engine_bytes(rules, N), table + writer]
    if check:
        moves = int(MOVES_PER_CUBE.get(rules, 0.3) * N**3)
        per_move = {"npz": 0, "csv": 40, "json": 24 * 18 + 40}[fmt]
        steps.append(36 * cells + 24 * (runs if fmt == "npz" else cells) + per_move * moves + (64 << 20))
    return max(steps) + (64 << 20)  # the interpreter, numpy and numba themselves


def _numba_installed() -> bool:
    """Whether numba can be imported, asked without importing it (small tables never load it)."""
    from ..extras import available

    return available("numba")


def solve(rules: str, max_n: int, progress: Progress | None = None) -> Table:
    """Solve rule set ``rules`` exactly for every state with ``1 <= n, m <= max_n``: small
    two-part tables with numpy alone (``certify.guesswho.small``: no numba import), the others
    with the compiled engine; both give the same arrays. Without numba (the core install) the
    two-part tables of every size go to numpy (N = 2048: about 10 s against 3 s compiled), the
    tripartite ones to the engine's kernels run as plain Python (exact, far slower)."""
    from . import small

    if small.fits(rules, max_n) or (small.fits(rules, 1) and not _numba_installed()):
        scaled, offsets, runs = small.solve_scaled(rules, max_n, progress)
    else:
        from .engine import solve_scaled

        scaled, offsets, runs = solve_scaled(rules, max_n, progress)
    return Table(rulesets.get(rules).NAME, int(max_n), scaled, offsets, runs)


def fraction_text(value: mpq) -> str:
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def content_sha256(rules: str, max_n: int, states: list[dict]) -> str:
    """sha256 of ``{"rules", "max", "states"}`` as compact JSON with sorted keys (UTF-8)."""
    canonical = json.dumps({"rules": rules, "max": max_n, "states": states}, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()


def arrays_sha256(rules: str, max_n: int, *arrays: np.ndarray) -> str:
    """sha256 of ``rules:max:`` followed by the little-endian bytes of each array."""
    digest = hashlib.sha256(f"{rules}:{max_n}:".encode())
    for array in arrays:
        little = np.ascontiguousarray(array).astype(array.dtype.newbyteorder("<"), copy=False)
        digest.update(little.reshape(-1).view(np.uint8))  # no copy of the array
    return digest.hexdigest()


def write_npz(handle, arrays: dict[str, np.ndarray], level: int = 1, streams: dict | None = None) -> None:
    """``numpy.savez_compressed`` with zlib level ``level`` (1: several times faster than the
    default 6, files a little larger); the result loads with ``numpy.load``.

    The archive is written here, by the zip format's public specification (PKWARE APPNOTE 6.3,
    sections 4.3 and 4.5: local headers, the central directory, Zip64 records): each member's
    deflate stream is made first (``streams``: members already deflated by :func:`deflated`,
    futures, in threads side by side; the others here), so every size and CRC is known before its
    header, and every member carries a fixed date (1980-01-01), so the same arrays give the same
    bytes on every run and either way.

    >>> import io, zipfile
    >>> out = io.BytesIO(); write_npz(out, {"a": np.arange(3)})
    >>> zipfile.ZipFile(out).namelist(), np.load(io.BytesIO(out.getvalue()))["a"].tolist()
    (['a.npy'], [0, 1, 2])
    """
    position, directory = 0, []
    for name, array in arrays.items():
        sink = streams[name].result() if streams and name in streams else _deflate(array, level)
        data = sink.finish()
        filename = (name + ".npy").encode()
        sizes = struct.pack("<QQ", sink.size, len(data))  # Zip64: uncompressed, then compressed size
        fixed = struct.pack("<HHHHHIII", _ZIP64_VERSION, 0, 8, 0, _DOS_DATE, sink.crc, _FULL, _FULL)
        handle.write(b"PK\x03\x04" + fixed + struct.pack("<HH", len(filename), 20) + filename
                     + struct.pack("<HH", 1, 16) + sizes + data)
        directory.append(b"PK\x01\x02" + struct.pack("<H", _ZIP64_VERSION) + fixed
                         + struct.pack("<HHHHHI", len(filename), 28, 0, 0, 0, 0o600 << 16) + struct.pack("<I", _FULL)
                         + filename + struct.pack("<HH", 1, 24) + sizes + struct.pack("<Q", position))
        position += 30 + len(filename) + 20 + len(data)
    central = b"".join(directory)
    count = len(directory)
    handle.write(central
                 + b"PK\x06\x06" + struct.pack("<QHHIIQQQQ", 44, _ZIP64_VERSION, _ZIP64_VERSION, 0, 0, count, count,
                                                len(central), position)
                 + b"PK\x06\x07" + struct.pack("<IQI", 0, position + len(central), 1)
                 + b"PK\x05\x06" + struct.pack("<HHHHIIH", 0, 0, min(count, 0xFFFF), min(count, 0xFFFF), _FULL, _FULL, 0))


_ZIP64_VERSION = 45  # "version needed to extract": 4.5, Zip64 (APPNOTE 4.4.3.2)
_DOS_DATE = (0 << 9) | (1 << 5) | 1  # 1980-01-01, the first day a zip date can say (time 00:00:00)
_FULL = 0xFFFFFFFF  # a 32-bit size or offset field whose value is in the Zip64 extra field


class _Deflate:
    """A file-like sink: the raw deflate stream of what is written (``level``), its CRC-32 and size."""

    def __init__(self, level: int):
        import zlib

        self.compressor, self.parts = zlib.compressobj(level, zlib.DEFLATED, -15), []
        self.crc, self.size = 0, 0

    def write(self, data) -> int:
        import zlib

        self.parts.append(self.compressor.compress(data))
        self.crc = zlib.crc32(data, self.crc)
        self.size += len(memoryview(data).cast("B"))
        return len(memoryview(data).cast("B"))

    def finish(self) -> bytes:
        """The whole stream (once: the compressor is flushed)."""
        return b"".join(self.parts) + self.compressor.flush()


def _deflate(array, level: int) -> _Deflate:
    """An array's NPZ member (.npy header and data) as a raw deflate stream."""
    sink = _Deflate(level)
    np.lib.format.write_array(sink, np.asanyarray(array), allow_pickle=False)
    return sink


def deflated(pool, arrays: dict[str, np.ndarray], level: int = 1) -> dict:
    """Each array's NPZ member (.npy header and data) deflated as ``write_npz`` would, in ``pool``."""
    return {name: pool.submit(_deflate, array, level) for name, array in arrays.items()}


def atomic_output(path: Path, mode: str):
    """Write to a temporary file beside ``path`` and rename it into place only on success
    (``certify.files.output.atomic_output``: a device, FIFO, symlink or directory is never replaced)."""
    from ..files.output import atomic_output as atomic

    return atomic(path, mode)
