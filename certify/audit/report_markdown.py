"""The Markdown report: renders an :class:`AuditResult`, computes nothing."""

from __future__ import annotations

from .._version import __version__
from ..claims.registry import PAPERS
from .results import AuditResult, ClaimResult


def claim_facts(c: ClaimResult, corrections: dict[str, ClaimResult]) -> list[tuple[str, str]]:
    """What every report says about a claim, in order: (label, text) pairs."""
    facts = [("Printed", c.quote)] if c.quote and c.quote != c.statement else []
    facts.append(("Reading" if c.reading_source != "registry" else "Reading (the registry's own, not printed by the paper)", c.reading))
    if c.range:
        facts.append(("Proved" if c.status == "proved" else "Range", f"{c.range} ({c.cases} cases checked exactly)"))
    if c.proof:
        facts.append(("Symbolic", c.proof.get("text", "")))
    if c.counterexample:
        ce = c.counterexample
        text = ", ".join(f"{k} = {v}" for k, v in (ce.get("at") or {}).items())
        if "printed" in ce:
            text = (text or "the stated instance") + f": printed value {ce['printed']}, true value {ce['true']}"
        elif "lhs" in ce:
            text += f" (true value / left side: {ce['lhs']}; printed / right side: {ce['rhs']}; relation {ce['relation']})"
        facts.append(("Smallest counterexample", text))
    if c.fault:
        facts.append(("Fault", c.fault))
    if c.range_reason:
        facts.append(("Why the range settles it", c.range_reason))
    if c.corrects:
        facts.append(("Corrects", c.corrects))
    if c.id in corrections:
        facts.append(("Corrected by", f"{corrections[c.id].id} ({corrections[c.id].status})"))
    if c.kernel:
        facts.append(("Kernel", c.kernel))
    if c.note:
        facts.append(("Note", c.note))
    return facts


def dag_markdown(dag: dict) -> list[str]:
    """A proof DAG as a nested Markdown list: every node with its role and computed status."""
    lines = [f"## Proof DAG of `{dag['theorem']}`: **{dag['status']}**", "",
             f"Premises: {dag['premises']}", "", f"Induction: {dag['well_founded']}", ""]
    if dag["proves"]:
        lines += ["Settles also: " + ", ".join(f"`{p}`" for p in dag["proves"]), ""]
    lines += [f"{'  ' * n['depth']}- `{n['claim']}` ({n['role']}): **{n['status']}**"
              + (" (a finite instance, checked exactly on the certified table)" if n.get("finite") and n["status"] == "verified" else "")
              for n in dag["nodes"]]
    return lines


def markdown_report(audit: AuditResult) -> str:
    summary = audit.summary()
    lines = [
        "# Audit of the papers' claims",
        "",
        f"certify {__version__}: {summary['total']} claims: {summary['proved']} proved, {summary['verified']} verified, "
        f"{summary['refuted']} refuted, {summary['open']} open; "
        f"{len(summary['regressions'])} differ from the registry ({audit.seconds:.0f} s).",
        "",
        "Certified tables used: " + "; ".join(f"{r} {t}" for r, t in audit.tables.items()),
        "",
        "Status: **proved** = symbolically, for all parameters (two independent tools agree); **verified** = checked exactly over the stated range; "
        "**refuted** = counterexample to the claim as printed (its correction, if any, is listed beside it); "
        "**open** = not settled by this tool (yet).",
    ]
    if audit.coq is not None:
        coq = audit.coq
        lines += ["", f"Kernel evidence (Coq, docs/coq.md): {coq['kernel_checked']} of {coq['theorems']} theorems in "
                      f"{coq['files']} files kernel-checked (the verified table checker, the N = 64 tables, the headline "
                      f"values); {summary['kernel_checked']} claims below also carry a **kernel-checked** Coq theorem, "
                      "an evidence level of its own beside proved/verified."]
    if audit.mutation is not None:
        for line in audit.mutation.markdown():
            lines += ["", line]
    corrections = {c.corrects: c for c in audit.claims if c.corrects}
    for dag in audit.dags:
        lines += ["", *dag_markdown(dag)]
    for key, paper in PAPERS.items():
        group = [c for c in audit.claims if c.id.startswith(key + ".")]
        if not group:
            continue
        lines += ["", f"## {key}: `{paper}`", ""]
        for c in group:
            flag = "" if not c.regression else f" — **REGRESSION: registry expects {c.expect}**"
            lines += [f"### {c.locator} — `{c.id}`: **{c.status}**{flag}", "", f"> {c.statement}", ""]
            lines += [f"{label}: {text}\n" for label, text in claim_facts(c, corrections)]
    return "\n".join(lines) + "\n"
