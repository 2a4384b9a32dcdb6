"""Reading table files (CSV, JSON, NPZ) in their one canonical form (docs/formats.md).

The reader for :mod:`certify.checkers.tables` (imports only the standard library, numpy and
the trusted base's ``strict_io``; under 250 lines). It checks *form*, not mathematics:
every state of ``1 <= n, m <= N`` listed once, in order; numbers as reduced fractions in
ASCII digits without leading zeros; moves in canonical order; NPZ arrays of the documented
dtypes and shapes; the recorded sha256 verified. Declared sizes are priced before anything
is allocated (``strict_io.memory``), so a small file declaring a huge table is refused at
once. The result is ``(rules, N, S, offsets, runs)``: ``S[n, m] = n*m*P(n, m)`` (0 in row
and column 0, -1 where (n, m) is not a state) and the moves as runs ``(a, first, last,
step)`` (``a = 0``: two parts ``b : n-b``; ``(0, 0, 0, 1)``: the guess).
"""
from __future__ import annotations

import hashlib
import json
import re
import zipfile
import zlib
from math import gcd

import numpy as np

from certify.checkers.strict_io import (LIMIT, UNREADABLE, CheckError, canonical_json, exact_keys, integer,
                                        memory, parse_json)

GAMES = {"nica": (False, 2, True), "official": (True, 2, False), "tripartite": (True, 3, False)}
MAX_SIZE = 1 << 15  # |S| <= N*N must fit in int32
ROW = re.compile(r"([1-9][0-9]{0,8}),([1-9][0-9]{0,8}),([^,]*),([^,]*)")
VALUE = re.compile(r"0|1|([1-9][0-9]{0,18})/([1-9][0-9]{0,18})")
MOVE = re.compile(r"guess|([1-9][0-9]{0,8}):([1-9][0-9]{0,8})(?::([1-9][0-9]{0,8}))?")
JSON_KEYS = ("format", "format_version", "rules", "max", "tool", "tool_version", "value_encoding", "sha256", "states")
NPZ_KEYS = ("format", "format_version", "rules", "max", "tool", "tool_version", "sha256")
VALUE_ENCODING = "exact fraction p/q (or an integer)"
NPZ_ARRAYS = (("meta", None, 0), ("scaled", "<i8", 2), ("offsets", "<i8", 1), ("runs", "<i4", 2))
VERSION = re.compile(r"[0-9A-Za-z.+-]{1,40}")
SHA = re.compile(r"[0-9a-f]{64}")
ZIP_ERRORS = (ValueError, OSError, EOFError, RuntimeError, NotImplementedError, zipfile.BadZipFile, zlib.error)


def price(rules, size, runs: int) -> None:
    """Refuse (exit 4) before allocating when checking this table would exceed the limits."""
    if type(size) is not int or not 1 <= size <= MAX_SIZE:
        if type(size) is int and size > MAX_SIZE:
            raise CheckError(f"max {size} is beyond the format's limit {MAX_SIZE} (values must fit int32)", LIMIT)
        raise CheckError(f"max must be an integer in 1..{MAX_SIZE}, got {size!r}"[:200])
    if rules not in GAMES:
        raise CheckError(f"unknown rules {rules!r}: choose one of {', '.join(GAMES)}"[:200])
    questions = size // 2 + (size * size // 12 + size if GAMES[rules][1] == 3 else 0)  # at n = size, at most
    memory(f"the {rules} table with max {size}", 24 * (size + 1) ** 2 + 72 * runs + 64 * (size + 1) * questions)


def metadata(doc, where, kind):
    """The fields no content determines, in their one accepted spelling."""
    if doc["format"] != kind or type(doc["format_version"]) is not int or doc["format_version"] != 1:
        raise CheckError(f"{where}: format must be {kind}, format_version 1")
    if doc["tool"] != "certify" or not isinstance(doc["tool_version"], str) or not VERSION.fullmatch(doc["tool_version"]):
        raise CheckError(f"{where}: tool must be certify with a version of letters, digits and . + -")
    if not isinstance(doc["sha256"], str) or not SHA.fullmatch(doc["sha256"]):
        raise CheckError(f"{where}: sha256 must be 64 lowercase hex digits")


