"""Compile and cache every numba kernel of the engine and the table writers, so that a user's
first ``certify table`` loads them instead of compiling (about 10-20 s of CPU otherwise).

    python -m certify.guesswho.warmup

Solves each rule set at a size that takes the serial and the parallel kernels
(``engine.PARALLEL_FROM``) and writes the tables as CSV and JSON into a temporary directory.
"""

from __future__ import annotations

import sys
import tempfile
import time
from pathlib import Path


def warm() -> float:
    """Compile (or load) every cached kernel; the seconds it took."""
    from . import rules as rulesets
    from .engine import PARALLEL_FROM, _rule_ufuncs, solve_scaled
    from .table import solve

    started = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="certify-warmup-") as tmp:
        for rules in ("official", "nica", "tripartite"):
            solve(rules, 12).write(Path(tmp, f"{rules}.csv"))
            solve(rules, 12).write(Path(tmp, f"{rules}.json"))
            # the engine itself: certify.solve sends small two-part tables to numpy (guesswho/small.py)
            solve_scaled(rules, 12)
            solve_scaled(rules, PARALLEL_FROM)
            game = rulesets.get(rules)
            _rule_ufuncs(game.is_state, game.terminal_scaled)  # the rule grid above engine.COMPILE_ABOVE
    return time.perf_counter() - started


def main(argv=None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args:
        print("usage: python -m certify.guesswho.warmup", file=sys.stderr)
        return 2
    from ..jit import COMPILED

    if not COMPILED:  # the core install: nothing is compiled, nothing to warm
        print("certify: numba is not installed: nothing to compile (pip install 'certify-guesswho[fast]')",
              file=sys.stderr)
        return 0
    print(f"certify: numba kernels compiled and cached in {warm():.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
