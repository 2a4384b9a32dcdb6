"""The proof policy: what the answers of the tools amount to (docs/trust.md).

* ``proved`` needs two independent tools to agree that the negated claim has no model:
  z3 and cvc5 each answering ``unsat`` on the exported SMT-LIB2 file, or one of them and a
  SymPy simplification that closes every equation of the claim. SymPy alone, or one
  solver alone, is ``open``, with the reason.
* A claim that cannot be exported (an infinite ``Sum``) may be closed by another stated
  route: the series route (:func:`series_route`) exports the term-by-term identity of the
  partial sums to SMT-LIB2 (checked by z3 and cvc5) and takes their limit with SymPy.
* A sum or product with a symbolic bound is proved by induction (:func:`induction_route`), or,
  when the claim is not inductive as stated, through SymPy's closed form confirmed by the
  solvers (:func:`closed_form_route`): SymPy alone never proves.
* ``refuted`` needs a model that exact evaluation confirms (:func:`confirm_model`); a model
  that only exploits an abstraction is ``open``.
* ``unknown``, ``timeout`` and ``error`` are reported as such, never as proved.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import sympy

from ..errors import CertifyError
from .runners import SolverRun
from .translate import defined, divisors, obligation, ranged_positive

AGREEING = 2  # independent tools that must agree for ``proved``


def check_timeout(timeout) -> float:
    """A solver time limit must be a finite positive number of seconds (a usage error otherwise)."""
    try:
        value = float(timeout)
    except (TypeError, ValueError):
        raise CertifyError.usage(f"--timeout must be a number of seconds, got {timeout!r}") from None
    if not (value > 0 and value != float("inf")):  # also rejects nan
        raise CertifyError.usage(f"--timeout must be a finite positive number of seconds, got {timeout!r}")
    return value


@dataclass
class Proof:
    claim: str
    status: str  # proved, refuted, open
    runs: dict[str, SolverRun] = field(default_factory=dict)
    sympy_method: str | None = None
    model: dict | None = None
    refuted_by: str | None = None
    smt2: str | None = None
    reason: str = ""
    abstractions: list[str] = field(default_factory=list)
    route: str | None = None  # how a claim without a direct SMT export was closed

    def summary(self) -> dict:
        answers = {name: run.answer for name, run in self.runs.items()}
        timing = {name: round(run.seconds, 3) for name, run in self.runs.items()}
        parts = []
        if self.sympy_method:
            parts.append(f"sympy: identity closed by {self.sympy_method}")
        parts += [f"{name}: {run.answer} ({'answered before, kept' if run.cached else f'{run.seconds:.2f} s'})"
                  for name, run in self.runs.items()]
        if self.abstractions:
            parts.append("powers abstracted: " + ", ".join(self.abstractions))
        if self.route:
            parts.append(f"route: {self.route}")
        if self.reason:
            parts.append(self.reason)
        return {"status": self.status, "solvers": answers, "seconds": timing, "sympy": self.sympy_method,
                "text": "; ".join(parts), "model": self.model, "reason": self.reason}


def sympy_identity(goal: sympy.Basic) -> str | None:
    """The name of the simplification proving every equation in ``goal``, or None."""
    equations = [goal] if isinstance(goal, sympy.Eq) else list(goal.args) if isinstance(goal, sympy.And) else []
    if not equations or not all(isinstance(e, sympy.Eq) for e in equations):
        return None
    methods = [("expand", sympy.expand), ("powsimp(expand)", lambda e: sympy.powsimp(sympy.expand(e), force=True)),
               ("cancel(together)", lambda e: sympy.cancel(sympy.together(e))), ("simplify", sympy.simplify)]
    used = []
    for equation in equations:
        difference = equation.lhs - equation.rhs
        for name, method in methods:
            if method(difference) == 0:
                used.append(name)
                break
        else:
            return None
    return ", ".join(sorted(set(used)))


def _complete(env: dict, symbols, hypotheses, functions) -> bool:
    """Give the symbols a model leaves out a value: the trusted printer substitutes a hypothesis
    ``v = e`` (:func:`certify.checkers._smt_print.equations`), so v is absent from the model and
    takes e's value; a symbol that no assertion mentions takes its lower bound, or 0. Whatever
    is filled in, the caller evaluates every hypothesis and the goal exactly. False when a
    symbol cannot be filled (an integer given a fraction)."""
    from gmpy2 import mpq

    from ..claims.evaluate import compile_expr

    conjuncts = [c for h in hypotheses for c in (h.args if isinstance(h, sympy.And) else [h])]
    missing = {s for s in symbols if s.name not in env}
    while missing:
        found = next(((s, value) for c in conjuncts if isinstance(c, sympy.Eq) for s, value in ((c.lhs, c.rhs), (c.rhs, c.lhs))
                      if s in missing and all(f.name in env for f in value.free_symbols)), None)
        if found is None:
            for s in missing:  # mentioned by no assertion left: any value of its range will do
                low = next((h.lhs for h in conjuncts if isinstance(h, sympy.Le) and h.rhs == s and h.lhs.is_number), 0)
                env[s.name] = mpq(str(low))
            return all(not (s.is_integer and env[s.name].denominator != 1) for s in symbols)
        s, value = found
        env[s.name] = mpq(compile_expr(value, functions)(env))
        missing.discard(s)
        if s.is_integer and env[s.name].denominator != 1:
            return False
    return True


def confirm_model(claim, model: dict) -> dict | None:
    """Whether a solver's model is a genuine counterexample, by exact evaluation.

    Only the claim's own symbols are taken from the model; abstracted powers and floors are
    recomputed exactly, so a model that exploits the abstraction is not confirmed.
    """
    from gmpy2 import mpq

    from ..claims.evaluate import compile_expr, pure_functions

    hypotheses, goal = obligation(claim)
    symbols = {s for e in [*hypotheses, goal] for s in sympy.S(e).free_symbols}
    env = {}
    for sym in symbols:
        text = model.get(sym.name)
        if text is None:
            continue  # absent: substituted away by the printer, completed below
        if not re.fullmatch(r"-?\d+(/\d+)?", text.strip()):
            return None
        env[sym.name] = mpq(text.strip())
        if sym.is_integer and env[sym.name].denominator != 1:
            return None  # a model over the reals is no counterexample to an integer claim
    try:
        functions = pure_functions()
        if not _complete(env, symbols, hypotheses, functions):
            return None
        if not all(compile_expr(h, functions)(env) for h in hypotheses):
            return None
        return {k: str(v) for k, v in sorted(env.items())} if not compile_expr(goal, functions)(env) else None
    except ZeroDivisionError:  # the claim divides by zero there: undefined, not refuted (the bounded check's answer)
        raise Undefined({k: str(v) for k, v in sorted(env.items())}) from None
    except (CertifyError, KeyError):
        return None


class Undefined(Exception):
    """A solver's model is a point where the claim divides by zero (its ``args[0]``: the point)."""


