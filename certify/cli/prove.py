"""``certify prove``: the symbolic obligations (z3, cvc5, SMT-LIB2 export) or the Coq development."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import CertifyError
from ..files import output
from .options import OUT, SECONDS, option_path


@click.command()
@click.option("--emit-smt2", "emit_dir", type=OUT, help="Write each obligation as a self-contained SMT-LIB2 file in this directory.")
@click.option("--solver", type=click.Choice(["z3", "cvc5", "both"]), default="both", show_default=True)
@click.option("--timeout", type=SECONDS, default=30.0, show_default=True, help="CPU seconds per solver call (its clock limit: 10x more).")
@click.option("--only", help="Only claims whose id starts with this prefix.")
@click.option("--registry", type=click.Path(exists=True, path_type=Path), help="A registry directory or file instead of the packaged one.")
@click.option("--markdown", "--report", "md_path", type=OUT, help="Write a Markdown table of the results here.")
@click.option("--coq", "coq_dir", is_flag=False, flag_value="proofs/coq", type=click.Path(path_type=Path),
              help="Instead: write the Coq development (rules, verified table checker, the N = 64 tables, headline values, "
                   "registry claims with a coq route) to DIR [proofs/coq] and check every theorem with coqc.")
def prove(emit_dir, solver, timeout, only, registry, md_path, coq_dir) -> None:
    """Discharge every symbolic obligation (negated goal must be unsat) and export SMT-LIB2.

    With --coq, check the Coq development instead: each theorem is reported kernel-checked or
    failed, and DIR is written only when every theorem is kernel-checked.
    """
    if coq_dir is not None:
        _prove_coq(coq_dir, registry, md_path, emit_dir)
        return
    from ..claims.loading import load
    from ..proofs.prover import prove_claim

    output.plan([("--markdown", option_path(md_path, "--markdown"))], [("--emit-smt2", option_path(emit_dir, "--emit-smt2"))])
    if md_path is not None:
        output.check_single_format("--markdown", md_path, "markdown")
    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    claims = [c for c in load(registry).claims.values() if c.method in ("symbolic", "both") and (not only or c.id.startswith(only))]
    if not claims:
        raise CertifyError.usage("no symbolic obligations selected")
    counts = {"proved": 0, "refuted": 0, "open": 0, "vacuous": 0}
    rows = ["| claim | locator | status | z3 | cvc5 | sympy | file |", "|---|---|---|---|---|---|---|"]
    with output.staged_directory(emit_dir, "--emit-smt2") as stage:
        for claim in claims:
            proof = prove_claim(claim, solvers=solvers, timeout=timeout, emit_dir=stage)
            note = _hypotheses(proof, claim, solvers, timeout, stage)
            counts[proof.status] += 1
            print(f"{proof.status:8} {claim.id}: {proof.summary()['text']}" + (f"; {note}" if note else ""))
            z3_cell = next((f"{r.answer} ({r.seconds:.2f} s)" for n, r in proof.runs.items() if n == "z3"), "—")
            cvc5_cell = next((f"{r.answer} ({r.seconds:.2f} s)" for n, r in proof.runs.items() if n == "cvc5"), "—")
            model = f"; model {proof.model}" if proof.model else ""
            file_cell = f"`{claim.id}.smt2`" if proof.smt2 else "(no SMT export: " + proof.reason.split("(")[-1].rstrip(")") + ")"
            rows.append(f"| `{claim.id}` | {claim.locator} | **{proof.status}**{model} | {z3_cell} | {cvc5_cell} | {proof.sympy_method or '—'} | {file_cell} |")
    line = (f"{len(claims)} obligations: {counts['proved']} proved, {counts['refuted']} refuted, {counts['open']} open"
            + (f", {counts['vacuous']} vacuous (no point satisfies the hypotheses)" if counts["vacuous"] else "")
            + (f"; SMT-LIB2 files in {emit_dir}" if emit_dir else ""))
    print(line)
    if md_path:
        output.write_text(md_path, "\n".join([f"{line}.", "", *rows]) + "\n", None, "--markdown")


def _hypotheses(proof, claim, solvers, timeout, emit_dir) -> str:
    """The audit's vacuity rule (:func:`certify.audit.vacuity.settle`) applied to a proved
    obligation, as ``certify audit`` applies it: a claim whose hypotheses no point satisfies
    becomes ``vacuous``, one whose hypotheses were not shown satisfiable ``open``. Changes
    ``proof.status`` and returns the note to show (empty when the proof stands)."""
    if proof.status != "proved":
        return ""
    from types import SimpleNamespace

    from ..audit.vacuity import settle
    from ..claims.evaluate import pure_functions

    result = SimpleNamespace(status="proved", note="", range=None, cases=None, hypotheses=None)
    settle(result, claim, claim.max, pure_functions(), solvers, timeout, emit_dir)
    proof.status = result.status
    return result.note if result.status != "proved" else ""


def _prove_coq(directory: Path, registry, md_path, emit_dir) -> None:
    """``prove --coq DIR``: generate, compile and report; DIR is written only if all checks pass."""
    from ..coq.runner import coqc_path, markdown, prove_coq

    if emit_dir is not None:
        raise CertifyError.usage("--coq and --emit-smt2 are separate runs: give one of them")
    output.plan([("--markdown", option_path(md_path, "--markdown"))], [("--coq", option_path(directory, "--coq"))])
    if md_path is not None:
        output.check_single_format("--markdown", md_path, "markdown")
    coqc_path()  # before any work: a one-line error naming the install command
    with output.staged_directory(directory, "--coq") as stage:
        results = prove_coq(stage, registry, progress=lambda line: print(line, file=sys.stderr))
        for r in results:
            print(f"{r.status:14} {r.file}.v ({r.seconds:.1f} s): {', '.join(r.theorems)}"
                  + (f"  [{r.message}]" if r.message else ""))
        failed = [r for r in results if r.status != "kernel-checked"]
        theorems = sum(len(r.theorems) for r in results)
        bad = sum(len(r.theorems) for r in failed)
        print(f"{theorems} Coq theorems in {len(results)} files: {theorems - bad} kernel-checked, {bad} failed")
        if failed:
            raise CertifyError(f"{len(failed)} Coq file(s) failed, first {failed[0].file}.v: {failed[0].message}; "
                               f"nothing written to {directory}")
    print(f"wrote the Coq development to {directory}")
    if md_path:
        output.write_text(md_path, markdown(results), None, "--markdown")
