"""Reading a CSV table's bytes with NumPy, in its one canonical form (docs/formats.md), into the
arrays the trusted table checker checks (:mod:`certify.guesswho.convert`, outside the trusted base:
the checker reads NPZ alone, and checks these arrays' form and equations itself). No Python object is made per move: the file is one ``uint8`` array, and
every check is a vectorised comparison over the positions of its separators and digit runs.

What is accepted, and nothing else: the header, then one line per state
``n,m,value,moves`` ending in '\\n' (no '\\r'); exactly three commas a line; ``n``, ``m`` and
every part of a move a run of ASCII digits without a leading zero (at most 9); ``value``
``0``, ``1`` or ``p/q`` (``1 <= p < q``, at most 18 digits each, no leading zeros, in lowest
terms, ``q`` dividing ``n*m``); moves ``guess`` or ``a:b`` or ``a:b:c`` (parts ascending,
summing to ``n``) separated by single spaces, in canonical order (two parts by ``a``, then
three parts by ``(a, b)``, the guess last), each at most once. A line is fully covered by
these pieces (each piece's bounds are compared with its neighbours'), so no other byte can
hide in it. The states come in order ``n``, then ``m``.

Pieces of whole lines are read by two threads. Each piece is first read by the fast path
(:mod:`.csvread_fast`: read as canonical, the canonical text of that reading written and compared
with every byte); a piece it declines is read here, which names the first fault by line.
"""
from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import numpy as np

from ..checkers.strict_io import CheckError, memory
from .csvread_fast import read_fast

HEADER = b"n,m,value,moves\n"
ROW_FORM = "expected n,m,value,moves (ASCII digits, no leading zeros)"
CHUNK = 1 << 20  # bytes read at a time (whole lines): the temporaries stay small and in cache
WORKERS = 2  # threads reading pieces


def number_runs(body):
    """Every maximal run of ASCII digits: start, end (exclusive), value, readable (at most 18
    digits, no leading zero), length; and ``rank[p]``, the last run starting at or before ``p``."""
    digit = (body - np.uint8(48)) < 10
    edges = np.diff(digit.view(np.int8), prepend=np.int8(0), append=np.int8(0))
    rising = edges[:-1] == 1
    start, end = np.flatnonzero(rising), np.flatnonzero(edges == -1)
    rank = np.cumsum(rising, dtype=np.int32) - 1
    length = end - start
    value = np.zeros(len(start), dtype=np.int64)
    for k in range(min(int(length.max(initial=0)), 18)):  # at most 18 digits: int64 exact
        value = np.where(length > k, value * 10 + body[np.minimum(start + k, len(body) - 1)] - 48, value)
    ok = (length <= 18) & ((body[start] != 48) | (length == 1))  # no leading zero
    return start, end, value, ok, length, rank


def at(starts, rank, where):
    """Index of the digit run starting at each of ``where`` (clipped), and whether it does."""
    i = np.clip(rank[where], 0, len(starts) - 1)
    return i, starts[i] == where


def fail(bad, message):
    """Raise for the first true entry of ``bad`` (message(k) names it)."""
    k = np.flatnonzero(bad)
    if len(k):
        raise CheckError(message(int(k[0])))


def read_csv(data: bytes, nica: bool, price):
    """``(N, S, offsets, runs)`` of a CSV table whose header is checked; ``price(N, rows)``
    is called (and may refuse) before the table's arrays are allocated."""
    newline = b"\n"
    if b"\r" in data:
        line = data.count(newline, 0, data.index(b"\r")) + 1
        raise CheckError(f"line {line}: lines end with '\\n' alone (no '\\r')")
    if not data.endswith(newline):
        raise CheckError(f"line {data.count(newline) + 1}: the last line must end with a newline")
    try:
        return read_lines_of(data, nica, price)
    except CheckError:
        # a blank line is named before any other fault (no reading accepts one: every line read
        # fast is a state's canonical text, and the full reader counts three commas a line)
        if b"\n\n" in data:
            line = data.count(newline, 0, data.index(newline * 2)) + 2
            raise CheckError(f"line {line}: {ROW_FORM} (a blank line)") from None
        raise


