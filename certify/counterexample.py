"""A genuine counterexample to a symbolic claim, found by exact evaluation at small points.

The mutation analysis (:mod:`certify.mutation`) uses it for a mutant that the solvers do not
prove but whose model only exploits the power abstraction (``policy.confirm_model`` rejects
it): the mutant counts as caught only when an exact point is found where its hypotheses hold
and its goal fails. The search is a depth-first enumeration of the claim's variables
(integers; an unbounded variable is capped at its lower bound + ``cap``), ordered so that each
conjunct of the hypotheses is evaluated, and prunes, as soon as its variables are set.
Everything is evaluated with :func:`certify.claims.evaluate.compile_expr` (exact ``mpq``).
"""

from __future__ import annotations

import sympy

from .claims.evaluate import compile_expr, pure_functions
from .errors import CertifyError
from .proofs.translate import obligation

CAPS = (6, 16, 40)  # search rounds: unbounded variables run to their lower bound + cap
BUDGET = 60_000  # conjunct evaluations per round


class _Exhausted(Exception):
    pass


def _conjuncts(expr) -> list:
    if isinstance(expr, sympy.And):
        return [part for arg in expr.args for part in _conjuncts(arg)]
    return [expr]


def find_counterexample(claim, caps=CAPS, budget: int = BUDGET) -> dict | None:
    """A point ``{var: value}`` where ``claim``'s hypotheses hold and its goal fails, or None
    (none found within the caps and budget; not a proof of anything)."""
    if claim.holds is None or claim.uses_game:
        return None
    hypotheses, goal = obligation(claim)
    functions = pure_functions()
    variables = list(claim.vars)
    bounds = {v: claim.vars[v] for v in variables}
    if any(lo.is_finite is False or lo.free_symbols - set(map(sympy.Symbol, variables)) for lo, _ in bounds.values()):
        return None
    try:
        parts = [(frozenset(s.name for s in sympy.S(c).free_symbols), compile_expr(c, functions))
                 for h in hypotheses for c in _conjuncts(h)]
        failing = compile_expr(sympy.Not(goal), functions)
        lows = {v: compile_expr(lo, functions) for v, (lo, hi) in bounds.items()}
        highs = {v: (None if hi.is_finite is False else compile_expr(hi, functions)) for v, (lo, hi) in bounds.items()}
    except CertifyError:
        return None
    needs = {v: {s.name for lo_hi in bounds[v] for s in lo_hi.free_symbols} for v in variables}
    order: list[str] = []
    while len(order) < len(variables):  # greedy: the variable completing the most conjuncts next
        ready = [v for v in variables if v not in order and needs[v] <= set(order)]
        if not ready:
            return None  # bounds referring to unknown names (N): not a symbolic claim
        done = set(order)
        order.append(max(ready, key=lambda v: (sum(names <= done | {v} and not names <= done for names, _ in parts),
                                                -variables.index(v))))
    checks_at = [[f for names, f in parts if names <= set(order[: i + 1]) and not names <= set(order[:i])]
                 for i in range(len(order))]
    checks_at[0] += [f for names, f in parts if not names]
    for cap in caps:
        found = _search(order, lows, highs, checks_at, failing, cap, budget)
        if found is not None:
            return found
    return None


def _search(order, lows, highs, checks_at, failing, cap, budget):
    env: dict = {}
    spent = [0]

    def holds_all(checks) -> bool:
        spent[0] += len(checks)
        if spent[0] > budget:
            raise _Exhausted
        try:
            return all(check(env) for check in checks)
        except (CertifyError, ZeroDivisionError, ValueError, TypeError, OverflowError):
            return False

    def walk(i):
        if i == len(order):
            try:
                return dict(env) if failing(env) else None
            except (CertifyError, ZeroDivisionError, ValueError, TypeError, OverflowError):
                return None
        var = order[i]
        try:
            low = lows[var](env)
            high = highs[var](env) if highs[var] is not None else low + cap
        except (CertifyError, ZeroDivisionError, ValueError, TypeError):
            return None
        if low.denominator != 1 or high.denominator != 1:
            return None
        for value in range(int(low), min(int(high), int(low) + cap) + 1):
            env[var] = value
            if holds_all(checks_at[i]):
                found = walk(i + 1)
                if found is not None:
                    return found
        env.pop(var, None)
        return None

    try:
        found = walk(0)
    except _Exhausted:
        return None
    return {k: int(v) for k, v in found.items()} if found is not None else None
