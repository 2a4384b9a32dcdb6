"""The human table formats (CSV, JSON), read outside the trusted base and converted to NPZ.

The trusted table checker (:mod:`certify.checkers.tables`) reads one format, NPZ. The CSV and JSON
tables that ``certify table --out X.csv`` writes for people are read here, in their one canonical
form (every state of ``1 <= n, m <= N`` listed once, in order; numbers as reduced fractions in
ASCII digits without leading zeros; moves in canonical order; a JSON table's recorded sha256
verified), into the checker's arrays ``(rules, N, S, offsets, runs)``: ``S[n, m] = n*m*P(n, m)``
(0 in row and column 0, -1 where (n, m) is not a state) and the moves as runs ``(a, first, last,
step)``. The checker then checks those arrays' form and equations itself
(:func:`certify.checkers.tables.check_arrays`), so a fault in this reading can refuse a good table
but cannot pass a wrong one. Declared sizes are priced before anything is allocated.

:mod:`certify.guesswho.convert` (``python -m certify.guesswho.convert FILE OUT.npz``) writes the
NPZ table of a checked CSV or JSON table; ``certify check FILE`` reads and checks it in one step
(:func:`check_table`).
"""
from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

import numpy as np

from ..checkers import CheckError
from ..checkers._table_format import GAMES, metadata, price, rules_of
from ..checkers.strict_io import UNREADABLE, canonical_json, exact_keys, integer, kind_of, read_bytes
from . import csvread as table_csv

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


def canonical_runs(size: int, offsets: np.ndarray, runs: np.ndarray):
    """The moves of ``runs`` (any progressions, in canonical move order) as the NPZ format's runs:
    maximal greedy progressions per state and ``a`` (a run's step is its second term minus its
    first; a single term has step 1: ``certify.guesswho.small.greedy``), the guess ``(0, 0, 0, 1)``.
    Returns ``(offsets, runs)``. Vectorised: each round takes the next run of every (state, a)."""
    r = runs.astype(np.int64)
    count = (r[:, 2] - r[:, 1]) // r[:, 3] + 1  # moves per run (the guess: one)
    state = np.repeat(np.repeat(np.arange(len(offsets) - 1), np.diff(offsets)), count)
    a = np.repeat(r[:, 0], count)
    within = np.arange(int(count.sum())) - np.repeat(np.cumsum(count) - count, count)
    b = np.repeat(r[:, 1], count) + within * np.repeat(r[:, 3], count)
    moves = len(b)
    if moves < 2:
        return offsets.astype(np.int64), runs
    move = ~((a == 0) & (b == 0))  # the guess is a group of its own
    same = move[1:] & move[:-1] & (state[1:] == state[:-1]) & (a[1:] == a[:-1])
    d = np.where(same, b[1:] - b[:-1], 0)  # d[i]: from move i to move i + 1 in one group, else 0
    change = np.concatenate(([True], d[1:] != d[:-1]))  # blocks of equal d
    block_last = np.append(np.flatnonzero(change)[1:] - 1, len(d) - 1)[np.cumsum(change) - 1]
    nxt = np.arange(1, moves + 1)  # after a run of one move (or the guess), the next run starts
    nxt[:-1] = np.where(d > 0, block_last + 2, nxt[:-1])  # a run from i takes its block of equal d, and one move more
    head = np.concatenate(([True], ~same))
    heads = np.flatnonzero(head)
    group_end = np.append(heads[1:], moves)[np.cumsum(head) - 1]
    starts = np.zeros(moves, dtype=bool)
    current = heads
    while len(current):
        starts[current] = True
        after = nxt[current]
        current = after[after < group_end[current]]
    first = np.flatnonzero(starts)
    last = np.minimum(nxt[first], group_end[first]) - 1
    out = np.zeros((len(first), 4), dtype=np.int32)
    out[:, 0], out[:, 1], out[:, 2] = a[first], b[first], b[last]
    out[:, 3] = np.where(last > first, b[np.minimum(first + 1, moves - 1)] - b[first], 1)
    per_state = np.bincount(state[first], minlength=len(offsets) - 1)
    return np.concatenate(([0], np.cumsum(per_state))).astype(np.int64), out


def read_text_table(path: Path, rules: str | None, data: bytes | None = None):
    """``(rules, N, S, offsets, runs)`` of a CSV or JSON table; ``None`` for a file of another
    kind (an NPZ table: the checker reads it; another kind: the checker names it)."""
    data = read_bytes(path) if data is None else data
    kind, parsed = kind_of(data)
    if kind == "npz":
        parsed.close()
    if kind not in ("csv", "json"):
        return None
    rules, size, S, offsets, runs = read_csv(data, rules, path.stem) if kind == "csv" else read_json(*parsed, rules)
    return (rules, size, S, *canonical_runs(size, offsets, runs))


@dataclass
class Report:
    """The public API's verdict on a table (``certify.check(path).valid``); ``exit_code`` as
    CheckError's."""

    valid: bool
    problem: str | None
    rules: str | None = None
    max: int | None = None
    states: int = 0
    moves: int = 0
    exit_code: int = 0


def load_checked(path, rules: str | None = None):
    """The trusted checker's ``CheckedTable`` of a table in any of the three formats: an NPZ table
    read by the checker, a CSV or JSON one read here and its arrays checked by the checker; raises
    ``CheckError`` naming the first fault."""
    from ..checkers import tables

    arrays = read_text_table(Path(path), rules)
    return tables.load_checked(path, rules) if arrays is None else tables.check_arrays(*arrays)


def check_table(path, rules: str | None = None) -> Report:
    """The trusted checker's verdict on the table in ``path``: an NPZ table read by it, a CSV or
    JSON table read here and its arrays checked by it (``rules`` must match the file's own; a CSV
    names its rules only in its file name)."""
    from ..checkers import tables

    try:
        found = tables.summary(load_checked(path, rules))
    except CheckError as problem:
        return Report(False, str(problem), exit_code=problem.exit_code)
    return Report(True, None, found["rules"], found["max"], found["states"], found["moves"])
