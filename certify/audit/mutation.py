"""``certify audit --mutate``: every verified or proved claim's check shown able to fail.

For each such claim, mutants are built and the claim's real check is re-run on each. A mutant
is *killed* only when that check catches it: its status becomes ``refuted`` (a bounded
counterexample, or a solver model that exact evaluation confirms); or, for a symbolic claim,
the solvers do not prove it (some ``sat``, no ``unsat``) and :mod:`certify.audit.counterexample` finds
an exact point where it is false; or, for an infinite sum, the proved partial sums have another
limit. A timeout, ``unknown``, or a drop from ``proved`` to ``verified`` is never a kill. A
mutant whose check cannot run is counted as tried, not killed. The mutants, in this order:

1. ``table``: one value of the certified table the claim reads, P(n, m) + 1 or - 1, at a
   single point the original check read (every function derived from the table sees it);
2. ``function``: one result of a function the claim calls (a pure or certificate-backed
   function, or a game function), + 1 or - 1, or negated for a predicate, at a single point
   the original check read;
3. ``case dropped`` / ``case boundary`` (coverage claims, :mod:`certify.audit.mutation_dag`);
4. ``application``: each function application ``f(args)`` of the reading replaced by
   ``f(args) + 1`` (``Not(p)`` for a predicate) everywhere it is evaluated;
5. ``constant``: each numeric constant of the reading's source text (``holds``, ``where``
   and the definitions they use), c -> c + 1, c - 1, 2c, and 0 <-> 1;
6. ``relation``: each inequality weakened or strengthened (``<=`` <-> ``<``, ``>=`` <-> ``>``).
   ``Eq`` -> ``Ne`` is not used: it negates the claim, so it would "kill" any true claim,
   a tautology such as ``Eq(P(n, m), P(n, m))`` included, and show nothing.

Within 1-2 and within 3-6, a cheap look (the bounded check at ``PROBE_SIZE``, or the exact
counterexample search) puts the likely kills first, for at most ``LOOK_SECONDS`` per claim and
phase; it orders only, the verdict is the full check. Before the looks of 3-6, a shipped claim's
kill hint (:mod:`certify.audit.kill_hints`: its killing mutant in an earlier run) is tried, unlooked at. 1 and 2 perturb the evidence (the arithmetic helpers ``ELEMENTARY``, such as ``ilog2``,
are not evidence: their results are perturbed too, but last); a claim that reads evidence but
survives all of 1 and 2 is flagged ``evidence_sensitive: false``. A claim's mutants stop at the
first kill; at most ``MAX_MUTANTS`` are tried. A claim with no killing mutant is *vacuous*, and
the run fails. A mutant whose hypotheses become empty (status ``vacuous``, :mod:`certify.audit.vacuity`)
is killed: the audit reports the change. Claims whose own hypotheses are empty (status
``vacuous``) are not analysed; the result lists them (``empty``). A DAG theorem is analysed from its nodes' killing mutants
(:func:`certify.audit.mutation_dag.dag_theorem_mutation`). The score is the share of claims with a
killing mutant. Bounded checks run at the claim's default range; solvers get at most
``MUTANT_TIMEOUT`` s.
"""

from __future__ import annotations

import dataclasses
import itertools
import multiprocessing
import re
import time
from pathlib import Path

import sympy
from sympy.core.function import AppliedUndef

from ..claims.bounded import check_bounded
from ..claims.loading import load, read_table
from ..claims.registry import DATA, GameFunction, GamePredicate, namespace, parse, symbol
from . import kill_hints
from .counterexample import find_counterexample
from ..proofs.policy import infinite_sum, series_route
from ..errors import CertifyError
from .mutants import ClaimMutation, MutationResult, conclusion_span, text_mutants
from .mutation_dag import coverage_mutants, dag_theorem_mutation

