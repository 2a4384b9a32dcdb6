"""SymPy -> Z3: a registry claim's proof obligation as Z3 terms (the translation seam).

A claim ``for all vars in range with where: holds`` becomes the SMT problem

    bounds(vars) and where and not holds,

where every upper bound that mentions the audit size ``N`` is dropped (the claim is meant
for every ``N``), unless the claim's ``where`` or ``holds`` mention N: then N is an integer
``N >= 2`` of the problem and its bounds stay (:func:`obligation`).

* a symbol is SMT ``Int`` unless its claim declares it real (``real = ["x"]``: SymPy's
  ``real=True``), then ``Real`` (:func:`certify.claims.registry.symbol`);
* ``floor(e)`` of an integer polynomial over ``q`` is SMT ``div`` by ``q``; any other
  ``floor`` becomes a fresh integer ``f`` with ``f <= e < f + 1``; ``Mod(a, q)`` is ``mod``;
* the game value ``P(a, b)`` is an uninterpreted function ``P : Int x Int -> Real`` (a claim
  about it is proved for every function, so for the game's own; the claim states, as
  hypotheses, every property of P it uses: :mod:`certify.checkers.dag_glue` checks those
  are instances of an induction hypothesis, a proved lemma or the rules). Any other game or
  helper function is untranslatable;
* a power ``b**e`` with a non-constant exponent is expanded into powers ``b**v`` of single
  variables, each replaced by a fresh positive unknown ``pow_b_v`` (integer >= 1 when
  ``v >= 0`` is among the hypotheses). These unknowns are *less* constrained than real
  powers (only monotonicity and ``b**(v+d) = b**d * b**v`` for small ``d`` are asserted),
  so ``unsat`` is still a proof; a ``sat`` model may be spurious and is then reported
  ``open``, never ``refuted`` (see :mod:`certify.proofs.policy`).
"""

from __future__ import annotations

import itertools

import sympy
import z3

from ..claims.registry import symbol
from ..claims.printing import RegistryPrinter, is_game_call


UNINTERPRETED = "P"  # the game value, an uninterpreted function symbol in proofs


class Untranslatable(Exception):
    """The claim uses something the SMT translation does not support."""