def decide(proof: Proof, claim) -> Proof:
    """Set ``proof.status`` from the solver runs and SymPy's result, by the policy above."""
    answers = {name: run.answer for name, run in proof.runs.items()}
    if "sat" in answers.values():
        if "unsat" in answers.values():
            proof.status, proof.reason = "open", "solvers disagree (sat and unsat): investigate"
            return proof
        model = next((run.model for run in proof.runs.values() if run.answer == "sat" and run.model is not None), None)
        try:
            confirmed = confirm_model(claim, model) if model is not None else None
        except Undefined as point:
            shown = ", ".join(f"{k} = {v}" for k, v in point.args[0].items())
            proof.status, proof.reason = "open", _join(proof.reason, f"the claim divides by zero at {shown}: undefined there "
                                                       "(exclude the point by its range or its where)")
            return proof
        if confirmed is not None:
            proof.status, proof.model = "refuted", confirmed
            proof.refuted_by = ", ".join(n for n, a in answers.items() if a == "sat")
        else:
            proof.status = "open"
            proof.reason = _join(proof.reason, "a solver found a model of the abstracted problem that is not a genuine counterexample")
        return proof
    agreeing = [name for name, answer in answers.items() if answer == "unsat"] + (["sympy"] if proof.sympy_method else [])
    if len(agreeing) >= AGREEING:
        proof.status = "proved"
        return proof
    proof.status = "open"
    undecided = [f"{name} {answer}" for name, answer in answers.items() if answer != "unsat"]
    if agreeing:
        why = f"only {agreeing[0]} closed it; proved needs {AGREEING} independent tools to agree"
    else:
        why = "no tool closed it"
    proof.reason = _join(proof.reason, why + (f" ({', '.join(undecided)})" if undecided else ""))
    return proof


def _join(first: str, second: str) -> str:
    return f"{first}; {second}" if first else second


def infinite_sum(goal) -> tuple | None:
    """``(term, index, low, value)`` when ``goal`` is ``Eq(Sum(term, (index, low, oo)), value)``."""
    if not isinstance(goal, sympy.Eq):
        return None
    for series, value in ((goal.lhs, goal.rhs), (goal.rhs, goal.lhs)):
        if isinstance(series, sympy.Sum) and len(series.limits) == 1 and not value.has(sympy.Sum):
            index, low, high = series.limits[0]
            if high == sympy.oo and low.is_Integer:
                return series.function, index, low, value
    return None


