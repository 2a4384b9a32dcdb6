"""Compare two ``certify audit --json`` outputs: every claim's status, cases, range, counterexample,
solver answers and hypotheses' witness, and every DAG's status, must be identical (timings and
the run's total seconds are ignored; of a hypotheses' witness only whether there is one and how
it was found: a witness z3 finds depends on what the same process asked z3 before, which differs
from run to run whatever the code). Exit 0 when they are, 1 (listing the differences) otherwise.

    python benchmarks/compare_audits.py before.json after.json
"""

from __future__ import annotations

import json
import re
import sys

FIELDS = ("status", "expect", "cases", "range", "counterexample", "method")


def _proof(proof: dict | None):
    if not proof:
        return proof
    text = re.sub(r"\(\d+(\.\d+)? s\)", "(_ s)", proof.get("text", ""))  # "z3: unsat (0.26 s)"
    return {"status": proof.get("status"), "solvers": proof.get("solvers"), "sympy": proof.get("sympy"),
            "model": proof.get("model"), "text": text}


def claims(report: dict) -> dict:
    def hypotheses(found):
        return found and {"satisfiable": found.get("satisfiable"), "how": found.get("how"),
                          "witness": found.get("witness") is not None, "solvers": found.get("solvers")}

    return {c["id"]: {**{f: c.get(f) for f in FIELDS}, "proof": _proof(c.get("proof")),
                      "hypotheses": hypotheses(c.get("hypotheses")),
                      "note": re.sub(r"\(\d+(\.\d+)? s\)", "(_ s)", c.get("note") or "")}
            for c in report["claims"]}


def main(argv: list[str]) -> int:
    before, after = (json.load(open(path, encoding="utf-8")) for path in argv[:2])
    a, b = claims(before), claims(after)
    problems = [f"claim {i}: only in {'before' if i in a else 'after'}" for i in sorted(set(a) ^ set(b))]
    for ident in sorted(set(a) & set(b)):
        for field in a[ident]:
            if a[ident][field] != b[ident][field]:
                problems.append(f"claim {ident}: {field}: {a[ident][field]!r} -> {b[ident][field]!r}")
    dags = lambda r: {d["theorem"]: (d["status"], [(n["claim"], n["status"]) for n in d["nodes"]]) for d in r.get("dags", [])}
    if dags(before) != dags(after):
        problems.append("dags differ: " + ", ".join(t for t in set(dags(before)) | set(dags(after))
                                                     if dags(before).get(t) != dags(after).get(t)))
    summary = lambda r: {k: v for k, v in r["summary"].items() if k != "seconds"}
    if summary(before) != summary(after):
        problems.append(f"summary: {summary(before)} -> {summary(after)}")
    print("\n".join(problems) if problems else f"identical: {len(a)} claims, {len(dags(after))} DAGs")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
