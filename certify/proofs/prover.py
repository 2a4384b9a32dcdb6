"""Symbolic proofs of registry claims: the negated claim must be unsatisfiable.

A claim ``for all vars in range with where: holds`` becomes the SMT problem

    bounds(vars) and where and not holds,

where every upper bound that mentions the audit size ``N`` is dropped (the claim is meant
for every ``N``). ``unsat`` from every solver asked means proved; ``sat`` gives a model,
which is re-evaluated exactly before it is reported as a counterexample; anything else
(``unknown``, timeout, a construct we cannot translate) is ``open``.

Translation (``Translator``):

* integer symbols are SMT ``Int``; ``x, y, alpha, beta`` are ``Real``;
* ``floor(e)`` of an integer polynomial over ``q`` is SMT ``div`` by ``q``; any other
  ``floor`` becomes a fresh integer ``f`` with ``f <= e < f + 1``; ``Mod(a, q)`` is ``mod``;
* a power ``b**e`` with a non-constant exponent is expanded into powers ``b**v`` of single
  variables, each replaced by a fresh positive unknown ``pow_b_v`` (integer >= 1 when
  ``v >= 0`` is among the hypotheses). These unknowns are *less* constrained than real
  powers (only monotonicity and ``b**(v+d) = b**d * b**v`` for small ``d`` are asserted),
  so ``unsat`` is still a proof; a ``sat`` model may be spurious and is then reported
  ``open``, never ``refuted``.

Identities (``Eq`` or ``And`` of ``Eq``) are first tried with SymPy; the simplification
that closed each one is recorded.
"""

from __future__ import annotations

import itertools
import re
import time
from dataclasses import dataclass, field
from pathlib import Path

import sympy
import z3
from sympy.core.function import AppliedUndef
from sympy.logic.boolalg import BooleanFalse, BooleanTrue

from ..claims.registry import GameFunction, GamePredicate
from ..errors import CertifyError

from ..claims.registry import REAL_SYMBOLS as REAL_NAMES  # noqa: E402


class Untranslatable(Exception):
    """The claim uses something the SMT translation does not support."""


@dataclass
class SolverRun:
    answer: str  # unsat, sat, unknown, timeout, error
    seconds: float
    model: dict | None = None


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

    def summary(self) -> dict:
        answers = {name: run.answer for name, run in self.runs.items()}
        timing = {name: round(run.seconds, 3) for name, run in self.runs.items()}
        parts = []
        if self.sympy_method:
            parts.append(f"sympy: identity closed by {self.sympy_method}")
        parts += [f"{name}: {run.answer} ({run.seconds:.2f} s)" for name, run in self.runs.items()]
        if self.abstractions:
            parts.append("powers abstracted: " + ", ".join(self.abstractions))
        if self.reason:
            parts.append(self.reason)
        return {"status": self.status, "solvers": answers, "seconds": timing, "sympy": self.sympy_method,
                "text": "; ".join(parts), "model": self.model}


