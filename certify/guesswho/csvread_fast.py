"""The CSV reader's fast path: read whole lines as the canonical text of what they say, and prove it.

A helper of :mod:`certify.guesswho.csvread` (numpy only). The lines are read
optimistically, as if they were canonical (``docs/formats.md``): the value ``p/q`` (or ``p``) after
the canonical ``n,m,`` of the line's state, each two-part move ``b:c`` from the digits before its ':', the
guess from the last five bytes of the line. What the text alone cannot show is checked on those
readings (``q`` divides ``n*m`` and ``0 <= S = p*(n*m/q) <= n*m``; ``1 <= b <= n - b``, ascending
in each line), then the canonical text of exactly those readings (``n,m``, ``S/(n*m)`` in lowest
terms, ``b:(n-b)`` for each move, the guess last) is written here, independently of any writer,
and compared with the bytes, all of them. Equal bytes are the proof: every byte is accounted for,
and the full reader (``csvread.read_lines``) reads canonical text back as that very reading,
which is what is returned. Anything else (another form, three-part moves, N >= 1000, any fault)
returns None, and the full reader reads the lines again and names the first fault by line.
"""
from __future__ import annotations

import numpy as np

BELOW = 1000  # the fast path's n, m and parts: three digits at most
U8, U64 = np.uint8, np.uint64


def digits(x, width: int):
    """The decimal digits of each ``0 <= x < 10**width`` right-aligned in ``width`` bytes, the
    leading places 0 (no byte: a text is the nonzero bytes of its records, in order)."""
    out = np.zeros((len(x), width), dtype=U8)
    rest = np.array(x, dtype=np.int64)
    for place in range(width - 1, -1, -1):
        out[:, place] = np.where((rest > 0) | (place == width - 1), rest % 10 + 48, 0)
        rest //= 10
    return out


def number(bytes_, width: int):
    """``(value, length)`` of the leading ASCII digits of each row of ``bytes_`` (int64, -48)."""
    value, length = np.zeros(len(bytes_), dtype=np.int64), np.zeros(len(bytes_), dtype=np.int64)
    going = np.ones(len(bytes_), dtype=bool)
    for k in range(width):
        going &= (bytes_[:, k] >= 0) & (bytes_[:, k] <= 9)
        value = np.where(going, value * 10 + bytes_[:, k], value)
        length += going
    return value, length