MAX_MUTANTS = 40
MAX_POINT_MUTANTS = 12
MUTANT_TIMEOUT = 5.0
LOOK_SECONDS = 20.0  # CPU seconds of the cheap looks that order one claim's mutants, in all; then the rest in order
LOOK_SEARCH_SECONDS = 0.2  # one look's counterexample search (the verdict's own search gets its full time)
PROBE_SIZE = 12  # bounded checks: the size of the cheap look that orders the mutants (the verdict is at full size)
RECORD_LIMIT = 100_000
ELEMENTARY = {"ilog2", "ilog3", "clog2", "round_to"}  # arithmetic helpers: perturbed last, not evidence


# ---- the claim's source text ------------------------------------------------------------------


def _source(claim_id: str, registry) -> tuple[dict, list[dict], dict]:
    """The claim's raw entry, the definitions its file parses with, in order (those of the files
    its top-level ``uses`` names, as the registry loads them, then its own), and its file's
    ``defaults``; from the registry's value (its TOML tables, read once by
    :func:`certify.claims.loading.load`)."""
    loaded = load(registry)
    try:
        file, data = loaded.table_of(claim_id)
    except CertifyError:
        raise CertifyError(f"mutation: claim {claim_id} not found in the registry") from None
    used = [definition for name in data.get("uses", [])
            for definition in (loaded.tables.get(file.parent / str(name)) or read_table(file.parent / str(name))).get("definition", [])]
    entry = next(entry for entry in data.get("claim", []) if entry.get("id") == claim_id)
    return entry, used + data.get("definition", []), data.get("defaults", {})


def _parsing_source(claim_id: str, registry) -> tuple[dict, dict]:
    """The claim's raw entry and the names its file's expressions are parsed with."""
    entry, definitions, defaults = _source(claim_id, registry)
    return entry, _namespace(definitions, frozenset(entry.get("real", defaults.get("real", ()))),
                             entry.get("vars", {}))  # as the loader reads it


def _namespace(definitions: list[dict], real=frozenset(), variables=()) -> dict:
    """The names the claim's text parses with, as the loader builds them: the registry's names,
    the definitions, and the claim's own variables (its ``vars`` outside the default symbols,
    such as ``cm``: without them every mutant of a text naming one would fail to parse)."""
    built: dict[str, sympy.Lambda] = {}
    for entry in definitions:
        names = namespace(built)
        built[entry["name"]] = sympy.Lambda(tuple(names[p] for p in entry["params"]), parse(entry["body"], names, entry["name"]))
    names = namespace(built, real)  # the claim's declared reals (claim.real)
    return {**names, **{var: symbol(var, real) for var in variables if var not in names}}


def _used_definitions(texts: list[str], definitions: list[dict]) -> list[int]:
    """Indices of the definitions the texts use, directly or through other definitions."""
    used: set[int] = set()
    pending = list(texts)
    while pending:
        text = pending.pop()
        for i, entry in enumerate(definitions):
            if i not in used and re.search(rf"\b{re.escape(entry['name'])}\(", text):
                used.add(i)
                pending.append(entry["body"])
    return sorted(used)


def reading_mutants(claim, registry=None):
    """Claims with one constant or relation of the reading's source text changed."""
    return ((kind, what, mutant) for kind, what, mutant, _ in _readings(claim, registry))


