"""``certify audit``: every registry claim checked; reports, bundle, mutation analysis, Coq."""

from __future__ import annotations

import builtins
import functools
import sys
from pathlib import Path

import click

from ..errors import CertifyError
from ..files import output
from ..files.display import counted, err
from .options import OUT, SECONDS, json_object, option_path


@click.command()
@click.option("--max", "max_n", type=click.IntRange(min=2), help="Range N of every bounded check (default: each claim's own).")
@click.option("--deep", is_flag=True, help="Larger ranges (each claim's deep_max).")
@click.option("--max-cases", "max_cases", type=click.IntRange(min=1),
              help="Refuse a claim whose bounded range is priced above this, before it runs: its points times the operations "
                   "of one point (default 200,000,000,000; exit 4; docs/semantics.md).")
@click.option("--only", multiple=True, help="Only claims whose id starts with this prefix (e.g. cushing.lemma-1.5), and every node of a proof DAG they settle; once per run.")
@click.option("--registry", type=click.Path(exists=True, path_type=Path), help="A registry directory or file instead of the packaged one.")
@click.option("--functions", "functions_module", type=click.Path(exists=True, dir_okay=False, path_type=Path),
              help="A Python module (MODULE.py) of the registry's own claim functions (docs/registry.md).")
@click.option("--json", "json_path", type=OUT, help="Write the JSON report here ('-': standard output).")
@click.option("--format", "fmt", type=click.Choice(["text", "json"]), default="text", show_default=True,
              help="The summary on stdout: one line per claim, or the JSON report (for machines).")
@click.option("--report", "md_path", type=OUT, help="Write the Markdown report here.")
@click.option("--html", "html_path", type=OUT, help="Write the HTML report here (KaTeX's files go beside it, into katex/).")
@click.option("--solver", type=click.Choice(["z3", "cvc5", "both"]), default="both", show_default=True, help="Solvers for symbolic obligations.")
@click.option("--timeout", type=SECONDS, default=20.0, show_default=True, help="CPU seconds per solver call (its clock limit: 10x more).")
@click.option("--certificates", "bundle_dir", type=click.Path(path_type=Path),
              help="Write every piece of evidence and a manifest into this directory; 'certify check DIR' re-derives each status from it.")
@click.option("--force", is_flag=True, help="With --certificates: replace an earlier bundle in DIR (atomically).")
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr.")
@click.option("--mutate", is_flag=True, help="Mutation analysis: show every verified/proved claim's check able to fail; exit 1 on a claim whose check no mutant fails (mutation-vacuous; a claim whose status is vacuous is not analysed).")
@click.option("--coq", "coq_dir", type=click.Path(path_type=Path),
              help="Also check the Coq development (certify prove --coq) in DIR and report each claim's kernel evidence; "
                   "a registry coq route the kernel rejects is a regression. Needs coqc.")
@click.option("--mutation-json", "mutation_json", type=OUT,
              help="With --mutate: write the per-claim mutation results here (default: beside --json, as NAME-mutation.json).")
