"""Run z3 on one SMT-LIB2 file, alone: ``python -m certify.proofs.z3_runner FILE SECONDS``.

Prints one JSON line: ``{"answer": "unsat" | "sat" | "unknown" | "timeout", "model": {...}}``.
A fresh process per file keeps results independent of anything solved before.
"""

import json
import sys

import z3


def main(path: str, seconds: float) -> dict:
    solver = z3.Solver(ctx=z3.Context())  # a fresh context: nothing shared with an earlier file
    solver.set("timeout", max(1, int(seconds * 1000)))  # 0 would mean no limit
    solver.from_file(path)
    answer = solver.check()
    if answer == z3.unsat:
        return {"answer": "unsat"}
    if answer == z3.sat:
        model = solver.model()
        return {"answer": "sat", "model": {d.name(): str(model[d]) for d in model.decls()}}
    reason = solver.reason_unknown()
    return {"answer": "timeout" if "timeout" in reason or "canceled" in reason else "unknown"}


if __name__ == "__main__":
    print(json.dumps(main(sys.argv[1], float(sys.argv[2]))))
