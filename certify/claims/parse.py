"""The registry's expression parser: SymPy objects from a whitelisted grammar, never ``eval``.

A registry file (``certify/claims/data/*.toml`` or a user's ``--registry FILE``) is untrusted
text; ``sympify`` of it is Python ``eval`` (issue 21, item 3: ``__import__('os').system(...)``
in a definition body ran at load time). This parser reads the text with
``ast.parse(mode="eval")`` and builds the SymPy object node by node from this grammar only:

* integer literals (SymPy ``Integer``) and plain decimals (``0.5625``: the exact fraction
  ``5625/10000``; exponent notation such as ``1e999`` is refused), ``True`` and ``False``;
* names the caller declares (the registry's symbols, ``oo``, its functions);
* ``+ - * / ** % //``, unary ``-`` and ``+``, ``&`` ``|`` ``~`` on relations (``And``, ``Or``,
  ``Not``), comparisons ``< <= > >=`` (chained: ``a < b <= c`` is ``And(a < b, b <= c)``);
  ``==`` and ``!=`` are refused (write ``Eq``/``Ne``);
* calls, by name, of a declared function (a game function class or a ``[[definition]]``'s
  ``Lambda``, with its number of parameters) or of a SymPy constructor of :data:`SYMPY_CALLS`;
  tuples only as ``Piecewise`` pairs and ``Sum`` and ``Product`` limits ``(i, low, high)``.

Anything else (attributes, subscripts, lambdas, comprehensions, strings, ``and``/``or``/``not``,
keyword arguments, ``*args``, unknown or dunder names) is refused with one line naming where it
was found and the offending construct. The work is priced before it is done (:data:`LIMITS`):
text length, nesting depth, literal digits, the bit size of every number the parse computes
(a power of numbers is estimated before SymPy computes it: ``2**10**12`` is refused, not run),
numeric exponents, and the size of the expanded tree of definition calls. Grammar errors are
:class:`CertifyError` (exit 5 from the registry loader, a registry that cannot be used); limits
are ``CertifyError.limit`` (exit 4).

>>> n = sympy.Symbol("n", integer=True)
>>> parse_expression("Eq(n**2 - 1, (n - 1)*(n + 1)) & (0 < n <= 9/2)", {"n": n}, "toy")
(n <= 9/2) & (0 < n) & Eq(n**2 - 1, (n - 1)*(n + 1))
>>> parse_expression("__import__('os').system('true')", {"n": n}, "registry evil.toml, claim x")
Traceback (most recent call last):
...
certify.errors.CertifyError: registry evil.toml, claim x: refused "__import__('os').system": attribute access is not in the registry's grammar
"""

from __future__ import annotations

import ast
import functools
import operator
import re

import sympy

from ..errors import CertifyError
from .printing import ARITHMETIC

LIMITS = {
    "text_chars": 20_000,  # characters of one expression
    "depth": 64,  # nesting depth of its syntax tree (the committed registry reaches 18)
    "literal_digits": 40,  # digits of one literal (the committed registry: 16)
    "number_bits": 4096,  # bits (numerator plus denominator) of any number the parse computes
    "exponent": 10_000,  # magnitude of a numeric exponent, whatever its base (x**(10**100) is refused)
    "tree": 200_000,  # nodes of an expression after definitions are expanded
    "ground_terms": 20_000,  # terms of the Sums and Products with no free variable the parse computes (all together)
}

SYMPY_CALLS = {
    "And": sympy.And, "Or": sympy.Or, "Not": sympy.Not, "Implies": sympy.Implies,
    "Eq": sympy.Eq, "Ne": sympy.Ne, "Lt": sympy.Lt, "Le": sympy.Le, "Gt": sympy.Gt, "Ge": sympy.Ge,
    "Piecewise": sympy.Piecewise, "Sum": sympy.Sum, "Product": sympy.Product,
    **{name: declared.cls for name, declared in ARITHMETIC.items()},
}
"""The SymPy constructors a registry expression may call by name: the logical and relational
ones every printer handles, and the arithmetic functions declared in :mod:`.printing`."""

