"""The CSV text of a small two-part table with numpy alone (no numba import, no kernel to load).

The bytes are exactly those of ``tabletext.write_csv`` and of the plain writer ``Table.csv_text``
(tests/test_tables.py compares them). Each state becomes 8-byte records whose zero bytes are
dropped: ``n,m,`` (three digits each at most), the value ``p/q`` in lowest terms (two records), one
`` b:c`` or `` guess`` per move (the first without its space) and ``\\n``. Tables with N >= 1000
or three-part moves are left to ``tabletext`` (``fits``).
"""

from __future__ import annotations

from collections import deque
from concurrent.futures import ThreadPoolExecutor
from itertools import islice
from typing import BinaryIO

import numpy as np

BELOW = 1000  # n, m and every part: at most three digits
BLOCK = 1 << 11  # states formatted at a time (temporaries of a few 100 kB: reused, not page-faulted afresh)
WORKERS = 2  # threads formatting blocks (numpy releases the GIL); written in order
U64 = np.uint64


def fits(table) -> bool:
    return table.max < BELOW and not table.runs[:, 0].any()


def _digits(x: np.ndarray, width: int) -> np.ndarray:
    """Decimal digits of ``x`` right-aligned in ``width`` bytes (uint8), leading places 0."""
    out = np.zeros((len(x), width), dtype=np.uint8)
    rest = x.astype(np.int64)
    for place in range(width - 1, -1, -1):
        out[:, place] = np.where((rest > 0) | (place == width - 1), rest % 10 + 48, 0)
        rest //= 10
    return out


def _words(columns: np.ndarray) -> np.ndarray:
    """Rows of at most 8 bytes as little-endian uint64 words (the first byte lowest)."""
    padded = np.zeros((len(columns), 8), dtype=np.uint8)
    padded[:, : columns.shape[1]] = columns
    return padded.view(U64).ravel()


def write_csv(table, handle: BinaryIO) -> None:
    """``n,m,value,moves`` and one line per state (docs/formats.md)."""
    N, W = table.max, table.max + 1
    number = _words(_digits(np.arange(BELOW), 3))  # digits in bytes 0..2
    padded = _words(np.array([[48 + x // 100, 48 + x // 10 % 10, 48 + x % 10] for x in range(BELOW)], dtype=np.uint8))

    def six(x):  # the digits of each x < 10**6 in bytes 0..5: those of x // 1000 (if any), then x % 1000 padded
        high, low = np.divmod(x, BELOW)
        return np.where(high > 0, number[high] | padded[low] << U64(24), number[low])

    b, c = np.divmod(np.arange((N // 2 + 1) * W), W)
    move = U64(32) | number[b] << U64(8) | U64(58) << U64(32) | number[c] << U64(40)  # " b:c" at b * W + c
    move[:W] = np.frombuffer(b" guess\0\0", dtype=U64)[0]  # b = 0: the guess
    handle.write(b"n,m,value,moves\n")
    cells = np.flatnonzero(table.scaled.ravel() >= 0)
    cells = cells[(cells // W >= 1) & (cells % W >= 1)]
    def block(start):
        cell = cells[start : start + BLOCK]
        n, m = np.divmod(cell, W)
        scaled, nm = table.scaled.ravel()[cell], n * m
        first, stop = table.offsets[cell], table.offsets[cell + 1]
        runs = table.runs[first[0] : stop[-1]].astype(np.int64)
        length = (runs[:, 2] - runs[:, 1]) // runs[:, 3] + 1  # the guess (0, 0, 0, 1): one, b = 0
        per_state = np.zeros(len(cell), dtype=np.int64)
        ends = np.cumsum(length)
        if len(runs):
            taken = np.cumsum(stop - first)  # runs up to each state
            per_state = np.diff(np.concatenate(([0], ends))[taken], prepend=0)
            # each move's " b:c" is move[b * W + n - b] = move[b * (W - 1) + n]: along a run that index
            # grows by step * (W - 1), and jumps to the next run's first (int32: below (N/2 + 1) * W)
            whose = np.repeat(n, stop - first)  # each run's n
            index_first, index_last = runs[:, 1] * (W - 1) + whose, runs[:, 2] * (W - 1) + whose
            jump = np.repeat((runs[:, 3] * (W - 1)).astype(np.int32), length)
            jump[ends - length] = index_first - np.concatenate(([0], index_last[:-1]))
            tokens = move[np.cumsum(jump, dtype=np.int32)]
        else:
            tokens = np.zeros(0, dtype=U64)
        head = 4 * np.arange(len(cell)) + np.cumsum(per_state) - per_state
        text = bytearray(8 * (4 * len(cell) + len(tokens)))  # every record is written below
        records = np.frombuffer(text, dtype=U64)
        records[head] = number[n] | U64(44) << U64(24) | number[m] << U64(32) | U64(44) << U64(56)
        g = np.gcd(scaled, nm)
        records[head + 1] = six(scaled // g) | np.where(g < nm, U64(47) << U64(48), U64(0))  # "p/" or "p"
        records[head + 2] = np.where(g < nm, six(nm // g), U64(0)) | U64(44) << U64(56)  # "q," or ","
        records[head + 3 + per_state] = U64(10)
        listed = np.ones(len(records), dtype=bool)
        listed[head], listed[head + 1], listed[head + 2], listed[head + 3 + per_state] = False, False, False, False
        records[listed] = tokens
        records[head[per_state > 0] + 3] &= ~U64(0xFF)  # no space before a state's first move
        return text.translate(None, b"\0")  # the zero bytes dropped (bytearray: no tobytes copy)

    starts = iter(range(0, len(cells), BLOCK))
    with ThreadPoolExecutor(WORKERS) as pool:  # a few blocks in flight, one more queued as each is written
        pending = deque(pool.submit(block, start) for start in islice(starts, 4 * WORKERS))
        while pending:
            text = pending.popleft().result()
            for start in islice(starts, 1):
                pending.append(pool.submit(block, start))
            handle.write(text)
