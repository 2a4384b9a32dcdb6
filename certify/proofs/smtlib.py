"""SMT-LIB2 export: a claim's obligation as a self-contained file any SMT solver can re-check.

One printer: where the trusted base's printer (:mod:`certify.checkers._smt_print`) rebuilds a
claim's obligation from its expression tree, that text is what the audit solves and exports
(:func:`claim_obligation`), byte for byte what the bundle checker runs; the z3 export
(:func:`smt2_text`) only for what it cannot rebuild (the routes' derived obligations).
"""

from __future__ import annotations

import re

import z3

from ..checkers import _smt_print
from ..claims.export import claim_tree
from ..errors import CertifyError


def smt_logic(assertions) -> str:
    """The narrowest standard logic for the assertions: QF_ + (UF) + (L|N) + (IA|RA|IRA); UF when
    an uninterpreted function is applied (the game value P, :mod:`certify.proofs.translate`)."""
    sorts, nonlinear, functions, seen = set(), False, False, set()
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
        if z3.is_rational_value(term) and not z3.is_int_value(term) and term.denominator_as_long() != 1:
            sorts.add("R")  # a fractional numeral (e.g. 2**(l - 1) = pow_2_l / 2) needs reals too
        if z3.is_app(term) and term.decl().kind() == z3.Z3_OP_TO_REAL:
            sorts.add("R")  # an integer term as a real (a real division of integers) needs reals too
        if z3.is_app(term) and term.num_args() and term.decl().kind() == z3.Z3_OP_UNINTERPRETED:
            functions = True
            sorts.add("I" if term.is_int() else "R")
        if z3.is_app(term):
            kind = term.decl().kind()
            args = term.children()
            if kind == z3.Z3_OP_MUL and sum(not (z3.is_int_value(a) or z3.is_rational_value(a)) for a in args) > 1:
                nonlinear = True
            if kind in (z3.Z3_OP_DIV, z3.Z3_OP_IDIV, z3.Z3_OP_MOD) and not (z3.is_int_value(args[1]) or z3.is_rational_value(args[1])):
                nonlinear = True
            stack.extend(args)
    arithmetic = "IRA" if sorts == {"I", "R"} else "RA" if sorts == {"R"} else "IA"
    return f"QF_{'UF' if functions else ''}{'N' if nonlinear else 'L'}{arithmetic}"


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


def printer_relaxable(claim) -> bool:
    """The trusted printer's reading of :func:`certify.proofs.translate.relaxable`: no rounding in
    the claim's tree (its hypotheses alone for ``ID.hypotheses``); True where it cannot read the
    claim (z3's export decides then)."""
    try:
        return _smt_print.relaxable(claim_tree(claim, claim.max or 1), goal=not claim.id.endswith(".hypotheses"))
    except (CertifyError, _smt_print.Unsupported, TypeError, KeyError):
        return True


def claim_obligation(claim, solver: z3.Solver, relaxed: bool) -> tuple[str, str | None]:
    """The obligation of ``claim`` (``relaxed``: every integer a real) as the bundle checker
    rebuilds it from the claim's tree (:meth:`certify.checkers._bundle_claim.Bundle.rebuilt`,
    the same title; ``ID.hypotheses``, the hypotheses alone of a vacuity check, as the checker
    rebuilds a vacuous claim's), and None; or, where the trusted printer cannot, z3's export of
    ``solver`` and the printer's reason (no checker re-derives that text: it proves nothing)."""
    try:
        tree = claim_tree(claim, claim.max or 1)  # N only names the bounds that are dropped
        goal = not claim.id.endswith(".hypotheses")
        return _smt_print.obligation(tree, relaxed and _smt_print.relaxable(tree, goal), goal=goal,
                                     title=f"obligation of {claim.id}, rebuilt from its expression"), None
    except (CertifyError, _smt_print.Unsupported) as why:
        return smt2_text(claim, solver), str(why)