class Translator:
    """SymPy -> Z3 for one obligation; collects side constraints it introduces.

    With ``relaxed``, every variable is real (a sound relaxation when no floor, ceiling or
    Mod occurs: unsat over the reals implies unsat over the integers).
    """

    def __init__(self, relaxed: bool = False):
        self.relaxed = relaxed
        self.symbols: dict[str, z3.ExprRef] = {}
        self.side: list[z3.BoolRef] = []
        self.powers: dict[tuple[int, str], z3.ExprRef] = {}
        self.nonnegative: set[str] = set()
        self.fresh = itertools.count()

    def symbol(self, sym: sympy.Symbol) -> z3.ExprRef:
        if sym.name not in self.symbols:
            make = z3.Real if self.relaxed or sym.name in REAL_NAMES or not sym.is_integer else z3.Int
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
        if not expr.free_symbols or all(s.is_integer and s.name not in REAL_NAMES for s in expr.free_symbols):
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
        if isinstance(expr, (BooleanTrue, BooleanFalse)) or isinstance(expr, bool):
            return z3.BoolVal(bool(expr))
        if expr.is_Integer:
            return z3.IntVal(int(expr))
        if expr.is_Rational:
            return z3.RealVal(f"{expr.p}/{expr.q}")
        if expr.is_Symbol:
            return self.symbol(expr)
        if expr.is_Add:
            terms = [self.term(a) for a in expr.args]
            return sum(terms[1:], terms[0])
        if expr.is_Mul:
            terms = [self.term(a) for a in expr.args]
            result = terms[0]
            for t in terms[1:]:
                result = result * t
            return result
        if expr.is_Pow:
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
                return 1 / (b ** (-e)) if e < -1 else 1 / b
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
        if isinstance(expr, sympy.floor):
            return self.floor(expr.args[0])
        if isinstance(expr, sympy.ceiling):
            return -self.floor(-expr.args[0])
        if isinstance(expr, sympy.Mod):
            a, q = expr.args
            a_term = self.int_term(a)
            if a_term is None or not q.is_Integer:
                raise Untranslatable(f"Mod {expr}")
            return a_term % int(q)
        if isinstance(expr, sympy.Abs):
            t = self.term(expr.args[0])
            return z3.If(t >= 0, t, -t)
        if isinstance(expr, (sympy.Min, sympy.Max)):
            terms = [self.term(a) for a in expr.args]
            result = terms[0]
            for t in terms[1:]:
                result = z3.If(t < result, t, result) if isinstance(expr, sympy.Min) else z3.If(t > result, t, result)
            return result
        if isinstance(expr, sympy.Piecewise):
            result = None
            for value, condition in reversed(expr.args):
                v = self.term(value)
                result = v if result is None and condition == sympy.true else z3.If(self.term(condition), v, result if result is not None else v)
            return result
        relations = {sympy.Eq: lambda a, b: a == b, sympy.Ne: lambda a, b: a != b, sympy.Lt: lambda a, b: a < b,
                     sympy.Le: lambda a, b: a <= b, sympy.Gt: lambda a, b: a > b, sympy.Ge: lambda a, b: a >= b}
        for kind, op in relations.items():
            if isinstance(expr, kind):
                return op(self.term(expr.lhs), self.term(expr.rhs))
        if isinstance(expr, sympy.And):
            return z3.And(*[self.term(a) for a in expr.args])
        if isinstance(expr, sympy.Or):
            return z3.Or(*[self.term(a) for a in expr.args])
        if isinstance(expr, sympy.Not):
            return z3.Not(self.term(expr.args[0]))
        if isinstance(expr, sympy.Implies):
            return z3.Implies(self.term(expr.args[0]), self.term(expr.args[1]))
        if isinstance(expr, sympy.ITE):
            return z3.If(*[self.term(a) for a in expr.args])
        if isinstance(expr, (AppliedUndef, GameFunction, GamePredicate)):
            raise Untranslatable(f"game or helper function {type(expr).__name__} (only bounded checks can evaluate it)")
        raise Untranslatable(f"{type(expr).__name__} in {expr}")


def obligation(claim) -> tuple[list[sympy.Basic], sympy.Basic]:
    """Hypotheses (bounds without N, and where) and the goal, as SymPy expressions."""
    N = sympy.Symbol("N", integer=True)
    hypotheses = []
    for var, (lo, hi) in claim.vars.items():
        v = sympy.Symbol(var, integer=var not in REAL_NAMES)
        if N not in lo.free_symbols and lo.is_finite is not False:
            hypotheses.append(sympy.Le(lo, v))
        if N not in hi.free_symbols and hi.is_finite is not False:
            hypotheses.append(sympy.Le(v, hi))
    if claim.where != sympy.true:
        hypotheses.append(claim.where)
    return hypotheses, claim.holds


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


def clear_denominators(expr, positive: set[str], hypotheses=()):
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
        return exponent.is_Integer and _follows(hypotheses, base > 0)

    relations = {sympy.Eq, sympy.Ne, sympy.Lt, sympy.Le, sympy.Gt, sympy.Ge}

    def rewrite(e):
        if type(e) in relations and isinstance(e.lhs, sympy.logic.boolalg.Boolean):
            return type(e)(rewrite(e.lhs), rewrite(e.rhs))
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


def _follows(hypotheses, goal) -> bool:
    """Whether ``goal`` follows from ``hypotheses`` (a short z3 check; False if unsure)."""
    try:
        translator = Translator(relaxed=True)
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
    return not any(e.has(sympy.floor, sympy.ceiling, sympy.Mod) for e in [*hypotheses, goal])