def _readings(claim, registry=None, only: str | None = None):
    """:func:`reading_mutants` as ``(kind, what, mutant, concludes)``: the changes of what an
    ``Implies`` concludes first; ``only``: the one mutant described so (none if there is none)."""
    entry, definitions, _ = _source(claim.id, registry)
    holds, where = entry.get("holds"), entry.get("where", "True")
    if holds is None:
        return
    names = _namespace(definitions, claim.real, claim.vars)
    original = (claim.holds, claim.where)
    seen = {original}
    candidates = []
    conclusion = conclusion_span(holds)
    for part, text in (("holds", holds), ("where", where)):
        for kind, what, mutated, at in text_mutants(text):
            concludes = part == "holds" and conclusion is not None and conclusion[0] <= at < conclusion[1]
            candidates.append((kind, f"{part}: {what}", part, mutated, names, concludes))
    for i in _used_definitions([holds, where], definitions):
        body = definitions[i]["body"]
        for kind, what, mutated, _ in text_mutants(body):
            changed = [dict(d, body=mutated) if j == i else d for j, d in enumerate(definitions)]
            candidates.append((kind, f"definition {definitions[i]['name']}: {what}", "definition", changed, None, False))
    # the conclusion of an Implies first, then constants before relations (an order, not a verdict)
    candidates.sort(key=lambda c: (not c[5], c[0] != "constant"))
    if only is not None:
        candidates = [c for c in candidates if c[1] == only]
    for kind, what, part, mutated, names_, concludes in candidates:
        try:
            if part == "definition":
                names_ = _namespace(mutated, claim.real, claim.vars)
                new = (parse(holds, names_, claim.id), parse(where, names_, claim.id))
            elif part == "holds":
                new = (parse(mutated, names_, claim.id), claim.where)
            else:
                new = (claim.holds, parse(mutated, names_, claim.id))
        except (CertifyError, ValueError, TypeError, ZeroDivisionError, RecursionError):
            continue
        if new in seen:
            continue  # an equivalent mutant (the change folded away)
        seen.add(new)
        yield kind, what, dataclasses.replace(claim, holds=new[0], where=new[1]), concludes


def _symbolic_mutants(claim, registry=None, first: str | None = None):
    """The reading's mutants in the order they are looked at (an order, not a verdict): a change
    of what an implication concludes first, then each application wrapped, then the other
    constants and relations. In session 23's audit of the shipped registry a constant of ``holds``
    killed 149 of the 373 claims, an application 7; with the applications looked at first, a claim
    such as ``cushing.lemma-1.5.all.step-2n`` spent 30 s on 55 looks, none of which found its killer.
    ``first``: the mutant so described (a kill hint, :mod:`certify.audit.kill_hints`) before all
    others, if the claim has it, as ``(kind, what, mutant, True)``; the others as ``(..., False)``."""
    if first is not None:
        hinted = itertools.chain(((kind, what, mutant) for kind, what, mutant in application_mutants(claim) if what == first),
                                 ((kind, what, mutant) for kind, what, mutant, _ in _readings(claim, registry, only=first)))
        for kind, what, mutant in itertools.islice(hinted, 1):  # the readings are parsed only if no application matched
            yield kind, what, mutant, True

    def others():
        rest = []
        readings = _readings(claim, registry)
        for kind, what, mutant, concludes in readings:
            if not concludes:
                rest.append((kind, what, mutant))
                break
            yield kind, what, mutant
        yield from application_mutants(claim)
        yield from rest
        yield from ((kind, what, mutant) for kind, what, mutant, _ in readings)

    yield from ((kind, what, mutant, False) for kind, what, mutant in others() if what != first)


def application_mutants(claim):
    """Claims with every occurrence of one function application wrapped: f + 1, or Not(p)."""
    if claim.holds is None:
        return
    applications = sorted(claim.holds.atoms(AppliedUndef, GameFunction, GamePredicate), key=str)
    for app in applications:
        wrapped = sympy.Not(app) if isinstance(app, GamePredicate) else app + 1
        mutated = claim.holds.xreplace({app: wrapped})
        if mutated != claim.holds:
            yield "application", f"{app} -> {wrapped}", dataclasses.replace(claim, holds=mutated)


# ---- evidence -----------------------------------------------------------------------------


class PerturbedTable:
    """A checked table read through a window: optionally one value changed, P(n, m) + delta
    (its scaled entry n*m*P by n*m*delta), and the points read recorded (each once: the game
    functions cache what they read)."""

    def __init__(self, table, point=None, delta=0, log: list | None = None):
        self._table, self.scaled = table, _Scaled(table.scaled, point, delta, log)

    def __getattr__(self, name):
        return getattr(self._table, name)


