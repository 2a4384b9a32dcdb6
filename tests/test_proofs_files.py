"""Every committed SMT-LIB2 certificate gives the same answer under z3 and cvc5, from the file alone."""

from pathlib import Path

import pytest
import z3

from certify.proofs.prover import run_cvc5_file
from certify.claims import loading

FILES = sorted((Path(__file__).resolve().parent.parent / "proofs" / "smt2").glob("*.smt2"))
EXPECT = {ident: claim.expect for ident, claim in loading.load().claims.items()}


def test_there_are_enough_obligations():
    assert len(FILES) >= 25
    assert {f.stem.split(".")[0] for f in FILES} >= {"nica", "cushing", "ab"}


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_certificate_rechecks_under_both_solvers(path):
    """A claim's obligation is unsat when the claim is proved, and when it is vacuous (its
    hypotheses alone are unsat); a proof DAG's glue obligation (``THEOREM.glue.*``, checked by
    ``certify.checkers.dag_glue``) is unsat when it holds, and every committed one must."""
    text = path.read_text()
    glue = ".glue." in path.name
    # a claim's: the trusted printer's text (one printer), or z3's export of a route's derived obligation
    heads = ("; certify glue obligation",) if glue else (f"; obligation of {path.stem}, rebuilt from its expression\n",
                                                         "; certify obligation")
    assert text.startswith(heads)
    assert text.rstrip().endswith("(check-sat)")
    # ID.hypotheses: a vacuous claim's hypotheses alone (certify prove checks them as the audit does)
    wanted = "unsat" if glue or EXPECT[path.stem.removesuffix(".hypotheses")] in ("proved", "vacuous") else "sat"
    solver = z3.Solver(ctx=z3.Context())  # a fresh context per file: no state carried from the files before
    solver.set("timeout", 60000)
    solver.from_file(str(path))
    assert str(solver.check()) == wanted
    assert run_cvc5_file(path, 60).answer == wanted