def build(claim, relaxed: bool = False) -> tuple[z3.Solver, Translator, z3.BoolRef]:
    hypotheses, goal = obligation(claim)
    translator = Translator(relaxed)
    for hypothesis in hypotheses:  # variables bounded below by 0 get integer powers
        if isinstance(hypothesis, sympy.Le) and hypothesis.rhs.is_Symbol and hypothesis.lhs.is_number and hypothesis.lhs >= 0:
            translator.nonnegative.add(hypothesis.rhs.name)
    positive = positive_symbols(hypotheses)
    hyps = [translator.term(clear_denominators(h, positive, hypotheses)) for h in hypotheses]
    negated_goal = z3.Not(translator.term(clear_denominators(goal, positive, hypotheses)))
    translator.power_axioms()
    solver = z3.Solver()
    solver.add(*hyps, *translator.side, negated_goal)
    return solver, translator, negated_goal


def smt_logic(assertions) -> str:
    """The narrowest standard logic for the assertions: QF_ + (L|N) + (IA|RA|IRA)."""
    sorts, nonlinear, seen = set(), False, set()
    stack = list(assertions)
    while stack:
        term = stack.pop()
        if term.get_id() in seen:
            continue
        seen.add(term.get_id())
        if z3.is_quantifier(term):
            return "ALL"
        if z3.is_arith(term) and z3.is_const(term) and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            sorts.add("I" if term.is_int() else "R")  # the sorts of the variables decide the logic
        if z3.is_app(term):
            kind = term.decl().kind()
            args = term.children()
            if kind == z3.Z3_OP_MUL and sum(not (z3.is_int_value(a) or z3.is_rational_value(a)) for a in args) > 1:
                nonlinear = True
            if kind in (z3.Z3_OP_DIV, z3.Z3_OP_IDIV, z3.Z3_OP_MOD) and not (z3.is_int_value(args[1]) or z3.is_rational_value(args[1])):
                nonlinear = True
            stack.extend(args)
    arithmetic = "IRA" if sorts == {"I", "R"} else "RA" if sorts == {"R"} else "IA"
    return f"QF_{'N' if nonlinear else 'L'}{arithmetic}"


def smt2_text(claim, solver: z3.Solver) -> str:
    logic = smt_logic(solver.assertions())
    header = (f"; certify obligation for claim {claim.id} ({claim.locator})\n"
              f"; the negation of the claim: unsat means the claim holds for all parameters\n"
              f"(set-logic {logic})\n")
    body = solver.to_smt2()
    if "I" not in logic.removeprefix("QF_").replace("ALL", "I"):
        # a real-only logic has no to_real: write integer numerals as real numerals
        body = re.sub(r"\(to_real \(- (\d+)\)\)", r"(- \1.0)", body)
        body = re.sub(r"\(to_real (\d+)\)", r"\1.0", body)
    return header + body


def _run_child(module: str, path: str | Path, timeout: float) -> tuple[str | None, float, str]:
    """Run ``python -m module FILE SECONDS`` with a hard limit: (last stdout line or None, seconds, error)."""
    import subprocess
    import sys

    started = time.perf_counter()
    try:
        done = subprocess.run([sys.executable, "-m", module, str(path), str(timeout)],
                              capture_output=True, text=True, timeout=timeout + 10)
    except subprocess.TimeoutExpired:
        return None, time.perf_counter() - started, ""
    seconds = time.perf_counter() - started
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return None, seconds, (done.stderr.strip().splitlines() or ["no answer"])[-1]
    return lines[-1], seconds, ""


def run_z3_file(path: str | Path, timeout: float) -> SolverRun:
    """Run z3 on an SMT-LIB2 file alone, in a fresh child process (see ``z3_runner``)."""
    import json

    line, seconds, error = _run_child("certify.proofs.z3_runner", path, timeout)
    if line is None:
        return SolverRun("error" if error else "timeout", seconds, {"error": error} if error else None)
    result = json.loads(line)
    return SolverRun(result["answer"], seconds, result.get("model"))


def run_cvc5_file(path: str | Path, timeout: float) -> SolverRun:
    """Run cvc5 on an SMT-LIB2 file alone, in a fresh child process (see ``cvc5_runner``)."""
    line, seconds, error = _run_child("certify.proofs.cvc5_runner", path, timeout)
    if line is None:
        return SolverRun("error" if error else "timeout", seconds, {"error": error} if error else None)
    if line.startswith("unknown"):
        return SolverRun("timeout" if "TIMEOUT" in line else "unknown", seconds)
    return SolverRun(line, seconds)


