"""A claim's SMT-LIB2 obligation rebuilt from its expression tree, in the trusted base (issue 21,
item 2): the bundle checker runs z3 and cvc5 on this text, not on the bundle's file. Stdlib only.

For the tree of :mod:`._claims` (``vars``, ``where``, ``holds``) the obligation is

    bounds(vars) and where and not holds

with every bound that mentions ``N`` or infinity dropped (the claim is meant for every N; when
``where`` or ``holds`` mention N, N is an integer ``N >= 2`` of the problem and its bounds stay), the
semantics of the tool's translation (certify/proofs/translate.py) restated here:

* variables are ``Int``, except those the claim declares real (the tree's ``real``, a list
  of names, bound with the rest of the tree by the index's digest): ``Real``; ``relaxed``: all
  ``Real`` (sound when no floor, ceiling or mod occurs: unsat over the reals is unsat over the
  integers);
* arithmetic is expanded into polynomials with exact (Fraction) coefficients over atoms
  (variables, power unknowns, and the terms below); a relation ``a REL b`` becomes
  ``L (a - b) REL 0`` with L > 0 the common multiple of its denominators and coefficients,
  when every denominator factor is positive under the top-level conjuncts of the hypotheses
  (:meth:`Obligation.positive`: numeric lower bounds, and a variable's polynomial bounds
  substituted), then divided by each such factor that divides it exactly; otherwise it keeps
  real division (SMT-LIB's ``/``, unspecified at 0);
* a division is defined (session 36): for each divisor d not positive in that sense, the goal
  gains ``d != 0`` under the conditions it is evaluated under (``and``, ``or``, ``implies``,
  ``ite`` and ``piecewise`` are lazy, left to right, as in the bounded check): a claim that
  divides by zero at a point of its hypotheses is not proved, where before unsat held for every
  value SMT-LIB gives ``x/0`` (``floor(a/b)*b <= a`` with b = 0 allowed);
* ``floor(e)`` of an integer polynomial over q is ``(div (q e) q)`` (floor division for q > 0),
  any other floor a fresh ``Int`` f with ``f <= e < f + 1``; ``ceiling(e) = -floor(-e)``;
  ``mod(a, q)`` for an integer polynomial a and a constant q > 0 is ``(mod a q)``;
  ``abs``, ``min``, ``max``, ``ite`` and ``piecewise`` (the last case is the default) are ``ite``;
* ``b**e`` for an integer b >= 2 and e linear in integer variables with integer coefficients is
  ``b**c`` times the powers ``pow_b_v`` (fresh unknowns, one per base and variable, ``> 0``;
  ``Int`` and ``>= 1`` when ``0 <= v`` is a hypothesis), with the axioms that hold for every
  integer v: ``v = 0 => p = 1``; ``p >= v + 1`` when ``v >= 0``; for two variables and
  d = 0..3, ``a + d <= b => b**d p_a <= p_b`` and ``a = b + d => p_a = b**d p_b``. Weaker than
  the real powers, so ``unsat`` is still a proof;
* a goal ``A => B`` (nested: ``A1 => (A2 => B)``) is the hypothesis A and the goal B (``not (A => B)``
  is ``A and not B``), so A's conjuncts count as top-level below;
* a top-level conjunct ``v = e`` of the hypotheses (v a variable, e a polynomial of degree <= 1
  with integer coefficients in other variables of v's sort) is substituted for v in the other
  hypotheses and in the goal, the equation kept (:func:`equations`): an equivalent obligation,
  in which ``2**v`` is ``2**e`` by the rule above instead of an axiom to be found;
* ``ilog2(a)`` of an integer polynomial a is a fresh ``Int`` k (``Real`` if relaxed; one per argument), with
  ``a >= 1 => k >= 0`` and, when ``2**k`` occurs, ``a >= 1 => 2**k <= a < 2 * 2**k`` (its
  definition; nothing is assumed below 1);
* ``sum(F * b1**(c1 i + d1) * ..., i = a .. oo)`` (F free of i; integers a, b >= 2, c, d; the
  ratio r = b1**c1 * ... < 1) is the convergent geometric series' exact value
  ``F * b1**(c1 a + d1) * ... / (1 - r)`` (:func:`geometric`);

* a sum with a symbolic upper bound ``n + c`` (n over ``[n0, oo)``) is proved by induction on n
  (:func:`induction`): the base case written out and the step with the sum unfolded once;

* ``P(a, b)`` (the game value, in the Cushing et al. Theorem 1.1 step nodes) of two integer
  terms is an uninterpreted ``(declare-fun P (Int Int) Real)`` (logic ``QF_UF...``): the node
  states every property of P it uses as a hypothesis, so ``unsat`` holds for every P, the
  game's among them (which hypotheses are the induction's is the glue's, :mod:`.dag_glue`).

Anything else (a ``call`` of another game function, another ``sum``, a real exponent) is :class:`Unsupported`.
"""
from __future__ import annotations

import re
from fractions import Fraction
from contextlib import suppress
from math import lcm

NAME = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,40}")
MAX_MONOMIALS = 20_000  # of one expanded polynomial
GAME_VALUE = "P"  # the game value, uninterpreted: an unsat obligation holds for every P (Cushing et al. nodes)
BOOLEAN = {"true", "false", "and", "or", "not", "implies", "eq", "ne", "lt", "le", "gt", "ge"}
RELATIONS = {"eq": "=", "lt": "<", "le": "<=", "gt": ">", "ge": ">="}


class Unsupported(Exception):
    """The tree uses something this printer does not translate."""


def _num(c, real: bool) -> str:
    c = Fraction(c)
    text = (f"{abs(c.numerator)}.0" if real else str(abs(c.numerator))) if c.denominator == 1 \
        else f"(/ {abs(c.numerator)}.0 {c.denominator}.0)"
    return f"(- {text})" if c < 0 else text


