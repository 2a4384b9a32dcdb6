"""``certify audit``: run every registry claim's checks and report proved/verified/refuted/open.

A claim's computed status:

* ``refuted`` if its bounded check finds a counterexample, or a solver finds a model of its
  negation;
* ``proved`` if its symbolic obligation was discharged (every solver asked answered unsat)
  and its bounded check (if any) passed;
* ``verified`` if its bounded check passed over the stated range;
* ``open`` otherwise (no check available yet, a solver answered unknown or timed out, or
  the range needs values beyond the tables).

The audit fails (non-zero exit) exactly when some computed status differs from the status
the registry records in ``expect``.
"""

from __future__ import annotations

import tempfile
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Callable

import sympy

from . import __version__
from .claims.bounded import check_bounded, describe_range
from .claims.functions import game_functions, pure_functions
from .claims.dags import export_glue, glue_verdict
from .claims.registry import PAPERS, load_dags, load_registry
from .errors import CertifyError
from .table import solve


@dataclass
class ClaimResult:
    id: str
    paper: str
    locator: str
    statement: str
    reading: str
    method: str
    status: str
    expect: str
    range: str | None
    counterexample: dict | None
    corrects: str | None
    cases: int = 0
    proof: dict | None = None
    note: str = ""
    seconds: float = 0.0
    kernel: str | None = None  # with --coq: "kernel-checked (Coq theorem ...)" or "failed: ..."
    quote: str = ""  # the paper's words, verbatim (registry ``quote``)
    fault: str = ""  # for a refuted claim: misprint / extraction / mathematical / registry, and why
    reading_source: str = "paper"  # "registry": the reading is the registry's own, not the paper's
    range_reason: str = ""  # why the bounded range settles a claim about all parameters
    size: int | None = None  # the range N of its bounded check
    counterexample_problem: str = ""  # the registry's recorded counterexample did not check out

    @classmethod
    def unchecked(cls, claim, note: str) -> "ClaimResult":
        """The result before any check has run: open, with the registry's own fields."""
        return cls(id=claim.id, paper=claim.paper, locator=claim.locator, statement=claim.statement,
                   reading=claim.reading, method=claim.method, status="open", expect=claim.expect, range=None,
                   counterexample=None, corrects=claim.corrects, note=note,
                   quote=getattr(claim, "quote", ""), fault=getattr(claim, "fault", ""),
                   reading_source=getattr(claim, "reading_source", "paper"), range_reason=getattr(claim, "range_reason", ""))

    @property
    def regression(self) -> bool:
        """The status differs from the registry's, or the claim's Coq route (registry ``coq``)
        was run and the kernel did not accept it."""
        return (self.status != self.expect or bool(self.counterexample_problem)
                or (self.kernel is not None and not self.kernel.startswith("kernel-checked")))


@dataclass
class AuditResult:
    claims: list[ClaimResult]
    tables: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    mutation: object | None = None  # a certify.mutation.MutationResult with --mutate
    coq: dict | None = None  # with --coq: files, theorems and kernel-checked counts of the Coq development
    dags: list[dict] = field(default_factory=list)
    table_files: dict[str, Path] = field(default_factory=dict)  # rules -> kept table file (with evidence)

    @property
    def regressions(self) -> list[ClaimResult]:
        return [c for c in self.claims if c.regression]

    def summary(self) -> dict:
        counts = {s: sum(c.status == s for c in self.claims) for s in ("proved", "verified", "refuted", "open")}
        by_paper = {
            key: {s: sum(c.status == s and c.id.startswith(key + ".") for c in self.claims) for s in counts}
            for key in PAPERS
        }
        return {
            "total": len(self.claims),
            **counts,
            "by_paper": by_paper,
            "regressions": [c.id for c in self.regressions],
            "tables": self.tables,
            "seconds": round(self.seconds, 1),
            "tool_version": __version__,
            **({"mutation_score": round(self.mutation.score, 2), "vacuous": [c.id for c in self.mutation.vacuous]}
               if self.mutation is not None else {}),
            **({"kernel_checked": sum(bool(c.kernel and c.kernel.startswith("kernel-checked")) for c in self.claims),
                "coq": self.coq} if self.coq is not None else {}),
        }

    def to_json(self) -> dict:
        fields = ("id", "paper", "locator", "statement", "reading", "method", "status", "expect", "range",
                  "counterexample", "corrects", "cases", "proof", "note", "kernel", "quote", "fault", "reading_source",
                  "range_reason")
        return {"claims": [{k: asdict(c)[k] for k in fields} for c in self.claims], "summary": self.summary(),
                "dags": self.dags}


