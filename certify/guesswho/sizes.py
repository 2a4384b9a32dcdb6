"""Sizes and memory of a table run, without numba: ``certify table`` refuses a size before any
engine (``certify.guesswho.engine``, compiled, or ``certify.guesswho.small``, numpy) is imported.
"""

from __future__ import annotations

import os

import numpy as np

from . import rules as rulesets
from ..errors import CertifyError

INT32_MAX_N = 46340  # largest N with N*N < 2**31


def available_memory() -> int:
    """Bytes this process may still use: ``MemAvailable`` from /proc/meminfo."""
    try:
        with open("/proc/meminfo") as meminfo:
            for line in meminfo:
                if line.startswith("MemAvailable:"):
                    return int(line.split()[1]) * 1024
    except OSError:
        pass
    return os.sysconf("SC_PAGE_SIZE") * os.sysconf("SC_PHYS_PAGES")


RUNS_PER_STATE = {"official": 1.1, "nica": 1.1, "tripartite": 4.5}  # measured: 1.0, 0.97, 4.0 at N = 64


def engine_bytes(rules: str, max_n: int) -> int:
    """Peak memory of ``solve_scaled`` at size ``N``: the int32 values being solved, the
    int64 values returned, the int64 run offsets, the int8 grid of fixed states (rules/) and
    the runs (16 bytes each)."""
    cells = (max_n + 1) ** 2
    return cells * (4 + 8 + 8 + 1) + int(RUNS_PER_STATE.get(rules, 5) * cells) * 16


def check_size(rules: str, max_n: int, needed: int | None = None) -> None:
    """Refuse sizes that are not positive integers or would not fit in memory (exit 4).

    ``needed``: the bytes the whole run needs (default: the engine's, ``engine_bytes``)."""
    rulesets.get(rules)
    if isinstance(max_n, bool) or not isinstance(max_n, (int, np.integer)):
        raise CertifyError.usage(f"size must be an integer, got {max_n!r}")
    if max_n < 1:
        raise CertifyError.usage(f"size must be a positive integer, got {max_n}")
    needed = engine_bytes(rules, int(max_n)) if needed is None else needed
    available = available_memory()
    if needed > 0.9 * available:
        raise CertifyError.limit(
            f"size {max_n} needs about {needed / 2**30:.1f} GiB, more than the "
            f"{available / 2**30:.1f} GiB available: choose a smaller size"
        )
    if max_n > INT32_MAX_N:
        raise CertifyError.limit(f"size {max_n} is beyond the engine's limit {INT32_MAX_N} (values must fit in int32)")