class Obligation:
    """One obligation's declarations (``sorts``: name -> Int/Real), side assertions and flags."""

    def __init__(self, relaxed: bool, real=frozenset()):
        self.relaxed, self.sorts, self.side, self.powers = relaxed, {}, [], {}
        self.real_names = frozenset(real)  # the variables the claim declares real (the others: Int)
        self.lower, self.nonnegative, self.fresh, self.reals, self.nonlinear = {}, set(), 0, False, False
        self.functions = set()  # GAME_VALUE when P occurs (declared uninterpreted)
        self.logs = {}  # ilog2 unknown -> (its argument's text, sort)
        self.bounds = {}  # (variable, True): the polynomials below it; (variable, False): those above it
        self.divisors, self.path = None, []  # collected: {(path, divisor text)}; the conditions the term is under
        self.strict = None  # printing hypotheses (or a sum's terms): the variables' numeric lower bounds
        self.early, self.place = [], 0  # a hypothesis's divisors not positive by them: (its place, path, d = 0)

    def divides(self, p) -> None:
        """Record ``p`` as a divisor, with the conditions it is evaluated under, unless it is positive;
        in ``strict`` mode (a hypothesis: a bound, where, an antecedent) unless positive by the variables'
        ranges alone, with its hypothesis's place (:func:`_obligation` checks it under the ones before:
        a later one guards nothing); in a sum's terms it must be positive by them (else Unsupported)."""
        if self.strict is not None:
            kept, (self.lower, self.bounds) = (self.lower, self.bounds), (self.strict, {})
            try:
                positive = self.positive(p)
            finally:
                self.lower, self.bounds = kept
            if not positive and self.early is None:
                raise Unsupported("a division in a sum's terms by a term the variables' ranges do not make positive")
            if not positive:
                self.early.append((self.place, tuple(self.path), self.zero(p)))
        elif self.divisors is not None and not self.positive(p):
            self.divisors.add((tuple(self.path), self.zero(p)))

    def zero(self, p) -> str:
        """``p = 0`` as a formula (in p's sort)."""
        real = self.relaxed or not self.integral(p)
        return f"(= {self.show(p, real)} {_num(0, real)})"

    def lazily(self, tree, conditions, depth, value: bool):
        """``tree`` as a formula (a term, not ``value``) evaluated only where ``conditions`` hold."""
        self.path += conditions
        try:
            return self.formula(tree, depth + 1) if not value else self.term_of(tree, depth)
        finally:
            del self.path[len(self.path) - len(conditions):]

    def cases(self, cases, depth, value: bool):
        """``[(condition, value), ...]`` (the last the default) as nested ite, each condition and value
        evaluated only where the earlier conditions fail (and its own holds)."""
        printed, failed = [], []
        for k, (c, v) in enumerate(cases):
            text = self.lazily(c, failed, depth, False) if k < len(cases) - 1 else None
            printed.append((text, self.lazily(v, failed + [text] * (text is not None), depth, value)))
            failed = failed + [f"(not {text})"] * (text is not None)
        return printed

    # ---- polynomials: {monomial: Fraction}, a monomial a sorted tuple of (atom, exponent) ----
    def mul(self, p, q):
        out = {}
        for m1, c1 in p.items():
            for m2, c2 in q.items():
                powers = dict(m1)
                for atom, e in m2:
                    powers[atom] = powers.get(atom, 0) + e
                m = tuple(sorted(powers.items()))
                out[m] = out.get(m, 0) + c1 * c2
                if len(out) > MAX_MONOMIALS:
                    raise Unsupported(f"a polynomial of more than {MAX_MONOMIALS} terms")
        return {m: c for m, c in out.items() if c}

    @staticmethod
    def add(p, q, sign=1):
        out = dict(p)
        for m, c in q.items():
            out[m] = out.get(m, 0) + sign * c
        return {m: c for m, c in out.items() if c}

    def power(self, p, k: int):
        out = {(): Fraction(1)}
        for _ in range(k):
            out = self.mul(out, p)
        return out

    def atom(self, text: str, sort: str):
        self.sorts.setdefault(text, sort) if NAME.fullmatch(text) else None
        return {(((text, sort), 1),): Fraction(1)}

    def integral(self, p) -> bool:
        return all(c.denominator == 1 and all(s == "Int" for (_, s), _ in m) for m, c in p.items())

    def show(self, p, real: bool) -> str:
        """A polynomial as a term (``real``: of sort Real, its Int atoms under to_real)."""
        self.reals |= real
        terms = []
        for m, c in sorted(p.items(), key=lambda mc: not mc[0]):  # in the tree's order, the constant last
            factors = [f"(to_real {a})" if real and s == "Int" else a for (a, s), e in m for _ in range(e)]
            self.nonlinear |= len(factors) > 1
            if c != 1 or not factors:
                factors.insert(0, _num(c, real))
            terms.append(factors[0] if len(factors) == 1 else f"(* {' '.join(factors)})")
        return _num(0, real) if not terms else terms[0] if len(terms) == 1 else f"(+ {' '.join(terms)})"

    def divide(self, p, f):
        """``p / f`` if ``f`` divides ``p`` exactly, else None (division by the leading term in
        the graded lexicographic order: with f | p every remainder is a multiple of f)."""
        atoms = sorted({a for m in [*p, *f] for a, _ in m})

        def order(m):
            exponents = dict(m)
            return sum(exponents.values()), tuple(exponents.get(a, 0) for a in atoms)
        if not f or not p:
            return None if not f else {}
        lead, quotient, rest = max(f, key=order), {}, dict(p)
        while rest:
            top = max(rest, key=order)
            powers = dict(top)
            for a, e in lead:
                powers[a] = powers.get(a, 0) - e
            if any(e < 0 for e in powers.values()) or len(quotient) > MAX_MONOMIALS:
                return None
            term = {tuple(sorted((a, e) for a, e in powers.items() if e)): rest[top] / f[lead]}
            quotient = self.add(quotient, term)
            rest = self.add(rest, self.mul(term, f), -1)
        return quotient

    def constant(self, p):
        return p.get((), Fraction(0)) if all(m == () for m in p) else None

    # ---- rational functions (numerator, {factor text: (polynomial, multiplicity)}) ----
    def fraction(self, tree, depth=0):
        if depth > 200 or not isinstance(tree, list) or not tree or not isinstance(tree[0], str):
            raise Unsupported(f"malformed node {str(tree)[:60]}")
        op, args = tree[0], tree[1:]
        if op == "num":
            if len(args) != 1 or not re.fullmatch(r"-?\d+(/\d+)?", str(args[0])):
                raise Unsupported(f"bad number {str(args)[:40]}")
            return {(): Fraction(args[0])} if Fraction(args[0]) else {}, {}
        if op == "var":
            if len(args) != 1 or not isinstance(args[0], str) or not NAME.fullmatch(args[0]) or args[0].startswith(("pow_", "floor_", "ilog2_")):
                raise Unsupported(f"variable {str(args)[:40]}")
            return self.atom(args[0], "Real" if self.relaxed or args[0] in self.real_names else "Int"), {}
        if op in ("add", "mul") and args:
            parts = [self.fraction(a, depth + 1) for a in args]
            if op == "mul":
                num, den = {(): Fraction(1)}, {}
                for n, d in parts:
                    num = self.mul(num, n)
                    for key, (f, k) in d.items():
                        den[key] = (f, den.get(key, (f, 0))[1] + k)
                return num, den
            den = {}
            for _, d in parts:
                for key, (f, k) in d.items():
                    den[key] = (f, max(k, den.get(key, (f, 0))[1]))
            num = {}
            for n, d in parts:
                num = self.add(num, self.scale(n, d, den))
            return num, den
        if op == "pow" and len(args) == 2 and isinstance(args[0], list) and args[0][:1] == ["mul"]:
            return self.fraction(["mul", *[["pow", f, args[1]] for f in args[0][1:]]], depth + 1)  # (ab)^e = a^e b^e
        if op == "pow" and len(args) == 2:
            return self.pow(*args, depth)
        if op in ("floor", "ceiling", "mod", "abs", "min", "max", "ite", "piecewise"):
            text, sort = self.term(tree, depth)
            return self.atom(text, sort), {}
        if op == "call" and args[:1] == ["ilog2"] and len(args) == 2:
            n, d = self.fraction(args[1], depth + 1)
            if d or not (self.relaxed or self.integral(n)):
                raise Unsupported("ilog2 of other than an integer polynomial")
            sort = "Real" if self.relaxed else "Int"
            text = self.show(n, self.relaxed)
            name = next((k for k, (t, _) in self.logs.items() if t == text), f"ilog2_{len(self.logs)}")
            self.logs[name] = (text, sort)
            return self.atom(name, sort), {}
        if op == "sum" and len(args) == 4:
            return self.fraction(geometric(*args), depth + 1)
        if op == "call" and args[:1] == [GAME_VALUE] and len(args) == 3:  # P(a, b): uninterpreted
            if self.relaxed:
                raise Unsupported("the game value P has integer arguments: no all-real variant")
            parts = [self.term_of(a, depth) for a in args[1:]]
            if any(sort != "Int" for _, sort in parts):
                raise Unsupported("an argument of P that is not an integer term")
            self.functions.add(GAME_VALUE)
            return self.atom(f"({GAME_VALUE} {parts[0][0]} {parts[1][0]})", "Real"), {}
        raise Unsupported(f"{op} in arithmetic")

    def pow(self, base, exponent, depth):
        e_num, e_den = self.fraction(exponent, depth + 1)
        k = self.constant(e_num)
        if not e_den and k is not None:
            if k.denominator != 1 or abs(k) > 1000:
                raise Unsupported(f"power with exponent {k}")
            n, d = self.fraction(base, depth + 1)
            if k >= 0:
                return self.power(n, int(k)), {key: (f, m * int(k)) for key, (f, m) in d.items()}
            num = {(): Fraction(1)}
            for f, m in d.values():
                num = self.mul(num, self.power(f, m * int(-k)))
            c = self.constant(n)
            if c is not None:  # a constant base: its inverse is a coefficient
                if not c:
                    raise Unsupported("a power of 0 with a negative exponent")
                return {m: v / c ** int(-k) for m, v in num.items()}, {}
            self.divides(n)
            return num, {self.show(n, False): (n, int(-k))}
        b_num, b_den = self.fraction(base, depth + 1)
        b = self.constant(b_num)
        if b_den or b is None or b.denominator != 1 or b < 2 or e_den or any(len(m) > 1 or (m and m[0][1] != 1) for m in e_num):
            raise Unsupported("a power that is not an integer base >= 2 to a linear exponent")
        coefficient, num, den = Fraction(b) ** int(e_num.get((), 0)), {(): Fraction(1)}, {}
        if e_num.get((), 0).denominator != 1:
            raise Unsupported("a power with a fractional constant exponent")
        for m, c in e_num.items():
            if m:
                (var, sort), _ = m[0]
                if c.denominator != 1 or sort != "Int" and not self.relaxed or var in self.real_names:
                    raise Unsupported(f"power {b}**({c} {var}): not an integer variable with an integer coefficient")
                p = self.pow_atom(int(b), var)
                if c > 0:
                    num = self.mul(num, self.power(p, int(c)))
                else:
                    den[self.show(p, False)] = (p, int(-c))
        return {m: v * coefficient for m, v in num.items()}, den

    def pow_atom(self, base: int, var: str):
        self.atom(var, "Real" if self.relaxed else "Int")
        name = f"pow_{base}_{var}"
        if (base, var) not in self.powers:
            exact = var in self.nonnegative and not self.relaxed
            self.sorts[name] = "Int" if exact else "Real"
            self.side.append(f"(>= {name} 1)" if exact else f"(> {name} 0.0)")
            self.powers[(base, var)] = name
        return self.atom(name, self.sorts[name])

    def positive(self, p, depth: int = 0) -> bool:
        """``p > 0`` under the hypotheses: a sum of a constant and monomials with positive
        coefficients over atoms with nonnegative lower bounds, least value > 0; or one such
        monomial over atoms bounded below by a positive number (or > 0); or, for a variable v
        with coefficient c < 0 and a hypothesis v <= U (c > 0 and U <= v), p with U for v
        (which is <= p) positive."""
        least, strict = Fraction(0), len(p) == 1
        for m, c in p.items():
            value = c
            for (atom, _), e in m:
                low = (Fraction(self.sorts[atom] == "Int"), True) if atom.startswith("pow_") else self.lower.get(atom)
                if c < 0 or low is None or low[0] < 0:
                    least = None
                    break
                strict &= low[0] > 0 or low[1]
                value *= low[0] ** e
            if least is None:
                break
            least += value
        if least is not None and (least > 0 or (strict and all(c > 0 for c in p.values()))):
            return True
        for m, c in p.items() if depth < 4 else ():
            atom = m[0][0][0] if len(m) == 1 and m[0][1] == 1 else None
            for bound in self.bounds.get((atom, c > 0), []) if c < 0 or atom not in self.lower else []:
                if self.positive(self.add(self.add(p, {m: c}, -1), {k: v * c for k, v in bound.items()}), depth + 1):
                    return True
        return False

    # ---- terms and formulas ----
    def term(self, tree, depth=0) -> tuple[str, str]:
        """An arithmetic tree as (text, sort)."""
        op, args = tree[0], tree[1:]
        if op in ("floor", "ceiling") and len(args) == 1:
            n, d = self.fraction(args[0], depth + 1)
            return self.floor(n if op == "floor" else self.add({}, n, -1), d, op == "ceiling")
        if op == "mod" and len(args) == 2:
            (a, da), (q, dq) = self.fraction(args[0], depth + 1), self.fraction(args[1], depth + 1)
            q = self.constant(q)
            if da or dq or not self.integral(a) or q is None or q.denominator != 1 or q <= 0:
                raise Unsupported("mod of other than an integer polynomial by a positive integer")
            return f"(mod {self.show(a, False)} {q})", "Int"
        if op == "abs" and len(args) == 1:
            t, s = self.term_of(args[0], depth)
            return f"(ite (>= {t} {_num(0, s == 'Real')}) {t} (- {t}))", s
        if op in ("min", "max") and args:
            terms = [self.term_of(a, depth) for a in args]
            real = any(s == "Real" for _, s in terms)
            terms = [self.cast(t, s, real) for t, s in terms]
            out = terms[0]
            for t in terms[1:]:
                out = f"(ite ({'<' if op == 'min' else '>'} {t} {out}) {t} {out})"
            return out, "Real" if real else "Int"
        if op in ("ite", "piecewise"):
            cases = [(args[0], args[1]), (["true"], args[2])] if op == "ite" and len(args) == 3 else \
                [(c[1], c[0]) for c in args if isinstance(c, list) and len(c) == 2] if op == "piecewise" else []
            if not cases or len(cases) != (2 if op == "ite" else len(args)):
                raise Unsupported(f"malformed {op}")
            printed = self.cases(cases, depth, True)
            real = any(s == "Real" for _, (_, s) in printed)
            out = self.cast(*printed[-1][1], real)  # the last case is the default
            for c, (t, s) in reversed(printed[:-1]):
                out = f"(ite {c} {self.cast(t, s, real)} {out})"
            return out, "Real" if real else "Int"
        return self.term_of(tree, depth - 1)

    def term_of(self, tree, depth) -> tuple[str, str]:
        n, d = self.fraction(tree, depth + 1)
        if not d:
            real = self.relaxed or not self.integral(n)  # relaxed: no Int sort at all (a real logic has no to_real)
            return self.show(n, real), "Real" if real else "Int"
        self.nonlinear = True
        return f"(/ {self.show(n, True)} {self.product(d, True)})", "Real"

    def product(self, d, real: bool) -> str:
        p = {(): Fraction(1)}
        for f, k in d.values():
            p = self.mul(p, self.power(f, k))
        return self.show(p, real)

    def scale(self, n, d, den):
        """``n / d`` times the common denominator ``den`` (a multiple of ``d``)."""
        for key, (f, k) in den.items():
            n = self.mul(n, self.power(f, k - d.get(key, (f, 0))[1]))
        return n

    def cast(self, text: str, sort: str, real: bool) -> str:
        """An Int term as a Real one (a numeral as a real numeral: a real logic has no to_real)."""
        if not real or sort != "Int":
            return text
        return re.sub(r"(\d+)", r"\1.0", text) if re.fullmatch(r"\d+|\(- \d+\)", text) else f"(to_real {text})"

    def floor(self, n, d, negate: bool) -> tuple[str, str]:
        if not d and all(s == "Int" for m in n for (_, s), _ in m):
            q = lcm(*[c.denominator for c in n.values()]) if n else 1
            text = self.show({m: c * q for m, c in n.items()}, False)
            text = text if q == 1 else f"(div {text} {q})"
            return (f"(- {text})" if negate else text), "Int"
        value = self.show(n, True) if not d else f"(/ {self.show(n, True)} {self.product(d, True)})"
        self.nonlinear |= bool(d)
        f = f"floor_{self.fresh}"
        self.fresh += 1
        self.sorts[f] = "Int"
        self.side += [f"(<= (to_real {f}) {value})", f"(< {value} (+ (to_real {f}) 1.0))"]
        return (f"(- {f})" if negate else f), "Int"

    def formula(self, tree, depth=0) -> str:
        if depth > 200 or not isinstance(tree, list) or not tree or not isinstance(tree[0], str):
            raise Unsupported(f"malformed node {str(tree)[:60]}")
        op, args = tree[0], tree[1:]
        if op in ("true", "false") and not args:
            return op
        if op in ("and", "or") and args:  # evaluated lazily, left to right: a divisor counts where it is reached
            texts = []
            for a in args:
                texts.append(self.lazily(a, [t if op == "and" else f"(not {t})" for t in texts], depth, False))
            return f"({op} {' '.join(texts)})"
        if op == "not" and len(args) == 1:
            return f"(not {self.formula(args[0], depth + 1)})"
        if op == "implies" and len(args) == 2:
            first = self.formula(args[0], depth + 1)
            return f"(=> {first} {self.lazily(args[1], [first], depth, False)})"
        if op in ("eq", "ne", "lt", "le", "gt", "ge") and len(args) == 2:
            return self.relation(op, *args, depth)
        if op in ("ite", "piecewise") and (len(args) == 3 if op == "ite" else args and all(
                isinstance(c, list) and len(c) == 2 for c in args)):
            printed = self.cases([(args[0], args[1]), (["true"], args[2])] if op == "ite" else
                                 [(c[1], c[0]) for c in args], depth, False)
            out = printed[-1][1]  # the last case is the default
            for c, value in reversed(printed[:-1]):
                out = f"(ite {c} {value} {out})"
            return out
        raise Unsupported(f"{op} as a formula")

    def relation(self, op, a, b, depth) -> str:
        if all(isinstance(x, list) and x and x[0] in BOOLEAN for x in (a, b)) and op in ("eq", "ne"):
            text = f"(= {self.formula(a, depth + 1)} {self.formula(b, depth + 1)})"
            return text if op == "eq" else f"(not {text})"
        (n1, d1), (n2, d2) = self.fraction(a, depth + 1), self.fraction(b, depth + 1)
        if (d1 or d2) and not all(self.positive(f) for f, _ in [*d1.values(), *d2.values()]):
            (t1, s1), (t2, s2) = self.term_of(a, depth), self.term_of(b, depth)
            left, right = self.cast(t1, s1, True), self.cast(t2, s2, True)
        else:  # both sides times their common positive denominator, subtracted, times the coefficients' lcm
            den = {key: (f, max(k, d2.get(key, (f, 0))[1])) for key, (f, k) in d1.items()}
            den.update({key: (f, k) for key, (f, k) in d2.items() if key not in den})
            n1, n2 = self.scale(n1, d1, den), self.scale(n2, d2, den)
            diff = self.add(n1, n2, -1)  # one polynomial compared with 0: what cancels, cancels here
            for f, k in den.values():  # and a positive factor of the denominator that divides it
                for _ in range(k):
                    quotient = self.divide(diff, f)
                    if quotient is None:
                        break
                    diff = quotient
            if all(m == () for m in diff):  # a constant: the relation is decided here
                c = diff.get((), Fraction(0))
                held = {"eq": c == 0, "ne": c != 0, "lt": c < 0, "le": c <= 0, "gt": c > 0, "ge": c >= 0}[op]
                return "true" if held else "false"
            q = lcm(*[c.denominator for c in diff.values()] or [1])
            diff = {m: c * q for m, c in diff.items()}
            real = not self.integral(diff)
            left, right = self.show(diff, real), _num(0, real)
        text = f"({RELATIONS.get(op, '=')} {left} {right})"
        return f"(not {text})" if op == "ne" else text