class Z3Printer(RegistryPrinter):
    """SymPy -> Z3 for one obligation, one ``_print_Foo`` per node type (the functions as
    declared in :mod:`certify.claims.printing`); collects side constraints it introduces.

    With ``relaxed``, every variable is real (a sound relaxation when no floor, ceiling or
    Mod occurs: unsat over the reals implies unsat over the integers).
    """

    target = "z3"
    title = "Z3/SMT-LIB translation"

    def __init__(self, relaxed: bool = False):
        super().__init__()
        self.relaxed = relaxed
        self.symbols: dict[str, z3.ExprRef] = {}
        self.side: list[z3.BoolRef] = []
        self.powers: dict[tuple[int, str], z3.ExprRef] = {}
        self.nonnegative: set[str] = set()
        self.fresh = itertools.count()

    def symbol(self, sym: sympy.Symbol) -> z3.ExprRef:
        if sym.name not in self.symbols:
            make = z3.Real if self.relaxed or not sym.is_integer else z3.Int
            self.symbols[sym.name] = make(sym.name)
        return self.symbols[sym.name]

    def power(self, base: int, var: sympy.Symbol) -> z3.ExprRef:
        key = (base, var.name)
        self.symbol(var)  # the exponent itself takes part in the power axioms
        if key not in self.powers:
            name = f"pow_{base}_{var.name}"
            if var.name in self.nonnegative and not self.relaxed:
                term = z3.Int(name)
                self.side.append(term >= 1)
            else:
                term = z3.Real(name)
                self.side.append(term > 0)
            self.powers[key] = term
        return self.powers[key]

    def power_axioms(self) -> None:
        """Monotonicity and small shifts between the abstracted powers of one base."""
        by_base: dict[int, list[tuple[str, z3.ExprRef]]] = {}
        for (base, var), term in self.powers.items():
            by_base.setdefault(base, []).append((var, term))
        for base, items in by_base.items():
            for var, term in items:
                v = self.symbols[var]
                self.side.append(z3.Implies(v == 0, term == 1))
                if var in self.nonnegative:
                    self.side.append(term >= v + 1)  # b**v > v for b >= 2
                    self.side.append(term >= 1)
            for (v1, t1), (v2, t2) in itertools.permutations(items, 2):
                a, b = self.symbols[v1], self.symbols[v2]
                for d in range(0, 4):  # b**v is increasing, and b**(v + d) = b**d * b**v
                    self.side.append(z3.Implies(a + d <= b, base**d * t1 <= t2))
                    if d:
                        self.side.append(z3.Implies(a == b + d, t1 == base**d * t2))

    def int_term(self, expr: sympy.Basic) -> z3.ExprRef | None:
        """An Int-sorted term for an integer polynomial over integer symbols, else None."""
        expr = sympy.expand(expr)
        if not expr.free_symbols or all(s.is_integer for s in expr.free_symbols):
            try:
                poly = sympy.Poly(expr, *sorted(expr.free_symbols, key=str)) if expr.free_symbols else None
            except sympy.PolynomialError:
                return None
            if poly is None:
                return z3.IntVal(int(expr)) if expr.is_Integer else None
            if not all(c.is_Integer for c in poly.coeffs()):
                return None
            gens = [self.symbol(g) for g in poly.gens]
            terms = []
            for monom, coeff in poly.terms():
                factors = [g for g, e in zip(gens, monom) for _ in range(e)]
                if int(coeff) != 1 or not factors:
                    factors.insert(0, z3.IntVal(int(coeff)))
                term = factors[0]
                for factor in factors[1:]:
                    term = term * factor
                terms.append(term)
            return sum(terms[1:], terms[0]) if terms else z3.IntVal(0)
        return None

    def floor(self, arg: sympy.Basic) -> z3.ExprRef:
        denominators = [sympy.fraction(c)[1] for c in sympy.expand(arg).as_coefficients_dict().values()]
        q = int(sympy.ilcm(*denominators)) if len(denominators) > 1 else int(denominators[0]) if denominators else 1
        scaled = self.int_term(sympy.expand(arg * q))
        if scaled is not None:  # an integer polynomial over q: SMT-LIB div is floor division for q > 0
            return scaled / q if q != 1 else scaled
        value = self.term(arg)
        f = z3.Int(f"floor_{next(self.fresh)}")
        self.side += [z3.ToReal(f) <= value, value < z3.ToReal(f) + 1]
        return f

    def term(self, expr) -> z3.ExprRef:
        return self._print(expr)

    def _print(self, expr, **kwargs):
        if is_game_call(expr) and type(expr).__name__ == UNINTERPRETED and len(expr.args) == 2:
            args = [self.term(a) for a in expr.args]
            if not all(a.is_int() for a in args):
                raise Untranslatable(f"{expr}: the game value's arguments must be integers")
            return z3.Function(UNINTERPRETED, z3.IntSort(), z3.IntSort(), z3.RealSort())(*args)
        return super()._print(expr, **kwargs)

    def _print_BooleanTrue(self, expr):
        return z3.BoolVal(True)

    def _print_BooleanFalse(self, expr):
        return z3.BoolVal(False)

    def _print_Integer(self, expr):
        return z3.IntVal(int(expr))

    def _print_Rational(self, expr):
        return z3.RealVal(f"{expr.p}/{expr.q}")

    def _print_Symbol(self, expr):
        return self.symbol(expr)

    def _print_Add(self, expr):
        terms = [self.term(a) for a in expr.args]
        return sum(terms[1:], terms[0])

    def _print_Mul(self, expr):
        terms = [self.term(a) for a in expr.args]
        result = terms[0]
        for t in terms[1:]:
            result = result * t
        return result

    def _print_Pow(self, expr):
        base, exponent = expr.args
        if exponent.is_Integer:
            e = int(exponent)
            b = self.term(base)
            if e >= 0:
                result = z3.IntVal(1) if e == 0 else b
                for _ in range(e - 1):
                    result = result * b
                return result
            b = z3.ToReal(b) if b.is_int() else b
            result = b
            for _ in range(-e - 1):  # a product: z3's ``**`` prints as ``^``, which is not SMT-LIB
                result = result * b
            return 1 / result
        if base.is_Integer and int(base) >= 2:
            exponent = sympy.expand(exponent)
            numerator, denominator = [], []
            for sym, coeff in exponent.as_coefficients_dict().items():
                if sym == 1:
                    constant = sympy.Integer(base) ** coeff
                    numerator.append(z3.IntVal(int(constant)) if constant.is_Integer else z3.RealVal(str(constant)))
                    continue
                if not (sym.is_Symbol and coeff.is_Integer):
                    raise Untranslatable(f"power {expr}")
                p = self.power(int(base), sym)
                (numerator if coeff > 0 else denominator).extend([p] * abs(int(coeff)))
            result = numerator[0] if numerator else z3.RealVal(1)
            for factor in numerator[1:]:
                result = result * factor
            for factor in denominator:
                result = result / (z3.ToReal(factor) if factor.is_int() else factor)
            return result
        raise Untranslatable(f"power {expr}")

    def _print_declared(self, expr, declared, spec):
        return getattr(self, f"_declared_{spec}")(expr)

    def _declared_floor(self, expr):
        return self.floor(expr.args[0])

    def _declared_ceiling(self, expr):
        return -self.floor(-expr.args[0])

    def _declared_mod(self, expr):
        a, q = expr.args
        a_term = self.int_term(a)
        if a_term is None or not a_term.is_int() or not q.is_Integer:  # (a real term in the relaxed translator)
            raise Untranslatable(f"Mod {expr}")
        return a_term % int(q)

    def _declared_abs(self, expr):
        t = self.term(expr.args[0])
        return z3.If(t >= 0, t, -t)

    def _declared_min(self, expr):
        terms = [self.term(a) for a in expr.args]
        result = terms[0]
        for t in terms[1:]:
            result = z3.If(t < result, t, result)
        return result

    def _declared_max(self, expr):
        terms = [self.term(a) for a in expr.args]
        result = terms[0]
        for t in terms[1:]:
            result = z3.If(t > result, t, result)
        return result

    def _print_Piecewise(self, expr):
        result = None
        for value, condition in reversed(expr.args):
            v = self.term(value)
            result = v if result is None and condition == sympy.true else z3.If(self.term(condition), v, result if result is not None else v)
        return result

    def _relation(op):
        def print_relation(self, expr):
            return op(self.term(expr.lhs), self.term(expr.rhs))
        return print_relation

    _print_Equality, _print_Unequality = _relation(lambda a, b: a == b), _relation(lambda a, b: a != b)
    _print_StrictLessThan, _print_LessThan = _relation(lambda a, b: a < b), _relation(lambda a, b: a <= b)
    _print_StrictGreaterThan, _print_GreaterThan = _relation(lambda a, b: a > b), _relation(lambda a, b: a >= b)
    del _relation

    def _print_And(self, expr):
        return z3.And(*[self.term(a) for a in expr.args])

    def _print_Or(self, expr):
        return z3.Or(*[self.term(a) for a in expr.args])

    def _print_Not(self, expr):
        return z3.Not(self.term(expr.args[0]))

    def _print_Implies(self, expr):
        return z3.Implies(self.term(expr.args[0]), self.term(expr.args[1]))

    def _print_ITE(self, expr):
        return z3.If(*[self.term(a) for a in expr.args])

    def unsupported(self, expr):
        if is_game_call(expr):
            raise Untranslatable(self.refused_call(expr) + " (only bounded checks can evaluate it)")
        raise Untranslatable(f"{type(expr).__name__} in {expr}")


