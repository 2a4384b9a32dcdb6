"""The mutation analysis's data and its text mutants (:mod:`certify.audit.mutation` runs them):
one constant or one relation of a reading's source text changed at a time, and the per-claim
and per-run results."""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..files.display import counted

NUMBER = re.compile(r"(?<![A-Za-z_0-9.])\d+(?![A-Za-z_0-9.])")
RELATION = re.compile(r"<=|>=|<|>")
FLIP = {"<=": "<", "<": "<=", ">=": ">", ">": ">="}


@dataclass
class ClaimMutation:
    id: str
    status: str
    mutations: int = 0
    killed: int = 0
    killed_by: dict | None = None
    reads_evidence: bool = False
    evidence_sensitive: bool | None = None  # None: reads no evidence, or killed before all point mutants ran
    errors: int = 0
    seconds: float = 0.0
    nodes: list | None = None  # a DAG theorem: each node's killing mutant and the theorem's status under it
    glue: list | None = None  # a DAG theorem with a [[glue]]: each glue mutant, killed or not, and the obligation that broke

    @property
    def vacuous(self) -> bool:
        return self.killed == 0

    def to_json(self) -> dict:
        return {"id": self.id, "mutations": self.mutations, "killed": self.killed, "vacuous": self.vacuous,
                "status": self.status, "killed_by": self.killed_by, "reads_evidence": self.reads_evidence,
                "evidence_sensitive": self.evidence_sensitive, "errors": self.errors, "seconds": round(self.seconds, 2),
                **({"nodes": self.nodes} if self.nodes is not None else {}),
                **({"glue": self.glue} if self.glue is not None else {})}


@dataclass
class MutationResult:
    claims: list[ClaimMutation] = field(default_factory=list)
    seconds: float = 0.0
    empty: list[str] = field(default_factory=list)  # status vacuous: no point satisfies the hypotheses (not analysed)

    @property
    def vacuous(self) -> list[ClaimMutation]:
        return [c for c in self.claims if c.vacuous]

    @property
    def score(self) -> float:
        """Percentage of the analysed claims with at least one killing mutation."""
        return 100.0 * sum(not c.vacuous for c in self.claims) / len(self.claims) if self.claims else 100.0

    def to_json(self) -> dict:
        return {"claims": [c.to_json() for c in self.claims], "score": round(self.score, 2),
                "vacuous": [c.id for c in self.vacuous], "hypotheses_empty": self.empty,
                "mutants": sum(c.mutations for c in self.claims),
                "seconds": round(self.seconds, 1)}

    def markdown(self) -> list[str]:
        lines = [f"Mutation analysis: score {self.score:.1f}% ({len(self.claims) - len(self.vacuous)} of {len(self.claims)} "
                 f"verified or proved claims have a killing mutation; {counted(sum(c.mutations for c in self.claims), 'mutant')} tried, "
                 f"{self.seconds:.0f} s)."]
        if self.vacuous:
            lines.append("Vacuous (no mutation changes the status): " + ", ".join(f"`{c.id}`" for c in self.vacuous) + ".")
        if self.empty:
            lines.append("Not analysed, no point satisfying their hypotheses (status vacuous, certify.audit.vacuity): "
                         + ", ".join(f"`{i}`" for i in self.empty) + ".")
        for claim in [c for c in self.claims if c.glue]:  # the glue mutants of a DAG, apart from its node mutants
            survivors = [m for m in claim.glue if not m["killed"]]
            lines.append(f"Glue mutants of `{claim.id}`: {len(claim.glue) - len(survivors)} of {len(claim.glue)} killed"
                         + ("." if not survivors else "; surviving: " + "; ".join(f"{m['kind']} ({m['mutant']})" for m in survivors) + "."))
        insensitive = [c.id for c in self.claims if c.evidence_sensitive is False]
        if insensitive:
            lines.append("Reading evidence but insensitive to every single-point perturbation of it: "
                         + ", ".join(f"`{i}`" for i in insensitive) + ".")
        return lines


def _variants(value: int) -> list[int]:
    out = [value + 1, value - 1, 2 * value] + ([1] if value == 0 else [0] if value == 1 else [])
    return [v for i, v in enumerate(out) if v != value and v not in out[:i]]


def text_mutants(text: str):
    """(kind, description, mutated text, position changed) for each constant and relation of ``text``."""
    for match in NUMBER.finditer(text):
        c = int(match.group())
        for v in _variants(c):
            yield "constant", f"{c} -> {v} at {match.start()}", text[: match.start()] + str(v) + text[match.end():], match.start()
    for match in RELATION.finditer(text):
        op = match.group()
        yield "relation", f"{op} -> {FLIP[op]} at {match.start()}", text[: match.start()] + FLIP[op] + text[match.end():], match.start()


def conclusion_span(text: str) -> tuple[int, int] | None:
    """Where the conclusion of ``text`` lies when it is ``Implies(hypotheses, conclusion)``: the
    span of the top-level ``Implies``'s last argument, else None. Mutants there are tried first:
    changing what a proved implication concludes is the likeliest change to make it false.

    >>> text = "Implies(x >= 1, 2*x >= 2)"
    >>> start, end = conclusion_span(text)
    >>> text[start:end]
    '2*x >= 2'
    >>> conclusion_span("x + 1 > x") is None
    True
    """
    head = text.lstrip()
    if not head.startswith("Implies("):
        return None
    opened = len(text) - len(head) + len("Implies(")
    depth, last_comma = 0, None
    for i in range(opened, len(text)):
        ch = text[i]
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            if depth == 0:
                if last_comma is None or text[i + 1:].strip():
                    return None  # one argument, or something follows the Implies
                start = last_comma + 1
                while text[start] == " ":
                    start += 1
                return start, i
            depth -= 1
        elif ch == "," and depth == 0:
            last_comma = i
    return None
