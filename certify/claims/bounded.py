"""Bounded checks: a claim's ``holds`` evaluated exactly at every point of its range.

Variables are enumerated in the order the registry lists them, each from its low to its
high bound (bounds may use earlier variables and ``N``, the range of the check), so the
first failure found is the smallest counterexample in that order.

Large ranges are evaluated in blocks by :mod:`.vectorized` (exact, no float); that path is
taken only when it finishes without any error, and a counterexample it finds is evaluated
again here, point by point, before it is reported. Anything else falls back to the loop.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field

import numpy as np
import sympy

from ..errors import CertifyError
from .evaluate import OutOfRange, compile_expr
from .printing import outer_limit


@dataclass
class BoundedResult:
    holds: bool | None  # None: could not be decided in range
    cases: int
    counterexample: dict | None = None
    detail: dict = field(default_factory=dict)
    problem: str | None = None


def describe_range(claim, N: int) -> str:
    if not claim.vars:
        return "the stated instance"
    parts = [f"{lo} <= {var} <= {hi}".replace("N", str(N)) for var, (lo, hi) in claim.vars.items()]
    text = ", ".join(parts)
    if claim.where != sympy.true:
        text += f", where {claim.where}"
    return text


def check_bounded(claim, N: int, functions: dict, all_failures: int = 0) -> BoundedResult:
    """Check ``claim`` over its range for size ``N``; stop at the first failure, or collect up
    to ``all_failures`` failing points in ``detail["failures"]`` (for plots)."""
    env_functions = dict(functions)
    holds = compile_expr(claim.holds, env_functions)
    where = compile_expr(claim.where, env_functions)
    bounds = [(var, compile_expr(lo, env_functions), compile_expr(hi, env_functions)) for var, (lo, hi) in claim.vars.items()]
    sides = None
    if isinstance(claim.holds, sympy.core.relational.Relational):
        sides = (compile_expr(claim.holds.lhs, env_functions), compile_expr(claim.holds.rhs, env_functions))
    if claim.vars and not all_failures:
        fast = _vectorized(claim, N, functions, holds, where, sides)
        if fast is not None:
            return fast
    cases = 0
    failures: list[dict] = []
    first_failure = None

    def points(i, env):
        if i == len(bounds):
            yield dict(env)
            return
        var, lo, hi = bounds[i]
        low, high = lo(env), hi(env)
        if low.denominator != 1 or high.denominator != 1:
            raise CertifyError(f"claim {claim.id}: bounds of {var} are not integers at {env} "
                               f"({low}, {high}: write floor(...) or ceiling(...) in its range)")
        for value in range(int(low), int(high) + 1):
            env[var] = value
            yield from points(i + 1, env)
        env.pop(var, None)

    try:
        for env in points(0, {"N": N}):
            if not where(env):
                continue
            cases += 1
            if not holds(env):
                point = {k: v for k, v in env.items() if k != "N"}
                if all_failures:
                    if first_failure is None:
                        first_failure = point
                    failures.append(point)
                    if len(failures) < all_failures:
                        continue
                    break
                detail = {}
                if sides:
                    detail = {"lhs": str(sides[0](env)), "rhs": str(sides[1](env)), "relation": type(claim.holds).__name__}
                return BoundedResult(False, cases, point, detail)
    except OutOfRange as error:
        return BoundedResult(None, cases, problem=str(error))
    if failures:
        return BoundedResult(False, cases, first_failure, {"failures": failures})
    return BoundedResult(True, cases)


def _vectorized(claim, N, functions, holds, where, sides) -> BoundedResult | None:
    """The check by blocks (:mod:`.vectorized`), or None where the per-point loop must decide:
    the evaluator does not cover the claim, raised anything, or disagrees with the per-point
    evaluation at a point it is asked to confirm (the first and last point of every block)."""
    from . import vectorized

    try:
        ev = vectorized.Evaluator(functions, [claim.holds, claim.where, *[b for pair in claim.vars.values() for b in pair]])
        bounds = list(claim.vars.items())
        cases = 0
        for env, L in vectorized.blocks(ev, [(var, lo, hi) for var, (lo, hi) in bounds], N):
            inside = vectorized._truth(ev(claim.where, env, L))
            idx = np.flatnonzero(inside)
            ok = np.ones(L, dtype=bool)
            if len(idx):
                ok[idx] = vectorized._truth(ev(claim.holds, {k: v.take(idx) for k, v in env.items()}, len(idx)))
            bad = np.flatnonzero(~ok)
            for i in ({0, L - 1} if L else set()) | set(bad[:1].tolist()):
                point = {"N": N, **{var: int(env[var].integers()[i]) for var, _ in bounds}}
                if bool(where(point)) != bool(inside[i]) or (inside[i] and bool(holds(point)) != bool(ok[i])):
                    return None
            if len(bad):
                first = int(bad[0])
                cases += int(inside[: first + 1].sum())
                point = {"N": N, **{var: int(env[var].integers()[first]) for var, _ in bounds}}
                detail = {}
                if sides:
                    detail = {"lhs": str(sides[0](point)), "rhs": str(sides[1](point)), "relation": type(claim.holds).__name__}
                return BoundedResult(False, cases, {k: v for k, v in point.items() if k != "N"}, detail)
            cases += len(idx)
    except Exception:  # noqa: BLE001 - any failure here means: let the per-point loop decide
        return None
    return BoundedResult(True, cases)


SEARCH_POINTS = 100_000  # at most this many points in a counterexample search over an infinite range
SEARCH_SECONDS = 5.0  # CPU seconds: a round starts only if it is predicted to end within this budget (see search_infinite)


def search_infinite(claim, functions: dict, points: int = SEARCH_POINTS, seconds: float = SEARCH_SECONDS,
                    progress=None) -> tuple[BoundedResult | None, str]:
    """A bounded counterexample search for a claim over an infinite range that no solver can
    settle (one that calls a registry's own functions, issue 38 item 3): growing boxes, each
    infinite bound replaced by the low bound + K - 1 (a bound -oo by -K), K = 10, 100, ... while
    the box has at most ``points`` points and the next round is predicted to end within
    ``seconds`` of the start: the last round's time scaled by the ratio of their priced work
    (:func:`cost`: points x operations, so a sum in the claim grows the prediction with its
    length), or where a box cannot be priced the rounds so far, times ten, within ``seconds``;
    each box by :func:`check_bounded` (exact; the first failure in the declared order). Returns
    (the first failing round's result or None, what was searched). The budget is CPU time of this
    process, not the clock: a loaded machine does not end the search earlier (an outside user's CI
    saw a claim expected refuted come back open under load)."""
    import time

    infinite = [var for var, (lo, hi) in claim.vars.items() if lo.is_finite is False or hi.is_finite is False]
    free = {s.name for s in (claim.holds.free_symbols | claim.where.free_symbols)} - set(claim.vars) - {"N"}
    if not infinite or free:  # a variable with no range (a DAG node's universally read unknown): nothing to enumerate
        return None, ""
    started, searched, size, last = time.process_time(), "", 10, None
    while size ** len(infinite) <= points:
        elapsed = time.process_time() - started
        box = {var: (-sympy.Integer(size) if lo.is_finite is False else lo,
                     (lo + size - 1 if lo.is_finite is not False else sympy.Integer(size)) if hi.is_finite is False else hi)
               for var, (lo, hi) in claim.vars.items()}
        priced = cost(dataclasses.replace(claim, vars=box), claim.max)
        work = priced[0] * priced[1] if priced is not None else None
        if searched and last is not None and work and last[0]:  # the next round predicted by the priced work
            if elapsed + last[1] * work / last[0] > seconds:
                break
        elif searched and elapsed * 10 > seconds:
            break
        began = time.process_time()
        shown = ", ".join(f"{lo} <= {var} <= {hi}" for var, (lo, hi) in box.items())
        if progress:
            progress(f"{claim.id}: searching {shown} for a counterexample")
        try:
            result = check_bounded(dataclasses.replace(claim, vars=box), claim.max, functions)
        except (CertifyError, ValueError, TypeError, ZeroDivisionError):
            break
        if result.holds is None:
            break
        last = (work, time.process_time() - began) if work else None
        searched = f"{shown} ({result.cases} points, {time.process_time() - started:.1f} s)"
        if result.holds is False:
            return result, searched
        size *= 10
    return None, searched


MAX_CASES = 200_000_000_000  # priced work (points x operations) of one bounded range, unless --max-cases raises it:
# about twice the dearest shipped range under --deep (cushing.proof-1.1.case-1.rewrite, 8.5e10)


def _corners(claim, N: int):
    """Each variable's widest span, exactly: ``(points, corners)``, the corners being the
    environments of the variables' extreme values (at most 64); None when a bound cannot be
    evaluated (the check itself then says why)."""
    import itertools

    corners: list[dict] = [{"N": N}]
    total = 1
    try:
        for var, (lo, hi) in claim.vars.items():
            if lo.is_finite is False or hi.is_finite is False:
                return None
            low, high = compile_expr(lo, {}), compile_expr(hi, {})
            lows = [low(env) for env in corners]
            highs = [high(env) for env in corners]
            least, most = min(lows), max(highs)
            total *= max(0, int(most) - int(least) + 1)
            corners = [dict(env, **{var: value}) for env, value in itertools.product(corners, {least, most})][:64]
    except (CertifyError, OutOfRange, KeyError, TypeError, ValueError, ZeroDivisionError):
        return None
    return total, corners


def price(claim, N: int) -> int | None:
    """An upper estimate of the points of ``claim``'s bounded range at size ``N``: each variable's
    span with its bounds evaluated exactly where the earlier variables make it widest (their low
    and high ends tried); None when a bound cannot be evaluated (the check itself then says why)."""
    found = _corners(claim, N)
    return None if found is None else found[0]


def operations(expr, corners) -> int | None:
    """The operations of one evaluation of ``expr`` (the cost model of :func:`check_price`,
    exact and documented in docs/semantics.md): one per node of its expression tree, a Sum's
    (Product's) term counted once per term, the number of terms its bounds give at the widest of
    ``corners``; a function call is one operation (a registry function's own work is not known:
    its time is bounded by the check's, not priced). None when a bound cannot be evaluated."""
    if isinstance(expr, (sympy.Sum, sympy.Product)):
        index, low, high, function = outer_limit(expr)  # a nested sum: its inner sums are the body
        try:
            ends = [(compile_expr(low, {})(env), compile_expr(high, {})(env)) for env in corners]
            terms = max(max(0, int(b) - int(a) + 1) for a, b in ends)
        except (CertifyError, OutOfRange, KeyError, TypeError, ValueError, ZeroDivisionError):
            return None
        inner = [operations(part, corners) for part in (low, high)]
        # the body at the index's extreme values: an inner sum's bounds may depend on it
        body = operations(function, [dict(env, **{index.name: value}) for env, (a, b) in zip(corners, ends)
                                     for value in {a, b}][:64])
        return None if body is None or None in inner else 1 + sum(inner) + terms * body
    parts = [operations(arg, corners) for arg in expr.args] if isinstance(expr, sympy.Basic) else []
    return None if None in parts else 1 + sum(parts)


def cost(claim, N: int) -> tuple[int, int] | None:
    """``(points, operations per point)`` of the claim's bounded range at size ``N``
    (:func:`price`, :func:`operations` of its ``where`` and ``holds``), or None when unpriceable."""
    found = _corners(claim, N)
    if found is None:
        return None
    points, corners = found
    each = [operations(e, corners) for e in (claim.where, claim.holds)]
    return None if None in each else (points, sum(each))


def check_price(claim, N: int, max_cases: int | None = None) -> None:
    """Refuse (exit 4) a bounded range whose priced work, points x operations per point
    (:func:`cost`), is more than ``max_cases`` (default :data:`MAX_CASES`), before any of it is
    evaluated: ``[1, 10**12]`` is priced, not run."""
    limit = MAX_CASES if max_cases is None else max_cases
    if claim.method not in ("bounded", "both") or claim.holds is None:
        return
    found = cost(claim, N)
    if found is not None and found[0] * found[1] > limit:
        points, each = found
        raise CertifyError.limit(f"claim {claim.id}: its bounded range costs up to {points * each:,} operations "
                                 f"({points:,} points x {each:,} operations each; limit {limit:,}): narrow its vars "
                                 "or raise --max-cases")