def rules_of(recorded, given):
    if given is not None and given != recorded:
        raise CheckError(f"the file is a {recorded!r} table, not {given!r}"[:200])
    return recorded


def read_csv(text: str, rules: str | None, name: str):
    """A CSV table: header, then ``n,m,value,moves`` per state in order, '\\n' after each line."""
    if rules is None:
        named = [r for r in GAMES if r in re.split(r"[^a-z]+", name.lower())]
        if len(named) != 1:
            raise CheckError("a CSV table does not name its rules: pass --rules", UNREADABLE)
        rules = named[0]
    if "\r" in text:
        raise CheckError(f"line {text[:text.index(chr(13))].count(chr(10)) + 1}: lines end with '\\n' alone (no '\\r')")
    memory(f"a CSV of {text.count(chr(10))} lines", 400 * text.count("\n"))  # a line's row costs < 400 bytes
    lines = text.split("\n")
    if lines[-1] != "":
        raise CheckError(f"line {len(lines)}: the last line must end with a newline")
    lines = lines[1:-1]
    nica = GAMES[rules][2] if rules in GAMES else False
    size = nica + next((k for k, line in enumerate(lines) if not line.startswith("1,")), len(lines))
    if not lines or size < 1:
        raise CheckError("no states: a table lists every state of 1 <= n, m <= max")
    price(rules, size, len(lines))
    rows = []
    for k, line in enumerate(lines):
        match = ROW.fullmatch(line)
        if match is None:
            raise CheckError(f"line {k + 2}: expected n,m,value,moves (ASCII digits, no leading zeros)")
        rows.append((int(match[1]), int(match[2]), match[3], match[4].split(" ") if match[4] else [], k + 2))
    return fill(rules, size, rows)


def read_json(text: str, doc, rules: str | None):
    """A JSON table: exactly the writer's layout (``json.dumps(doc, indent=1)`` plus '\\n')."""
    exact_keys(doc, JSON_KEYS, "the table")
    metadata(doc, "the table", "certify-table")
    price(doc["rules"], doc["max"], len(doc["states"]) if isinstance(doc["states"], list) else 0)
    rules, size = rules_of(doc["rules"], rules), doc["max"]
    if doc["value_encoding"] != VALUE_ENCODING:
        raise CheckError(f"value_encoding must be {VALUE_ENCODING!r}")
    canonical_json(text, doc, indent=1)
    states = doc["states"]
    if not isinstance(states, list):
        raise CheckError("states must be a list")
    rows = []
    for k, state in enumerate(states):
        exact_keys(state, ("n", "m", "value", "moves"), f"state {k}")
        moves = state["moves"]
        if not isinstance(moves, list) or not all(isinstance(x, str) for x in moves):
            raise CheckError(f"state {k}: moves must be a list of strings")
        rows.append((integer(state["n"], f"state {k}: n", 1), integer(state["m"], f"state {k}: m", 1),
                     state["value"], moves, f"state {k}"))
    canonical = json.dumps({"rules": rules, "max": size, "states": states}, sort_keys=True, separators=(",", ":"))
    if hashlib.sha256(canonical.encode()).hexdigest() != doc["sha256"]:
        raise CheckError("content does not match its recorded sha256 (edited after writing)")
    return fill(rules, size, rows)