def free(tree, depth: int = 0, sized: bool = False) -> bool:
    """Whether a bound holds for every N: it mentions neither N (unless ``sized``) nor infinity."""
    if depth > 200:
        raise Unsupported("a bound nested deeper than 200")
    return tree not in (["inf"], ["-inf"]) and (sized or tree != ["var", "N"]) and all(
        free(t, depth + 1, sized) for t in tree[1:] if isinstance(t, list))


def hypotheses(expression) -> list:
    """The bounds free of N and infinity, as ``le`` trees, and ``where`` unless true. When
    ``where`` or ``holds`` mention N, N is a variable of the problem, an integer N >= 2 (every
    audit size), and the bounds over it stay."""
    sized = mentions(expression["where"], "N") or mentions(expression["holds"], "N")
    out = [["le", ["num", "2"], ["var", "N"]]] if sized else []
    for name, low, high in expression["vars"]:
        out += [["le", low, ["var", name]]] if free(low, sized=sized) else []
        out += [["le", ["var", name], high]] if free(high, sized=sized) else []
    return out + ([expression["where"]] if expression["where"] != ["true"] else [])


def _ranges(expression) -> dict:
    """The variables' numeric lower bounds (N >= 2): what holds before anything is evaluated."""
    return {name: (Fraction(low[1]), False) for name, low, _ in expression["vars"] if low[:1] == ["num"]} | {"N": (Fraction(2), False)}


