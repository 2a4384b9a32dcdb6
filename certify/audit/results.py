"""The audit's results as data: one :class:`ClaimResult` per claim, one :class:`AuditResult` per run."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .._version import __version__
from ..claims import papers
from ..claims.registry import PAPERS, STATUSES
from ..files.display import counted


def _from_claim(name: str, default=None):
    """A field of the registry's claim, read through (one fact, one place: never copied)."""
    return property(lambda self: getattr(self.claim, name, default), doc=f"The claim's ``{name}`` (registry).")


@dataclass
class ClaimResult:
    """What the audit found about one claim: its computed status and the evidence for it. The
    claim itself (statement, reading, expected status, ...) is referred to, not copied: the
    registry's fields read through ``result.claim``."""

    claim: object  # a certify.claims.registry.Claim
    status: str = "open"
    range: str | None = None
    counterexample: dict | None = None
    cases: int = 0
    proof: dict | None = None
    note: str = ""
    seconds: float = 0.0
    kernel: str | None = None  # with --coq: "kernel-checked (Coq theorem ...)" or "failed: ..."
    size: int | None = None  # the range N of its bounded check
    counterexample_problem: str = ""  # the registry's recorded counterexample did not check out
    hypotheses: dict | None = None  # a verified/proved claim's checked witness, or why none (certify.audit.vacuity)
    bounded_passed: bool = False  # its bounded check ran to the end and held at every point (``cases``)

    id = _from_claim("id")
    paper = _from_claim("paper")
    locator = _from_claim("locator")
    statement = _from_claim("statement")
    reading = _from_claim("reading")
    method = _from_claim("method")
    expect = _from_claim("expect")
    corrects = _from_claim("corrects")
    quote = _from_claim("quote", "")  # the paper's words, verbatim (registry ``quote``)
    fault = _from_claim("fault", "")  # a refuted claim: misprint / extraction / mathematical / registry, and why
    reading_source = _from_claim("reading_source", "paper")  # "registry": the reading is the registry's own
    range_reason = _from_claim("range_reason", "")  # why the bounded range settles a claim about all parameters

    @classmethod
    def unchecked(cls, claim, note: str) -> "ClaimResult":
        """The result before any check has run: open."""
        return cls(claim=claim, note=note)

    def summary_line(self) -> str:
        """One terminal line: the status and id, and why it matters (a regression, a refuted
        claim's counterexample, an open claim's gap)."""
        line = f"{'!!' if self.regression else '  '} {self.status:9} {self.id}"
        if self.regression:  # then what was found, as on any other line: the counterexample or the gap
            line += f"  (registry expects {self.expect}{'; ' + self.counterexample_problem if self.counterexample_problem else ''})"
        if self.status == "refuted" and self.counterexample:
            at = ", ".join(f"{k} = {v}" for k, v in self.counterexample.get("at", {}).items())
            found = self.counterexample
            if "printed" in found:  # the registry's recorded counterexample, re-evaluated
                detail = f"printed {found['printed']}, true {found['true']}"
            elif "lhs" in found:  # the first failing point of the check: the relation's two sides
                detail = f"{found['lhs']} vs {found['rhs']} ({found.get('relation', 'relation')} fails)"
            else:
                detail = "the statement is false there"
            line += f"  counterexample{' at ' + at if at else ''}: {detail}"
        elif self.status == "open":
            line += f"  gap: {(self.note or (self.proof or {}).get('reason') or 'not settled').splitlines()[0]}"
        return line

    @property
    def regression(self) -> bool:
        """The status differs from the registry's, or the claim's Coq route (registry ``coq``)
        was run and the kernel did not accept it."""
        return (self.status != self.expect or bool(self.counterexample_problem)
                or (self.kernel is not None and not self.kernel.startswith("kernel-checked")))

    JSON_FIELDS = ("id", "paper", "locator", "statement", "reading", "method", "status", "expect", "range",
                   "counterexample", "corrects", "cases", "proof", "note", "kernel", "quote", "fault", "reading_source",
                   "range_reason", "hypotheses")

    def to_json(self) -> dict:
        return {name: getattr(self, name) for name in self.JSON_FIELDS}


@dataclass
class AuditResult:
    claims: list[ClaimResult]
    tables: dict[str, str] = field(default_factory=dict)
    seconds: float = 0.0
    mutation: object | None = None  # a certify.audit.mutation.MutationResult with --mutate
    coq: dict | None = None  # with --coq: files, theorems and kernel-checked counts of the Coq development
    dags: list[dict] = field(default_factory=list)
    table_files: dict[str, Path] = field(default_factory=dict)  # rules -> kept table file (with evidence)
    registry: object | None = None  # the certify.claims.loading.Registry the run checked (mutation, bundle, Coq, reports)

    @property
    def regressions(self) -> list[ClaimResult]:
        return [c for c in self.claims if c.regression]

    def summary(self) -> dict:
        counts = {s: sum(c.status == s for c in self.claims) for s in STATUSES}
        by_paper = {
            key: {s: sum(c.status == s and c.id.startswith(key + ".") for c in self.claims) for s in counts}
            for key in [*PAPERS, *(k for k in papers.keys(c.id for c in self.claims) if k not in PAPERS)]
        }
        return {
            "total": len(self.claims),
            **counts,
            "by_paper": by_paper,
            "papers": {key: papers.title(key) for key in by_paper},
            "regressions": [c.id for c in self.regressions],
            "tables": self.tables,
            "seconds": round(self.seconds, 1),
            "tool_version": __version__,
            **({"mutation_score": round(self.mutation.score, 2), "mutation_vacuous": [c.id for c in self.mutation.vacuous],
                "hypotheses_empty": self.mutation.empty}
               if self.mutation is not None else {}),
            **({"kernel_checked": sum(bool(c.kernel and c.kernel.startswith("kernel-checked")) for c in self.claims),
                "coq": self.coq} if self.coq is not None else {}),
        }

    def counts(self) -> str:
        """The summary sentence's core, ``N claims: a proved, b verified, ...``: one wording for
        the command line and both reports (each adds its own end)."""
        summary = self.summary()
        return f"{counted(summary['total'], 'claim')}: " + ", ".join(f"{summary[s]} {s}" for s in STATUSES)

    def to_json(self) -> dict:
        return {"claims": [c.to_json() for c in self.claims], "summary": self.summary(),
                "dags": self.dags}
