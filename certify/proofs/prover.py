"""Symbolic proofs of registry claims: the negated claim must be unsatisfiable.

The seams, one module each: :mod:`.translate` (SymPy -> Z3, the obligation), :mod:`.smtlib`
(the SMT-LIB2 file), :mod:`.runners` (z3 and cvc5 on that file, each with a fresh solver
context in a child process) and :mod:`.policy` (what the answers amount to: ``proved`` needs two independent
tools to agree; ``unknown``/``timeout`` is never a proof). This module runs them in order.

Identities (``Eq`` or ``And`` of ``Eq``) are also tried with SymPy; the simplification that
closed each one is recorded and counts as one tool.
"""

from __future__ import annotations

import functools
from pathlib import Path

import sympy

from ..files import cache
from .policy import (Proof, check_timeout, closed_form_route, confirm_model, decide, induction_route, series_route,  # noqa: F401
                     sympy_identity)
from .runners import SolverRun, run_cvc5_file, run_solver, run_z3_file  # noqa: F401
from .smtlib import claim_obligation, printer_relaxable, smt2_text, smt_logic  # noqa: F401
from .translate import Untranslatable, build, hints, obligation, relaxable  # noqa: F401


def prove_claim(claim, solvers=("z3", "cvc5"), timeout: float = 30.0, emit_dir: str | Path | None = None) -> Proof:
    """Discharge one claim's obligation; see :mod:`.policy` for what each answer means."""
    timeout = check_timeout(timeout)
    proof = Proof(claim.id, "open")
    if claim.holds is None:
        proof.reason = "no formula to prove"
        return proof
    proof.sympy_method = (cache.identity_method(_identity_key(claim.holds), lambda: sympy_identity(claim.holds))
                          if not claim.uses_game else None)
    relax = relaxes(claim)
    first = _attempt(claim, solvers, timeout, emit_dir, relaxed=relax, proof=proof)
    if first.status in ("proved", "refuted") or not relax or first.smt2 is None:
        return first
    exact = _attempt(claim, solvers, timeout, emit_dir, relaxed=False, proof=Proof(claim.id, "open", sympy_method=proof.sympy_method))
    exact.reason = (exact.reason + "; " if exact.reason else "") + "the real relaxation was not unsat"
    return exact


@functools.cache
def _policy_source() -> str:
    from . import policy

    return Path(policy.__file__).read_text(encoding="utf-8")


def _identity_key(goal) -> str:
    """What :func:`sympy_identity`'s answer depends on: the formula, SymPy's version and the code
    that decides (``policy.py``), the key of its kept answer (:func:`certify.files.cache.identity_method`)."""
    return "\0".join([sympy.__version__, _policy_source(), sympy.srepr(goal)])


def relaxes(claim) -> bool:
    """Whether the prover tries the real relaxation first: some integer variable, no rounding
    (neither SymPy nor the trusted printer sees one: :func:`.smtlib.printer_relaxable`), and no
    ``normal_form = "integers"`` (the registry knows the claim needs integrality)."""
    hypotheses, goal = obligation(claim)
    has_integers = any(s.is_integer for e in [*hypotheses, goal] for s in sympy.S(e).free_symbols)
    return relaxable(claim) and has_integers and "integers" not in hints(claim) and printer_relaxable(claim)


def _attempt(claim, solvers, timeout, emit_dir, relaxed: bool, proof: Proof) -> Proof:
    try:
        solver, translator, _ = build(claim, relaxed)
    except Untranslatable as why:
        route = series_route(claim) if not claim.uses_game else None
        induction = induction_route(claim) if route is None else None
        if induction is not None:
            done = _induction(claim, induction, solvers, timeout, emit_dir, proof)
            closed = closed_form_route(claim) if done.status != "proved" else None
            if closed is None:
                return done
            return _closed_form(claim, closed, solvers, timeout, emit_dir, done)
        if route is None:
            proof.reason = f"no SMT-LIB export: not translatable ({why})"
            proof.status = "open"
            if proof.sympy_method:
                proof.reason += f"; only sympy closed it, and proved needs {2} independent tools to agree"
            return proof
        return _series(claim, route, solvers, timeout, emit_dir, proof)
    if relaxed:
        proof.reason = "integers relaxed to reals (sound: no rounding occurs)"
    proof.abstractions = [f"{b}^{v}" for b, v in translator.powers]
    proof.smt2, unprintable = claim_obligation(claim, solver, relaxed)  # the text the bundle checker rebuilds
    proof.runs.update(_run_solvers(claim.id, proof.smt2, solvers, timeout, emit_dir))
    decide(proof, claim)
    if unprintable is not None and proof.status == "proved":  # z3's export: no trusted checker re-derives it
        proof.status = "open"
        proof.reason = (f"unsat on z3's export only: the trusted printer cannot rebuild the obligation ({unprintable}), "
                        "so no checker could re-verify a proof")
    return proof


