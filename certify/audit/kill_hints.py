"""Kill hints: which mutant killed each claim, and which obligation broke each glue mutant, in an
earlier mutation analysis of the shipped registry; ``certify audit --mutate`` tries those first.

A hint orders, it never decides. The hinted mutant goes through the same full check as every
other (:func:`certify.audit.mutation.analyse_claim`, :func:`certify.audit.mutation_dag.glue_mutation`);
a hint that no longer applies (the claim or the glue was edited, the mutant is gone or now
survives) is passed over and the mutants follow in their usual order. So a stale, missing or
foreign hint file can make the analysis slower, never change a verdict (the idea of Stryker's
incremental mode and PIT's history files).

The packaged file is derived from a mutation report (the audit's ``--mutation-json``)::

    python -m certify.audit.kill_hints out/audit-mutation.json

>>> hints = from_report({"claims": [
...     {"id": "c", "killed_by": {"kind": "constant", "mutant": "holds: 2 -> 3 at 7"}},
...     {"id": "t", "killed_by": {"kind": "table", "mutant": "P(2, 2) + 1"},
...      "glue": [{"kind": "use deleted", "mutant": "region 3: use deleted", "killed": True, "by": "reads.3.step.1.2"}]}]})
>>> hints["claims"], hints["glue"]
({'c': 'holds: 2 -> 3 at 7'}, {'t': {'region 3: use deleted': 'reads.3.step.1.2'}})
"""

from __future__ import annotations

import functools
import json
import sys
from pathlib import Path

from ..checkers import interrupted
from ..errors import CertifyError, ExitCode
from ..files import output

FILE = Path(__file__).with_name("kill-hints.json")
FORMAT = "certify-kill-hints"
HINTED_KINDS = ("constant", "relation", "application")  # the mutants ordered by looks (the others are cheap)


def from_report(report: dict) -> dict:
    """The hints of a mutation report: ``{"claims": {id: mutant}, "glue": {theorem: {mutant: obligation}}}``."""
    claims, glue = {}, {}
    for record in report.get("claims", []):
        killer = record.get("killed_by") or {}
        if killer.get("kind") in HINTED_KINDS and isinstance(killer.get("mutant"), str):
            claims[record["id"]] = killer["mutant"]
        broke = {m["mutant"]: m["by"] for m in record.get("glue") or []
                 if m.get("killed") and isinstance(m.get("by"), str) and not m["by"].startswith("refused")}
        if broke:
            glue[record["id"]] = broke
    return {"claims": claims, "glue": glue}


@functools.cache
def load() -> dict:
    """The packaged hints; empty ones if the file is missing or unreadable (hints only order)."""
    try:
        data = json.loads(FILE.read_text(encoding="utf-8"))
        if data.get("format") != FORMAT or not isinstance(data.get("claims"), dict) or not isinstance(data.get("glue"), dict):
            raise ValueError(FILE)
        return {"claims": data["claims"], "glue": data["glue"]}
    except (OSError, ValueError, AttributeError):
        return {"claims": {}, "glue": {}}


def main(argv=None) -> int:
    """``python -m certify.audit.kill_hints REPORT``: write the packaged hints from a mutation report."""
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m certify.audit.kill_hints MUTATION-REPORT.json", file=sys.stderr)
        return ExitCode.USAGE
    try:
        hints = from_report(json.loads(Path(argv[0]).read_text(encoding="utf-8")))
    except (OSError, ValueError) as error:
        print(f"kill_hints: cannot read {argv[0]}: {error}", file=sys.stderr)
        return ExitCode.UNREADABLE
    except (AttributeError, TypeError, KeyError):
        print(f"kill_hints: {argv[0]} is not a mutation report (certify audit --mutation-json)", file=sys.stderr)
        return ExitCode.UNREADABLE
    text = json.dumps({"format": FORMAT, "format_version": 1, **hints}, indent=0, sort_keys=True) + "\n"
    try:
        output.write_text(FILE, text)
    except CertifyError as error:  # the package folder not writable, say
        print(f"kill_hints: {error}", file=sys.stderr)
        return error.exit_code
    print(f"{FILE.name}: {len(hints['claims'])} claims, {sum(map(len, hints['glue'].values()))} glue mutants")
    return ExitCode.OK


if __name__ == "__main__":
    try:
        raise SystemExit(main())
    except KeyboardInterrupt:  # the atomic writer has removed its temporary file
        raise SystemExit(interrupted("kill_hints: interrupted"))
