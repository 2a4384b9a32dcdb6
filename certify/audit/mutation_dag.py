"""Mutants of proof-DAG evidence (``certify audit --mutate``; see :mod:`certify.audit.mutation`).

* A **coverage** claim (registry ``cover``) says that some case of a list applies; its formula
  is the disjunction of the cases' hypotheses (``registry._resolve_cover``). Its mutants change
  that evidence and re-run the claim's real symbolic check: one case dropped from the list
  (``case dropped``), one constant or inequality of one case's ``where`` changed (``case
  boundary``), or of the coverage claim's own context (``constant``/``relation``).
* A **DAG theorem** (method ``dag``) has no formula of its own: ``audit.apply_dags`` settles it
  from its nodes. Its mutants are its nodes' killing mutants, found by the nodes' own analyses
  (each re-ran the node's real check on the mutant): the node takes the mutant's status, the
  real ``apply_dags`` settles the theorem again, and the mutant kills the theorem when it is no
  longer proved. Nothing is re-solved: the nodes' verdicts are reused.
"""

from __future__ import annotations

import dataclasses

import sympy

from ..claims.registry import _hypotheses, parse
from ..errors import CertifyError
from .mutants import ClaimMutation, text_mutants


def coverage_formula(cases) -> sympy.Basic:
    """The coverage obligation for a list of case claims, as the registry derives it."""
    return sympy.Or(*[sympy.And(*_hypotheses(case)) for case in cases])


def coverage_mutants(claim, all_claims: dict, source):
    """(kind, description, mutant claim) for a coverage claim; ``source(id)`` gives a claim's
    raw entry, its file's parsing namespace and the text mutants of a string."""

    cases = [all_claims[ident] for ident in claim.cover]
    seen = {claim.holds}
    for i, case in enumerate(cases):
        holds = coverage_formula(cases[:i] + cases[i + 1:])
        if holds not in seen:
            seen.add(holds)
            yield "case dropped", f"cover without {case.id}", dataclasses.replace(claim, holds=holds)
    for i, case in enumerate(cases):
        entry, names = source(case.id)
        for kind, what, text in text_mutants(entry.get("where", "True")):
            try:
                changed = dataclasses.replace(case, where=parse(text, names, case.id))
            except (CertifyError, ValueError, TypeError, ZeroDivisionError, RecursionError):
                continue
            holds = coverage_formula(cases[:i] + [changed] + cases[i + 1:])
            if holds not in seen:
                seen.add(holds)
                yield "case boundary", f"{case.id} where: {what}", dataclasses.replace(claim, holds=holds)
    entry, names = source(claim.id)
    for kind, what, text in text_mutants(entry.get("where", "True")):
        try:
            where = parse(text, names, claim.id)
        except (CertifyError, ValueError, TypeError, ZeroDivisionError, RecursionError):
            continue
        if where != claim.where:
            yield kind, f"where: {what}", dataclasses.replace(claim, where=where)


def dag_theorem_mutation(dag, audit_claims: list, analysed: dict):
    """The mutation result of a DAG theorem from its nodes' analyses (``analysed``: claim id ->
    ClaimMutation): every node with a killing mutant is tried in the real ``apply_dags``."""
    from .dags import apply_dags

    result = ClaimMutation(dag.theorem, "proved")
    result.nodes = []
    for node, _ in dag.walk():
        outcome = analysed.get(node.claim)
        if outcome is None or not outcome.killed:
            result.nodes.append({"node": node.claim, "mutant": None, "theorem": "proved"})
            continue
        result.mutations += 1
        copies = [dataclasses.replace(c) for c in audit_claims]
        for copy in copies:
            if copy.id == node.claim:
                copy.status = outcome.killed_by["status"]
        apply_dags(copies, [dag])
        theorem = next(c for c in copies if c.id == dag.theorem).status
        mutant = f"node {node.claim} ({node.role}): {outcome.killed_by['kind']} {outcome.killed_by['mutant']}"
        result.nodes.append({"node": node.claim, "mutant": mutant, "theorem": theorem})
        if theorem != "proved":
            result.killed += 1
            if result.killed_by is None:
                result.killed_by = {"kind": "dag node", "mutant": mutant, "status": theorem,
                                    "node": {"status": outcome.killed_by["status"], **{k: v for k, v in outcome.killed_by.items()
                                                                                      if k in ("at", "witness", "solvers")}}}
    return result