def _run_solvers(ident: str, text: str, solvers, timeout: float, emit_dir) -> dict[str, SolverRun]:
    """Every solver checks the obligation alone, with a fresh context, in its worker process
    (the trusted base's, :func:`certify.checkers.smt.answer`); with ``emit_dir`` the text is
    also written there as ``<ident>.smt2``."""
    if emit_dir is not None:
        Path(emit_dir).mkdir(parents=True, exist_ok=True)
        (Path(emit_dir) / f"{ident}.smt2").write_text(text)
    return {name: run_solver(name, text, timeout) for name in ("z3", "cvc5") if name in solvers}


def _series(claim, route, solvers, timeout, emit_dir, proof: Proof) -> Proof:
    """An infinite sum: the term-by-term obligation goes to the solvers, the limit to SymPy."""
    derived, limit_agrees, text = route
    proof.route = text
    sympy_closed, proof.sympy_method = proof.sympy_method, None  # the route's sympy step is the limit
    if not _solve_derived(claim, derived, solvers, timeout, emit_dir, proof,
                          "series route: the term-by-term identity is not translatable",
                          "series route: the proposed partial sums fail their term-by-term check"):
        return proof
    if proof.status == "proved" and not limit_agrees:
        proof.status, proof.reason = "open", "series route: the limit of the partial sums is not the claimed value"
    if sympy_closed and proof.status == "proved":
        proof.reason = f"sympy also closes the sum directly ({sympy_closed})"
    return proof


def _induction(claim, route, solvers, timeout, emit_dir, proof: Proof) -> Proof:
    """A sum or product with a symbolic bound: base case and step in one obligation for the
    solvers (:func:`.policy.induction_route`); SymPy's identity, if any, is a third tool."""
    derived, text = route
    proof.route = text
    _solve_derived(claim, derived, solvers, timeout, emit_dir, proof,
                   "induction route: the base case or step is not translatable",
                   "induction route: the base case or the step P(n) => P(n + 1) has a model (not a counterexample)")
    return proof


def _closed_form(claim, route, solvers, timeout, emit_dir, induction: Proof) -> Proof:
    """The induction did not close the claim: SymPy's closed form, confirmed by the solvers
    (:func:`.policy.closed_form_route`); open, saying both, when that fails too."""
    derived, _, text = route
    proof = Proof(claim.id, "open", sympy_method=induction.sympy_method, route=text)
    _solve_derived(claim, derived, solvers, timeout, emit_dir, proof,
                   "closed-form route: the closed form is not translatable",
                   "closed-form route: the closed form's obligation has a model (not a counterexample)")
    if proof.status != "proved":
        proof.reason = f"{induction.reason}; {proof.reason}" if induction.reason else proof.reason
        proof.route = f"{induction.route}; then {text}"
    return proof


def _solve_derived(claim, derived, solvers, timeout, emit_dir, proof: Proof, untranslatable: str, modelled: str) -> bool:
    """Solve a route's derived obligation (``derived`` implies the claim, not conversely): a model
    of it is no counterexample to the claim, so it leaves the claim open (``modelled``). False
    when the obligation is not translatable (``untranslatable``, the claim open)."""
    try:
        solver, translator, _ = build(derived)
    except Untranslatable as why:
        proof.status, proof.reason = "open", f"{untranslatable} ({why})"
        return False
    proof.abstractions = [f"{b}^{v}" for b, v in translator.powers]
    proof.smt2 = smt2_text(derived, solver)
    proof.runs.update(_run_solvers(claim.id, proof.smt2, solvers, timeout, emit_dir))
    decide(proof, derived)
    if proof.status == "refuted":
        proof.status, proof.model, proof.refuted_by = "open", None, None
        proof.reason = modelled
    return True