def series_route(claim):
    """The series route for ``Eq(Sum(f(i), (i, a, oo)), R)``: SymPy proposes the partial sums
    F(K) = sum_{i=a}^{K} f(i) in closed form; the returned obligation (for z3 and cvc5) is the
    term-by-term identity F(a) = f(a), F(K+1) - F(K) = f(K+1) for all K >= a, which makes F the
    partial sums whatever SymPy did; and SymPy's limit of F(K) must be R.

    Returns ``(claim with that obligation, limit agrees: bool, text)`` or None when the claim is
    not a single infinite sum or SymPy finds no closed form.
    """
    import dataclasses

    found = infinite_sum(claim.holds)
    if found is None:
        return None
    term, index, low, value = found
    K = sympy.Symbol("K", integer=True)
    if "K" in claim.vars or K in claim.holds.free_symbols:
        return None
    partial = sympy.summation(term, (index, low, K))
    if partial.has(sympy.Sum):
        return None
    partial = partial.replace(  # (p/q)**e as p**e / q**e: the translation handles integer bases
        lambda e: e.is_Pow and e.base.is_Rational and not e.base.is_Integer and not e.exp.is_number,
        lambda e: sympy.Integer(e.base.p) ** e.exp / sympy.Integer(e.base.q) ** e.exp)
    if not _terms_positive(claim, term, index, low):
        return None
    limit = sympy.limit(partial, K, sympy.oo)
    agrees = sympy.simplify(limit - value) == 0
    steps = sympy.And(sympy.Eq(partial.subs(K, low), term.subs(index, low)),
                      sympy.Eq(partial.subs(K, K + 1) - partial, term.subs(index, K + 1)),
                      defined([value]))  # the claimed value is defined (SymPy's limit check cancels a division)
    variables = {**claim.vars, "K": (low, sympy.oo)}
    derived = dataclasses.replace(claim, holds=steps, vars=variables)
    text = (f"series: partial sums F(K) = {sympy.simplify(partial)} checked term by term (F({low}) = f({low}), "
            f"F(K+1) - F(K) = f(K+1)) by the solvers; sympy: lim F(K) = {limit}"
            + ("" if agrees else f", not {value}"))
    return derived, agrees, text


def induction_route(claim):
    """Induction for sums and products with a symbolic bound (issue 38, item 3): a claim whose
    ``holds`` contains ``Sum(f(i), (i, a, n + c))`` (or ``Product``), with ``n`` an integer
    variable over ``[n0, oo)``, integers ``a`` and ``c``, ``n0 + c >= a - 1`` and nothing else
    depending on ``n``, is proved for every ``n >= n0`` by

    * the base case: the statement at ``n = n0``, its sums and products computed exactly;
    * the step ``P(n) => P(n + 1)``, each sum (product) replaced by a fresh real unknown ``S``
      in ``P(n)`` and by ``S + f(n + c + 1)`` (``S * f(n + c + 1)``) in ``P(n + 1)``: the sum
      unfolded once, valid for every upper bound ``>= a - 1``.

    ``P(n)`` is ``where => holds`` (the other variables keep their bounds, free of ``n``). The
    two are one SMT obligation, ``not (base and step)``, for z3 and cvc5: unsat under both proves
    the claim by induction on ``n``. A model is no counterexample (the step may fail for a true
    claim whose hypothesis is too weak): the claim stays open. Returns ``(derived claim, text)``
    or None when the claim is not of this form."""
    import dataclasses

    found = _inductive_shape(claim)
    if found is None:
        return None
    var, n, low, shapes = found
    sums = [s for s, _, _ in shapes]
    statement = claim.holds if claim.where == sympy.true else sympy.Implies(claim.where, claim.holds)
    unknowns = {s: sympy.Symbol(f"S_{k}", real=True) for k, s in enumerate(sums)}
    base = statement.xreplace({n: low}).doit()
    now = statement.xreplace(unknowns)
    unfolded = {s.xreplace({n: n + 1}): (unknowns[s] + s.function.xreplace({index: b + 1}) if isinstance(s, sympy.Sum)
                                          else unknowns[s] * s.function.xreplace({index: b + 1}))
                for s, index, b in shapes}
    following = statement.xreplace({n: n + 1}).xreplace(unfolded)
    if any(e.has(sympy.Sum, sympy.Product) for e in (base, now, following)):
        return None
    derived = dataclasses.replace(claim, holds=sympy.And(base, sympy.Implies(now, following)), where=sympy.true)
    text = (f"induction on {var} from {low}: the base case {var} = {low} and the step P({var}) => P({var} + 1) "
            f"with {len(sums)} sum(s) or product(s) unfolded once, one obligation for the solvers")
    return derived, text