def _terms_positive(expression, sums) -> None:
    """Every divisor of each sum's terms positive for every index >= its low limit (and the other
    variables in their ranges), else Unsupported: the sum evaluates each term whatever the claim's
    guards (session 36's review: where n != 3 hid the term i = 3 of sum 1/(i - 3))."""
    for t in sums:
        scratch = Obligation(False, expression.get("real", []))
        scratch.strict = scratch.lower = {**_ranges(expression), t[1]: (Fraction(t[2][1]), False)}
        scratch.early = None  # no later check: each term must be positive
        scratch.fraction(t[4])


def mentions(tree, name: str, depth: int = 0) -> bool:
    if depth > 200:
        raise Unsupported("an expression nested deeper than 200")
    return tree == ["var", name] or isinstance(tree, list) and any(mentions(t, name, depth + 1) for t in tree[1:])


def geometric(var, low, high, body):
    """``sum(body, var = low .. oo)`` for a body F * b1**(c1 var + d1) * ... (F, the factors that do
    not mention var; integers b >= 2, c, d, and r = b1**c1 * ... < 1) as F * (its terms' first
    power product) / (1 - r): a convergent geometric series, the tree of its exact value."""
    if high != ["inf"] or not isinstance(var, str) or low[:1] != ["num"] or Fraction(low[1]).denominator != 1:
        raise Unsupported("a sum other than a geometric series from an integer to infinity")
    a, first, ratio = int(Fraction(low[1])), Fraction(1), Fraction(1)
    factors = body[1:] if body[:1] == ["mul"] else [body]
    for f in factors:
        if not mentions(f, var):
            continue
        if f[:1] != ["pow"] or len(f) != 3 or f[1][:1] != ["num"] or not re.fullmatch(r"\d+", str(f[1][1])) or int(f[1][1]) < 2:
            raise Unsupported("a summand that is not a geometric term")
        num, den = Obligation(False).fraction(f[2])  # the exponent: c var + d
        c, d = num.pop((((var, "Int"), 1),), num.pop((((var, "Real"), 1),), 0)), num.pop((), Fraction(0))
        if den or num or c.denominator != 1 or d.denominator != 1 or max(abs(c), abs(c * a + d)) > 1000:
            raise Unsupported("a summand that is not a geometric term")
        ratio *= Fraction(int(f[1][1])) ** int(c)
        first *= Fraction(int(f[1][1])) ** int(c * a + d)
    if not 0 < ratio < 1:
        raise Unsupported("a series that is not a convergent geometric one")
    return ["mul", *[f for f in factors if not mentions(f, var)], ["num", str(first / (1 - ratio))]]