class Tables:
    """Certified tables for the audit: solved once per rule set, then checked independently."""

    def __init__(self, progress: Callable[[str], None] | None = None, directory: Path | None = None):
        self.solved: dict[str, object] = {}
        self.certified: dict[str, str] = {}
        self.files: dict[str, Path] = {}  # rules -> the checked table file (kept with ``directory``)
        self.progress = progress
        self.directory = directory

    def prepare(self, needs: dict[str, int]) -> None:
        from .checkers.tables import Invalid, load_checked

        with tempfile.TemporaryDirectory() as tmp:
            for rules, size in sorted(needs.items()):
                if self.progress:
                    self.progress(f"solving and checking {rules} up to {size}")
                path = solve(rules, size).write(Path(self.directory or tmp) / f"{rules}-{size}.npz")
                if self.directory:
                    self.files[rules] = path
                try:  # claims read the checked file, as the checker decodes it
                    checked = load_checked(path, rules)
                except Invalid as problem:
                    raise CertifyError(f"the {rules} table failed the independent check: {problem}") from None
                self.solved[rules] = checked
                self.certified[rules] = f"N = {size}: {checked.states} states, {checked.moves} optimal moves checked"

    def functions(self, rules: str | None) -> dict:
        return game_functions(self.solved[rules]) if rules else pure_functions()


def run_audit(
    registry: str | Path | None = None,
    max_n: int | None = None,
    deep: bool = False,
    only: str | None = None,
    solvers: tuple[str, ...] = ("z3", "cvc5"),
    timeout: float = 30.0,
    progress: Callable[[str], None] | None = None,
    mutate: bool = False,
    coq_dir: Path | None = None,
    evidence: Path | None = None,
) -> AuditResult:
    """Check every claim of the registry (or those whose id starts with ``only``); with
    ``mutate``, then run the mutation analysis (:mod:`certify.mutation`) of the verified and
    proved claims. With ``evidence`` (a directory), the checked tables are kept in
    ``evidence/tables`` and the SMT-LIB2 obligations in ``evidence/smt2``, for
    :mod:`certify.bundle`."""
    from .proofs.policy import check_timeout

    timeout = check_timeout(timeout)
    started = time.perf_counter()
    all_claims = load_registry(registry)
    claims = [c for c in all_claims.values() if not only or c.id.startswith(only)]
    if not claims:
        raise CertifyError(f"no claim id starts with {only!r}")
    if max_n is not None and max_n < 2:
        raise CertifyError(f"--max must be an integer >= 2, got {max_n}")

    def size(claim) -> int:
        return max_n or (claim.deep_max if deep else claim.max)

    needs: dict[str, int] = {}
    for claim in claims:
        if claim.rules and claim.method in ("bounded", "both"):
            needs[claim.rules] = max(needs.get(claim.rules, 0), size(claim))
            if "P_official" in {type(f).__name__ for f in claim.holds.atoms(sympy.Function)}:  # a second table
                needs["official"] = max(needs.get("official", 0), size(claim))
    tables = Tables(progress, evidence / "tables" if evidence else None)
    if evidence:
        tables.directory.mkdir(parents=True, exist_ok=True)
    tables.prepare(needs)
    results = []
    for number, claim in enumerate(claims, start=1):
        if progress:
            progress(f"[{number}/{len(claims)}] {claim.id}")
        try:
            results.append(check_claim(claim, size(claim), tables, solvers, timeout,
                                       evidence / "smt2" if evidence else None))
        except (CertifyError, ZeroDivisionError, ValueError, TypeError) as error:
            results.append(ClaimResult.unchecked(claim, f"check failed to run: {type(error).__name__}: {error}"))
    dags = apply_dags(results, load_dags(registry, all_claims))
    if evidence:
        for dag in dags:
            if dag["theorem"] in {r.id for r in results} and glue_verdict(registry, dag["theorem"])["checked"]:
                export_glue(registry, dag["theorem"], evidence / "smt2")
    audit = AuditResult(results, tables.certified, time.perf_counter() - started, dags=dags,
                        table_files=tables.files)
    if coq_dir is not None:
        from .coq.runner import attach_kernel

        audit.coq = attach_kernel(audit.claims, coq_dir, registry, progress)
        audit.seconds = time.perf_counter() - started
    if mutate:
        from .mutation import run_mutation

        audit.mutation = run_mutation(audit, {c.id: c for c in claims}, tables, {c.id: size(c) for c in claims},
                                      solvers, timeout, registry, progress=progress)
    return audit