def confirm_model(claim, model: dict) -> dict | None:
    """Whether a solver's model is a genuine counterexample, by exact evaluation.

    Only the claim's own symbols are taken from the model; abstracted powers and floors are
    recomputed exactly, so a model that exploits the abstraction is not confirmed.
    """
    from gmpy2 import mpq

    from ..claims.evaluate import compile_expr, pure_functions

    hypotheses, goal = obligation(claim)
    names = {s.name for e in [*hypotheses, goal] for s in sympy.S(e).free_symbols}
    env = {}
    for name in names:
        text = model.get(name)
        if text is None or not re.fullmatch(r"-?\d+(/\d+)?", text.strip()):
            return None
        env[name] = mpq(text.strip())
        if name not in REAL_NAMES and env[name].denominator != 1:
            return None  # a relaxed model with a fractional value for an integer variable
    try:
        functions = pure_functions()
        if not all(compile_expr(h, functions)(env) for h in hypotheses):
            return None
        return {k: str(v) for k, v in sorted(env.items())} if not compile_expr(goal, functions)(env) else None
    except (CertifyError, ZeroDivisionError, KeyError):
        return None


def prove_claim(claim, solvers=("z3",), timeout: float = 30.0, emit_dir: str | Path | None = None) -> Proof:
    """Discharge one claim's obligation; see the module docstring for what each answer means."""
    proof = Proof(claim.id, "open")
    if claim.holds is None:
        proof.reason = "no formula to prove"
        return proof
    proof.sympy_method = sympy_identity(claim.holds) if not claim.uses_game else None
    hypotheses, goal = obligation(claim)
    has_integers = any(s.is_integer and s.name not in REAL_NAMES for e in [*hypotheses, goal] for s in sympy.S(e).free_symbols)
    relax = relaxable(claim) and has_integers
    first = _attempt(claim, solvers, timeout, emit_dir, relaxed=relax, proof=proof)
    if first.status in ("proved", "refuted") or not relax or first.smt2 is None:
        return first
    exact = _attempt(claim, solvers, timeout, emit_dir, relaxed=False, proof=Proof(claim.id, "open", sympy_method=proof.sympy_method))
    exact.reason = (exact.reason + "; " if exact.reason else "") + "the real relaxation was not unsat"
    return exact


def _attempt(claim, solvers, timeout, emit_dir, relaxed: bool, proof: Proof) -> Proof:
    try:
        solver, translator, _ = build(claim, relaxed)
    except Untranslatable as why:
        proof.reason = f"no SMT-LIB export: not translatable ({why})"
        if proof.sympy_method:
            proof.status = "proved"
        return proof
    if relaxed:
        proof.reason = "integers relaxed to reals (sound: no rounding occurs)"
    proof.abstractions = [f"{b}^{v}" for b, v in translator.powers]
    proof.smt2 = smt2_text(claim, solver)
    import tempfile

    directory = Path(emit_dir) if emit_dir is not None else Path(tempfile.mkdtemp(prefix="certify-smt2-"))
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{claim.id}.smt2"
    path.write_text(proof.smt2)
    try:  # every solver checks the exported file alone, in a fresh process
        if "z3" in solvers:
            proof.runs["z3"] = run_z3_file(path, timeout)
        if "cvc5" in solvers:
            proof.runs["cvc5"] = run_cvc5_file(path, timeout)
    finally:
        if emit_dir is None:
            path.unlink()
            directory.rmdir()
    answers = {run.answer for run in proof.runs.values()}
    if answers == {"unsat"} or (proof.sympy_method and "sat" not in answers):
        proof.status = "proved"
    elif "sat" in answers:
        model = next((run.model for run in proof.runs.values() if run.answer == "sat" and run.model is not None), None)
        confirmed = confirm_model(claim, model) if model is not None else None
        if confirmed is not None:
            proof.status, proof.model = "refuted", confirmed
            proof.refuted_by = ", ".join(n for n, r in proof.runs.items() if r.answer == "sat")
        else:
            proof.reason = "a solver found a model of the abstracted problem that is not a genuine counterexample"
        if "unsat" in answers:
            proof.status, proof.reason = "open", "solvers disagree (sat and unsat): investigate"
    else:
        proof.reason = proof.reason or "no solver answered unsat"
    return proof
