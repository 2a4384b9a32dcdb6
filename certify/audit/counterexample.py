"""A genuine counterexample to a symbolic claim, found by exact evaluation at small points.

The mutation analysis (:mod:`certify.audit.mutation`) uses it for a mutant that the solvers do not
prove but whose model only exploits the power abstraction (``policy.confirm_model`` rejects
it): the mutant counts as caught only when an exact point is found where its hypotheses hold
and its goal fails. The search is a depth-first enumeration of the claim's variables
(integers, and halves for a variable the claim declares real; an unbounded variable is capped at its lower bound + ``cap``), ordered so that each
conjunct of the hypotheses is evaluated, and prunes, as soon as its variables are set.
Everything is evaluated with :func:`certify.claims.evaluate.compile_expr` (exact ``mpq``).
"""

from __future__ import annotations

import time

import sympy
from gmpy2 import mpq

from ..claims.evaluate import compile_expr, pure_functions
from ..errors import CertifyError
from ..proofs.translate import obligation

CAPS = (6, 16, 40)  # search rounds: unbounded variables run to their lower bound + cap
BUDGET = 60_000  # conjunct evaluations per round
SECONDS = 1.0  # at most this much CPU time per search, all rounds together (the same on a busy machine)


class _Exhausted(Exception):
    pass


def _conjuncts(expr) -> list:
    if isinstance(expr, sympy.And):
        return [part for arg in expr.args for part in _conjuncts(arg)]
    return [expr]


def find_counterexample(claim, caps=CAPS, budget: int = BUDGET, seconds: float = SECONDS) -> dict | None:
    """A point ``{var: value}`` where ``claim``'s hypotheses hold and its goal fails, or None
    (none found within the caps, budget and ``seconds``; not a proof of anything). A free symbol the claim
    does not list in ``vars`` ranges over all integers (declared reals: halves), as in the solvers'
    obligation; it is searched from 0 outwards."""
    if claim.holds is None or claim.uses_game:
        return None
    hypotheses, goal = obligation(claim)
    functions = pure_functions()
    bounds = dict(claim.vars)
    free = {s.name for e in [*hypotheses, goal] for s in sympy.S(e).free_symbols}
    unbounded = sympy.Symbol("_unbounded")
    for name in sorted(free - set(bounds)):
        bounds[name] = (-unbounded, unbounded)  # both ways from 0
    variables = list(bounds)
    if any(lo.is_finite is False for lo, _ in bounds.values()):
        return None
    try:
        parts = [(frozenset(s.name for s in sympy.S(c).free_symbols), compile_expr(c, functions))
                 for h in hypotheses for c in _conjuncts(h)]
        failing = compile_expr(sympy.Not(goal), functions)
        ranges = {v: (None if lo == -unbounded else compile_expr(lo, functions),
                      None if hi.is_finite is False or hi == unbounded else compile_expr(hi, functions))
                  for v, (lo, hi) in bounds.items()}
    except CertifyError:
        return None
    needs = {v: {s.name for side in bounds[v] for s in side.free_symbols} - {"_unbounded"} for v in variables}
    order: list[str] = []
    while len(order) < len(variables):  # greedy: the variable completing the most conjuncts next
        ready = [v for v in variables if v not in order and needs[v] <= set(order)]
        if not ready:
            return None  # bounds referring to names that are not variables (N): not a symbolic claim
        done = set(order)
        order.append(max(ready, key=lambda v: (sum(names <= done | {v} and not names <= done for names, _ in parts),
                                                -variables.index(v))))
    checks_at = [[f for names, f in parts if names <= set(order[: i + 1]) and not names <= set(order[:i])]
                 for i in range(len(order))]
    constant = [f for names, f in parts if not names]
    integers = {s.name for e in [*hypotheses, goal] for s in sympy.S(e).free_symbols if s.is_integer}
    steps = {v: (1 if v in integers else mpq(1, 2)) for v in variables}  # a declared real: halves too
    deadline = time.process_time() + seconds
    for cap in caps:
        found = _search(order, ranges, steps, constant, checks_at, failing, cap, budget, deadline)
        if found is not None:
            return {k: (int(v) if v.denominator == 1 else str(v)) for k, v in found.items()}
    return None


def _values(low, high, step, cap):
    """The values of one variable: from ``low`` up (at most ``cap`` above it), or, with no low
    bound, 0, then outwards both ways."""
    if low is None:
        out = [mpq(0)]
        for i in range(1, int(cap / step) + 1):
            out += [i * step, -i * step] if i * step <= cap else []
        return [v for v in out if high is None or v <= high]
    top = low + cap if high is None else min(high, low + cap)
    count = int((top - low) / step)
    return [low + i * step for i in range(count + 1)]


def _search(order, ranges, steps, constant, checks_at, failing, cap, budget, deadline):
    env: dict = {}
    spent = [0, 0]  # conjunct evaluations, points visited
    errors = (CertifyError, ZeroDivisionError, ValueError, TypeError, OverflowError, KeyError)

    def holds_all(checks) -> bool:
        spent[0] += len(checks) + 1
        spent[1] += 1
        if spent[0] > budget or spent[1] % 512 == 0 and time.process_time() > deadline:
            raise _Exhausted
        try:
            return all(check(env) for check in checks)
        except errors:
            return False

    def walk(i):
        if i == len(order):
            try:
                return dict(env) if failing(env) else None
            except errors:
                return None
        var = order[i]
        lo, hi = ranges[var]
        try:
            low = None if lo is None else mpq(lo(env))
            high = None if hi is None else mpq(hi(env))
        except errors:
            return None
        if steps[var] == 1 and (low is not None and low.denominator != 1 or high is not None and high.denominator != 1):
            return None
        for value in _values(low, high, steps[var], cap):
            env[var] = int(value) if value.denominator == 1 else value
            if holds_all(checks_at[i]):
                found = walk(i + 1)
                if found is not None:
                    return found
        env.pop(var, None)
        return None

    try:
        if not holds_all(constant):
            return None
        found = walk(0)
    except _Exhausted:
        return None
    return {k: mpq(v) for k, v in found.items()} if found is not None else None
