"""A refuted entry's recorded counterexample, re-derived by the audit (docs/audit.md).

The registry records, next to every ``refuted`` claim, the smallest point where the printed
statement fails and two expressions: the value the paper prints there and the true value.
The audit evaluates both exactly at that point and confirms that

* the point lies in the claim's range and satisfies its ``where``, and the claim fails there;
* the printed and true values differ;
* it is the smallest failing point: for a bounded check, the first failure the enumeration
  finds (lexicographic in the order of ``vars``); for a claim settled by solvers alone, every
  point of the box below it (each integer variable from its low bound up to its value) holds.

A disagreement is reported as a problem of the entry (and the audit counts it a regression).
"""

from __future__ import annotations

import itertools
from fractions import Fraction

import sympy
from gmpy2 import mpq

from ..errors import CertifyError
from .evaluate import OutOfRange, compile_expr

BOX_LIMIT = 200_000  # points of the box below a solver-only counterexample that we re-check


def _value(expr, functions, env):
    value = compile_expr(sympy.S(expr), functions)(env)
    return value if isinstance(value, bool) else mpq(value)


def _evaluator(functions):
    """``_value`` for many points: each expression compiled once (a box has up to
    :data:`BOX_LIMIT` points; compiling at each point cost minutes)."""
    compiled: dict = {}

    def value(expr, env):
        evaluate = compiled.get(expr)
        if evaluate is None:
            evaluate = compiled[expr] = compile_expr(sympy.S(expr), functions)
        result = evaluate(env)
        return result if isinstance(result, bool) else mpq(result)
    return value


def _show(value) -> str:
    return str(value) if not isinstance(value, bool) else ("true" if value else "false")


def recheck(claim, functions: dict, N: int, found: dict | None) -> tuple[dict, list[str]]:
    """``(facts, problems)`` for ``claim.counterexample`` at size ``N``; ``found`` is the point
    the audit's bounded check found first (None when only solvers ran)."""
    record = claim.counterexample
    at = {var: mpq(int(v.p), int(v.q)) for var, v in record["at"].items()}
    env = {"N": N, **at}
    problems: list[str] = []
    try:
        for var, (lo, hi) in claim.vars.items():
            for bound, ok in ((lo, lambda b: b <= at[var]), (hi, lambda b: at[var] <= b)):
                if bound.is_finite is False:
                    continue
                if not ok(_value(bound, functions, env)):
                    problems.append(f"{var} = {at[var]} is outside its range [{lo}, {hi}]")
        if not _value(claim.where, functions, env):
            problems.append("the recorded point does not satisfy the claim's condition (where)")
        elif _value(claim.holds, functions, env):
            problems.append("the claim holds at the recorded point")
        printed, true = _value(record["printed"], functions, env), _value(record["true"], functions, env)
        if isinstance(printed, bool) != isinstance(true, bool):
            problems.append("the printed and true values must both be numbers or both be truth values")
        elif printed == true:
            problems.append(f"the printed and true values agree there ({_show(printed)})")
        else:
            problems += _true_side(claim, functions, env, printed, true)
    except OutOfRange as error:
        return {}, [f"cannot evaluate the recorded counterexample: {error}"]
    facts = {"at": {k: _show(v) for k, v in at.items()},
             "printed": f"{_show(printed)} ({record['text']['printed']})", "true": f"{_show(true)} ({record['text']['true']})"}
    if found is not None:
        if {k: mpq(v) for k, v in found.items()} != {k: v for k, v in at.items() if k in claim.vars}:
            problems.append(f"the audit's smallest counterexample is {found}, the registry records {facts['at']}")
    elif not problems:
        problems += _box_below(claim, functions, env, at)
    return facts, problems


def _box_below(claim, functions, env, at) -> list[str]:
    """Every integer point below ``at`` (componentwise, inside the range) satisfies the claim."""
    value = _evaluator(functions)
    integer_vars = [v for v in claim.vars if v not in claim.real]
    ranges = []
    for var in integer_vars:
        lo = claim.vars[var][0]
        low = int(value(lo, env)) if lo.is_finite is not False else int(at[var])
        ranges.append(range(low, int(at[var]) + 1))
    total = 1
    for r in ranges:
        total *= len(r)
    if total > BOX_LIMIT:
        raise CertifyError(f"claim {claim.id}: {total} points below the recorded counterexample (limit {BOX_LIMIT})")
    for values in itertools.product(*ranges):
        point = dict(zip(integer_vars, map(mpq, values)))
        if point == {v: at[v] for v in integer_vars}:
            continue
        local = {**env, **point}
        try:
            in_range = all(value(lo, local) <= local[v] and (hi.is_finite is False or local[v] <= value(hi, local))
                           for v, (lo, hi) in claim.vars.items() if v in point)
        except OutOfRange:
            continue
        if in_range and value(claim.where, local) and not value(claim.holds, local):
            return [f"a smaller counterexample exists: {({k: str(v) for k, v in point.items()})}"]
    return []