def substitute(tree, name: str, value, depth: int = 0):
    """``tree`` with ``value`` for the variable ``name`` (not inside a sum that binds it)."""
    if depth > 200:
        raise Unsupported("an expression nested deeper than 200")
    if tree == ["var", name]:
        return value
    if not isinstance(tree, list):
        return tree
    # ["sum" | "prod", i, low, high, body] binds i in body: nothing is substituted there when i is name or
    # occurs in value (no capture; what is left unsubstituted stays equal by the kept equation)
    bound = tree[:1] in (["sum"], ["prod"]) and len(tree) == 5 and (tree[1] == name or mentions(value, tree[1]))
    return [substitute(t, name, value, depth + 1) if isinstance(t, list) and not (bound and k == 4) else t
            for k, t in enumerate(tree)]


def equations(hyps, relaxed: bool, real=frozenset()) -> tuple[dict, set]:
    """The substitutions of the top-level conjuncts ``v = e`` of the hypotheses (in order): v a
    variable not substituted before, e a polynomial of degree <= 1 with integer coefficients in
    variables of v's sort other than v (after the earlier substitutions). Returns {v: e} (each e
    free of every substituted variable) and the (hypothesis, conjunct) positions of the equations."""
    subs, used = {}, set()
    for h, hyp in enumerate(hyps):
        for c, rel in enumerate(hyp[1:] if hyp[0] == "and" else [hyp]):
            if not (isinstance(rel, list) and len(rel) == 3 and rel[0] == "eq"):
                continue
            for var, value in ((rel[1], rel[2]), (rel[2], rel[1])):
                if var[:1] != ["var"] or len(var) != 2 or var[1] in subs or not isinstance(var[1], str):
                    continue
                for name, e in subs.items():
                    value = substitute(value, name, e)
                with suppress(Unsupported, TypeError, ValueError, KeyError, IndexError):
                    scratch = Obligation(relaxed, real)
                    sort = "Real" if relaxed or var[1] in real else "Int"
                    num, den = scratch.fraction(value)
                    if den or any(len(m) > 1 or m[0][1] != 1 or m[0][0] != (m[0][0][0], sort) or m[0][0][0] == var[1]
                                  or m[0][0][0].startswith(("pow_", "floor_")) or not NAME.fullmatch(m[0][0][0])
                                  for m in num if m) or any(k.denominator != 1 for k in num.values()):
                        continue
                    subs = {name: substitute(e, var[1], value) for name, e in subs.items()}
                    subs[var[1]] = value
                    used.add((h, c))
                    break
    return subs, used


