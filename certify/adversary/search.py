"""Exact searches for binary codes with python-sat: is there a code of M words of length k
with minimum distance D? ``sat`` comes with the code (verified by the caller), ``unsat`` is a
proof of non-existence by the SAT solver's exhaustive search, ``unknown`` means the budget
ran out and proves nothing.

The encoding: one variable per word; for every two words closer than D, not both; at least M
words (sequential counter); the zero word is in the code (any code can be translated so).

    python -m certify.adversary.search --write   # regenerate data/codes.json (minutes)

:func:`refute_code` is the route that may prove a lower bound: it solves the trusted base's
own encoding (:func:`certify.checkers.adversary.code_cnf`) with proof logging, and an ``unsat``
comes with the DRAT proof, which counts only after :mod:`certify.checkers.drat` accepts it.
"""
from __future__ import annotations

import json
import sys
import threading
import time
from ..files.resources import packaged

DATA = packaged("certify.adversary", "data/codes.json")

# (length, distance, words): the codes the default table needs beyond the algebraic constructions
WANTED = [(8, 3, 20), (9, 3, 40), (8, 5, 4), (9, 5, 6), (10, 5, 12), (11, 5, 24)]


def sat_code(k: int, D: int, M: int, budget: float = 60.0, solver: str = "g4"):
    """``("sat", code, seconds)``, ``("unsat", None, seconds)`` or ``("unknown", None, seconds)``.

    The budget is enforced by interrupting the solver, which Glucose (``g4``) honours; CaDiCaL
    (``cd19``, faster at finding codes) ignores interrupts, so it is used only offline."""
    from ..extras import require

    card_module = require("pysat.card", "the SAT search for codes")
    CardEnc, EncType, Solver = card_module.CardEnc, card_module.EncType, require("pysat.solvers", "").Solver

    size = 1 << k
    clauses = [[-(a + 1), -(b + 1)] for a in range(size) for b in range(a + 1, size)
               if (a ^ b).bit_count() < D]
    card = CardEnc.atleast(lits=list(range(1, size + 1)), bound=M, top_id=size, encoding=EncType.seqcounter)
    started = time.perf_counter()
    with Solver(name=solver, bootstrap_with=clauses + card.clauses + [[1]]) as sat:
        timer = threading.Timer(budget, sat.interrupt)
        timer.start()
        try:
            outcome = sat.solve_limited(expect_interrupt=True)
        finally:
            timer.cancel()
        seconds = time.perf_counter() - started
        if outcome is None:
            return "unknown", None, seconds
        if not outcome:
            return "unsat", None, seconds
        model = sat.get_model()
    return "sat", [w for w in range(size) if model[w] > 0][:M], seconds


def refute_code(k: int, D: int, M: int, conflicts: int | None = None):
    """``(status, cnf, proof, seconds)``: status ``unsat`` with the CNF and DRAT proof texts,
    or ``sat`` / ``unknown`` (budget exhausted) with ``None``. Without a budget CaDiCaL 1.5.3
    (python-sat, deterministic); with one Glucose 4, stopped after ``conflicts`` conflicts
    (``solve_limited`` with ``conf_budget``; Glucose checks the budget at each conflict).

    The budget counts conflicts, not seconds, so the outcome is a function of (k, D, M,
    conflicts) alone: the same on every machine and under any load (a wall-clock budget let a
    faster or quieter machine finish a search, and so change a status, that a slower one left
    ``unknown``). ``seconds`` is reported for information only."""
    from ..checkers.adversary import code_cnf
    from ..extras import require

    Solver = require("pysat.solvers", "the SAT refutation of a code (a lower bound)").Solver

    if conflicts is not None and (isinstance(conflicts, bool) or not isinstance(conflicts, int) or conflicts < 1):
        raise ValueError(f"the SAT budget is a positive number of conflicts, not {conflicts!r}")
    cnf = code_cnf(k, D, M)
    clauses = [[int(x) for x in line.split()[:-1]] for line in cnf.splitlines()[1:]]
    started = time.perf_counter()
    with Solver(name="cd153" if conflicts is None else "g4", bootstrap_with=clauses, with_proof=True) as sat:
        if conflicts is None:
            outcome = sat.solve()
        else:
            sat.conf_budget(conflicts)
            outcome = sat.solve_limited()
        seconds = time.perf_counter() - started
        if outcome is not False:
            return ("unknown" if outcome is None else "sat"), None, None, seconds
        proof = "".join(line + "\n" for line in sat.get_proof())
    return "unsat", cnf, proof, seconds


def main(argv: list[str]) -> int:
    if argv != ["--write"]:
        print(__doc__.strip().splitlines()[-1].strip())
        return 2
    found = {}
    for k, D, M in WANTED:
        status, code, seconds = sat_code(k, D, M, budget=600.0, solver="cd19")
        print(f"({k}, {M}, {D}): {status} in {seconds:.1f} s", flush=True)
        if status == "sat":
            found[f"{k},{D}"] = {"words": code, "search": f"python-sat cd19, {seconds:.1f} s"}
    DATA.write_text(json.dumps(found, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