class _Scaled:
    def __init__(self, scaled, point, delta, log):
        self._scaled, self._point, self._delta, self._log = scaled, point, delta, log

    def __getitem__(self, key):
        n, m = key
        if self._log is not None and len(self._log) < RECORD_LIMIT:
            self._log.append((n, m))
        value = int(self._scaled[n, m])
        return value + self._delta * n * m if (n, m) == self._point else value


class Evidence:
    """What ``audit.check_claim`` asks of its tables: the function dictionary for a rule set,
    here read through a perturbed table and/or with one function's result changed at a point."""

    def __init__(self, tables, table_log=None, point=None, delta=0, calls=None, function=None):
        self.tables, self.table_log, self.point, self.delta = tables, table_log, point, delta
        self.calls, self.function = calls, function

    def functions(self, rules):
        from .checking import Tables

        if rules and rules in self.tables.solved:
            window = Tables()
            window.solved = {rules: PerturbedTable(self.tables.solved[rules], self.point, self.delta, self.table_log)}
            functions = dict(window.functions(rules))
        else:
            functions = dict(self.tables.functions(None))
        if self.calls is not None:
            for name, f in list(functions.items()):
                functions[name] = _recording(name, f, self.calls)
        if self.function is not None:
            name, args, delta = self.function
            functions[name] = _perturbed(functions[name], args, delta)
        return functions


def _recording(name, f, calls: dict):
    def wrapped(*args):
        result = f(*args)
        seen = calls.setdefault(name, {})
        if len(seen) < 64 and args not in seen:
            seen[args] = result
        return result
    return wrapped


def _perturbed(f, point, delta):
    def wrapped(*args):
        result = f(*args)
        if args == point:
            return (not result) if isinstance(result, bool) else result + delta
        return result
    return wrapped


def _spread(items: list, count: int) -> list:
    if len(items) <= count:
        return list(items)
    step = (len(items) - 1) / (count - 1)
    return [items[round(i * step)] for i in range(count)]


# ---- running -----------------------------------------------------------------------------


def _solver_caught(checked, mutant, witness=None) -> dict | None:
    """For a symbolic mutant the solvers did not prove: the evidence that it is genuinely
    false, or None. A solver answered ``sat`` (none ``unsat``) with a model that only exploits
    the power abstraction, and an exact counterexample exists (:mod:`certify.audit.counterexample`).
    A timeout or ``unknown`` alone never counts."""
    answers = (checked.proof or {}).get("solvers") or {}
    if "sat" not in answers.values() or "unsat" in answers.values():
        return None
    witness = witness or find_counterexample(mutant)
    return {"solvers": answers, "witness": witness} if witness is not None else None


def _safe_refuted(verdict, evidence, size) -> bool:
    try:
        return verdict(evidence, size)[0] == "refuted"
    except (CertifyError, ZeroDivisionError, ValueError, TypeError, KeyError, RecursionError):
        return False


def _series_caught(checked, mutant) -> dict | None:
    """For an infinite sum the series route did not prove: the evidence that its value is
    wrong, or None. Both solvers proved the proposed partial sums term by term (unsat) and
    their limit differs from the mutant's value (``policy.series_route``)."""
    answers = (checked.proof or {}).get("solvers") or {}
    if len(answers) < 2 or set(answers.values()) != {"unsat"} or infinite_sum(mutant.holds) is None:
        return None
    route = series_route(mutant)
    return {"solvers": answers, "series": route[2]} if route is not None and not route[1] else None


def _first_likely(items, deadline: float, clock=time.process_time):
    """``items`` (kind, what, verdict, likely) reordered lazily: a look that shows a likely kill
    moves it first; the others keep their order. The looks stop at ``deadline`` (an exhaustive
    look at hundreds of mutants cost minutes per claim): then the items looked at, then the rest
    as they come."""
    deferred = []
    for kind, what, verdict, looks in items:
        if clock() > deadline:
            yield from deferred
            deferred = []
            yield kind, what, verdict
        elif looks():
            yield kind, what, verdict
        else:
            deferred.append((kind, what, verdict))
    yield from deferred