def _sums(tree, depth: int = 0) -> list:
    """The sums and products of ``tree`` whose upper bound is not infinity, outermost first."""
    if depth > 200 or not isinstance(tree, list):
        return []
    if tree[:1] in (["sum"], ["prod"]) and len(tree) == 5 and tree[3] != ["inf"]:
        return [tree]
    return [found for t in tree[1:] for found in _sums(t, depth + 1)]


def _offset(high, n: str):
    """c when ``high`` is the tree of ``n + c`` (c an integer), else None."""
    if high == ["var", n]:
        return 0
    if high[:1] == ["add"] and len(high) == 3 and ["var", n] in high[1:]:
        other = high[2] if high[1] == ["var", n] else high[1]
        if other[:1] == ["num"] and Fraction(other[1]).denominator == 1:
            return int(Fraction(other[1]))
    return None


OP, UNIT = {"sum": "add", "prod": "mul"}, {"sum": "0", "prod": "1"}  # a sum's (product's) operation and empty value


def induction(expression):
    """A claim whose ``holds`` has sums ``sum(f(i), i = a .. n + c)`` or products ``prod(...)``
    (the same shape, unfolded as ``S_k * f(n + c + 1)``; integers a, c; ``n`` an
    integer variable over ``[n0, oo)``, f and the other bounds free of n, n0 + c >= a - 1) as
    the expression of its proof by induction on n (certify/proofs/policy.py ``induction_route``
    restated): ``base and (P(n) => P(n + 1))``, P(n) = where => holds, the base case with each
    sum written out (at most 1000 terms), the step with sum k a fresh real ``S_k`` in P(n) and
    ``S_k + f(n + c + 1)`` in P(n + 1) (one term unfolded: valid for every bound >= a - 1).
    Unsat of its negation proves the claim for every n >= n0. None if the claim has no such sum."""
    sums = _sums(expression["holds"])
    if not sums or _sums(expression["where"]) or any(_sums(t[4]) or not isinstance(t[1], str) for t in sums):
        return None
    real = expression.get("real", [])
    for n, low, high in expression["vars"]:
        if high != ["inf"] or low[:1] != ["num"] or Fraction(low[1]).denominator != 1 or n in real \
                or any(mentions(b, n) for other, *bounds in expression["vars"] if other != n for b in bounds):
            continue
        n0, shapes = int(Fraction(low[1])), []
        for t in sums:
            c = _offset(t[3], n)
            if c is None or t[2][:1] != ["num"] or Fraction(t[2][1]).denominator != 1 or mentions(t[4], n):
                break
            a = int(Fraction(t[2][1]))
            if not a - 1 <= n0 + c <= a + 1000:
                break
            shapes.append((t, a, c))
        else:
            _terms_positive(expression, [t for t, _, _ in shapes])
            statement = expression["holds"] if expression["where"] == ["true"] else ["implies", expression["where"], expression["holds"]]
            marked = json_replace(statement, {repr(t): ["var", f"M_{k}"] for k, (t, _, _) in enumerate(shapes)})
            base = substitute(json_replace(statement, {repr(t): [OP[t[0]], ["num", UNIT[t[0]]],
                                                                 *[substitute(t[4], t[1], ["num", str(i)]) for i in range(a, n0 + c + 1)]]
                                                       for t, a, c in shapes}), n, ["num", str(n0)])
            now, following = marked, substitute(marked, n, ["add", ["var", n], ["num", "1"]])
            for k, (t, _, c) in enumerate(shapes):
                now = substitute(now, f"M_{k}", ["var", f"S_{k}"])
                step = [OP[t[0]], ["var", f"S_{k}"], substitute(t[4], t[1], ["add", ["var", n], ["num", str(c + 1)]])]
                following = substitute(following, f"M_{k}", step)
            return {"N": expression["N"], "vars": expression["vars"], "where": ["true"],
                    "holds": ["and", base, ["implies", now, following]], "real": [*real, *[f"S_{k}" for k in range(len(shapes))]]}
    return None


