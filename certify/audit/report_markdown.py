"""The Markdown report: renders an :class:`AuditResult`, computes nothing."""

from __future__ import annotations

from .._version import __version__
from ..claims import papers
from .results import AuditResult, ClaimResult


RANGES = ("Variables: each claim's ranges as the registry declares them; N is the size of its bounded check "
          "(the claim's max, 64 unless it says otherwise; --max and --deep change it), oo no upper end.")


def variables_text(claim) -> str:
    """The claim's variables with their registered ranges and kinds, as the registry declares
    them (``n in [3, N]``, ``x in [1, oo) real``); ``N`` is the size of the audited table.

    >>> from types import SimpleNamespace
    >>> import sympy
    >>> n, x = sympy.Symbol("n", integer=True), sympy.Symbol("x", real=True)
    >>> claim = SimpleNamespace(vars={"n": (1, sympy.oo), "x": (0, 5)}, holds=sympy.Ge(n, x), where=sympy.true)
    >>> variables_text(claim)
    'n in [1, oo) integer; x in [0, 5] real'
    """
    declared = getattr(claim, "vars", None) or {}
    symbols = {}
    for expression in (getattr(claim, "holds", None), getattr(claim, "where", None)):
        if expression is not None and hasattr(expression, "free_symbols"):
            symbols.update({str(s): s for s in expression.free_symbols})
    parts = []
    for name, (low, high) in declared.items():
        symbol = symbols.get(name)
        kind = "" if symbol is None else " integer" if symbol.is_integer else " real"
        parts.append(f"{name} in [{low}, {high}{')' if str(high) == 'oo' else ']'}{kind}")
    return "; ".join(parts)


def hypotheses_text(c: ClaimResult) -> str:
    """The claim's hypotheses (registry ``where``) and what the audit found of them: a checked
    witness, or why there is none (:mod:`certify.audit.vacuity`); empty when there is neither."""
    where = getattr(c.claim, "where", None)
    stated = "" if where is None or where is True or str(where) == "True" else str(where)
    found = ""
    if c.hypotheses:
        h = c.hypotheses
        point = ", ".join(f"{k} = {v}" for k, v in (h.get("witness") or {}).items())
        found = f"satisfied at {point} ({h['how']})" if point else h.get("how", "")
    return "; ".join(part for part in (stated, found) if part)


def claim_facts(c: ClaimResult, corrections: dict[str, ClaimResult]) -> list[tuple[str, str]]:
    """What every report says about a claim, in order: (label, text) pairs, none empty."""
    facts = [("Printed", c.quote)] if c.quote and c.quote != c.statement else []
    if c.reading:
        facts.append(("Reading" if c.reading_source != "registry" else "Reading (the registry's own, not printed by the paper)",
                      c.reading))
    if variables_text(c.claim):
        facts.append(("Variables", variables_text(c.claim)))
    if hypotheses_text(c):
        facts.append(("Hypotheses", hypotheses_text(c)))
    if c.range:
        facts.append(("Proved" if c.status == "proved" else "Range", f"{c.range} ({c.cases} cases checked exactly)"))
    if c.proof and c.proof.get("text"):
        facts.append(("Symbolic", c.proof["text"]))
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
    return [(label, text) for label, text in facts if text and str(text).strip()]  # no empty label


def dag_markdown(dag: dict) -> list[str]:
    """A proof DAG as a nested Markdown list: every node with its role and computed status."""
    lines = [f"## Proof DAG of `{dag['theorem']}`: **{dag['status']}**", "",
             f"Premises: {dag['premises']}", "", f"Induction: {dag['well_founded']}", ""]
    if dag["proves"]:
        lines += ["Settles also: " + ", ".join(f"`{p}`" for p in dag["proves"]), ""]
    lines += [f"{'  ' * n['depth']}- `{n['claim']}` ({n['role']}): **{n['status']}**"
              + (" (a finite instance, checked exactly on the certified table)" if n.get("finite") and n["status"] == "verified" else "")
              + (" (an empty case: no point satisfies its hypotheses, so it needs no proof)" if n["status"] == "vacuous" else "")
              for n in dag["nodes"]]
    return lines


def markdown_report(audit: AuditResult) -> str:
    summary = audit.summary()
    lines = [
        "# Audit of the papers' claims",
        "",
        f"certify {__version__}: {audit.counts()}; {len(summary['regressions'])} differ from the registry "
        f"({audit.seconds:.0f} s).",
        *(["", "Certified tables used: " + "; ".join(f"{r} {t}" for r, t in audit.tables.items())] if audit.tables else []),
        "",
        "Status: **proved** = symbolically, for all parameters (two independent tools agree); **verified** = checked exactly over the stated range; "
        "**refuted** = counterexample to the claim as printed (its correction, if any, is listed beside it); "
        "**open** = not settled by this tool (yet); **vacuous** = no point satisfies the claim's hypotheses "
        "(a verified or proved claim needs a checked witness; an empty case of a cover needs no proof).",
        "",
        RANGES,
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
    for key in papers.keys(c.id for c in audit.claims):
        group = [c for c in audit.claims if c.id.startswith(key + ".")]
        lines += ["", f"## {papers.title(key)} (`{key}`)", ""]
        for c in group:
            flag = "" if not c.regression else f" — **REGRESSION: registry expects {c.expect}**"
            heading = f"{c.locator} — `{c.id}`" if c.locator.strip() else f"`{c.id}`"
            lines += [f"### {heading}: **{c.status}**{flag}", "", f"> {c.statement}", ""]
            holds = getattr(c.claim, "holds", None)
            if holds is not None:
                lines += [f"Formula: `{holds}`\n"]
            lines += [f"{label}: {text}\n" for label, text in claim_facts(c, corrections)]
    return "\n".join(lines) + "\n"