def _failing_part(claim, functions, env):
    """The relation of ``holds`` that fails at ``env``: ``holds`` itself, or in a conjunction its
    first false conjunct, in an implication its conclusion (None: no relation fails there)."""
    part = claim.holds
    while isinstance(part, (sympy.And, sympy.Implies)):
        part = part.args[1] if isinstance(part, sympy.Implies) else next(
            (c for c in part.args if not _value(c, functions, env)), None)
    return part if isinstance(part, sympy.core.relational.Relational) else None


def _true_side(claim, functions, env, printed, true) -> list[str]:
    """Where the failing relation compares an expression with a number and the record's printed
    value is that number (the paper's printed constant), the record's true value must be the
    claim's own value of the other side at the point (review 36, item 5): a record whose true
    value is not the one the claim gives there is a problem of the entry."""
    try:
        part = _failing_part(claim, functions, env)
    except (OutOfRange, CertifyError, ArithmeticError, TypeError, ValueError, KeyError):
        return []
    if part is None or isinstance(printed, bool):
        return []
    constant = [side for side in (part.lhs, part.rhs) if side.is_Number]
    if len(constant) != 1 or mpq(int(constant[0].p), int(constant[0].q)) != printed:
        return []
    other = part.rhs if constant[0] is part.lhs else part.lhs
    value = _value(other, functions, env)
    if value != true:
        return [f"the recorded true value {_show(true)} is not the claim's value there: {other} = {_show(value)}"]
    return []


def sides(claim, functions: dict, point: dict, N: int = 0) -> dict:
    """The two sides of the relation that fails at ``point`` (``lhs``, ``rhs``, ``relation``: what
    the terminal line shows, e.g. 4 vs 4 (StrictGreaterThan fails)): ``holds`` itself, or in a
    conjunction its first false conjunct, in an implication its conclusion; {} when the failing
    part is no relation."""
    env = {"N": N, **{k: mpq(Fraction(str(v))) for k, v in point.items()}}
    try:
        part = _failing_part(claim, functions, env)
        if part is None:
            return {}
        return {"lhs": _show(_value(part.lhs, functions, env)), "rhs": _show(_value(part.rhs, functions, env)),
                "relation": type(part).__name__}
    except (OutOfRange, CertifyError, ArithmeticError, TypeError, ValueError, KeyError):
        return {}  # only what the line shows: a part that cannot be evaluated shows nothing


def smallest_below(claim, functions: dict, model: dict) -> tuple[dict, str]:
    """The smallest failing point at or below a solver's confirmed ``model``: the claim's
    integer variables enumerated in their declared order (the first one slowest), each from its
    low bound up to its value in the model (a variable unbounded below starts at that value;
    real variables and free parameters keep theirs), every point evaluated exactly; the model
    itself when the box exceeds :data:`BOX_LIMIT` points. Returns ``(point, how it was found)``."""
    value = _evaluator(functions)
    at = {k: mpq(Fraction(str(v))) for k, v in model.items()}
    env = {"N": 0, **at}
    integer_vars = [v for v in claim.vars if v not in claim.real and v in at and at[v].denominator == 1]
    lows = {}
    try:
        for var in integer_vars:
            lo = claim.vars[var][0]
            lows[var] = int(value(lo, env)) if lo.is_finite is not False and not lo.free_symbols - {sympy.Symbol("N", integer=True)} else int(at[var])
    except (OutOfRange, CertifyError, ZeroDivisionError, TypeError):
        return model, "the solver's model, evaluated exactly"
    total = 1
    for var in integer_vars:
        total *= max(1, int(at[var]) - lows[var] + 1)
    if total > BOX_LIMIT:
        return model, f"the solver's model, evaluated exactly (the {total} points below it exceed {BOX_LIMIT}: not searched)"
    for values in itertools.product(*[range(lows[v], int(at[v]) + 1) for v in integer_vars]):
        local = {**env, **dict(zip(integer_vars, map(mpq, values)))}
        try:
            inside = all(value(lo, local) <= local[v] and (hi.is_finite is False or local[v] <= value(hi, local))
                         for v, (lo, hi) in claim.vars.items() if lo.is_finite is not False and v in local)
            if inside and value(claim.where, local) and not value(claim.holds, local):
                point = {k: (int(v) if v.denominator == 1 else str(v)) for k, v in local.items() if k != "N" or "N" in at}
                shown = ", ".join(integer_vars) or "no integer variable"
                return point, (f"the first failing point in the order {shown}, every point from the low bounds "
                               f"up to the solver's model searched ({total} points), evaluated exactly")
        except (OutOfRange, CertifyError, ZeroDivisionError):
            continue
    return model, "the solver's model, evaluated exactly"