def closed_form(expression, pairs):
    """The closed-form route's expression (certify/proofs/policy.py ``closed_form_route``
    restated) from a claim of :func:`induction`'s shape and ``pairs`` ``[[sum, F], ...]``, one
    per sum (product) of its ``holds`` (``F``, a tree in ``n`` free of sums, is the bundle's:
    any ``F`` that passes proves the claim): for every ``n >= n0``, ``F(n0)`` = the sum at
    ``n0`` written out, ``F(n + 1) = F(n) + f(n + c + 1)`` (``* f``), and the claim with ``F`` for
    the sum. Unsat of its negation proves the claim. Raises Unsupported when it does not apply."""
    if not isinstance(pairs, list) or not pairs or not all(isinstance(p, list) and len(p) == 2 for p in pairs) \
            or _sums(expression["where"]) or any("'sum'" in repr(p[1]) or "'prod'" in repr(p[1]) for p in pairs):
        raise Unsupported("closed forms must be [sum, F] pairs, F free of sums and products")
    sums = _sums(expression["holds"])
    if sorted(repr(t) for t in sums) != sorted(repr(p[0]) for p in pairs) or any(_sums(t[4]) or not isinstance(t[1], str) for t in sums):
        raise Unsupported("the closed forms are not one for each sum of the claim")
    real = expression.get("real", [])
    for n, low, high in expression["vars"]:
        if high != ["inf"] or low[:1] != ["num"] or Fraction(low[1]).denominator != 1 or n in real \
                or any(mentions(b, n) for other, *bounds in expression["vars"] if other != n for b in bounds):
            continue
        n0, parts = int(Fraction(low[1])), []
        for t, form in pairs:
            c = _offset(t[3], n)
            if c is None or t[2][:1] != ["num"] or Fraction(t[2][1]).denominator != 1 or mentions(t[4], n):
                break
            a = int(Fraction(t[2][1]))
            if not a - 1 <= n0 + c <= a + 1000:
                break
            written = [OP[t[0]], ["num", UNIT[t[0]]], *[substitute(t[4], t[1], ["num", str(i)]) for i in range(a, n0 + c + 1)]]
            term = substitute(t[4], t[1], ["add", ["var", n], ["num", str(c + 1)]])
            parts += [["eq", substitute(form, n, ["num", str(n0)]), written],
                      ["eq", substitute(form, n, ["add", ["var", n], ["num", "1"]]), [OP[t[0]], form, term]]]
        else:
            _terms_positive(expression, [t for t, _ in pairs])
            statement = expression["holds"] if expression["where"] == ["true"] else ["implies", expression["where"], expression["holds"]]
            body = json_replace(statement, {repr(t): form for t, form in pairs})
            return {"N": expression["N"], "vars": expression["vars"], "where": ["true"], "holds": ["and", *parts, body],
                    "real": list(real)}
    raise Unsupported("the claim is not of the closed-form route's shape")


def json_replace(tree, table: dict, depth: int = 0):
    """``tree`` with each subtree whose repr is a key of ``table`` replaced by its value."""
    if depth > 200:
        raise Unsupported("an expression nested deeper than 200")
    if repr(tree) in table:
        return table[repr(tree)]
    return [json_replace(t, table, depth + 1) if isinstance(t, list) else t for t in tree] if isinstance(tree, list) else tree


def relaxable(expression, goal: bool = True) -> bool:
    """No floor, ceiling or mod in the obligation (the hypotheses, and ``holds`` with ``goal``):
    the integers may be relaxed to reals."""
    text = repr([expression["vars"], expression["where"], expression["holds"] if goal else None])
    return not re.search(r"'(floor|ceiling|mod)'", text)


def obligation(expression, relaxed: bool = False, goal: bool = True, title: str = "") -> str:
    """The SMT-LIB2 text of ``hypotheses and not holds`` (``goal`` False: the hypotheses alone)."""
    try:
        return _obligation(expression, relaxed, goal, title)
    except (TypeError, ValueError, KeyError, IndexError, ZeroDivisionError, RecursionError) as error:
        raise Unsupported(f"a malformed expression ({type(error).__name__})") from None


