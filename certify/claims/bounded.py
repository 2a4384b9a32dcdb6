"""Bounded checks: a claim's ``holds`` evaluated exactly at every point of its range.

Variables are enumerated in the order the registry lists them, each from its low to its
high bound (bounds may use earlier variables and ``N``, the range of the check), so the
first failure found is the smallest counterexample in that order.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import sympy

from ..errors import CertifyError
from .evaluate import OutOfRange, compile_expr


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
            raise CertifyError(f"claim {claim.id}: bounds of {var} are not integers at {env}")
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
