"""Checking one claim: its bounded check on the certified tables, its symbolic obligation with
the solvers, and the registry's recorded counterexample re-evaluated."""

from __future__ import annotations

import tempfile
import time
from pathlib import Path
from typing import Callable

from ..claims.bounded import check_bounded, describe_range
from ..claims.functions import game_functions, pure_functions
from ..errors import CertifyError
from ..guesswho.table import solve
from .results import ClaimResult


class Tables:
    """Certified tables for the audit: solved once per rule set, then checked independently."""

    def __init__(self, progress: Callable[[str], None] | None = None, directory: Path | None = None):
        self.solved: dict[str, object] = {}
        self.certified: dict[str, str] = {}
        self.files: dict[str, Path] = {}  # rules -> the checked table file (kept with ``directory``)
        self.progress = progress
        self.directory = directory

    def prepare(self, needs: dict[str, int]) -> None:
        from ..checkers import CheckError
        from ..checkers.tables import load_checked

        with tempfile.TemporaryDirectory() as tmp:
            for rules, size in sorted(needs.items()):
                if self.progress:
                    self.progress(f"solving and checking {rules} up to {size}")
                path = solve(rules, size).write(Path(self.directory or tmp) / f"{rules}-{size}.npz")
                if self.directory:
                    self.files[rules] = path
                try:  # claims read the checked file, as the checker decodes it
                    checked = load_checked(path, rules)
                except CheckError as problem:
                    raise CertifyError(f"the {rules} table failed the independent check: {problem}") from None
                self.solved[rules] = checked
                self.certified[rules] = f"N = {size}: {checked.states} states, {checked.moves} optimal moves checked"

    def functions(self, rules: str | None) -> dict:
        return game_functions(self.solved[rules]) if rules else pure_functions()


def check_claim(claim, N: int, tables: Tables, solvers, timeout, smt2_dir: Path | None = None,
                vacuity: bool = True) -> ClaimResult:
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
                from ..claims.counterexample import sides

                result.status = "refuted"
                shown = bounded.detail or sides(claim, tables.functions(claim.rules), bounded.counterexample, N)
                result.counterexample = {"at": bounded.counterexample, **shown}
            elif bounded.holds:
                result.status = "verified"
                result.bounded_passed = True
                result.range = describe_range(claim, N)
            else:
                result.note = f"bounded check incomplete: {bounded.problem}"
        if claim.method in ("symbolic", "both") and result.status != "refuted":
            from ..proofs.prover import prove_claim

            proof = prove_claim(claim, solvers=solvers, timeout=timeout, emit_dir=smt2_dir)
            result.proof = proof.summary()
            if proof.status == "proved":
                result.status = "proved"
                result.range = "all parameters (symbolic)"
            elif proof.status == "refuted":
                from ..claims.counterexample import sides, smallest_below

                functions = tables.functions(claim.rules) if claim.rules in tables.solved else pure_functions()
                point, how = smallest_below(claim, functions, proof.model)
                result.status = "refuted"
                result.counterexample = {"at": point, "solver": proof.refuted_by, "found": how, "solver_model": proof.model,
                                         **sides(claim, functions, point)}
            elif result.status != "verified":
                result.status = "open"
                _search_infinite(claim, result, tables)  # before it is called open: a bounded search of its range
    if vacuity and result.status in ("verified", "proved"):  # its hypotheses shown satisfiable, or not
        from .vacuity import settle

        settle(result, claim, N, tables.functions(claim.rules) if claim.rules in tables.solved else pure_functions(),
               solvers, timeout, smt2_dir)
    if result.status == "refuted" and getattr(claim, "counterexample", None) is not None:
        _recheck_counterexample(claim, result, N, tables)
    result.seconds = time.perf_counter() - started
    return result


def _recheck_counterexample(claim, result: ClaimResult, N: int, tables: Tables) -> None:
    """Evaluate the registry's recorded counterexample (point, printed and true values) and
    confirm it is the smallest one (certify.claims.counterexample); a mismatch is a regression."""
    from ..claims.counterexample import recheck

    found = result.counterexample or {}
    functions = tables.functions(claim.rules) if claim.rules in tables.solved else pure_functions()
    facts, problems = recheck(claim, functions, N, None if "solver" in found else found.get("at"))
    if "solver" in found:
        facts["solver_model"] = found.get("solver_model", found.get("at"))
        facts["solver"] = found["solver"]
    else:
        facts.pop("at", None)  # the point the bounded check found (recheck confirmed it is the recorded one)
    result.counterexample = {**found, **facts}
    if problems:
        result.counterexample_problem = "; ".join(problems)
        result.note = (result.note + " " if result.note else "") + f"Recorded counterexample: {result.counterexample_problem}."


def _search_infinite(claim, result: ClaimResult, tables: Tables) -> None:
    """An open claim over an infinite range (one that calls functions, or that no solver
    settled): a bounded counterexample search (:func:`certify.claims.bounded.search_infinite`) refutes it, or its note says what
    was searched."""
    from ..claims.bounded import search_infinite
    from ..claims.counterexample import sides

    functions = tables.functions(claim.rules) if claim.rules in tables.solved else pure_functions()
    found, searched = search_infinite(claim, functions, progress=tables.progress)  # a line per box on stderr (not with -q)
    if found is not None:
        result.status = "refuted"
        result.counterexample = {"at": found.counterexample, "found": f"bounded search of {searched}",
                                 **sides(claim, functions, found.counterexample)}
    elif searched:
        result.note = (result.note + " " if result.note else "") + f"No counterexample in {searched}."