def audit(max_n, deep, max_cases, only, registry, functions_module, fmt, json_path, md_path, html_path, solver, timeout, quiet, mutate, mutation_json,
          coq_dir, bundle_dir, force) -> None:
    """Check every claim of the registry (the five papers, or --registry FILE); exit 1 if any
    status differs from the registry, 2 on a usage error (an --only prefix matching nothing), 5 on a
    registry that cannot be used (an unknown field, a missing vars, an empty or reversed range)."""
    import json

    from ..audit import markdown_report, run_audit

    if fmt == "json":
        if json_path is not None and not output.is_stdout(json_path):
            raise CertifyError.usage("--format json prints the JSON report on stdout; leave out --json or give --json -")
        json_path = Path(output.STDOUT)
    if functions_module is not None:
        from ..claims.user_functions import load

        load(functions_module)
    if mutation_json and not mutate:
        raise CertifyError.usage("--mutation-json needs --mutate")
    if force and bundle_dir is None:
        raise CertifyError.usage("--force replaces an earlier bundle: it needs --certificates DIR")
    if len(only) > 1:  # click keeps the last of a repeated option: refused, not silently narrowed
        raise CertifyError.usage(f"--only is given {len(only)} times; it takes one prefix (a common prefix, or one run each)")
    only = only[0] if only else None
    if only is not None and not only.strip():
        raise CertifyError.usage("--only: the claim id or prefix is empty (leave out --only for every claim)")
    if mutate and mutation_json is None and json_path and not output.is_stdout(json_path):
        mutation_json = Path(json_path).with_name(Path(json_path).stem + "-mutation.json")
    outputs = [("--json", option_path(json_path, "--json")), ("--report", option_path(md_path, "--report")),
               ("--html", option_path(html_path, "--html"))]
    read = [("--functions", functions_module)] + [("--registry", file) for file in (
        sorted(registry.glob("*.toml")) + sorted(registry.glob("*.py")) if registry is not None and registry.is_dir() else [registry])]
    output.plan([*outputs, ("--mutation-json", option_path(mutation_json, "--mutation-json"))],
                [("--certificates", option_path(bundle_dir, "--certificates"))], inputs=read)
    from ..audit.bundle import refuse_to_destroy

    refuse_to_destroy(bundle_dir, force)
    for (option, path), fmt in zip(outputs, ("json", "markdown", "html")):
        if path is not None:
            output.check_single_format(option, path, fmt)
    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    if "cvc5" in solvers:
        from ..extras import available, require

        if not available("cvc5"):
            require("cvc5", f"--solver {solver} (pass --solver z3 for z3 alone)")
    show = None if quiet else (lambda text: err.print(f"[dim]{text}[/dim]", highlight=False))
    if coq_dir is not None:
        from ..coq.runner import coqc_path

        output.plan([], [("--coq", option_path(coq_dir, "--coq"))])
        coqc_path()
    from ..audit.bundle import staging, write_bundle

    with output.staged_directory(coq_dir, "--coq") as coq_stage, staging(bundle_dir) as bundle_root:
        result = run_audit(registry, max_n=max_n, deep=deep, only=only, solvers=solvers, timeout=timeout,
                           progress=show, mutate=mutate, coq_dir=coq_stage, evidence=bundle_root, max_cases=max_cases)
        if bundle_root is not None:
            write_bundle(result, bundle_root)
    if json_path:
        output.write_text(json_path, json.dumps(result.to_json(), indent=1) + "\n", json_object, "--json")
    if md_path:
        output.write_text(md_path, markdown_report(result), None, "--report")
    if mutation_json is not None:
        output.write_text(mutation_json, json.dumps(result.mutation.to_json(), indent=1) + "\n", json_object, "--mutation-json")
    if html_path:
        from ..audit.report_html import KATEX, html_report, write_katex

        to_stdout = output.is_stdout(html_path)  # no folder beside stdout: formulas stay LaTeX text
        html_dir = None if to_stdout else Path(html_path).resolve().parent
        output.write_text(html_path, html_report(result, None, bundle_dir, html_dir, None if to_stdout else KATEX),
                          None, "--html")
        if not to_stdout:
            write_katex(html_dir)
    summary = result.summary()
    # the summary goes to stderr when a report is on stdout (--json -, --format json)
    terminal = sys.stderr if any(output.is_stdout(p) for p in (json_path, md_path, html_path, mutation_json)) else sys.stdout
    print = functools.partial(builtins.print, file=terminal)  # noqa: A001
    for claim in result.claims:
        print(claim.summary_line())
    print(f"{result.counts()} (no point satisfies the hypotheses); {counted(len(summary['regressions']), 'regression')} "
          f"({result.seconds:.0f} s)")
    if result.coq is not None:
        print(f"Coq: {result.coq['kernel_checked']} of {result.coq['theorems']} theorems kernel-checked in "
              f"{result.coq['files']} files; {summary['kernel_checked']} "
              f"{'claim carries' if summary['kernel_checked'] == 1 else 'claims carry'} kernel evidence")
    if result.mutation is not None:
        print(*result.mutation.markdown(), sep="\n")
    if result.regressions:
        raise CertifyError("audit: status differs from the registry for " + ", ".join(c.id for c in result.regressions))
    if result.mutation is not None and result.mutation.vacuous:
        raise CertifyError("audit --mutate: vacuous claims (no mutation changes their status): "
                           + ", ".join(c.id for c in result.mutation.vacuous))