def read_lines_of(data: bytes, nica: bool, price):
    """``read_csv`` after its first checks: every line, in pieces."""
    body = np.frombuffer(data, dtype=np.uint8)[len(HEADER):]
    chunks = list(pieces(data, len(body)))
    lines = chunks[-1][3] if chunks else 0  # the newlines after the header
    size = nica + leading_ones(data, lines)
    if lines < 1 or size < 1:
        raise CheckError("no states: a table lists every state of 1 <= n, m <= max")
    price(size, lines)
    if lines != size * size - nica:
        for lo, hi, k0, k1 in chunks:  # a line of another form is named first
            read_lines(data, body[lo:hi], lo, k0, None, None)
        raise CheckError(f"lists {lines} states; a table with max {size} lists {size * size - nica}")
    memory(f"a CSV of {lines} lines", 8 * lines + 24 * len(data) // 7 + (24 << 20))  # at most a run per move: 16 bytes per 7
    S = np.zeros((size + 1, size + 1), dtype=np.int64)
    S[1, 1] = -1 if nica else 0
    counts = np.zeros((size + 1) ** 2 + 1, dtype=np.int64)
    runs = []

    def read_piece(piece):
        lo, hi, k0, k1 = piece
        state = np.arange(k0, k1, dtype=np.int64) + nica
        n, m = state // size + 1, state % size + 1
        read = read_fast(body[lo:hi], n, m, size)  # canonical text, proved so, or None
        if read is None:
            value, count, chunk = read_lines(data, body[lo:hi], lo, k0, n, m)  # names the first fault
            read = (value, *progressions(count, chunk))
        return n, m, read

    with ThreadPoolExecutor(WORKERS) as pool:  # numpy releases the GIL; the first fault in file order is raised
        for n, m, (value, count, chunk) in pool.map(read_piece, chunks):
            S[n, m] = value
            counts[n * (size + 1) + m + 1] = count
            runs.append(chunk)
    return size, S, np.cumsum(counts), np.concatenate(runs)


def progressions(count, runs):
    """The moves of consecutive lines (``count`` each, in canonical order: one run ``(a, b, b, 1)``
    per move, the guess ``(0, 0, 0, 1)``) as runs of step 1 and 2: the same moves, fewer runs
    for the equations. A move continues its predecessor's run (same line and ``a``) when its ``b``
    is one more, or two more where neither it nor the predecessor has a neighbour at distance one.
    """
    if len(runs) < 2:
        return count, runs
    line = np.repeat(np.arange(len(count)), count)
    a, b = runs[:, 0], runs[:, 1].astype(np.int64)
    same = (line[1:] == line[:-1]) & (a[1:] == a[:-1]) & (b[1:] > 0) & (b[:-1] > 0)  # b = 0: the guess
    step = np.where(same, b[1:] - b[:-1], 0)  # step[i - 1]: from move i - 1 to move i
    one = step == 1
    near = np.zeros(len(runs), dtype=bool)
    near[1:] |= one
    near[:-1] |= one
    join = one | ((step == 2) & ~near[1:] & ~near[:-1])
    first = np.flatnonzero(np.concatenate(([True], ~join)))
    last = np.concatenate((first[1:] - 1, [len(runs) - 1]))
    merged = runs[first]
    merged[:, 2] = runs[last, 1]
    merged[:, 3] = np.where(last > first, b[np.minimum(first + 1, len(runs) - 1)] - b[first], 1)
    return np.bincount(line[first], minlength=len(count)), merged


def pieces(data: bytes, size: int):
    """``(lo, hi, k0, k1)``: bytes ``lo:hi`` after the header are the lines ``k0:k1``, whole
    lines of about CHUNK bytes (the temporaries stay small and in cache)."""
    lo = k0 = 0
    while lo < size:
        found = data.find(b"\n", len(HEADER) + lo + CHUNK)
        hi = size if found < 0 else found + 1 - len(HEADER)
        k1 = k0 + data.count(b"\n", len(HEADER) + lo, len(HEADER) + hi)
        yield lo, hi, k0, k1
        lo, k0 = hi, k1


def read_lines(data, body, lo: int, k0: int, n, m):
    """Values (scaled), move counts and runs of whole lines ``k0, ...`` (``body`` starts at byte
    ``lo`` after the header), which must be the states ``(n, m)`` (None: check their form only)."""
    end = np.flatnonzero(body == 10)
    lines = len(end)
    begin = np.concatenate(([0], end[:-1] + 1))
    commas = np.flatnonzero(body == 44)
    fail(np.bincount(np.searchsorted(end, commas), minlength=lines) != 3, lambda k: f"line {k0 + k + 2}: {ROW_FORM}")
    c1, c2, c3 = commas.reshape(lines, 3).T
    start, stop, value, readable, length, rank = number_runs(body)
    last = len(start) - 1

    # n and m: each exactly one digit run filling its field, the state expected on this line
    found = []
    for left, right in ((begin, c1), (c1 + 1, c2)):
        i, ok = at(start, rank, left)
        fail(~(ok & (stop[i] == right) & readable[i] & (length[i] <= 9)), lambda k: f"line {k0 + k + 2}: {ROW_FORM}")
        found.append(value[i])
    if n is None:
        return None
    fail((found[0] != n) | (found[1] != m), lambda k: f"line {k0 + k + 2}: state ({found[0][k]}, {found[1][k]}) out of "
         f"order, expected ({n[k]}, {m[k]})")
    where = lambda k: f"state ({n[k]}, {m[k]})"  # noqa: E731
    text = lambda left, right, k: data[len(HEADER) + lo + left[k]: len(HEADER) + lo + right[k]].decode("utf-8", "replace")  # noqa: E731

    # the value: 0, 1 or p/q, exactly filling its field
    i, ok = at(start, rank, c2 + 1)
    whole = ok & (stop[i] == c3)
    j = np.minimum(i + 1, last)
    slash = ok & ~whole & (body[stop[i]] == 47) & (start[j] == stop[i] + 1) & (stop[j] == c3)
    p, q = value[i], np.where(slash, value[j], 1)
    form = (whole & readable[i] & (length[i] == 1) & (p <= 1)) | (slash & readable[i] & readable[j] & (p >= 1))
    shown = lambda k: text(c2 + 1, c3, k)  # noqa: E731
    fail(~form, lambda k: f"{where(k)}: value {shown(k)!r} is not an exact fraction p/q in ASCII digits"[:200])
    fail(p > q, lambda k: f"{where(k)}: value {shown(k)} is not a probability")
    fail(slash & ((q == 1) | (p == q) | (np.gcd(p, q) != 1)), lambda k: f"{where(k)}: value {shown(k)} is not in lowest terms")
    nm = n * m
    fail(nm % q != 0, lambda k: f"{where(k)}: value {shown(k)} is not of the form k/(n*m) that every value has")
    scaled = p * (nm // q)  # p < q <= n*m: exact

    # the moves: tokens between c3 and the line's end, split at single spaces
    spaces = np.flatnonzero(body == 32)
    listed = c3 + 1 < end
    token_start = marked(len(body) + 1, c3[listed] + 1, spaces + 1)  # sorted, without a sort
    token_end = marked(len(body) + 1, spaces, end[listed])
    owner = np.searchsorted(end, token_start)
    say = lambda k: (f"{where(owner[k])}: " + "{}").format  # noqa: E731
    token = lambda k: text(token_start, token_end, k)  # noqa: E731
    guess = token_end - token_start == 5
    for offset, letter in enumerate(b"guess"):
        guess &= body[np.minimum(token_start + offset, len(body) - 1)] == letter
    a, first = at(start, rank, token_start)
    b, c = np.minimum(a + 1, last), np.minimum(a + 2, last)
    short = (length <= 9) & readable
    good = first & (body[stop[a]] == 58) & (start[b] == stop[a] + 1) & short[a] & short[b]
    two = good & (stop[b] == token_end)
    three = good & ~two & (body[stop[b]] == 58) & (start[c] == stop[b] + 1) & (stop[c] == token_end) & short[c]
    fail(~(guess | two | three), lambda k: say(k)(f"cannot read move {token(k)!r}")[:200])
    x, y, z = value[a], value[b], np.where(three, value[c], 0)
    split = guess | ((x >= 1) & (x <= y) & (~three | (y <= z)) & (x + y + z == n[owner]))
    fail(~split, lambda k: say(k)(f"{token(k)} is not a split of {n[owner[k]]} into ascending positive parts"))
    key = np.where(guess, (n[owner] + 1) * 10**9, np.where(three, x * 10**9 + y, x))
    fail((owner[1:] == owner[:-1]) & (key[1:] <= key[:-1]),
         lambda k: say(k + 1)(f"move {token(k + 1)} out of canonical order (or listed twice)"))
    runs = np.ones((len(owner), 4), dtype=np.int32)
    runs[:, 0] = np.where(three, x, 0)
    runs[:, 1] = np.where(guess, 0, np.where(three, y, x))
    runs[:, 2] = runs[:, 1]
    return scaled, np.bincount(owner, minlength=lines), runs


def marked(size: int, *positions):
    """The positions, each below ``size``, merged in increasing order (each array marks a mask)."""
    mask = np.zeros(size, dtype=bool)
    for where in positions:
        mask[where] = True
    return np.flatnonzero(mask)


def leading_ones(data: bytes, lines: int) -> int:
    """How many lines after the header begin with ``1,`` before the first that does not."""
    count, at_line = 0, len(HEADER)
    while count < lines and data.startswith(b"1,", at_line):
        count, at_line = count + 1, data.index(b"\n", at_line) + 1
    return count

