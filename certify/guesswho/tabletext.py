"""The CSV and JSON text of a table, formatted by compiled kernels (no per-move Python).

The bytes are exactly those of the plain Python writer (``Table.rows`` through ``csv``-style
lines or ``json.dumps``; ``docs/formats.md``); tests/test_tables.py compares the two. Text
is produced in blocks of whole states of at most ``BLOCK`` bytes: a first pass measures
every state's text, a second writes a block's states in parallel into one byte buffer,
which goes to the file (and, for JSON, through SHA-256) in one call.
"""

from __future__ import annotations

import hashlib
import json
from typing import BinaryIO, Callable

import numpy as np
from numba import njit, prange

BLOCK = 1 << 26  # bytes of text formatted at a time
CSV, JSON_INDENTED, JSON_CANONICAL = 0, 1, 2


@njit(cache=True)
def _put(buf, pos, write, text):
    """Bytes ``text`` (a uint8 array) at ``pos``; returns the new position."""
    if write:
        for i in range(len(text)):
            buf[pos + i] = text[i]
    return pos + len(text)


@njit(cache=True)
def _put_int(buf, pos, write, x):
    """Decimal digits of ``x >= 0`` at ``pos``; returns the new position."""
    digits = 1
    y = x
    while y >= 10:
        y //= 10
        digits += 1
    if write:
        y = x
        for i in range(digits - 1, -1, -1):
            buf[pos + i] = 48 + y % 10
            y //= 10
    return pos + digits


@njit(cache=True)
def _gcd(a, b):
    while b:
        a, b = b, a % b
    return a


