"""``certify audit``: every registry claim checked; reports, bundle, mutation analysis, Coq."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import CertifyError
from ..files import output
from ..files.display import err
from .options import OUT, SECONDS, json_object, option_path


@click.command()
@click.option("--max", "max_n", type=click.IntRange(min=1), help="Range N of every bounded check (default: each claim's own).")
@click.option("--deep", is_flag=True, help="Larger ranges (each claim's deep_max).")
@click.option("--only", help="Only claims whose id starts with this prefix (e.g. cushing.lemma-1.5).")
@click.option("--registry", type=click.Path(exists=True, path_type=Path), help="A registry directory or file instead of the packaged one.")
@click.option("--json", "json_path", type=OUT, help="Write the JSON report here.")
@click.option("--report", "md_path", type=OUT, help="Write the Markdown report here.")
@click.option("--html", "html_path", type=OUT, help="Write the HTML report (with figures) here.")
@click.option("--solver", type=click.Choice(["z3", "cvc5", "both"]), default="both", show_default=True, help="Solvers for symbolic obligations.")
@click.option("--timeout", type=SECONDS, default=20.0, show_default=True, help="Seconds per solver call.")
@click.option("--certificates", "bundle_dir", type=click.Path(path_type=Path),
              help="Write every piece of evidence and a manifest into this directory; 'certify check DIR' re-derives each status from it.")
@click.option("--force", is_flag=True, help="With --certificates: replace an earlier bundle in DIR (atomically).")
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr.")
@click.option("--mutate", is_flag=True, help="Mutation analysis: show every verified/proved claim's check able to fail; exit 1 on a vacuous claim.")
@click.option("--coq", "coq_dir", type=click.Path(path_type=Path),
              help="Also check the Coq development (certify prove --coq) in DIR and report each claim's kernel evidence; "
                   "a registry coq route the kernel rejects is a regression. Needs coqc.")
@click.option("--mutation-json", "mutation_json", type=OUT,
              help="With --mutate: write the per-claim mutation results here (default: beside --json, as NAME-mutation.json).")
def audit(max_n, deep, only, registry, json_path, md_path, html_path, solver, timeout, quiet, mutate, mutation_json,
          coq_dir, bundle_dir, force) -> None:
    """Check every claim of the five papers; exit 1 if any status differs from the registry."""
    import json

    from ..audit import markdown_report, run_audit

    if mutation_json and not mutate:
        raise CertifyError.usage("--mutation-json needs --mutate")
    if mutate and mutation_json is None and json_path:
        mutation_json = Path(json_path).with_name(Path(json_path).stem + "-mutation.json")
    outputs = [("--json", option_path(json_path, "--json")), ("--report", option_path(md_path, "--report")),
               ("--html", option_path(html_path, "--html"))]
    output.plan([*outputs, ("--mutation-json", option_path(mutation_json, "--mutation-json"))],
                [("--certificates", option_path(bundle_dir, "--certificates"))])
    from ..audit.bundle import refuse_to_destroy

    refuse_to_destroy(bundle_dir, force)
    for (option, path), fmt in zip(outputs, ("json", "markdown", "html")):
        if path is not None:
            output.check_single_format(option, path, fmt)
    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    show = None if quiet else (lambda text: err.print(f"[dim]{text}[/dim]", highlight=False))
    if coq_dir is not None:
        from ..coq.runner import coqc_path

        output.plan([], [("--coq", option_path(coq_dir, "--coq"))])
        coqc_path()
    from ..audit.bundle import staging, write_bundle

    with output.staged_directory(coq_dir, "--coq") as coq_stage, staging(bundle_dir) as bundle_root:
        result = run_audit(registry, max_n=max_n, deep=deep, only=only, solvers=solvers, timeout=timeout,
                           progress=show, mutate=mutate, coq_dir=coq_stage, evidence=bundle_root)
        if bundle_root is not None:
            write_bundle(result, bundle_root, registry)
    if json_path:
        output.write_text(json_path, json.dumps(result.to_json(), indent=1) + "\n", json_object, "--json")
    if md_path:
        output.write_text(md_path, markdown_report(result), None, "--report")
    if mutation_json is not None:
        output.write_text(mutation_json, json.dumps(result.mutation.to_json(), indent=1) + "\n", json_object, "--mutation-json")
    if html_path:
        from ..audit.report_html import html_report

        output.write_text(html_path, html_report(result, registry), None, "--html")
    summary = result.summary()
    for claim in result.claims:
        mark = "  " if not claim.regression else "!!"
        print(f"{mark} {claim.status:9} {claim.id}" + (f"  (registry expects {claim.expect})" if claim.regression else ""))
    print(f"{summary['total']} claims: {summary['proved']} proved, {summary['verified']} verified, "
          f"{summary['refuted']} refuted, {summary['open']} open; {len(summary['regressions'])} regressions "
          f"({result.seconds:.0f} s)")
    if result.coq is not None:
        print(f"Coq: {result.coq['kernel_checked']} of {result.coq['theorems']} theorems kernel-checked in "
              f"{result.coq['files']} files; {summary['kernel_checked']} claims carry kernel evidence")
    if result.mutation is not None:
        print(*result.mutation.markdown(), sep="\n")
    if result.regressions:
        raise CertifyError("audit: status differs from the registry for " + ", ".join(c.id for c in result.regressions))
    if result.mutation is not None and result.mutation.vacuous:
        raise CertifyError("audit --mutate: vacuous claims (no mutation changes their status): "
                           + ", ".join(c.id for c in result.mutation.vacuous))


