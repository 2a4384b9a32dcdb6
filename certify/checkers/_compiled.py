"""The trusted base's one evaluator of a claim's expression (the grammar: :mod:`._claims`):
compiled once into Python closures, for the bounded check of :mod:`._bundle_claim`, and run
once by :func:`evaluate` for a single point (a witness, a counterexample, a range bound).
Exact: integers and ``fractions.Fraction`` only, never a float. Imports nothing from the package but the trusted
base; under 360 lines.

The tree is walked once, not once per point: each node becomes a closure over its compiled
children; a number is parsed once; ``and``/``or``/``implies``/``ite``/``piecewise`` stay lazy,
left to right. Integers stay Python integers (a variable, a floor, a sum of integers), so
most arithmetic is integer arithmetic; a rational becomes a ``Fraction`` where one appears
(``num`` "p/q", a function's value); a power with a negative exponent is taken on a
``Fraction`` (never ``int ** -k``, a float). A subexpression whose variables do not include
the innermost loop variable keeps its last value for the last values of its variables
(re-evaluated when one of them changes): the functions read checked evidence and are pure, so
this is the same value.

Pricing (:func:`._claims.budget`, exit 4 beyond a limit): nesting is refused while compiling
(deeper than ``MAX_DEPTH``); each point is charged the number of nodes of ``where`` and of
``holds`` (every node, whether it is evaluated or not: an upper bound of the interpreter's
count); a sum is priced (its length within MAX_SUM, its terms times its body's nodes charged)
before its first term; a power's size within MAX_BITS before it is taken.
"""
from __future__ import annotations

import json
import math
from fractions import Fraction

import certify.checkers._claims as claims
from certify.checkers import LIMIT, CheckError
from certify.checkers.strict_io import limit, over_limit

_RELATIONS = claims.RELATIONS
_SIMPLE = ("num", "var", "true", "false")


def charge(steps: int) -> None:
    """Count ``steps`` nodes against the claim's budget (:func:`._claims.budget`)."""
    counted = claims._steps
    counted[0] += steps
    if counted[0] > counted[1] > 0:
        over_limit("evaluating the claim", counted[0], "MAX_STEPS", 400_000_000, " steps")


def _integer(x) -> int:
    if type(x) is int:
        return x
    return claims.integer(x)


def _exact(x):
    """An int stays an int; a Fraction with denominator 1 becomes its int (same value)."""
    if type(x) is Fraction and x.denominator == 1:
        return x.numerator
    return x


def evaluate(node, env: dict, ev):
    """The exact value of expression ``node`` at the point ``env``, over evidence ``ev``
    (compiled, charged its nodes against the claim's budget, run once)."""
    function, size, _ = Compiler(ev).compile(node)
    charge(size)
    return function(env)