_BINARY = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul, ast.Div: operator.truediv,
           ast.Pow: operator.pow, ast.Mod: operator.mod, ast.FloorDiv: operator.floordiv,
           ast.BitAnd: operator.and_, ast.BitOr: operator.or_}
_COMPARE = {ast.Lt: operator.lt, ast.LtE: operator.le, ast.Gt: operator.gt, ast.GtE: operator.ge}
_DECIMAL = re.compile(r"\d+\.\d*|\.\d+")
_HINTS = {
    ast.Attribute: "attribute access", ast.Subscript: "a subscript", ast.Lambda: "a lambda",
    ast.ListComp: "a comprehension", ast.SetComp: "a comprehension", ast.DictComp: "a comprehension",
    ast.GeneratorExp: "a comprehension", ast.BoolOp: "and/or (write And(...) or Or(...))",
    ast.IfExp: "an if-expression (write Piecewise)", ast.List: "a list", ast.Dict: "a dict", ast.Set: "a set",
    ast.JoinedStr: "a string", ast.NamedExpr: "an assignment", ast.Starred: "*args", ast.Await: "await",
    ast.Yield: "yield", ast.YieldFrom: "yield", ast.Slice: "a slice",
}


def _refuse(where: str, node, why: str, limit: bool = False):
    shown = ast.unparse(node) if isinstance(node, ast.AST) else str(node)
    shown = shown if len(shown) <= 60 else shown[:57] + "..."
    message = f'{where}: refused "{shown}": {why}'
    raise CertifyError.limit(message) if limit else CertifyError(message)


def _bits(number: sympy.Basic) -> int:
    """Bits of an exact number (numerator plus denominator); 0 for anything else."""
    if isinstance(number, sympy.Rational):
        return int(number.p).bit_length() + int(number.q).bit_length()
    return 0


def _fractional(bound) -> bool:
    """Whether a Sum or Product limit is, by its form, no integer: a non-integer number (7/2),
    a variable declared real, or a division outside ``floor``/``ceiling`` and function calls
    (``n/2``, ``n/m``). A power with a variable exponent (``3**(k - 2)``) is not judged here:
    an evaluator refuses it where it is a fraction (the check cannot run there)."""
    if not isinstance(bound, sympy.Basic) or bound.is_integer or bound.is_infinite:
        return False
    if bound.is_integer is False and bound.is_number:
        return True
    stack = [bound]
    while stack:
        e = stack.pop()
        if isinstance(e, (sympy.floor, sympy.ceiling)) or isinstance(e, sympy.Function) and type(e).__name__ not in (
                "Mod", "Abs", "Min", "Max"):
            continue
        if e.is_Rational and not e.is_Integer or e.is_Symbol and e.is_integer is not True:
            return True
        if e.is_Pow and e.exp.is_number and (e.exp.is_negative or not e.exp.is_integer):
            return True
        stack.extend(e.args)
    return False


class _TooLong(Exception):
    """A ground Sum of more terms than the parse computes."""