def fill(rules, size, rows):
    """Arrays from rows ``(n, m, value text, move texts, where)`` listed in canonical order."""
    nica = GAMES[rules][2]
    if len(rows) != size * size - nica:
        raise CheckError(f"lists {len(rows)} states; a table with max {size} lists {size * size - nica}")
    S = np.zeros((size + 1, size + 1), dtype=np.int64)
    counts = np.zeros((size + 1) ** 2 + 1, dtype=np.int64)
    runs = []
    states = ((n, m) for n in range(1, size + 1) for m in range(1, size + 1) if not (nica and n == m == 1))
    if nica:
        S[1, 1] = -1
    for (n, m, value, moves, where), expected in zip(rows, states):
        if (n, m) != expected:
            raise CheckError(f"{where}: state ({n}, {m}) out of order, expected {expected}")
        where = f"state ({n}, {m})"
        match = VALUE.fullmatch(value) if isinstance(value, str) else None
        if match is None:
            raise CheckError(f"{where}: value {value!r} is not an exact fraction p/q in ASCII digits"[:200])
        p, q = (int(match[1]), int(match[2])) if match[1] else (int(value), 1)
        if p > q:
            raise CheckError(f"{where}: value {value} is not a probability")
        if match[1] and (q == 1 or p == q or gcd(p, q) != 1):
            raise CheckError(f"{where}: value {value} is not in lowest terms")
        if p * n * m % q:
            raise CheckError(f"{where}: value {value} is not of the form k/(n*m) that every value has")
        S[n, m] = p * n * m // q
        last = (0, 0)
        for move in moves:
            found = MOVE.fullmatch(move)
            if found is None:
                raise CheckError(f"{where}: cannot read move {move!r}"[:200])
            if move == "guess":
                key, run = (n + 1, 0), (0, 0, 0, 1)
            else:
                parts = [int(x) for x in found.groups() if x]
                if parts != sorted(parts) or sum(parts) != n:
                    raise CheckError(f"{where}: {move} is not a split of {n} into ascending positive parts")
                key = (0, parts[0]) if len(parts) == 2 else (parts[0], parts[1])
                run = (key[0], key[1], key[1], 1)
            if key <= last:
                raise CheckError(f"{where}: move {move} out of canonical order (or listed twice)")
            last = key
            runs += run
        counts[n * (size + 1) + m + 1] = len(moves)
    return rules, size, S, np.cumsum(counts), np.array(runs, dtype=np.int64).reshape(-1, 4)


def read_npz(archive, rules: str | None):
    """An NPZ table: members meta, scaled, offsets, runs of the documented dtypes and shapes."""
    names = [name for name, _, _ in NPZ_ARRAYS]
    if archive.namelist() != [f"{name}.npy" for name in names]:
        raise CheckError(f"an NPZ table holds exactly the arrays {', '.join(names)}, in that order")
    meta = npy(archive, "meta", None, 0, None)
    doc = parse_json(str(meta[()]))
    exact_keys(doc, NPZ_KEYS, "meta")
    if str(meta[()]) != json.dumps(doc):
        raise CheckError("meta is not in canonical form (json.dumps with default separators)")
    metadata(doc, "meta", "certify-table-npz")
    size = doc["max"]
    price(doc["rules"], size, 0)
    rules = rules_of(doc["rules"], rules)
    shapes = {"scaled": (size + 1, size + 1), "offsets": ((size + 1) ** 2 + 1,), "runs": None}
    R, columns = header(archive, "runs", "<i4", 2)[0]
    if columns != 4:
        raise CheckError(f"runs must have 4 columns, not {columns}")
    price(rules, size, R)
    S, offsets, runs = (npy(archive, name, dtype, ndim, shapes[name]) for name, dtype, ndim in NPZ_ARRAYS[1:])
    digest = hashlib.sha256(f"{rules}:{size}:".encode())
    for array in (S, offsets, runs):
        digest.update(array.tobytes())
    if digest.hexdigest() != doc["sha256"]:
        raise CheckError("content does not match its recorded sha256 (edited after writing)")
    return rules, size, S, offsets, runs


