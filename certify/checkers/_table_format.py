"""The table formats' shared vocabulary, for the readers of :mod:`certify.checkers.tables`.

A private helper of the trusted base (the standard library and ``strict_io`` only; it imports
no table module back; under 60 lines): each rule set's flags, the format's size limit, the price of checking
a table (refused before anything is allocated), and the metadata fields no content determines.
"""
from __future__ import annotations

import re

from certify.checkers.strict_io import LIMIT, CheckError, memory

GAMES = {"nica": (False, 2, True), "official": (True, 2, False), "tripartite": (True, 3, False)}
MAX_SIZE = 1 << 15  # |S| <= N*N must fit in int32
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
    # S (int64) and offsets, S's int32 copy and reversed copy, its per-parity prefix sums (int64)
    # and the least sums (int32): 36 bytes a cell; a run 16 (int32) and its share of the readers' blocks (a valid table has
    # about a run or more per state: at least N*N are priced); the threads' blocks are small
    runs = max(runs, size * size)
    memory(f"the {rules} table with max {size}", 36 * (size + 1) ** 2 + 24 * runs + (64 << 20))


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
