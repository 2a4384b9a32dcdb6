"""Reading table files (CSV and JSON here, NPZ in ``table_npz``) in their one canonical form.

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
from math import gcd
from pathlib import Path

import numpy as np

from certify.checkers.strict_io import (LIMIT, UNREADABLE, CheckError, canonical_json, exact_keys, integer,
                                        kind_of, memory, read_bytes)

GAMES = {"nica": (False, 2, True), "official": (True, 2, False), "tripartite": (True, 3, False)}
MAX_SIZE = 1 << 15  # |S| <= N*N must fit in int32
ROW = re.compile(r"([1-9][0-9]{0,8}),([1-9][0-9]{0,8}),([^,]*),([^,]*)")
VALUE = re.compile(r"0|1|([1-9][0-9]{0,18})/([1-9][0-9]{0,18})")
MOVE = re.compile(r"guess|([1-9][0-9]{0,8}):([1-9][0-9]{0,8})(?::([1-9][0-9]{0,8}))?")
JSON_KEYS = ("format", "format_version", "rules", "max", "tool", "tool_version", "value_encoding", "sha256", "states")
VALUE_ENCODING = "exact fraction p/q (or an integer)"
VERSION = re.compile(r"[0-9A-Za-z.+-]{1,40}")
SHA = re.compile(r"[0-9a-f]{64}")


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


def load(path: Path, rules: str | None):
    """``(rules, N, S, offsets, runs)`` from a file in one of the three canonical forms."""
    kind, parsed = kind_of(read_bytes(path))
    if kind == "csv":
        return read_csv(parsed, rules, path.stem)
    if kind == "json":
        return read_json(*parsed, rules)
    if kind == "npz":
        import certify.checkers.table_npz as table_npz

        with parsed:
            table = table_npz.read_npz(parsed, rules)
        return table[:4] + (table_npz.canonical_npz(*table),)
    raise CheckError(f"an AB-game certificate ({kind}), not a table: check it with certify.checkers.ab", UNREADABLE)


def main(argv=None) -> int:
    """``python -m certify.checkers.table_files FILE [RULES]``: the same as ``...tables``."""
    import certify.checkers.tables as tables

    return tables.main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