def read_fast(body, n, m, size: int):
    """``(scaled, counts, runs)`` of the whole lines ``body``, the states ``(n, m)``, exactly as
    ``csvread.read_lines`` reads them (after ``progressions``), if the bytes are their canonical
    text; else None. ``size``: the table's N."""
    lines, total = len(n), len(body)
    if not lines or body[-1] != 10 or size >= BELOW or max(int(n.max()), int(m.max())) > size:
        return None
    end = np.flatnonzero(body == 10)
    if len(end) != lines:
        return None
    nm = n * m

    # the value: p, then '/' and q (or q = 1), read where the canonical "n,m," ends
    width = len(str(int(nm.max()))) + 1
    start = np.concatenate(([0], end[:-1] + 1)) + 4 + (n >= 10) + (n >= 100) + (m >= 10) + (m >= 100)
    p, length = number(body[np.minimum(start[:, None] + np.arange(width), total - 1)].astype(np.int64) - 48, width)
    slash = body[np.minimum(start + length, total - 1)] == 47
    q, _ = number(body[np.minimum((start + length + 1)[:, None] + np.arange(width), total - 1)].astype(np.int64) - 48, width)
    q = np.where(slash, q, 1)
    if (q < 1).any() or (nm % q).any() or (p > q).any():
        return None
    scaled = p * (nm // q)

    # the moves: b from the (at most three) digits before each ':'; the guess ends its line
    colons = np.flatnonzero(body == 58)
    tokens = np.diff(np.searchsorted(colons, end), prepend=0)  # moves, for now
    shifted = np.concatenate((np.zeros(3, dtype=U8), body))  # shifted[i + 3] = body[i]
    d1, d2, d3 = (shifted[3 - k :][colons].astype(np.int16) - 48 for k in (1, 2, 3))
    b = (d1 + (d2 >= 0) * (10 * d2 + (d3 >= 0) * (100 * d3))).astype(np.int32)
    guess = np.ones(lines, dtype=bool)
    for k, letter in enumerate(b"guess"):
        guess &= body[np.maximum(end - 5 + k, 0)] == letter
    first = np.cumsum(tokens) - tokens  # each line's first move
    parts = np.repeat(n.astype(np.int32), tokens)
    later = b[1:] > b[:-1]
    later[first[(tokens > 0) & (first > 0)] - 1] = True  # a line's first move follows another line's
    if ((b < 1) | (2 * b > parts)).any() or not later.all():
        return None

    # their canonical text: records of 8 bytes (" b:c" each move), the zero bytes dropped
    text = bytearray(8 * (4 * lines + len(b)))  # every record is written below; bytearray: translated in place of a copy
    records = np.frombuffer(text, dtype=U64)
    head = 4 * np.arange(lines) + first  # each line: "n,m," / the value / "," / its moves / the end
    records[head] = SMALL[n] | U64(44) << U64(24) | SMALL[m] << U64(32) | U64(44) << U64(56)
    g = np.gcd(scaled, nm)
    records[head + 1] = six(scaled // g) | np.where(g < nm, U64(47) << U64(48), U64(0))  # "p/" or "p"
    records[head + 2] = np.where(g < nm, six(nm // g), U64(0)) | U64(44) << U64(56)  # "q," or ","
    records[head + 3 + tokens] = np.where(guess, np.where(tokens > 0, GUESS_AFTER, GUESS), NEWLINE)
    listed = np.ones(len(records), dtype=bool)
    for k in (0, 1, 2):
        listed[head + k] = False
    listed[head + 3 + tokens] = False
    records[listed] = pair_text(size)[b * BELOW + (parts - b)]
    records[head[tokens > 0] + 3] &= ~U64(0xFF)  # no space before a line's first move
    if not np.array_equal(np.frombuffer(text.translate(None, b"\0"), dtype=U8), body):  # the zero bytes dropped: every byte compared
        return None
    return scaled, *merged(tokens, guess, first, b)


def merged(moves, guess, first, b):
    """``csvread.progressions`` of these lines' moves (two parts, ``b`` ascending in each line,
    then the guess): the runs of step 1 and 2 it makes, and how many per line."""
    same = np.ones(max(len(b) - 1, 0), dtype=bool)
    same[first[(moves > 0) & (first > 0)] - 1] = False  # b[i] and b[i + 1] in one line
    step = np.where(same, b[1:] - b[:-1], 0)
    one = step == 1
    near = np.zeros(len(b), dtype=bool)
    near[1:] |= one
    near[:-1] |= one
    join = one | ((step == 2) & ~near[1:] & ~near[:-1])
    starts = np.flatnonzero(np.concatenate(([True], ~join))) if len(b) else np.zeros(0, dtype=np.int64)
    lasts = np.concatenate((starts[1:] - 1, [len(b) - 1])) if len(b) else starts
    per_line = np.diff(np.searchsorted(starts, first + moves), prepend=0) + guess
    at = np.cumsum(per_line) - per_line  # each line's first run
    runs = np.zeros((int(per_line.sum()), 4), dtype=np.int32)
    is_move = np.ones(len(runs), dtype=bool)
    is_move[(at + per_line - 1)[guess]] = False
    runs[is_move, 1] = b[starts]
    runs[is_move, 2] = b[lasts]
    runs[is_move, 3] = np.where(lasts > starts, b[np.minimum(starts + 1, max(len(b) - 1, 0))] - b[starts], 1)
    runs[~is_move, 3] = 1
    return per_line, runs


def six(x):
    """The decimal digits of each ``0 <= x < 10**6`` in bytes 0..5 of a uint64, in order, the other
    bytes 0: the digits of ``x // 1000`` (none if 0), then ``x % 1000`` (three digits after them)."""
    high, low = np.divmod(x, BELOW)
    return np.where(high > 0, SMALL[high] | PADDED[low] << U64(24), SMALL[low])


def pair_text(size: int):
    """``" b:c"`` as 8-byte records for every ``b <= size // 2`` and ``c < 1000`` (index ``b * 1000 + c``;
    a constant table, made once per size)."""
    if size not in _PAIRS:
        b, c = np.divmod(np.arange((size // 2 + 1) * BELOW), BELOW)
        _PAIRS[size] = U64(32) | SMALL[b] << U64(8) | U64(58) << U64(32) | SMALL[c] << U64(40)
    return _PAIRS[size]


SMALL = digits(np.arange(BELOW), 3).astype(U64) @ (U64(1) << U64(8) * np.arange(3, dtype=U64))  # digits in bytes 0..2
PADDED = (U64(48) + (np.arange(BELOW, dtype=U64)[:, None] // U64(10) ** np.arange(2, -1, -1, dtype=U64)) % U64(10)) @ (
    U64(1) << U64(8) * np.arange(3, dtype=U64))  # three digits, leading '0's kept, in bytes 0..2
GUESS, GUESS_AFTER, NEWLINE = (np.frombuffer(text.ljust(8, b"\0"), dtype=U64)[0] for text in (b"guess\n", b" guess\n", b"\n"))
_PAIRS: dict = {}