def obligation(claim) -> tuple[list[sympy.Basic], sympy.Basic]:
    """Hypotheses (the finite bounds, and where) and the goal, as SymPy expressions. A bound that
    mentions the audit size N is dropped (the claim is meant for every N), unless ``where`` or
    ``holds`` mention N: then N is a variable too, an integer N >= 2 (every audit size), and the
    bounds over it are kept (session 35: ``n < n + N`` was refuted with N = 0)."""
    statement = sympy.S(claim.holds).free_symbols | sympy.S(claim.where).free_symbols
    sized = next((s for s in statement if s.name == "N"), None)
    hypotheses = [sympy.Le(2, sized)] if sized is not None else []
    for var, (lo, hi) in claim.vars.items():
        v = symbol(var, claim.real)
        if (sized is not None or "N" not in {s.name for s in lo.free_symbols}) and lo.is_finite is not False:
            hypotheses.append(sympy.Le(lo, v))
        if (sized is not None or "N" not in {s.name for s in hi.free_symbols}) and hi.is_finite is not False:
            hypotheses.append(sympy.Le(v, hi))
    if claim.where != sympy.true:
        hypotheses.append(claim.where)
    return hypotheses, claim.holds


def divisors(expr, path=()) -> list[tuple[tuple, sympy.Basic]]:
    """The divisors of ``expr`` that are not positive numbers, each with the conditions it is
    evaluated under (``And``, ``Or``, ``Implies``, ``Piecewise`` and ``ITE`` lazily, left to right, as
    the bounded check evaluates): the obligation's goal says each is nonzero there (session 36; the
    trusted printer's rule, :meth:`certify.checkers._smt_print.Obligation.divides`). A divisor inside
    a sum's or product's terms that depends on its index is :class:`Untranslatable`."""
    found = []
    if isinstance(expr, sympy.Pow) and expr.exp.is_Integer and expr.exp < 0:
        base = expr.base
        if not (base.is_number and base > 0) and not (isinstance(base, sympy.Pow) and base.base.is_number and base.base > 0):
            found.append((path, base))
    if isinstance(expr, sympy.Mod) and not (expr.args[1].is_number and expr.args[1] != 0):
        found.append((path, expr.args[1]))
    if isinstance(expr, (sympy.And, sympy.Or)):
        before = []
        for arg in expr.args:
            found += divisors(arg, path + tuple(before))
            before.append(arg if isinstance(expr, sympy.And) else sympy.Not(arg))
        return found
    if isinstance(expr, sympy.Implies):
        return found + divisors(expr.args[0], path) + divisors(expr.args[1], path + (expr.args[0],))
    if isinstance(expr, (sympy.Piecewise, sympy.ITE)):
        cases = expr.args if isinstance(expr, sympy.Piecewise) else [(expr.args[1], expr.args[0]), (expr.args[2], sympy.true)]
        failed = ()
        for value, condition in cases:
            found += divisors(condition, path + failed) + divisors(value, path + failed + (condition,))
            failed += (sympy.Not(condition),)
        return found
    if isinstance(expr, (sympy.Sum, sympy.Product)):
        indices = {limit[0] for limit in expr.limits}
        for limit in expr.limits:
            found += [d for bound in limit[1:] for d in divisors(bound, path)]
        inner = divisors(expr.function, path)
        if any(d.free_symbols & indices or any(c.free_symbols & indices for c in p) for p, d in inner):
            raise Untranslatable(f"a divisor that depends on the index of {expr}")
        return found + inner
    for arg in expr.args if isinstance(expr, sympy.Basic) else ():
        found += divisors(arg, path)
    return found