def apply_dags(results: list[ClaimResult], dags) -> list[dict]:
    """Settle every proof DAG from its nodes' computed statuses (see ``registry.Dag``).

    The theorem claim is ``proved`` exactly when every node (coverage nodes with all their
    cases) was proved in this run; otherwise ``open``, naming the nodes that are not. When
    it is proved, each claim in ``proves`` whose bounded check passed becomes ``proved``.
    Returns each DAG as a dict for the reports (nodes with depth, role and status).
    """
    by_id = {r.id: r for r in results}
    out = []
    for dag in _dependencies_first(dags):
        nodes = [{"claim": node.claim, "role": node.role, "depth": depth,
                  "status": by_id[node.claim].status if node.claim in by_id else "not checked",
                  "finite": node.finite}
                 for node, depth in dag.walk()]
        glue = (glue_verdict(dag.directory or None, dag.theorem) if dag.theorem in by_id  # induction and cover, checked
                else {"checked": False, "obligations": (), "problem": "theorem not in this run"})
        nodes.append({"claim": f"{dag.theorem} (glue: {len(glue['obligations'])} obligations)", "role": "glue",
                      "depth": 0, "status": "proved" if glue["checked"] else "open", "finite": False})
        # a base case that is a finite instance, checked exactly on the certified table, is complete
        unproved = [n["claim"] for n in nodes
                    if not (n["status"] == "proved" or (n["role"] == "base" and n["finite"] and n["status"] == "verified"))]
        parts = [by_id[i] for i in dag.proves if i in by_id]
        contradicted = [p.id for p in parts if p.status == "refuted"]
        status = "proved" if not unproved and not contradicted else "open"
        theorem = by_id.get(dag.theorem)
        if theorem is not None:
            theorem.status = status
            theorem.cases = len(nodes)
            if status == "proved":
                theorem.range = f"all parameters (proof DAG: {len(nodes)} nodes, every one proved)"
            else:
                why = f"nodes not proved: {', '.join(unproved)}" if unproved else ""
                why += f" ({glue['problem']})" if glue["problem"] else ""
                if contradicted:
                    why += ("; " if why else "") + f"a bounded check contradicts it: {', '.join(contradicted)}"
                theorem.note = (theorem.note + " " if theorem.note else "") + f"Proof DAG open: {why}."
        if status == "proved":
            for part in parts:
                if part.status == "verified":
                    part.status = "proved"
                    part.range = f"all parameters (proof DAG of {dag.theorem}); bounded check also passed for {part.range}"
        out.append({"theorem": dag.theorem, "status": status, "premises": dag.premises,
                    "well_founded": dag.well_founded, "proves": list(dag.proves), "nodes": nodes})
    return out


def _dependencies_first(dags) -> list:
    """The DAGs in an order where a DAG whose theorem is a node of another is settled first."""
    by_theorem = {dag.theorem: dag for dag in dags}
    ordered, seen = [], set()

    def visit(dag, path=()):
        if dag.theorem in seen or dag.theorem in path:
            return
        for node, _ in dag.walk():
            if node.claim in by_theorem:
                visit(by_theorem[node.claim], (*path, dag.theorem))
        seen.add(dag.theorem)
        ordered.append(dag)

    for dag in dags:
        visit(dag)
    return ordered


def check_claim(claim, N: int, tables: Tables, solvers, timeout, smt2_dir: Path | None = None) -> ClaimResult:
    started = time.perf_counter()
    result = ClaimResult.unchecked(claim, claim.note)
    result.size = N
    if claim.method == "dag":
        pass  # settled after every claim has run, by apply_dags
    elif claim.method == "none":
        result.note = result.note or "no check implemented yet"
    else:
        if claim.method in ("bounded", "both"):
            bounded = check_bounded(claim, N, tables.functions(claim.rules))
            result.cases = bounded.cases
            if bounded.holds is False:
                result.status = "refuted"
                result.counterexample = {"at": bounded.counterexample, **bounded.detail}
            elif bounded.holds:
                result.status = "verified"
                result.range = describe_range(claim, N)
            else:
                result.note = f"bounded check incomplete: {bounded.problem}"
        if claim.method in ("symbolic", "both") and result.status != "refuted":
            from .proofs.prover import prove_claim

            proof = prove_claim(claim, solvers=solvers, timeout=timeout, emit_dir=smt2_dir)
            result.proof = proof.summary()
            if proof.status == "proved":
                result.status = "proved"
                result.range = "all parameters (symbolic)"
            elif proof.status == "refuted":
                result.status = "refuted"
                result.counterexample = {"at": proof.model, "solver": proof.refuted_by}
            elif result.status != "verified":
                result.status = "open"
    if result.status == "refuted" and getattr(claim, "counterexample", None) is not None:
        _recheck_counterexample(claim, result, N, tables)
    result.seconds = time.perf_counter() - started
    return result


def _recheck_counterexample(claim, result: ClaimResult, N: int, tables: Tables) -> None:
    """Evaluate the registry's recorded counterexample (point, printed and true values) and
    confirm it is the smallest one (certify.claims.counterexample); a mismatch is a regression."""
    from .claims.counterexample import recheck

    found = result.counterexample or {}
    functions = tables.functions(claim.rules) if claim.rules in tables.solved else pure_functions()
    facts, problems = recheck(claim, functions, N, None if "solver" in found else found.get("at"))
    if "solver" in found:
        facts["solver_model"] = found.get("at")
        facts["solver"] = found["solver"]
    else:
        facts.pop("at", None)  # the point the bounded check found (recheck confirmed it is the recorded one)
    result.counterexample = {**found, **facts}
    if problems:
        result.counterexample_problem = "; ".join(problems)
        result.note = (result.note + " " if result.note else "") + f"Recorded counterexample: {result.counterexample_problem}."


# ---- reports ------------------------------------------------------------------------------


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