@njit(cache=True)
def _put_value(buf, pos, write, v, nm):
    """``p/q`` in lowest terms, or ``p`` when ``q = 1``, for the value ``v / nm``."""
    g = _gcd(v, nm)
    pos = _put_int(buf, pos, write, v // g)
    if nm // g != 1:
        if write:
            buf[pos] = 47  # '/'
        pos = _put_int(buf, pos + 1, write, nm // g)
    return pos


@njit(cache=True)
def _put_move(buf, pos, write, n, a, b):
    """Colon notation of the question with parts ``(a, b, n-a-b)`` (``a = 0``: two parts)."""
    if a:
        pos = _put_int(buf, pos, write, a)
        if write:
            buf[pos] = 58  # ':'
        pos += 1
    pos = _put_int(buf, pos, write, b)
    if write:
        buf[pos] = 58
    return _put_int(buf, pos + 1, write, n - a - b)


@njit(cache=True)
def _state(buf, pos, write, mode, n, m, v, runs, r0, r1, parts):
    """The text of state ``(n, m)`` at ``pos``, with the literal ``parts`` of ``_pieces``
    between the numbers; returns the new position."""
    pos = _put(buf, pos, write, parts[0])
    if mode != JSON_CANONICAL:
        pos = _put_int(buf, pos, write, n)
        pos = _put(buf, pos, write, parts[1])
        pos = _put_int(buf, pos, write, m)
        pos = _put(buf, pos, write, parts[2])
        pos = _put_value(buf, pos, write, v, n * m)
        pos = _put(buf, pos, write, parts[3])
    else:
        pos = _put_int(buf, pos, write, m)
        pos = _put(buf, pos, write, parts[1])
    count = 0
    for r in range(r0, r1):
        a, first, last, step = runs[r, 0], runs[r, 1], runs[r, 2], runs[r, 3]
        b = first
        while True:
            pos = _put(buf, pos, write, parts[4] if count == 0 else parts[5])
            if last == 0:
                pos = _put(buf, pos, write, parts[6])
            else:
                pos = _put_move(buf, pos, write, n, a, b)
            pos = _put(buf, pos, write, parts[7])
            count += 1
            b += step
            if last == 0 or b > last:
                break
    pos = _put(buf, pos, write, parts[8] if count else parts[9])
    if mode == JSON_CANONICAL:
        pos = _put_int(buf, pos, write, n)
        pos = _put(buf, pos, write, parts[2])
        pos = _put_value(buf, pos, write, v, n * m)
        pos = _put(buf, pos, write, parts[3])
    return pos


@njit(cache=True, parallel=True)
def _measure(lengths, mode, N, scaled, offsets, runs, states, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9):
    parts = (p0, p1, p2, p3, p4, p5, p6, p7, p8, p9)
    dummy = np.zeros(1, dtype=np.uint8)
    for j in prange(len(states)):
        i = states[j]
        n, m = i // (N + 1), i % (N + 1)
        lengths[j] = _state(dummy, 0, False, mode, n, m, scaled[n, m], runs, offsets[i], offsets[i + 1], parts)


@njit(cache=True, parallel=True)
def _format(buf, starts, mode, N, scaled, offsets, runs, states, p0, p1, p2, p3, p4, p5, p6, p7, p8, p9):
    parts = (p0, p1, p2, p3, p4, p5, p6, p7, p8, p9)
    for j in prange(len(states)):
        i = states[j]
        n, m = i // (N + 1), i % (N + 1)
        _state(buf, starts[j], True, mode, n, m, scaled[n, m], runs, offsets[i], offsets[i + 1], parts)


def _pieces(mode: int, separator: bytes = b"") -> list[np.ndarray]:
    """The literal text of a state around its numbers (``_state``): lead (after
    ``separator``), after the first and second number, after the value, before the first
    and each further move, the guess, after a move, after the moves (some / none)."""
    texts = {
        CSV: ["", ",", ",", ",", "", " ", "guess", "", "\n", "\n"],
        JSON_INDENTED: ['  {\n   "n": ', ',\n   "m": ', ',\n   "value": "', '",\n   "moves": [',
                        '\n    "', ',\n    "', "guess", '"', "\n   ]\n  }", "]\n  }"],
        JSON_CANONICAL: ['{"m":', ',"moves":[', ',"value":"', '"}', '"', ',"', "guess", '"', '],"n":', '],"n":'],
    }[mode]
    texts[0] = separator.decode() + texts[0]
    return [np.frombuffer(t.encode(), dtype=np.uint8) for t in texts]


def stream_states(table, mode: int, sink: Callable[[memoryview], object], separator: bytes = b"") -> None:
    """Feed the text of every state of ``table`` (in table order) to ``sink`` in blocks of
    about ``BLOCK`` bytes, with ``separator`` between consecutive states."""
    N = table.max
    states = np.flatnonzero(table.scaled.ravel() >= 0)
    states = states[(states // (N + 1) >= 1) & (states % (N + 1) >= 1)]  # 1 <= n, m <= N
    pieces = _pieces(mode, separator)
    arrays = (N, table.scaled, table.offsets, table.runs)
    lengths = np.empty(len(states), dtype=np.int64)
    _measure(lengths, mode, *arrays, states, *pieces)
    ends = np.cumsum(lengths)
    start = 0
    while start < len(states):
        base = ends[start] - lengths[start]
        stop = max(start + 1, int(np.searchsorted(ends, base + BLOCK, side="right")))
        buf = np.empty(int(ends[stop - 1] - base), dtype=np.uint8)
        _format(buf, ends[start:stop] - lengths[start:stop] - base, mode, *arrays, states[start:stop], *pieces)
        sink(memoryview(buf)[len(separator) if start == 0 else 0 :])  # no separator before the first
        start = stop


def write_csv(table, handle: BinaryIO) -> None:
    """``n,m,value,moves`` and one line per state (docs/formats.md)."""
    handle.write(b"n,m,value,moves\n")
    stream_states(table, CSV, handle.write)


def write_json(table, handle: BinaryIO, header: dict) -> None:
    """``json.dumps(header + sha256 + states, indent=1)``; the sha256 is that of the compact
    sorted-key JSON of ``{"max", "rules", "states"}`` (docs/formats.md)."""
    digest = hashlib.sha256(f'{{"max":{json.dumps(table.max)},"rules":{json.dumps(table.rules)},"states":['.encode())
    stream_states(table, JSON_CANONICAL, digest.update, b",")
    digest.update(b"]}")
    head = json.dumps(dict(header, sha256=digest.hexdigest(), states=[]), indent=1)
    if not head.endswith('"states": []\n}'):
        raise AssertionError("the JSON header must end with the states")
    if not (table.scaled[1:, 1:] >= 0).any():  # no states at all (Nica, N = 1)
        handle.write(head.encode() + b"\n")
        return
    handle.write(head[: -len("]\n}")].encode() + b"\n")
    stream_states(table, JSON_INDENTED, handle.write, b",\n")
    handle.write(b"\n ]\n}\n")