class Compiler:
    """Compiles nodes over evidence ``ev``; ``inner``: the innermost loop variable (the one
    whose value changes at every point), or None."""

    def __init__(self, ev, inner: str | None = None, *roots):
        self.ev, self.inner = ev, inner
        self.repeated, self.shared = _repeated(roots), {}  # subtrees met twice or more: compiled once, shared

    def compile(self, node, depth: int = 0):
        """(closure env -> value, number of nodes, free variable names) of ``node``."""
        if depth > claims.MAX_DEPTH:
            raise CheckError(f"an expression nested deeper than {claims.MAX_DEPTH}", LIMIT)
        if not isinstance(node, list) or not node or not isinstance(node[0], str):
            raise CheckError(f"malformed expression node {str(node)[:60]!r}")
        op, args = node[0], node[1:]
        if op not in ("num", "var", "call", "piecewise", "sum", "prod") and not all(isinstance(a, list) for a in args):
            raise CheckError(f"malformed expression node {str(node)[:60]!r}")
        key = json.dumps(node) if self.repeated and op not in _SIMPLE else None
        if key in self.repeated and key in self.shared:
            return self.shared[key]
        function, size, free = self._node(op, args, node, depth)
        if key in self.repeated and free:  # the same point asks it again: its value for the last point is kept
            self.shared[key] = _last_value(function, tuple(sorted(free))), size, free
            return self.shared[key]
        if free and self.inner is not None and self.inner not in free and op not in _SIMPLE and (op in ("call", "pow") or size >= 4):
            function = _last_value(function, tuple(sorted(free)))
        elif not free and op not in _SIMPLE:
            function = _once(function)
        return function, size, free

    def _children(self, args, depth):
        compiled = [self.compile(a, depth + 1) for a in args]
        return [c[0] for c in compiled], 1 + sum(c[1] for c in compiled), frozenset().union(*(c[2] for c in compiled))

    def _node(self, op, args, node, depth):  # noqa: C901 (one case per operation)
        if op == "num":
            if len(args) != 1 or not isinstance(args[0], str) or len(args[0]) > 1000 or not claims.NUMBER.fullmatch(args[0]):
                raise CheckError(f"bad number {str(args)[:60]}")
            value = _exact(Fraction(args[0]))
            return (lambda env: value), 1, frozenset()
        if op == "var":
            if len(args) != 1 or not isinstance(args[0], str):
                raise CheckError(f"unbound variable {str(args)[:40]}")
            name = args[0]

            def variable(env):
                try:
                    return env[name]
                except KeyError:
                    raise CheckError(f"unbound variable {str(args)[:40]}") from None
            return variable, 1, frozenset((name,))
        if op in ("true", "false"):
            value = op == "true"
            return (lambda env: value), 1, frozenset()
        if op in ("sum", "prod"):
            return self._sum(args, node, depth, op)
        if op == "piecewise":
            cases = [a if isinstance(a, list) and len(a) == 2 else (None, None) for a in args]
            parts = [(self.compile(v, depth + 1), self.compile(c, depth + 1)) for v, c in cases]
            pairs = [(v[0], c[0]) for v, c in parts]

            def piecewise(env):
                for value, condition in pairs:
                    if condition(env):
                        return value(env)
                raise CheckError("no case of a piecewise expression applies")
            return piecewise, 1 + sum(v[1] + c[1] for v, c in parts), frozenset().union(*(v[2] | c[2] for v, c in parts))
        if op == "call":
            user = getattr(self.ev, "user", None)  # a registry's own functions, named by the user (_isolated.UserFunctions)
            if args and isinstance(args[0], str) and args[0] not in claims.FUNCTIONS and user is not None:
                fs, size, free = self._children(args[1:], depth)
                name = args[0]
                return (lambda env: user(name, [f(env) for f in fs])), size, free
            if not args or not isinstance(args[0], str) or args[0] not in claims.FUNCTIONS:
                raise CheckError(f"no re-definition of {args[0] if args else None!r} over checked evidence in the trusted base")
            fs, size, free = self._children(args[1:], depth)
            function, ev = claims.FUNCTIONS[args[0]], self.ev
            return (lambda env: function(ev, *[f(env) for f in fs])), size, free
        if op in ("add", "mul", "floor", "ceiling"):
            linear = self._linear(op, args, depth)
            if linear is not None:
                return linear
        fs, size, free = self._children(args, depth)
        return _operation(op, fs), size, free

    def _linear(self, op, args, depth):
        """An ``add`` of terms ``c * x`` (rational constants c), a ``mul`` with constant factors, or
        the floor/ceiling of one, over a common denominator D: t = D * value is evaluated in
        integers when the x are (one Fraction, or one floor division, per node instead of one
        per operation); None for any other node."""
        if op in ("floor", "ceiling"):
            if len(args) != 1 or not isinstance(args[0], list) or not args[0] or args[0][0] not in ("add", "mul"):
                return None
            inner = self._linear(args[0][0], args[0][1:], depth + 1)
            if inner is None:
                return None
            scaled, denominator = inner[0].scaled
            if op == "floor":
                def rounded(env):
                    p, q = scaled(env)
                    return p // (q * denominator)
            else:
                def rounded(env):
                    p, q = scaled(env)
                    return -(-p // (q * denominator))
            return rounded, 1 + inner[1], inner[2]
        terms = [a[1:] if op == "add" and isinstance(a, list) and a and a[0] == "mul" else [a] for a in args]
        if op == "mul":
            terms = [args]
        constant, parts, size, free = Fraction(0), [], 1, frozenset()
        for factors in terms:
            coefficient, rest = Fraction(1), []
            for factor in factors:
                if isinstance(factor, list) and len(factor) == 2 and factor[0] == "num":
                    coefficient *= Fraction(self.compile(factor, depth + 2)[0](None))
                    size += 1
                else:
                    rest.append(factor)
            compiled = [self.compile(f, depth + 2) for f in rest]
            size += sum(c[1] for c in compiled) + (len(factors) > 1 or op == "mul")
            free = free.union(*(c[2] for c in compiled))
            if not compiled:
                constant += coefficient
            else:
                parts.append((coefficient, [c[0] for c in compiled]))
        if op == "add" and not any(len(fs) > 0 for _, fs in parts):
            return None
        denominator = math.lcm(constant.denominator, *(c.denominator for c, _ in parts))
        base = constant.numerator * (denominator // constant.denominator)
        scaled_terms = [(c.numerator * (denominator // c.denominator), fs) for c, fs in parts]
        products = [(a, tuple(fs)) for a, fs in scaled_terms] if op == "add" else \
            [(scaled_terms[0][0], tuple(scaled_terms[0][1])) if scaled_terms else (base, ())]
        start = base if op == "add" else 0

        def scaled(env):  # (p, q): the node's value times its denominator D is p / q, in integers
            p, q = start, 1
            for a, fs in products:
                x, y = a, 1
                for f in fs:
                    v = f(env)
                    if type(v) is int:
                        x *= v
                    else:
                        x, y = x * v.numerator, y * v.denominator
                if y == q:
                    p += x
                else:
                    p, q = p * y + x * q, q * y
            return p, q

        denominator_ = denominator

        def value(env):
            p, q = scaled(env)
            q *= denominator_
            if q == 1:
                return p
            if p % q == 0:
                return p // q
            return Fraction(p, q)
        value.scaled = (scaled, denominator)
        return value, size, free

    def _sum(self, args, node, depth, op="sum"):
        """``["sum" | "prod", index, low, high, body]``: the exact sum (product) of body over the
        integers low..high (none: 0, or 1 for a product), at most MAX_SUM terms."""
        if len(args) != 4 or not isinstance(args[0], str):
            raise CheckError(f"malformed {op} {str(node)[:60]!r}")
        index = args[0]
        (low, low_size, low_free), (high, high_size, high_free) = (self.compile(a, depth + 1) for a in args[1:3])
        body, body_size, body_free = Compiler(self.ev, index).compile(args[3], depth + 1)
        most, product = limit("MAX_SUM", 1_000_000), op == "prod"

        def total(env):
            first, last = _integer(low(env)), _integer(high(env))
            if last - first + 1 > most:
                over_limit(f"a {'product' if product else 'sum'}", last - first + 1, "MAX_SUM", 1_000_000, " terms")
            charge(max(0, last - first + 1) * body_size)
            inner, result = dict(env), 1 if product else 0
            for i in range(first, last + 1):
                inner[index] = i
                result = result * body(inner) if product else result + body(inner)
            return _exact(result) if type(result) is Fraction else result
        return total, 1 + low_size + high_size + body_size, low_free | high_free | (body_free - {index})


def _operation(op, fs):
    """The closure of an arithmetic, logical or relational node over compiled children."""
    if op == "add":
        if len(fs) == 2:
            a, b = fs
            return lambda env: a(env) + b(env)
        return lambda env: sum(f(env) for f in fs)
    if op == "mul":
        if len(fs) == 2:
            a, b = fs
            return lambda env: _exact(a(env) * b(env))

        def product(env):
            result = 1
            for f in fs:
                result = result * f(env)
            return _exact(result)
        return product
    if op == "pow":
        most = limit("MAX_BITS", 1_000_000)
        return lambda env: _power(fs[0](env), fs[1](env), most)
    if op in _RELATIONS:
        relation, (a, b) = _RELATIONS[op], fs[:2]
        return lambda env: relation(a(env), b(env))
    if op == "and":
        return lambda env: all(bool(f(env)) for f in fs)
    if op == "or":
        return lambda env: any(bool(f(env)) for f in fs)
    if op == "not":
        return lambda env: not fs[0](env)
    if op == "implies":
        return lambda env: (not fs[0](env)) or bool(fs[1](env))
    if op == "ite":
        return lambda env: fs[1](env) if fs[0](env) else fs[2](env)
    if op in ("floor", "ceiling"):
        return lambda env: _round(fs[0](env), op)
    if op in ("min", "max", "abs"):
        pick = {"min": min, "max": max, "abs": abs}[op]
        return lambda env: _exact(Fraction(pick(*[f(env) for f in fs])))
    if op == "mod":
        return lambda env: _integer(fs[0](env)) % _integer(fs[1](env))
    raise CheckError(f"unknown operation {op!r}")


def _round(x, op):
    if type(x) is int:
        return x
    x = Fraction(x)
    return x.__floor__() if op == "floor" else x.__ceil__()


def _power(base, exponent, most: int):
    exponent = _integer(exponent)
    if type(base) is int and exponent == -1 and base and base.bit_length() <= most:  # 1/n: the common case
        return Fraction(1, base) if base != 1 and base != -1 else base
    base = Fraction(base)
    bits = abs(exponent) * max(base.numerator.bit_length(), base.denominator.bit_length(), 1)
    if abs(base) != 1 and base != 0 and bits > most:
        over_limit("a power", bits, "MAX_BITS", 1_000_000, " bits")
    return _exact(base ** exponent)


def _repeated(roots) -> set:
    """The JSON texts of the subtrees (not numbers or variables) that occur twice or more in ``roots``."""
    seen, twice, stack = set(), set(), list(roots)
    while stack:
        node = stack.pop()
        if isinstance(node, list) and node and isinstance(node[0], str) and node[0] not in _SIMPLE:
            key = json.dumps(node)
            (twice if key in seen else seen).add(key)
            for a in node[1:]:  # children, and the (value, condition) pairs of a piecewise
                stack.extend(a if isinstance(a, list) and a and isinstance(a[0], list) else [a])
    return twice


def _last_value(function, names):
    """``function`` remembering its value for the last values of ``names`` (its variables)."""
    last = [None, None]

    def remembered(env):
        key = tuple([env[n] for n in names]) if all(n in env for n in names) else None
        if key is None or key != last[0]:
            value = function(env)
            if key is None:
                return value
            last[:] = key, value
        return last[1]
    return remembered


def _once(function):
    """A closed subexpression (no variable), evaluated on first use only."""
    last = []

    def constant(env):
        if not last:
            last.append(function(env))
        return last[0]
    return constant
