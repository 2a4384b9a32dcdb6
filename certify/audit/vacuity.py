"""Vacuity: a claim's hypotheses (its variable ranges and ``where``) shown satisfiable by a
checked witness before the claim may be ``verified`` or ``proved`` (issue 25, item 4).

A claim ``for all vars in range with where: holds`` whose hypotheses no point satisfies is
true of nothing. The audit therefore asks, of every claim its checks settled as verified or
proved:

* a bounded check (``bounded``/``both``): how many points of its range satisfy ``where``
  (the check's ``cases``). Zero: status ``vacuous``. Otherwise the first such point of the
  range, re-evaluated exactly, is the witness.
* a symbolic check: a witness of the obligation's hypotheses (the bounds free of ``N``, and
  ``where``), found by a small exact search or by z3 with every abstracted power pinned to a
  true power, then re-evaluated exactly (:func:`check_witness`). None found: the hypotheses
  alone go to the solvers as an obligation (``holds`` replaced by False, so "proved" means
  both z3 and cvc5 answered ``unsat`` on the hypotheses). Unsatisfiable: ``vacuous``.
  Neither a witness nor unsat: ``open`` ("hypotheses not shown satisfiable"), never proved.

A claim whose ``holds`` is False states that its hypotheses are empty ("there are no such
values of b"): proving it is the point, and it keeps its status.

A ``vacuous`` status is a regression unless the registry's ``expect`` is ``vacuous``: that is
how an intentionally empty case of a cover is registered; :func:`annotate_empty_cases` says
so in its note, and ``apply_dags`` accepts such a case (it needs no proof: the cover's other
cases already contain every point).
"""

from __future__ import annotations

import dataclasses
import itertools
from fractions import Fraction

import sympy
from gmpy2 import mpq

from ..claims.evaluate import compile_expr, pure_functions
from ..errors import CertifyError

SEARCH_POINTS = 40_000  # points the exact small search evaluates at most
RADII = (2, 4, 8, 16, 40)  # each variable from its low bound (or -r) up to r steps above it
Z3_MS = 5_000  # the witness search by z3
POWER_PIN = 40  # abstracted powers b**v pinned to true values for v in [-POWER_PIN, POWER_PIN]
_SKIP = (CertifyError, ZeroDivisionError, ArithmeticError, ValueError, TypeError, KeyError, OverflowError)


@dataclasses.dataclass
class Hypotheses:
    """What the audit knows about a claim's hypotheses: ``satisfiable`` True (with a checked
    ``witness``), False (no point: ``how`` says why) or None (neither shown)."""

    satisfiable: bool | None
    witness: dict[str, str] | None = None
    how: str = ""
    solvers: dict | None = None

    def to_json(self) -> dict:
        return {"satisfiable": self.satisfiable, "witness": self.witness, "how": self.how,
                **({"solvers": self.solvers} if self.solvers else {})}


def symbolic_hypotheses(claim) -> list[sympy.Basic]:
    """The hypotheses of a claim's symbolic obligation: its bounds free of ``N`` and infinity,
    and ``where``: :func:`certify.proofs.translate.obligation`'s, which this copied before."""
    from ..proofs.translate import obligation

    return obligation(claim)[0]


def bounded_hypotheses(claim) -> list[sympy.Basic]:
    """The hypotheses of a bounded check at size ``N``: every finite bound (``N`` included) and ``where``."""
    out = []
    for var, (lo, hi) in claim.vars.items():
        v = claim.symbol(var)
        out += [sympy.Le(lo, v)] if lo.is_finite is not False else []
        out += [sympy.Le(v, hi)] if hi.is_finite is not False else []
    if claim.where != sympy.true:
        out.append(claim.where)
    return out


def check_witness(hypotheses, point: dict, functions: dict, N: int | None = None) -> bool:
    """Whether ``point`` (variable -> exact number) satisfies every hypothesis, by exact
    evaluation; a variable has an integer value unless the hypotheses hold it as a real (its
    claim declares it real)."""
    env = {"N": mpq(N if N is not None else 0)}
    reals = {s.name for h in hypotheses for s in sympy.S(h).free_symbols if not s.is_integer}
    for name, value in point.items():
        env[name] = mpq(Fraction(str(value)))
        if name not in reals and env[name].denominator != 1:
            return False
    needed = {s.name for h in hypotheses for s in sympy.S(h).free_symbols} - {"N"}
    if not needed <= set(env):
        return False
    try:
        return all(bool(compile_expr(h, functions)(env)) for h in hypotheses)
    except _SKIP:
        return False