def analyse_claim(claim, status: str, N: int, tables, solvers, timeout: float, registry=None,
                  all_claims: dict | None = None, first: str | None = None) -> ClaimMutation:
    """Mutants of one verified or proved claim until the first kill (see the module docstring);
    ``first``: the description of a constant, relation or application mutant to try before the
    others, unlooked at (a kill hint: it orders, the verdict is the same check)."""
    from .checking import check_claim

    started = time.perf_counter()
    result = ClaimMutation(claim.id, status)
    mutant_timeout = min(timeout, MUTANT_TIMEOUT)
    bounded = claim.method in ("bounded", "both")
    probe = min(N, PROBE_SIZE) if any("N" in str(b) for bounds in claim.vars.values() for b in bounds) else N
    points, calls, witnesses = [], {}, {}
    if bounded:  # the original check again (at the probe size), recording what it reads
        check_bounded(claim, probe, Evidence(tables, table_log=points, calls=calls).functions(claim.rules))
    result.reads_evidence = bool(points or set(calls) - ELEMENTARY)

    def evidence_verdict(evidence, size=N):
        outcome = check_bounded(claim, size, evidence.functions(claim.rules))
        if outcome.holds is None:
            raise CertifyError(outcome.problem or "incomplete")
        return ("refuted", {"at": outcome.counterexample}) if outcome.holds is False else (status, None)

    def claim_verdict(mutant):
        checked = check_claim(mutant, N, tables, solvers, mutant_timeout)
        if checked.note.startswith(("check failed", "bounded check incomplete")):
            raise CertifyError(checked.note)
        if checked.status == "refuted":
            return "refuted", {"at": (checked.counterexample or {}).get("at")}
        if checked.status == "vacuous":  # the mutant's hypotheses are empty: the audit flags the change
            return "vacuous", {"hypotheses": checked.hypotheses}
        if checked.status == "open" and claim.method in ("symbolic", "both"):
            return "open", _solver_caught(checked, mutant, witnesses.get(id(mutant))) or _series_caught(checked, mutant)
        return checked.status, None

    def _looks_refuted(evidence) -> bool:
        return probe == N or _safe_refuted(evidence_verdict, evidence, probe)

    def likely(mutant) -> bool:
        """Order only: whether a cheap look already shows the mutant false (a bounded check at
        the probe size, or an exact counterexample to a symbolic claim)."""
        try:
            if bounded:
                if probe == N:
                    return True  # the look would be the check itself
                return check_bounded(mutant, probe, tables.functions(claim.rules)).holds is False
            witness = find_counterexample(mutant, seconds=LOOK_SEARCH_SECONDS)
        except (CertifyError, ZeroDivisionError, ValueError, TypeError, KeyError, RecursionError):
            return False
        if witness is not None:
            witnesses[id(mutant)] = witness
        return witness is not None or infinite_sum(mutant.holds) is not None

    def first_likely(items):
        return _first_likely(items, time.process_time() + LOOK_SECONDS)

    def function_mutants(names):
        for name in names:
            for args in _spread(list(calls[name]), 2):
                text = f"{name}({', '.join(str(a) for a in args)})"
                deltas = (None,) if isinstance(calls[name][args], bool) else (1, -1)
                for delta in deltas:
                    evidence = Evidence(tables, function=(name, args, delta))
                    yield ("function", f"{text} {'negated' if delta is None else f'{delta:+d}'}",
                           lambda e=evidence: evidence_verdict(e), lambda e=evidence: _looks_refuted(e))

    def point_mutants():
        def items():
            for point in _spread(points, 3):
                for delta in (1, -1):
                    evidence = Evidence(tables, point=point, delta=delta)
                    yield ("table", f"P{point} {'+' if delta > 0 else '-'} 1", lambda e=evidence: evidence_verdict(e),
                           lambda e=evidence: _looks_refuted(e))
            yield from function_mutants(sorted(set(calls) - ELEMENTARY))
        return first_likely(items())

    def other_mutants():
        candidates = _symbolic_mutants(claim, registry, first)
        if claim.cover and all_claims is not None:
            covering = ((*c, False) for c in coverage_mutants(claim, all_claims, lambda ident: _parsing_source(ident, registry)))
            candidates = itertools.chain(covering, candidates)
        yield from first_likely((kind, what, lambda m=mutant: claim_verdict(m), (lambda: True) if hinted else lambda m=mutant: likely(m))
                                for kind, what, mutant, hinted in candidates)
        yield from ((kind, what, verdict) for kind, what, verdict, _ in function_mutants(sorted(set(calls) & ELEMENTARY)))  # not evidence: last

    point_count = 0
    for phase, mutants in (("points", point_mutants()), ("others", other_mutants())):
        for kind, what, verdict in mutants:
            if result.mutations >= MAX_MUTANTS or (phase == "points" and point_count >= MAX_POINT_MUTANTS):
                break
            result.mutations += 1
            point_count += phase == "points"
            try:
                new, caught = verdict()
            except (CertifyError, ArithmeticError, ValueError, TypeError, KeyError, RecursionError, NotImplementedError):
                result.errors += 1
                continue
            if caught is not None:
                result.killed, result.killed_by = 1, {"kind": kind, "mutant": what, "status": new, **caught}
                break
            if new not in (status, "verified", "open"):
                result.errors += 1  # cannot happen: a status that is neither kept, weakened nor refuted
        if result.killed:
            break
        if phase == "points" and result.reads_evidence:
            result.evidence_sensitive = False
    if result.killed and result.killed_by["kind"] in ("table", "function"):
        result.evidence_sensitive = True
    result.seconds = time.perf_counter() - started
    return result


