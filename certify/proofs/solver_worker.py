"""A solver worker of the audit: ``python -m certify.proofs.solver_worker z3|cvc5``.

Imports the solver once, then answers obligation files read from stdin, one request line each
(``{"path": FILE, "seconds": LIMIT}``), with one JSON line on a private copy of stdout (what the
solver library prints goes to stderr): for z3 ``z3_runner.main``'s answer, for cvc5
``{"line": <cvc5_runner.main's answer>}``, or ``{"error": <the exception's last line>}``. Every
obligation gets a fresh solver context (z3: a new ``Context``; cvc5: a new ``TermManager`` and
``Solver``) and its own time limit, so an answer depends on its file alone, as in a fresh
process (:mod:`certify.proofs.runners` kills and replaces a worker that overruns its limit,
crashes or raises). The limit is CPU seconds, as the trusted checker's (:data:`certify.checkers.smt.WALL`):
the kernel ends the worker (SIGXCPU) once one obligation has spent them, and the solver's own
clock limit is ``WALL`` times longer, so a limit means the same on a busy machine as on a quiet
one. The worker ends at end of input or as soon as its parent is gone.
"""

from __future__ import annotations

import json
import os
import resource
import sys
import threading
import time
import traceback

from ..checkers.smt import WALL


def _watch(parent: int) -> None:
    while os.getppid() == parent:
        time.sleep(0.2)
    os._exit(1)


def serve(solver: str) -> None:
    threading.Thread(target=_watch, args=(os.getppid(),), daemon=True).start()
    out = os.fdopen(os.dup(1), "w")
    os.dup2(2, 1)
    if solver == "z3":
        from .z3_runner import main as solve
    else:
        from .cvc5_runner import main as run_cvc5

        def solve(path, seconds):
            return {"line": run_cvc5(path, seconds)}
    out.write("ready\n")
    out.flush()
    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
    hard = resource.getrlimit(resource.RLIMIT_CPU)[1]
    for line in sys.stdin:
        request = json.loads(line)
        seconds = float(request["seconds"])
        limit = int(sum(resource.getrusage(resource.RUSAGE_SELF)[:2]) + seconds) + 1
        resource.setrlimit(resource.RLIMIT_CPU, (limit if hard == resource.RLIM_INFINITY else min(limit, hard), hard))
        try:
            said = solve(request["path"], seconds * WALL)
        except Exception as error:  # as the fresh child's traceback ended
            said = {"error": "".join(traceback.format_exception_only(error)).strip().splitlines()[-1]}
        resource.setrlimit(resource.RLIMIT_CPU, (hard, hard))
        out.write(json.dumps(said) + "\n")
        out.flush()


if __name__ == "__main__":
    serve(sys.argv[1])