def ranged_positive(claim, divisor, extra=()) -> bool:
    """Whether ``divisor`` is positive wherever the claim's variables are in their numeric ranges
    (and ``extra`` holds): a division reached before ``where`` or an antecedent can guard it (a
    variable's bound, ``where`` itself, a sum's terms at every index) must be, to be translated."""
    if divisor.is_number:
        return bool(divisor > 0)
    bounds = [sympy.Le(lo, symbol(v, claim.real)) for v, (lo, _) in claim.vars.items() if lo.is_number and lo.is_finite]
    return follows([*bounds, *extra], divisor > 0)


def defined(expressions, hypotheses=()) -> sympy.Basic:
    """That no divisor of ``expressions`` is zero where it is reached (:func:`divisors`), leaving out
    the divisors positive under ``hypotheses`` (as the trusted printer does)."""
    return sympy.And(*[sympy.Implies(sympy.And(*path), sympy.Ne(d, 0)) for e in expressions for path, d in divisors(e)
                       if not (hypotheses and follows(hypotheses, d > 0))])


def positive_symbols(hypotheses) -> set[str]:
    """Symbols the hypotheses bound below by a positive number (or by >= 0 for a strict >)."""
    positive = set()
    for h in hypotheses:
        parts = list(h.args) if isinstance(h, sympy.And) else [h]
        for rel in parts:
            if isinstance(rel, (sympy.Le, sympy.Lt)) and rel.rhs.is_Symbol and rel.lhs.is_number:
                if rel.lhs > 0 or (rel.lhs == 0 and isinstance(rel, sympy.Lt)):
                    positive.add(rel.rhs.name)
            if isinstance(rel, (sympy.Ge, sympy.Gt)) and rel.lhs.is_Symbol and rel.rhs.is_number:
                if rel.rhs > 0 or (rel.rhs == 0 and isinstance(rel, sympy.Gt)):
                    positive.add(rel.lhs.name)
    return positive