_WORK: dict = {}


def _analyse(ident: str) -> ClaimMutation:
    w = _WORK
    return analyse_claim(w["claims"][ident], w["status"][ident], w["size"][ident], w["tables"], w["solvers"], w["timeout"],
                         w["registry"], w["all_claims"], kill_hints.load()["claims"].get(ident))


def run_mutation(audit, claims: dict, tables, sizes: dict, solvers, timeout: float, registry=None,
                 workers: int = 2, progress=None) -> MutationResult:
    """Mutation analysis of every verified or proved claim of an audit run (``audit.claims``);
    ``registry``: the run's (a :class:`certify.claims.loading.Registry`, or a path to load)."""
    started = time.perf_counter()
    registry = load(registry)
    all_claims = registry.claims
    dags = {d.theorem: d for d in registry.dags}
    settled = [c.id for c in audit.claims if c.status in ("verified", "proved")]
    targets = [ident for ident in settled if ident not in dags]  # a DAG theorem: from its nodes, after them
    _WORK.update(claims=claims, status={c.id: c.status for c in audit.claims}, size=sizes, tables=tables,
                 solvers=solvers, timeout=timeout, registry=registry.source, all_claims=all_claims)
    results: list[ClaimMutation] = []
    if workers > 1 and len(targets) > 1 and "fork" in multiprocessing.get_all_start_methods():
        with multiprocessing.get_context("fork").Pool(workers) as pool:
            for number, outcome in enumerate(pool.imap(_analyse, targets, chunksize=1), start=1):
                results.append(outcome)
                if progress:
                    progress(f"[mutate {number}/{len(targets)}] {outcome.id}: " + ("VACUOUS" if outcome.vacuous else "killed"))
    else:
        for number, ident in enumerate(targets, start=1):
            results.append(_analyse(ident))
            if progress:
                progress(f"[mutate {number}/{len(targets)}] {ident}")
    _WORK.clear()
    analysed = {r.id: r for r in results}
    for ident in settled:
        if ident in dags:
            analysed[ident] = dag_theorem_mutation(dags[ident], audit.claims, analysed)
    return MutationResult([analysed[ident] for ident in settled], time.perf_counter() - started,
                          empty=[c.id for c in audit.claims if c.status == "vacuous"])