def _bound(b, functions: dict, symbolic: bool):
    """A variable's bound ``b`` as a function of the environment, compiled once per search: its
    exact value, or None where it is no bound (infinite; with ``symbolic``, mentioning ``N``,
    which the obligation drops) or cannot be evaluated there."""
    if b.is_finite is False or (symbolic and sympy.Symbol("N", integer=True) in b.free_symbols):
        return lambda env: None
    try:
        compiled = compile_expr(b, functions)
    except _SKIP:
        return lambda env: None

    def value(env):
        try:
            return Fraction(str(compiled(env)))
        except _SKIP:
            return None

    return value


def _values(lo, hi, env: dict, radius: int, real: bool) -> list:
    """Candidate values of one variable with bounds ``lo`` and ``hi`` (:func:`_bound`): integers
    from its low bound (or -radius) up to ``radius`` steps above it and within its high bound;
    real variables also take a few fractions (``real``: the claim declares it real)."""
    low, high = lo(env), hi(env)
    start = low if low is not None else Fraction(-radius)
    stop = min(high, start + radius) if high is not None else start + radius
    if real:
        out = {start, stop} if low is not None else {stop}
        for d in (1, 2, 3, 4):
            a = -(-start * d // 1)
            while Fraction(a, d) <= stop:
                out.add(Fraction(a, d))
                a += 1
        return sorted(v for v in out if (low is None or v >= low) and (high is None or v <= high))
    first = -(-start.numerator // start.denominator)  # ceiling
    return list(range(first, int(stop // 1) + 1))


def search(claim, hypotheses, functions: dict, N: int | None = None, limit: int = SEARCH_POINTS) -> dict | None:
    """The first point of growing small boxes (each variable from its low bound) satisfying
    ``hypotheses``, by exact evaluation; None when ``limit`` points found none."""
    sized = N is None and _sized(hypotheses)  # N a variable of the symbolic obligation (N >= 2), its bounds kept
    variables = [(var, (_bound(lo, functions, N is None and not sized), _bound(hi, functions, N is None and not sized)))
                 for var, (lo, hi) in claim.vars.items()]  # each bound compiled once, evaluated at every point
    if sized:
        variables.insert(0, ("N", (lambda env: Fraction(2), lambda env: None)))
    where = [compile_expr(h, functions) for h in hypotheses]
    spent = 0
    for radius in RADII:
        def walk(i, env):
            nonlocal spent
            if spent >= limit:
                return None
            if i == len(variables):
                spent += 1
                try:
                    return dict(env) if all(bool(f(env)) for f in where) else None
                except _SKIP:
                    return None
            var, (lo, hi) = variables[i]
            for value in _values(lo, hi, env, radius, var in claim.real):
                env[var] = mpq(value)
                found = walk(i + 1, env)
                if found is not None:
                    return found
                if spent >= limit:
                    break
            env.pop(var, None)
            return None

        found = walk(0, {} if sized else {"N": mpq(N if N is not None else 0)})
        if found is not None:
            return {k: str(v) for k, v in found.items() if k != "N" or sized}
        if spent >= limit:
            return None
    return None


def _sized(hypotheses) -> bool:
    """Whether the symbolic hypotheses mention N (:func:`certify.proofs.translate.obligation`:
    then N is one of the problem's variables, and a witness gives it a value)."""
    return any("N" in {s.name for s in sympy.S(h).free_symbols} for h in hypotheses)


def z3_witness(claim, hypotheses) -> dict | None:
    """A model of the hypotheses from z3, with each abstracted power b**v pinned to its true
    value for |v| <= POWER_PIN (so the model is not an artefact of the abstraction); None if
    z3 finds none in time or they do not translate. The caller re-evaluates it exactly."""
    import z3

    from ..proofs.translate import Untranslatable, Z3Printer

    translator = Z3Printer(relaxed=False)
    try:
        terms = [translator.term(h) for h in hypotheses]
    except Untranslatable:
        return None
    solver = z3.Solver()
    solver.set("timeout", Z3_MS)
    solver.add(*terms, *translator.side)
    for (base, var), term in translator.powers.items():
        v = translator.symbols[var]
        solver.add(z3.Or(*[z3.And(v == e, term == (z3.IntVal(base**e) if e >= 0 else z3.RealVal(f"1/{base**-e}")))
                           for e in range(-POWER_PIN, POWER_PIN + 1)]))
    if solver.check() != z3.sat:
        return None
    model = solver.model()
    out = {}
    for name in [*claim.vars, *["N"] * _sized(hypotheses)]:
        if name not in translator.symbols:
            out[name] = "0"
            continue
        value = model.eval(translator.symbols[name], model_completion=True)
        try:
            out[name] = (str(value.as_long()) if z3.is_int_value(value)
                         else str(value.as_fraction()) if z3.is_rational_value(value) else None)
        except (AttributeError, z3.Z3Exception):
            out[name] = None
        if out[name] is None:
            return None
    return out


def unsatisfiable(claim, solvers, timeout: float, emit_dir=None):
    """The hypotheses alone as a proof obligation (``holds`` False), through the prover's
    policy: ``proved`` means two solvers found no point (written as ``<id>.hypotheses.smt2``
    with ``emit_dir``); ``refuted`` comes with an exactly confirmed model (a witness)."""
    from ..proofs.prover import prove_claim

    empty = dataclasses.replace(claim, id=f"{claim.id}.hypotheses", holds=sympy.false)
    return prove_claim(empty, solvers=solvers, timeout=timeout, emit_dir=emit_dir)


def assess(claim, N: int, functions: dict, cases: int | None, solvers, timeout: float, emit_dir=None) -> Hypotheses:
    """The hypotheses of a verified or proved claim: a checked witness, none (unsatisfiable,
    or zero cases in a bounded check's range), or unknown. ``cases``: the bounded check's count
    of points satisfying ``where`` (None for a symbolic check alone)."""
    if cases is not None:
        if cases == 0:
            return Hypotheses(False, how=f"the bounded check found no point of its range (N = {N}) satisfying the hypotheses (0 cases)")
        hypotheses = bounded_hypotheses(claim)
        point = search(claim, hypotheses, functions, N)
        if point is not None and check_witness(hypotheses, point, functions, N):
            return Hypotheses(True, point, f"first point of the bounded range found by search, re-evaluated exactly ({cases} cases)")
        return Hypotheses(True, None, f"{cases} points of the bounded range satisfy the hypotheses (counted by the check)")
    hypotheses = symbolic_hypotheses(claim)
    pure = pure_functions()
    point = search(claim, hypotheses, pure)
    how = "small exact search"
    if point is None:
        point, how = z3_witness(claim, hypotheses), "z3 (powers pinned), re-evaluated exactly"
    if point is not None and check_witness(hypotheses, point, pure):
        return Hypotheses(True, point, how)
    proof = unsatisfiable(claim, solvers, timeout, emit_dir)
    answers = {name: run.answer for name, run in proof.runs.items()}
    if proof.status == "proved":
        return Hypotheses(False, how="no point satisfies the hypotheses: " + ", ".join(f"{k} {v}" for k, v in answers.items()),
                          solvers=answers)
    named = {*claim.vars, *["N"] * _sized(hypotheses)}
    if proof.status == "refuted" and proof.model and check_witness(hypotheses, {k: v for k, v in proof.model.items() if k in named}, pure):
        return Hypotheses(True, {k: v for k, v in proof.model.items() if k in named}, "solver model, re-evaluated exactly",
                          solvers=answers)
    return Hypotheses(None, how="no witness found (small search, z3) and the solvers did not show the hypotheses "
                      "unsatisfiable" + (f" ({', '.join(f'{k} {v}' for k, v in answers.items())})" if answers else ""),
                      solvers=answers or None)


def settle(result, claim, N: int, functions: dict, solvers, timeout: float, emit_dir=None) -> None:
    """Apply :func:`assess` to a claim result the checks settled as verified or proved:
    keep it (recording the witness), make it ``vacuous`` (no point), or ``open`` (unknown)."""
    if result.status not in ("verified", "proved") or claim.holds is None:
        return
    if claim.holds == sympy.false:  # the claim *is* that no point satisfies its hypotheses ("no such b")
        result.hypotheses = {"satisfiable": False, "witness": None, "how": "the claim states that its hypotheses are empty"}
        return
    cases = result.cases if claim.method in ("bounded", "both") else None
    found = assess(claim, N, functions, cases, solvers, timeout, emit_dir)
    result.hypotheses = found.to_json()
    if found.satisfiable is False:
        result.status, result.range = "vacuous", None
        result.note = _join(result.note, f"Vacuous: {found.how}; the claim is true of nothing, so it is neither verified nor proved.")
    elif found.satisfiable is None:
        result.status, result.range = "open", None
        result.note = _join(result.note, f"Hypotheses not shown satisfiable: {found.how}; not reported {claim.method} as proved or verified.")


def annotate_empty_cases(results, claims: dict) -> None:
    """A vacuous claim that is a case of a cover (registry ``cover``) says so: an empty case
    needs no proof, the cover's other cases contain every point."""
    covers: dict[str, list[str]] = {}
    for claim in claims.values():
        for case in claim.cover:
            covers.setdefault(case, []).append(claim.id)
    for result in results:
        if result.status == "vacuous" and result.id in covers:
            result.note = _join(result.note, "An empty case of the cover " + ", ".join(covers[result.id])
                                + ": it needs no proof (no point falls in it).")


def _join(first: str, second: str) -> str:
    return f"{first} {second}" if first else second