def clear_denominators(expr, positive: set[str], hypotheses=(), cancel: bool = False):
    """Rewrite each relation a REL b as numerator(a - b) REL 0 when the common denominator is
    a product of factors that are positive under the hypotheses (positive constants, symbols
    bounded below by a positive number, powers 2**e). Equivalent, and polynomial: solvers
    such as cvc5 handle it far better than rational functions."""
    def is_positive(factor) -> bool:
        base, exponent = factor.as_base_exp()
        if factor.is_number:
            return bool(factor > 0)
        if base.is_number and base > 0:
            return True
        if base.is_Symbol and base.name in positive and exponent.is_Integer:
            return True
        return exponent.is_Integer and follows(hypotheses, base > 0)

    relations = {sympy.Eq, sympy.Ne, sympy.Lt, sympy.Le, sympy.Gt, sympy.Ge}

    def rewrite(e):
        if type(e) in relations and isinstance(e.lhs, sympy.logic.boolalg.Boolean):
            return type(e)(rewrite(e.lhs), rewrite(e.rhs))
        if cancel and type(e) in (sympy.Lt, sympy.Le, sympy.Gt, sympy.Ge):
            # the registry asked for the cancelled form (``normal_form = "cancel"``): one
            # polynomial compared with 0, as a proof by hand multiplies out a positive
            # common denominator (equations keep the cross-multiplied form below)
            p, q = sympy.fraction(sympy.cancel(sympy.together(sympy.expand(e.lhs - e.rhs))))
            if all(is_positive(f) for f in sympy.Mul.make_args(q)):
                return type(e)(sympy.expand(p), 0)
        if type(e) in relations:
            # each side on its own common denominator, then cross-multiplied: nothing cancels
            # between the two sides, so the solver still has the identity to check
            (p1, q1), (p2, q2) = sympy.fraction(sympy.together(e.lhs)), sympy.fraction(sympy.together(e.rhs))
            factors = sympy.Mul.make_args(q1) + sympy.Mul.make_args(q2)
            if (q1 != 1 or q2 != 1) and all(is_positive(f) for f in factors):
                return type(e)(sympy.expand(p1 * q2), sympy.expand(p2 * q1))
            return e
        if isinstance(e, (sympy.And, sympy.Or, sympy.Not, sympy.Implies)):
            return type(e)(*[rewrite(a) for a in e.args])
        return e

    return rewrite(expr)


def follows(hypotheses, goal) -> bool:
    """Whether ``goal`` follows from ``hypotheses`` (a short z3 check; False if unsure)."""
    try:
        translator = Z3Printer(relaxed=True)
        solver = z3.Solver()
        solver.set("timeout", 2000)
        solver.add(*[translator.term(h) for h in hypotheses], z3.Not(translator.term(goal)))
        translator.power_axioms()
        solver.add(*translator.side)
        return solver.check() == z3.unsat
    except Untranslatable:
        return False


def relaxable(claim) -> bool:
    """Whether the integer variables can soundly be relaxed to reals (no integer rounding)."""
    hypotheses, goal = obligation(claim)
    return not claim.uses_game and not any(e.has(sympy.floor, sympy.ceiling, sympy.Mod) for e in [*hypotheses, goal])


def hints(claim) -> set[str]:
    """The registry's prover hints (``normal_form``): ``cancel`` and/or ``integers``."""
    return set(getattr(claim, "normal_form", "").replace(",", " ").split())


def build(claim, relaxed: bool = False) -> tuple[z3.Solver, Z3Printer, z3.BoolRef]:
    hypotheses, goal = obligation(claim)
    translator = Z3Printer(relaxed)
    for hypothesis in hypotheses:  # variables bounded below by 0 get integer powers
        if isinstance(hypothesis, sympy.Le) and hypothesis.rhs.is_Symbol and hypothesis.lhs.is_number and hypothesis.lhs >= 0:
            translator.nonnegative.add(hypothesis.rhs.name)
    positive = positive_symbols(hypotheses)
    cancel = "cancel" in hints(claim)
    for _, divisor in (found for h in hypotheses for found in divisors(h)):  # reached before any guard of the goal's
        if not ranged_positive(claim, divisor):
            raise Untranslatable(f"a division by {divisor} in a bound or in where that the variables' ranges do not "
                                 "make positive (only the bounded check evaluates it in order)")
    hyps = [translator.term(clear_denominators(h, positive, hypotheses, cancel)) for h in hypotheses]
    negated_goal = z3.Not(translator.term(clear_denominators(goal, positive, hypotheses, cancel)))
    definedness = defined([goal], hypotheses)  # a division by zero where it is reached is no proof
    if definedness != sympy.true:
        negated_goal = z3.Or(z3.Not(translator.term(clear_denominators(definedness, positive, hypotheses, cancel))), negated_goal)
    translator.power_axioms()
    solver = z3.Solver()
    solver.add(*hyps, *translator.side, negated_goal)
    return solver, translator, negated_goal