def _obligation(expression, relaxed: bool, goal: bool, title: str) -> str:
    if not isinstance(expression, dict) or not isinstance(expression.get("vars"), list) or not all(
            isinstance(v, list) and len(v) == 3 and isinstance(v[0], str) and NAME.fullmatch(v[0]) for v in expression["vars"]):
        raise Unsupported("a malformed expression")
    expression = induction(expression) or expression  # a sum with a symbolic bound: its proof by induction
    real = expression.get("real", [])
    if not isinstance(real, list) or not all(isinstance(name, str) and NAME.fullmatch(name) for name in real):
        raise Unsupported("a malformed list of real variables")
    out, hyps, holds = Obligation(relaxed, real), hypotheses(expression), expression["holds"]
    while goal and isinstance(holds, list) and len(holds) == 3 and holds[0] == "implies":
        hyps, holds = [*hyps, holds[1]], holds[2]  # not (A => B) is A and not B: A is a hypothesis (its equations too)
    subs, used = equations(hyps, relaxed, out.real_names)

    def put(tree):  # every substitution, in order (each value is free of the substituted variables)
        for name, value in subs.items():
            tree = substitute(tree, name, value)
        return tree
    hyps = [["and", *[c if (h, k) in used else put(c) for k, c in enumerate(hyp[1:])]] if hyp[0] == "and" else
            hyp if (h, 0) in used else put(hyp) for h, hyp in enumerate(hyps)]
    for name, _, _ in expression["vars"]:  # declared in the claim's order (a solver's variable order)
        out.atom(name, "Real" if relaxed or name in out.real_names else "Int")
    for h in hyps:  # numeric lower bounds of variables, from the top-level conjuncts
        for rel in h[1:] if h[0] == "and" else [h]:
            if isinstance(rel, list) and len(rel) == 3 and rel[0] in ("le", "lt", "ge", "gt"):
                low, var = (rel[1], rel[2]) if rel[0] in ("le", "lt") else (rel[2], rel[1])
                if low[:1] == ["num"] and var[:1] == ["var"] and len(var) == 2 and isinstance(var[1], str):
                    new = (Fraction(low[1]), rel[0] in ("lt", "gt"))
                    out.lower[var[1]] = max(out.lower.get(var[1], new), new)
        if len(h) == 3 and h[0] == "le" and h[1][:1] == ["num"] and h[2][:1] == ["var"] and Fraction(h[1][1]) >= 0:
            out.nonnegative.add(h[2][1])  # the exponents whose powers are integers >= 1
    for h in hyps:  # polynomial bounds of variables, from the top-level conjuncts
        for rel in h[1:] if h[0] == "and" else [h]:
            if isinstance(rel, list) and len(rel) == 3 and rel[0] in ("le", "lt", "ge", "gt"):
                for var, other, below in ((rel[1], rel[2], rel[0] in ("ge", "gt")), (rel[2], rel[1], rel[0] in ("le", "lt"))):
                    if var[:1] == ["var"] and len(var) == 2 and f"['var', {var[1]!r}]" not in repr(other):
                        with suppress(Unsupported):
                            poly, den = out.fraction(other)
                            out.bounds.setdefault((var[1], below), []).extend([] if den else [poly])
    out.divisors, out.strict, asserts = set(), _ranges(expression), []  # a division whose divisor may be 0 where
    for place, h in enumerate(hyps):  # it is reached: in a hypothesis, positive by the ranges or checked under the
        out.place = place             # hypotheses before it (out.early); in the goal, said to be nonzero there
        asserts.append(out.formula(h))
    out.strict = None
    if goal:
        text = out.formula(put(holds))
        defined = [f"(not {d})" if not path else f"(=> {path[0]} (not {d}))" if len(path) == 1 else
                   f"(=> (and {' '.join(path)}) (not {d}))" for path, d in sorted(out.divisors)]
        asserts.append(f"(not {text})" if not defined else f"(not (and {' '.join(defined)} {text}))")
        if out.early:  # either a hypothesis divides by 0 where the ones before it hold, or the claim fails
            if subs:
                raise Unsupported("a division in a hypothesis that its ranges do not make positive, beside a substituted equation")
            reached = [f"(and {' '.join(['true', *asserts[:place], *path, d])})" for place, path, d in out.early]
            asserts = [f"(or {' '.join(reached)} (and {' '.join(asserts)}))"]
    by_base = {}
    for (base, var), name in out.powers.items():
        by_base.setdefault(base, []).append((var, name))
        zero = _num(0, out.sorts[var] == "Real")
        out.side.append(f"(=> (= {var} {zero}) (= {name} {_num(1, out.sorts[name] == 'Real')}))")
        if var in out.nonnegative:
            real = out.sorts[name] == "Real" or out.sorts[var] == "Real"
            out.side.append(f"(>= {out.cast(name, out.sorts[name], real)} (+ {out.cast(var, out.sorts[var], real)} {_num(1, real)}))")
            out.side.append(f"(>= {name} {_num(1, out.sorts[name] == 'Real')})")
    for base, items in by_base.items():
        for v1, p1 in items:
            for v2, p2 in items:
                if v1 == v2:
                    continue
                rv, rp = out.sorts[v1] == "Real", out.sorts[p1] == "Real" or out.sorts[p2] == "Real"
                a, b = out.cast(v1, out.sorts[v1], rv), out.cast(v2, out.sorts[v2], rv)
                t1, t2 = out.cast(p1, out.sorts[p1], rp), out.cast(p2, out.sorts[p2], rp)
                for d in range(4):
                    out.side.append(f"(=> (<= (+ {a} {_num(d, rv)}) {b}) (<= (* {_num(base ** d, rp)} {t1}) {t2}))")
                    if d:
                        out.side.append(f"(=> (= {a} (+ {b} {_num(d, rv)})) (= {t1} (* {_num(base ** d, rp)} {t2})))")
    for name, (text, sort) in out.logs.items():  # k = ilog2(a): a >= 1 => k >= 0 and 2**k <= a < 2**(k + 1)
        real, one = sort == "Real", _num(1, sort == "Real")
        axioms = [f"(>= {name} {_num(0, real)})"]
        if (2, name) in out.powers:
            p, a = out.powers[(2, name)], out.cast(text, sort, out.sorts[out.powers[(2, name)]] == "Real")
            axioms += [f"(<= {p} {a})", f"(< {a} (* {_num(2, out.sorts[p] == 'Real')} {p}))"]
        out.side.append(f"(=> (>= {text} {one}) (and {' '.join(axioms)}))")
    sorts = set(out.sorts.values()) | ({"Int", "Real"} if out.functions else set())  # P: (Int Int) -> Real
    real_sort = out.reals or "Real" in sorts
    arithmetic = "IRA" if "Int" in sorts and real_sort else "IA" if "Int" in sorts else "RA"
    lines = [f"; {title}" if title else "; obligation rebuilt by certify.checkers._smt_print",
             f"(set-logic QF_{'UF' if out.functions else ''}{'N' if out.nonlinear else 'L'}{arithmetic})"]
    lines += [f"(declare-fun {name} (Int Int) Real)" for name in sorted(out.functions)]
    lines += [f"(declare-fun {name} () {sort})" for name, sort in out.sorts.items()]  # in the claim's order
    lines += [f"(assert {a})" for a in [*asserts, *out.side]]
    return "\n".join([*lines, "(check-sat)"]) + "\n"
# Line bound: under 820 lines (tests/test_trusted_base.py holds the module to it).