def closed_form_route(claim):
    """The closed-form route (issue 38, item 3) for a claim of :func:`induction_route`'s shape that
    is not inductive as stated (``Sum(1/(i*(i+1)), (i, 1, n)) < 1``: ``S < 1`` does not give
    ``S + 1/((n+1)(n+2)) < 1``): SymPy proposes each sum's (product's) closed form ``F(n)``; the
    obligation for z3 and cvc5 is, for every ``n >= n0``, ``F(n0)`` = the sum at ``n0`` computed
    exactly, ``F(n + 1) - F(n) = f(n + c + 1)`` (``F(n + 1) = F(n) * f(n + c + 1)``), and the
    claim with ``F(n)`` for the sum: unsat under both proves the claim whatever SymPy did (the
    first two make ``F`` the sum, by induction on n). A model is no counterexample: open.

    Returns ``(derived claim, [(sum, F), ...], text)``, the sums sorted by text, or
    None when the claim is not of that shape or SymPy finds no closed form."""
    import dataclasses

    found = _inductive_shape(claim)
    if found is None or claim.where.has(sympy.Sum, sympy.Product):
        return None
    var, n, low, shapes = found
    forms, base, steps, replaced = [], [], [], {}
    for s, index, b in shapes:
        a = s.limits[0][1]
        product = isinstance(s, sympy.Product)
        closed = (sympy.product if product else sympy.summation)(s.function, (index, a, b))
        if closed.has(sympy.Sum, sympy.Product, sympy.Piecewise):
            return None
        closed = closed.replace(  # (p/q)**e as p**e / q**e: the translation handles integer bases
            lambda e: e.is_Pow and e.base.is_Rational and not e.base.is_Integer and not e.exp.is_number,
            lambda e: sympy.Integer(e.base.p) ** e.exp / sympy.Integer(e.base.q) ** e.exp)
        forms.append((s, closed))
        replaced[s] = closed
        base.append(sympy.Eq(closed.xreplace({n: low}), s.xreplace({n: low}).doit()))
        term, following = s.function.xreplace({index: b + 1}), closed.xreplace({n: n + 1})
        steps.append(sympy.Eq(following, closed * term) if product else sympy.Eq(following - closed, term))
    statement = claim.holds if claim.where == sympy.true else sympy.Implies(claim.where, claim.holds)
    body = statement.xreplace(replaced)
    if body.has(sympy.Sum, sympy.Product):
        return None
    derived = dataclasses.replace(claim, holds=sympy.And(*base, *steps, body), where=sympy.true)
    text = (f"closed form: SymPy's {', '.join(f'F({var}) = {f}' for _, f in forms)} for the "
            f"{'sums' if len(forms) > 1 else 'sum'}, confirmed by the solvers (F at {var} = {low}, F({var} + 1) from "
            f"F({var}), and the claim with F), one obligation; SymPy alone proves nothing")
    return derived, forms, text


def _terms_positive(claim, term, index, low) -> bool:
    """Every divisor of a sum's ``term`` is positive for every index >= ``low`` in the variables'
    ranges: the sum evaluates each of its terms whatever guards the claim (session 36's review:
    ``where n != 3`` hid the term i = 3 of sum 1/(i - 3), reached at every n >= 4)."""
    return all(ranged_positive(claim, d, [sympy.Le(low, index)]) for _, d in divisors(term))


def _inductive_shape(claim):
    """``(name, symbol, low, [(sum, index, upper bound), ...])`` for a claim of
    :func:`induction_route`'s shape (its sums and products sorted by text), else None."""
    if claim.holds is None or claim.uses_game:
        return None
    sums = sorted(claim.holds.atoms(sympy.Sum, sympy.Product), key=str)
    if not sums or any(len(s.limits) != 1 or s.function.has(sympy.Sum, sympy.Product) for s in sums):
        return None
    for var, (low, high) in claim.vars.items():
        n = claim.symbol(var)
        if var in claim.real or high != sympy.oo or not low.is_Integer:
            continue
        if any(n in b.free_symbols for other, pair in claim.vars.items() if other != var for b in pair):
            continue
        shapes = []
        for s in sums:
            index, a, b = s.limits[0]
            if n in s.function.free_symbols or not a.is_Integer or not (b - n).is_Integer or b.subs(n, low) < a - 1 \
                    or not _terms_positive(claim, s.function, index, a):
                break
            shapes.append((s, index, b))
        else:
            return var, n, low, shapes
    return None