def header(archive, name, dtype, ndim):
    """``(shape, bytes of data)`` of member ``name`` from its .npy header, nothing allocated."""
    try:
        with archive.open(f"{name}.npy") as handle:
            version = np.lib.format.read_magic(handle)
            read = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
            shape, fortran, found = read(handle)
            start = handle.tell()
    except ZIP_ERRORS as error:
        raise CheckError(f"{name}: not a .npy array ({error})"[:200], UNREADABLE) from None
    if fortran or len(shape) != ndim or (dtype is None and found.kind != "U") or (dtype and found.str != dtype):
        raise CheckError(f"{name}: expected a {ndim}-d C-order array of {dtype or 'str'}, found {found.str} shape {shape}")
    nbytes = int(np.prod(shape, dtype=object)) * found.itemsize
    if name == "meta" and nbytes > 65536:
        raise CheckError("meta is longer than 64 KB", LIMIT)
    if archive.getinfo(f"{name}.npy").file_size != start + nbytes:
        raise CheckError(f"{name}: the member's size does not match its header (truncated or padded)")
    return shape, nbytes


def npy(archive, name, dtype, ndim, shape):
    found, _ = header(archive, name, dtype, ndim)
    if shape is not None and found != shape:
        raise CheckError(f"{name}: shape {found} does not match max (expected {shape})")
    try:
        with archive.open(f"{name}.npy") as handle:
            return np.lib.format.read_array(handle, allow_pickle=False)
    except ZIP_ERRORS as error:
            raise CheckError(f"{name}: unreadable array data ({error})"[:200], UNREADABLE) from None


def canonical_npz(rules, size, S, offsets, runs):
    """Form checks of the arrays, vectorised; runs are maximal arithmetic progressions."""
    guess, most_parts, nica = GAMES[rules]
    n, m = np.ogrid[: size + 1, : size + 1]
    not_state = (n == 0) | (m == 0)
    if (S[not_state] != 0).any() or (nica and S[1, 1] != -1):
        raise CheckError("scaled must be 0 in row and column 0" + (" and -1 at (1, 1)" if nica else ""))
    bad = ((S < 0) | (S > n * m)) & ~not_state & ~((n == 1) & (m == 1) & nica)
    if bad.any():
        n0, m0 = np.argwhere(bad)[0]
        raise CheckError(f"state ({n0}, {m0}): value {S[n0, m0]}/{n0 * m0} is not a probability")
    counts = np.diff(offsets)
    if offsets[0] != 0 or (counts < 0).any() or offsets[-1] != len(runs):
        raise CheckError("move offsets are not a valid index into the runs")
    if counts.reshape(size + 1, size + 1)[not_state | ((n == 1) & (m == 1) & nica)].any():
        raise CheckError("moves listed for a non-state")
    owner = np.repeat(np.arange(len(counts), dtype=np.int64), counts)
    r = runs.astype(np.int64)
    a, first, last, step, on = r[:, 0], r[:, 1], r[:, 2], r[:, 3], owner // (size + 1)
    is_guess = (a == 0) & (first == 0) & (last == 0) & (step == 1)
    top = np.where(a > 0, (on - a) // 2, on // 2)
    ok = is_guess | ((first >= np.maximum(a, 1)) & (last >= first) & (step >= 1) & ((last - first) % np.maximum(step, 1) == 0)
                     & ((first != last) | (step == 1)) & (a <= (on // 3 if most_parts == 3 else 0)) & (last <= top))
    same = owner[1:] == owner[:-1]
    follows = ~is_guess[:-1] & (is_guess[1:] | (a[1:] > a[:-1]) | ((a[1:] == a[:-1]) & (first[1:] > last[:-1])
                                 & (first[:-1] != last[:-1]) & (first[1:] != last[:-1] + step[:-1])))
    ok[1:] &= ~same | follows
    if not ok.all():
        k = int(np.flatnonzero(~ok)[0])
        raise CheckError(f"state ({on[k]}, {owner[k] % (size + 1)}): run {r[k].tolist()} is malformed, out of "
                         "canonical order, or not a maximal progression")
    return r


def main(argv=None) -> int:
    """``python -m certify.checkers.table_files FILE [RULES]``: the same as ``...tables``."""
    import certify.checkers.tables as tables

    return tables.main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