class _Ground:
    """Exact values (gmpy2 ``mpq``) of Sums and Products with no free variable, at parse time:
    numbers, the summation indices, ``+ * **`` (a power priced before it is computed),
    ``floor``, ``ceiling``, ``Mod``, ``Abs``, ``Min``, ``Max`` and nested sums; None for
    anything else (a function call, a Piecewise: the sum is then left to the evaluators)."""

    def __init__(self, builder, node):
        self.builder, self.node = builder, node

    def check(self, number):
        if number.numerator.bit_length() + number.denominator.bit_length() > LIMITS["number_bits"]:
            self.builder.refuse(self.node, f"a Sum or Product with no variable whose value needs a number of more than "
                                f"{LIMITS['number_bits']} bits (the parse computes it exactly)", limit=True)
        return number

    def value(self, e, env):
        from gmpy2 import mpq

        if e.is_Rational:
            return mpq(int(e.p), int(e.q))
        if e.is_Symbol:
            return env.get(e)
        if isinstance(e, (sympy.Sum, sympy.Product)):
            *inner, (index, low, high) = e.limits
            body = type(e)(e.function, *inner) if inner else e.function
            low, high = self.value(low, env), self.value(high, env)
            if low is None or high is None or low.denominator != 1 or high.denominator != 1:
                return None
            count = max(0, int(high) - int(low) + 1)
            product = isinstance(e, sympy.Product)
            self.builder.ground_terms = getattr(self.builder, "ground_terms", 0) + count
            if self.builder.ground_terms > LIMITS["ground_terms"]:
                if not product:  # a long Sum is left to SymPy (closed forms) and to the bounded check's pricing
                    raise _TooLong
                self.builder.refuse(self.node, f"Products with no variable of more than {LIMITS['ground_terms']:,} "
                                    "terms in all (the parse computes them exactly)", limit=True)
            total = mpq(1 if product else 0)
            for k in range(int(low), int(high) + 1):
                term = self.value(body, {**env, index: mpq(k)})
                if term is None:
                    return None
                total = self.check(total * term if product else total + term)
            return total
        args = [self.value(a, env) for a in e.args]
        if any(a is None for a in args):
            return None
        if e.is_Add:
            return self.check(sum(args[1:], args[0]))
        if e.is_Mul:
            out = args[0]
            for a in args[1:]:
                out = self.check(out * a)
            return out
        if e.is_Pow:
            base, exponent = args
            if exponent.denominator != 1 or base == 0 and exponent < 0:
                return None
            bits = base.numerator.bit_length() + base.denominator.bit_length()
            if bits * abs(int(exponent)) > LIMITS["number_bits"] + 2 * bits + 64:
                self.check(mpq(2) ** (LIMITS["number_bits"] + 1))  # refused: priced before it is computed
            return self.check(base ** int(exponent))
        name = type(e).__name__
        if name == "floor":
            return mpq(args[0].numerator // args[0].denominator)
        if name == "ceiling":
            return mpq(-(-args[0].numerator // args[0].denominator))
        if name == "Abs":
            return abs(args[0])
        if name == "Min":
            return min(args)
        if name == "Max":
            return max(args)
        if name == "Mod" and args[1] != 0:
            a, b = args
            return a - b * ((a / b).numerator // (a / b).denominator)
        return None


def _depth(tree: ast.AST) -> int:
    best, stack = 0, [(tree, 1)]
    while stack:
        node, depth = stack.pop()
        best = max(best, depth)
        stack.extend((child, depth + 1) for child in ast.iter_child_nodes(node))
    return best


def _tree_size(expr: sympy.Basic, cap: int) -> int:
    """Nodes of ``expr`` as a tree (shared subtrees counted each time), stopping past ``cap``."""
    count, stack = 0, [expr]
    while stack and count <= cap:
        node = stack.pop()
        count += 1
        stack.extend(node.args if isinstance(node, sympy.Basic) else ())
    return count


@functools.lru_cache(maxsize=4096)
def _apply_definition(definition: sympy.Lambda, args: tuple) -> sympy.Basic:
    """A ``[[definition]]`` applied to its arguments, once per (definition, arguments): the
    registry applies 413 distinct ones 2,225 times, and SymPy's evaluation of each (the body
    rebuilt, its relations decided) is deterministic, so the result is the same object."""
    return definition(*args)


_LINES = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+$")  # as ast's own split: line ends kept, no form feed


class _Builder:
    def __init__(self, names: dict, where: str):
        self.names, self.where = names, where
        self.lambda_sizes: dict[int, int] = {}

    def refuse(self, node, why, limit=False):
        _refuse(self.where, self.segment(node) or node, why, limit)

    def segment(self, node) -> str | None:
        """``ast.get_source_segment(self.text, node)``, with the text's lines split and encoded
        once per expression (the standard function splits the whole text at every call: a long
        expression's literals made the registry's parse quadratic in its length)."""
        first, last = getattr(node, "lineno", None), getattr(node, "end_lineno", None)
        start, end = getattr(node, "col_offset", None), getattr(node, "end_col_offset", None)
        if None in (first, last, start, end):
            return None
        first, last = first - 1, last - 1
        lines = self.__dict__.get("_lines")
        if lines is None:
            lines = self._lines = [line.encode() for line in _LINES.findall(self.text)]
        if first == last:
            return lines[first][start:end].decode()
        return (lines[first][start:] + b"".join(lines[first + 1:last]) + lines[last][:end]).decode()

    def checked(self, node, value):
        """``value`` once its numbers are within the limits (a Number, or the numeric
        coefficients of an Add/Mul/Pow SymPy just folded)."""
        for part in (value, *getattr(value, "args", ())):
            if _bits(part) > LIMITS["number_bits"]:
                self.refuse(node, f"a number of more than {LIMITS['number_bits']} bits", limit=True)
        return value

    def build(self, node):
        """(value, tree size) of ``node``."""
        kind = type(node)
        if kind is ast.Constant:
            return self.constant(node), 1
        if kind is ast.Name:
            return self.name(node), 1
        if kind is ast.BinOp and type(node.op) in _BINARY:
            (left, a), (right, b) = self.build(node.left), self.build(node.right)
            if type(node.op) is ast.Pow:
                self.price_power(node, left, right)
            return self.checked(node, self.apply(node, _BINARY[type(node.op)], left, right)), a + b + 1
        if kind is ast.UnaryOp and type(node.op) in (ast.USub, ast.UAdd, ast.Invert):
            value, size = self.build(node.operand)
            op = {ast.USub: operator.neg, ast.UAdd: operator.pos, ast.Invert: operator.invert}[type(node.op)]
            return self.checked(node, self.apply(node, op, value)), size + 1
        if kind is ast.Compare:
            return self.compare(node)
        if kind is ast.Call:
            return self.call(node)
        if kind is ast.BinOp:
            self.refuse(node, f"the operator {type(node.op).__name__} is not in the registry's grammar"
                        + (" (write ** for a power)" if type(node.op) is ast.BitXor else ""))
        if kind is ast.UnaryOp:
            self.refuse(node, "'not' is not in the registry's grammar (write Not(...))")
        if kind is ast.Tuple:
            self.refuse(node, "a tuple is allowed only as a Piecewise pair or a Sum or Product limit")
        self.refuse(node, f"{_HINTS.get(kind, type(node).__name__)} is not in the registry's grammar")

    def apply(self, node, function, *args):
        try:
            if isinstance(function, sympy.Lambda):
                return _apply_definition(function, args)
            return function(*args)
        except Exception as error:  # a whitelisted SymPy operation refusing its operands
            self.refuse(node, f"cannot be built: {type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}")

    def constant(self, node):
        value = node.value
        if isinstance(value, bool):
            return sympy.true if value else sympy.false
        if isinstance(value, int):
            text = self.segment(node) or str(value)
            if len(text.replace("_", "")) > LIMITS["literal_digits"]:
                self.refuse(node, f"a literal of more than {LIMITS['literal_digits']} digits", limit=True)
            return sympy.Integer(value)
        if isinstance(value, float):
            text = self.segment(node) or ""
            if not _DECIMAL.fullmatch(text):
                self.refuse(node, "only integers and plain decimals such as 0.5625 are numbers here (write 10**k for a power of ten)")
            if len(text) - 1 > LIMITS["literal_digits"]:
                self.refuse(node, f"a literal of more than {LIMITS['literal_digits']} digits", limit=True)
            return sympy.Rational(text)  # exact: 0.1 is 1/10
        self.refuse(node, f"a {type(value).__name__} literal is not in the registry's grammar")

    def name(self, node):
        if node.id.startswith("_"):
            self.refuse(node, "names starting with _ are not in the registry's grammar")
        if node.id not in self.names:
            hint = " (a SymPy function: call it)" if node.id in SYMPY_CALLS else ""
            self.refuse(node, f"unknown name{hint}")
        value = self.names[node.id]
        if isinstance(value, type) or isinstance(value, sympy.Lambda):
            self.refuse(node, "a function used without arguments")
        if not isinstance(value, sympy.Basic):
            self.refuse(node, "not a SymPy value")
        return value

    def price_power(self, node, base, exponent):
        """Refuse a power whose numbers would exceed the limits, before SymPy computes it."""
        if not isinstance(exponent, sympy.Rational):
            return
        top = abs(int(exponent.p))
        if top > LIMITS["exponent"] or int(exponent.q) > LIMITS["exponent"]:
            self.refuse(node, f"a numeric exponent beyond {LIMITS['exponent']}", limit=True)
        numbers = [base] if isinstance(base, sympy.Rational) else list(base.atoms(sympy.Rational))
        widest = max((_bits(x) for x in numbers if abs(x) != 1 and x != 0), default=0)
        if widest * top > LIMITS["number_bits"]:
            self.refuse(node, f"a power of more than {LIMITS['number_bits']} bits", limit=True)

    def compare(self, node):
        if any(type(op) in (ast.Eq, ast.NotEq) for op in node.ops):
            self.refuse(node, "== and != compare structure in Python; write Eq(a, b) or Ne(a, b)")
        bad = [op for op in node.ops if type(op) not in _COMPARE]
        if bad:
            self.refuse(node, f"the comparison {type(bad[0]).__name__} is not in the registry's grammar")
        values, size = [], 1
        for operand in (node.left, *node.comparators):
            value, part = self.build(operand)
            values.append(value)
            size += part
        relations = [self.apply(node, _COMPARE[type(op)], a, b) for op, a, b in zip(node.ops, values, values[1:])]
        return (relations[0] if len(relations) == 1 else self.apply(node, sympy.And, *relations)), size

    def call(self, node):
        if not isinstance(node.func, ast.Name):
            self.refuse(node.func, "attribute access is not in the registry's grammar" if isinstance(node.func, ast.Attribute)
                        else "only a declared function may be called, by its name")
        name = node.func.id
        if node.keywords:
            self.refuse(node, "keyword arguments are not in the registry's grammar")
        if name.startswith("_"):
            self.refuse(node.func, "names starting with _ are not in the registry's grammar")
        if name in self.names:
            target = self.names[name]
            if not (isinstance(target, sympy.Lambda) or isinstance(target, type) and issubclass(target, sympy.Function)):
                self.refuse(node.func, "not a function of the registry")
        elif name in SYMPY_CALLS:
            target = SYMPY_CALLS[name]
        else:
            self.refuse(node.func, "unknown function (neither a registry function, a [[definition]], nor one of "
                        + ", ".join(SYMPY_CALLS) + ")")
        args, size = [], 1
        for i, arg in enumerate(node.args):
            if isinstance(arg, ast.Starred):
                self.refuse(arg, "*args is not in the registry's grammar")
            if isinstance(arg, ast.Tuple) and (target is sympy.Piecewise or target in (sympy.Sum, sympy.Product) and i > 0):
                value, part = self.tuple(arg, name)
            else:
                value, part = self.build(arg)
            args.append(value)
            size += part
        if isinstance(target, sympy.Lambda):
            if len(args) != len(target.variables):
                self.refuse(node, f"{name} takes {len(target.variables)} argument(s), given {len(args)}")
            body = self.lambda_sizes.setdefault(id(target), _tree_size(target.expr, LIMITS["tree"]))
            size = body * size  # each parameter occurrence receives one argument's tree
        if size > LIMITS["tree"]:
            self.refuse(node, f"an expression of more than {LIMITS['tree']} nodes once definitions are expanded", limit=True)
        if target is sympy.Piecewise and not (args and isinstance(args[-1], tuple) and args[-1][-1] == sympy.true):
            self.refuse(node, "a Piecewise ends with its default case (value, True): the value where no "
                        "condition holds (every evaluator and printer reads the last case so)")
        if target in (sympy.Sum, sympy.Product):
            for limit in args[1:]:
                for bound in (limit[1:] if isinstance(limit, tuple) else ()):
                    if _fractional(bound):
                        self.refuse(node, f"a {name} runs over the integers from its low to its high limit, and "
                                    f"{bound} {'is not' if bound.is_number else 'need not be'} an integer: "
                                    f"write floor({bound}) or ceiling({bound})")
        if target in (sympy.Sum, sympy.Product) and any(
                isinstance(limit, tuple) and len(limit) == 3 and limit[1].is_Integer and limit[2].is_Integer
                and limit[2] < limit[1] for limit in args[1:]):
            # an empty range, whichever way round: 0 (1), as the evaluator and the printers read it, not
            # SymPy's Karr convention (Sum(i, (i, 5, 3)) = -4), which Eq and Ne would apply when built
            return sympy.Integer(0 if target is sympy.Sum else 1), size
        value = self.apply(node, target, *args)
        if target in (sympy.Sum, sympy.Product) or isinstance(target, sympy.Lambda):
            value = self.ground(node, value)
        return self.checked(node, value), size

    def ground(self, node, value):
        """``value`` with each Sum and Product that has no free variable replaced by its exact
        value (computed here, term by term, as the parse computes every other number; SymPy's own
        evaluation of such a sum inside a relation ran for minutes on a long product, in floats).
        Refused (limit, exit 4) past ``ground_terms`` terms or a number of more than
        ``number_bits`` bits; a definition's sum is checked here too, once its arguments are in."""
        found = [s for s in value.atoms(sympy.Sum, sympy.Product)] if isinstance(value, sympy.Basic) else []
        for s in found:
            for limit in s.limits:
                if any(_fractional(bound) for bound in limit[1:]):
                    self.refuse(node, f"a {type(s).__name__} runs over the integers from its low to its high limit, "
                                f"and {limit[1]} .. {limit[2]} need not be integers: write floor(...) or ceiling(...)")
        known = {}
        for s in found:
            if not s.free_symbols:
                try:
                    total = _Ground(self, node).value(s, {})
                except _TooLong:
                    total = None
                if total is not None:
                    known[s] = sympy.Rational(int(total.numerator), int(total.denominator))
        return value.xreplace(known) if known else value

    def tuple(self, node, name):
        if name == "Piecewise" and len(node.elts) != 2:
            self.refuse(node, "a Piecewise pair is (value, condition)")
        if name in ("Sum", "Product"):
            if len(node.elts) != 3 or not isinstance(node.elts[0], ast.Name):
                self.refuse(node, f"a {name} limit is (variable, low, high)")
        values, size = [], 1
        for element in node.elts:
            value, part = self.build(element)
            values.append(value)
            size += part
        if name in ("Sum", "Product") and not isinstance(values[0], sympy.Symbol):
            self.refuse(node, f"a {name} limit is (variable, low, high)")
        return tuple(values), size


def parse_expression(text: str, names: dict, where: str) -> sympy.Basic:
    """The SymPy object of the registry expression ``text`` over the declared ``names``
    (symbol and function names to SymPy values, classes and ``Lambda`` definitions); a
    :class:`CertifyError` naming ``where`` and the refused construct otherwise. Runs no code
    of the text."""
    if not isinstance(text, str):
        raise CertifyError(f"{where}: an expression must be a string, got {type(text).__name__}")
    if len(text) > LIMITS["text_chars"]:
        raise CertifyError.limit(f"{where}: an expression of {len(text)} characters (limit {LIMITS['text_chars']})")
    nesting = 0
    for char in text:  # the bracket depth, before Python's parser recurses into it
        nesting += (char in "([{") - (char in ")]}")
        if nesting > LIMITS["depth"]:
            raise CertifyError.limit(f"{where}: brackets nested deeper than {LIMITS['depth']}")
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as error:
        raise CertifyError(f"{where}: cannot parse {text[:60]!r}: {error.msg}") from None
    except (RecursionError, MemoryError, ValueError) as error:
        raise CertifyError.limit(f"{where}: cannot parse {text[:60]!r}: {type(error).__name__} (nested too deeply?)") from None
    if _depth(tree) > LIMITS["depth"]:
        raise CertifyError.limit(f"{where}: an expression nested deeper than {LIMITS['depth']}")
    builder = _Builder(names, where)
    builder.text = text.strip()
    value, _ = builder.build(tree.body)
    if not isinstance(value, sympy.Basic):
        raise CertifyError(f"{where}: {text[:60]!r} is not an expression")
    return value
