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
* Its **glue** (registry ``[[glue]]``) has mutants of its own (:func:`glue_mutants`: a use deleted,
  a use made circular, the domain widened or narrowed, a base, terminal or lemma region dropped, a
  node's binding replaced by a free variable), each checked by the real glue checker
  (:func:`glue_mutation`); they are reported apart from the node mutants (``glue``).
"""

from __future__ import annotations

import copy
import dataclasses
import re
from pathlib import Path

import sympy

from ..claims.registry import _hypotheses, parse
from ..errors import CertifyError
from . import kill_hints
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
        for kind, what, text, _ in text_mutants(entry.get("where", "True")):
            try:
                changed = dataclasses.replace(case, where=parse(text, names, case.id))
            except (CertifyError, ValueError, TypeError, ZeroDivisionError, RecursionError):
                continue
            holds = coverage_formula(cases[:i] + [changed] + cases[i + 1:])
            if holds not in seen:
                seen.add(holds)
                yield "case boundary", f"{case.id} where: {what}", dataclasses.replace(claim, holds=holds)
    entry, names = source(claim.id)
    for kind, what, text, _ in text_mutants(entry.get("where", "True")):
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
    result.glue = glue_mutation(dag.directory or None, dag.theorem)
    result.mutations += len(result.glue)
    killed = [m for m in result.glue if m["killed"]]
    result.killed += len(killed)
    if killed and result.killed_by is None:
        result.killed_by = {"kind": "dag glue", "mutant": f"{killed[0]['kind']}: {killed[0]['mutant']}", "status": "open",
                            "node": {"obligation": killed[0]["by"]}}
    return result


# ---- glue mutants (issue 36, item 3): the glue's own obligations must notice each edit ----------

GLUE_KINDS = ("use deleted", "hypothesis made circular", "domain widened", "domain narrowed", "base region dropped",
              "binding replaced by a free variable", "moves emptied", "premise variable captured")
_LOWER = re.compile(r"\b([a-z_]\w*) >= (-?\d+)")


def value_functions(definitions: dict) -> frozenset:
    """The names that stand for a game value: the glue language's ``P`` and every registry
    definition whose body calls one of them (``ab3_M(c, s) = P(s, -2 - c)``, ``pN(n, m) = P(-n, m)``).

    >>> sorted(value_functions({"M": (["s"], "P(s, -2)"), "H": (["s"], "s + 1"), "W2": (["s"], "2*M(s)")}))
    ['M', 'P', 'W2']
    """
    names, grown = {"P"}, True
    while grown:
        grown = False
        for name, (_, body) in definitions.items():
            if name not in names and re.search(r"\b(" + "|".join(map(re.escape, sorted(names))) + r")\(", str(body)):
                names.add(name)
                grown = True
    return frozenset(names)


def glue_mutants(glue: dict, values: frozenset = frozenset({"P"})):
    """(kind, description, mutated glue) for one ``[[glue]]`` table: a step's first use deleted or
    made the state itself (circular), a lower bound of the domain moved by one either way, a
    region other than a step dropped, a node variable's term in ``at`` replaced by a free name,
    and the first node variable bound to a game value (a term calling one of ``values``) unbound; a
    step's declared moves emptied (``False``: every obligation of the region then holds vacuously)
    and a region's first ``exists`` variable renamed to the first state variable (a premise that
    then restricts the state instead of naming a value every state has)."""
    regions = glue.get("region", [])
    state = glue.get("state") or []
    for index, region in enumerate(regions):
        if region.get("kind") == "step" and "moves" in region:
            mutant = copy.deepcopy(glue)
            mutant["region"][index]["moves"] = "False"
            yield "moves emptied", f"region {index + 1}: moves {region['moves']} -> False", mutant
        if region.get("exists") and state:
            mutant, old = copy.deepcopy(glue), region["exists"][0].get("var")
            renamed = mutant["region"][index]
            for term in [*renamed["exists"], *renamed.get("at", [])]:  # every use of it names the state variable instead
                for key, value in term.items():
                    if key not in ("by", "fact") and isinstance(value, str):
                        term[key] = re.sub(rf"\b{re.escape(str(old))}\b", state[0], value)
            yield ("premise variable captured",
                   f"region {index + 1}: exists {region['exists'][0].get('var')} -> the state variable {state[0]}", mutant)
    for index, region in enumerate(regions):
        uses = region.get("uses") or []
        if region.get("kind") == "step" and uses:
            mutant = copy.deepcopy(glue)
            mutant["region"][index]["uses"] = uses[1:]
            if "reads" in region:  # the reads that named it now name nothing of it; the others keep their instance
                mutant["region"][index]["reads"] = _without_first_use(region["reads"])
            yield "use deleted", f"region {index + 1}: use {uses[0]} deleted", mutant
            mutant = copy.deepcopy(glue)
            mutant["region"][index]["uses"][0] = [*state, *uses[0][len(state):]]
            yield "hypothesis made circular", f"region {index + 1}: use {uses[0]} made the state itself", mutant
    for match in list(_LOWER.finditer(glue["domain"]))[:3]:
        for kind, shift in (("domain widened", -1), ("domain narrowed", 1)):
            mutant = copy.deepcopy(glue)
            bound = f"{match.group(1)} >= {int(match.group(2)) + shift}"
            mutant["domain"] = glue["domain"][:match.start()] + bound + glue["domain"][match.end():]
            yield kind, f"domain: {match.group()} -> {bound}", mutant
    for index, region in enumerate(regions):
        if region.get("kind") != "step" or not region.get("uses"):  # a step that uses nothing is a base too
            mutant = copy.deepcopy(glue)
            del mutant["region"][index]
            yield "base region dropped", f"region {index + 1} ({region.get('kind')}, {region.get('by', 'its nodes')}) dropped", mutant
        alternatives = region.get("at") or []
        variables = [v for v in (alternatives[0] if alternatives else {}) if v != "by"]
        if variables:
            mutant = copy.deepcopy(glue)
            mutant["region"][index]["at"][0][variables[0]] = "free_v"
            yield ("binding replaced by a free variable",
                   f"region {index + 1}: {variables[0]} = {alternatives[0][variables[0]]} -> a free variable", mutant)
        called = re.compile(r"\b(" + "|".join(map(re.escape, sorted(values))) + r")\(")
        valued = [v for v in variables if called.search(str(alternatives[0][v]))]  # a node variable bound to a game value
        if valued:
            mutant = copy.deepcopy(glue)
            del mutant["region"][index]["at"][0][valued[0]]
            yield ("binding replaced by a free variable",
                   f"region {index + 1}: {valued[0]} = {alternatives[0][valued[0]]} unbound (a free real)", mutant)


def _without_first_use(reads: dict) -> dict:
    """A step's ``reads`` after its first use is deleted: ``uses.1`` dropped, ``uses.i`` renumbered
    ``uses.(i-1)``; an entry left with no instance is dropped (its conjunct then reads every instance)."""
    out = {}
    for key, names in reads.items():
        kept = []
        for name in names:
            match = re.fullmatch(r"uses\.(\d+)", str(name))
            if match and match.group(1) == "1":
                continue
            kept.append(f"uses.{int(match.group(1)) - 1}" if match else name)
        if any(re.fullmatch(r"(uses|facts|lemmas)\.\d+", str(name)) for name in kept):
            out[key] = kept
    return out


def glue_mutation(registry, theorem: str, timeout: float = 20.0, kinds=None) -> list[dict]:
    """Each glue mutant of ``theorem`` checked by the real glue checker: killed when the checker
    refuses it or one of its obligations whose text differs from the shipped glue's is not unsat
    under both solvers (an unchanged obligation is the shipped glue's, unsat in this run: not re-solved).
    ``[{kind, mutant, killed, by}]``, ``by`` the obligation that broke (or the refusal); ``kinds``
    (of :data:`GLUE_KINDS`): only the mutants of those kinds. The obligation a kill hint names for a
    mutant (:mod:`certify.audit.kill_hints`) is solved first: an order, the verdict is the same."""
    from ..checkers import CheckError
    from ..checkers import dag_glue
    from ..checkers._glue_smt import Unsupported
    from ..checkers.smt import check_text
    from ..claims.registry import DATA

    directory = Path(registry) if registry else DATA
    claims, definitions, dags, glues = dag_glue._load(directory.parent if directory.is_file() else directory)
    found = [(glue, file) for glue, file in glues if glue.get("theorem") == theorem]
    if not found or theorem not in dags:
        return []
    glue, file = found[0]

    def made(table):
        return dag_glue._glue(table, definitions[file], claims, definitions, dags[theorem])

    shipped = {text for _, text in made(glue)}
    hints = kill_hints.load()["glue"].get(theorem, {})
    out = []
    for kind, what, mutant in glue_mutants(glue, value_functions(definitions[file])):
        if kinds is not None and kind not in kinds:
            continue
        try:
            obligations = made(mutant)
        except (CheckError, Unsupported, KeyError, TypeError, ValueError, IndexError) as error:
            out.append({"kind": kind, "mutant": what, "killed": True, "by": f"refused: {str(error)[:160]}"})
            continue
        broken = ""
        hinted = hints.get(what)
        for name, text in sorted(obligations, key=lambda obligation: obligation[0] != hinted):
            if text in shipped:
                continue
            try:  # the first answer other than unsat breaks it (z3's sat in 0.1 s, where cvc5 took 20 s to time out)
                check_text(text, timeout)
            except CheckError:
                broken = name
                break
        out.append({"kind": kind, "mutant": what, "killed": bool(broken), "by": broken})
    return out
