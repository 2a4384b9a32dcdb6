"""Reading table files (CSV and JSON here, NPZ in ``_table_npz``) in their one canonical form.

A private helper of :mod:`certify.checkers.tables` (the standard library, ``strict_io`` and
the private ``_table_*`` helpers; it imports no public checker; under 130 lines). It checks *form*, not mathematics:
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
from pathlib import Path

import numpy as np

import certify.checkers._table_csv as table_csv
from certify.checkers._table_format import GAMES, metadata, price, rules_of
from certify.checkers.strict_io import UNREADABLE, CheckError, canonical_json, exact_keys, integer, kind_of, read_bytes

VALUE = re.compile(r"[0-9/]+")  # the only characters of a value (the CSV reader judges the rest)
STATE_KEYS = ["n", "m", "value", "moves"]
JSON_KEYS = ("format", "format_version", "rules", "max", "tool", "tool_version", "value_encoding", "sha256", "states")
VALUE_ENCODING = "exact fraction p/q (or an integer)"


def read_csv(data: bytes, rules: str | None, name: str):
    """A CSV table: header, then ``n,m,value,moves`` per state in order (``table_csv``)."""
    if rules is None:
        named = [r for r in GAMES if r in re.split(r"[^a-z]+", name.lower())]
        if len(named) != 1:
            raise CheckError("a CSV table does not name its rules: pass --rules", UNREADABLE)
        rules = named[0]
    if rules not in GAMES:
        price(rules, 1, 0)  # names the unknown rules
    return (rules, *table_csv.read_csv(data, GAMES[rules][2], lambda size, rows: price(rules, size, rows)))


def read_json(text: str, doc, rules: str | None):
    """A JSON table: exactly the writer's layout (``json.dumps(doc, indent=1)`` plus '\\n').

    The states are rewritten, one Python string per state (none per move), as the CSV lines
    they stand for, and read by the CSV reader; the layout is compared with the one text the
    writer makes of them, and the sha256 computed over the compact form made the same way.
    """
    exact_keys(doc, JSON_KEYS, "the table")
    metadata(doc, "the table", "certify-table")
    price(doc["rules"], doc["max"], len(doc["states"]) if isinstance(doc["states"], list) else 0)
    rules, size = rules_of(doc["rules"], rules), doc["max"]
    if doc["value_encoding"] != VALUE_ENCODING:
        raise CheckError(f"value_encoding must be {VALUE_ENCODING!r}")
    states = doc["states"]
    if not isinstance(states, list):
        raise CheckError("states must be a list")
    lines, layout, compact, listed_moves, spaces = [table_csv.HEADER.decode()], [], [], 0, 0
    for k, state in enumerate(states):
        if type(state) is not dict or list(state) != STATE_KEYS:
            exact_keys(state, STATE_KEYS, f"state {k}")
        n, m, value, moves = state.values()
        if type(n) is not int or type(m) is not int or n < 1 or m < 1:
            integer(n, f"state {k}: n", 1), integer(m, f"state {k}: m", 1)
        try:
            joined = " ".join(moves) if type(moves) is list else None
        except TypeError:
            joined = None
        if joined is None:
            raise CheckError(f"state {k}: moves must be a list of strings")
        listed_moves, spaces = listed_moves + len(moves), spaces + max(len(moves) - 1, 0)
        if type(value) is not str or not VALUE.fullmatch(value):
            raise CheckError(f"state ({n}, {m}): value {value!r} is not an exact fraction p/q in ASCII digits"[:200])
        lines.append(f"{n},{m},{value},{joined}\n")
        listed = '[\n    "' + '",\n    "'.join(moves) + '"\n   ]' if moves else "[]"
        layout.append(f'  {{\n   "n": {n},\n   "m": {m},\n   "value": "{value}",\n   "moves": {listed}\n  }}')
        compact.append(f'{{"m":{m},"moves":[' + ('"' + '","'.join(moves) + '"' if moves else "") + f'],"n":{n},"value":"{value}"}}')
    head = json.dumps({key: doc[key] for key in JSON_KEYS[:-1]}, indent=1)[:-2]
    body = ',\n "states": [\n' + ",\n".join(layout) + "\n ]\n}\n" if states else ',\n "states": []\n}\n'
    if text != head + body:
        canonical_json(text, doc, indent=1)  # names the first difference
    digest = hashlib.sha256(f'{{"max":{json.dumps(size)},"rules":{json.dumps(rules)},"states":['.encode())
    digest.update(",".join(compact).encode())
    digest.update(b"]}")
    if digest.hexdigest() != doc["sha256"]:
        raise CheckError("content does not match its recorded sha256 (edited after writing)")
    del layout, compact
    csv = "".join(lines).encode()
    if csv.count(b" ") != spaces or csv.count(b"\n") != len(lines) or csv.count(b",") != 3 * len(states) + 3:
        raise CheckError("a move is not a plain string of digits, ':' and 'guess' (a space, comma or newline in it)")
    read = read_csv(csv, rules, rules)
    runs = read[4].astype(np.int64)  # runs of step 1 and 2 (the guess (0, 0, 0, 1)): the moves they hold
    if read[1] != size or int(((runs[:, 2] - runs[:, 1]) // runs[:, 3] + 1).sum()) != listed_moves:
        raise CheckError(f"max is {size} but the states are those of max {read[1]}" if read[1] != size
                         else "a move is an empty string")
    return read


def load(path: Path, rules: str | None):
    """``(rules, N, S, offsets, runs)`` from a file in one of the three canonical forms."""
    data = read_bytes(path)
    kind, parsed = kind_of(data)
    if kind == "csv":
        return read_csv(data, rules, path.stem)
    if kind == "json":
        return read_json(*parsed, rules)
    if kind == "npz":
        import certify.checkers._table_npz as table_npz

        with parsed:
            table = table_npz.read_npz(parsed, rules)
        return table[:4] + (table_npz.canonical_npz(*table),)
    raise CheckError(f"an AB-game certificate ({kind}), not a table: check it with certify.checkers.ab", UNREADABLE)

