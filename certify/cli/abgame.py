"""``certify abgame``: AB games (Bulls and Cows) and Mastermind solved exactly, with checked
certificates."""

from __future__ import annotations

from pathlib import Path

import click

from ..errors import CertifyError
from ..files import output
from ..files.display import decimal_text, progress_bar, ratio
from .check import check_ab, check_mastermind
from .options import OUT, option_path, usage_error

SERIAL_CODES = 5040  # default size limit of a search for d >= 3 or --repeats (4x10 Bulls and Cows: 5040 codes)


def abgame_limits(digits: int, symbols: int, repeats: bool, max_codes: int | None, distributed: bool) -> None:
    """Every size limit of ``certify abgame``, checked here, before any precompute."""
    from math import perm

    if not (repeats or digits >= 3 or distributed):
        from ..codebreaking.rules import validate

        if max_codes is not None:
            raise CertifyError.usage("--max-codes applies to d >= 3 or --repeats (the 1xn and 2xn solvers have their own bounds)")
        try:
            validate(digits, symbols)
        except CertifyError as error:
            raise usage_error(error) from None
        return
    from ..codebreaking.general import MAX_CODES, validate

    if max_codes is not None and not 1 <= max_codes <= MAX_CODES:
        raise CertifyError.usage(f"--max-codes must be between 1 and {MAX_CODES}, got {max_codes}")
    try:
        validate(digits, symbols, repeats)
    except CertifyError as error:
        raise usage_error(error) from None
    codes = symbols ** digits if repeats else perm(symbols, digits)
    limit = max_codes or SERIAL_CODES
    if codes > limit:
        raise CertifyError.limit(f"the {digits}x{symbols} game has {codes} codes; this search is limited to {limit} "
                            f"codes: raise it with --max-codes (at most {MAX_CODES})")


@click.command()
@click.option("--digits", "-d", "digits", type=int, default=2, show_default=True, help="Code length d (1: the <,=,> line game).")
@click.option("--symbols", "-n", "symbols", type=int, required=True, help="Number of symbols n.")
@click.option("--tree", "tree_path", type=OUT, help="Write an optimal strategy tree (JSON) here, checked first.")
@click.option("--certificate", "certificate_path", type=OUT, help="Write the optimality table (JSON) here, checked first.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
@click.option("--repeats", is_flag=True, help="Mastermind: symbols may repeat; black/white pegs (docs/mastermind.md).")
@click.option("--scheduler", help="Run the subtrees on this dask.distributed scheduler (ADDRESS).")
@click.option("--workers", type=click.IntRange(1, 64), help="Run the subtrees on a local dask cluster of this many workers.")
@click.option("--max-codes", type=int, help=f"With d >= 3 or --repeats: the largest game searched (default {SERIAL_CODES} codes).")
@click.option("--split", "split_levels", type=click.IntRange(1, 2), default=1, show_default=True,
              help="With --scheduler/--workers: distribute the subtrees this many guesses deep.")
@click.option("--checkpoint", "checkpoint", type=click.Path(dir_okay=False, path_type=Path),
              help="With d >= 3 or --repeats: keep the search's memo in this file (every 10 min) and resume from it.")
def abgame(digits, symbols, tree_path, certificate_path, quiet, repeats, scheduler, workers, max_codes, split_levels,
           checkpoint) -> None:
    """Solve the d×n AB game (Bulls and Cows) exactly: least mean and least worst case; with
    d >= 3 or --repeats (Mastermind) also the least total among least-worst-case strategies.

    Example: certify abgame --digits 2 --symbols 5   (mean 60/20 = 3, worst case 4)
    """
    import json

    from ..codebreaking.certificate import optimality_certificate, strategy_tree
    from ..codebreaking.solver import solve_ab

    outputs = [("--tree", option_path(tree_path, "--tree")), ("--certificate", option_path(certificate_path, "--certificate"))]
    output.plan(outputs)
    for option, path in outputs:
        if path is not None:
            if not (option == "--certificate" and str(path).endswith((".gz", ".xz"))):
                output.check_single_format(option, path, "json")
    abgame_limits(digits, symbols, repeats, max_codes, scheduler is not None or workers is not None)
    if repeats or digits >= 3 or scheduler is not None or workers is not None:
        from ..codebreaking.command import run

        with progress_bar(f"solving the {digits}x{symbols} game", quiet) as progress:
            run(digits, symbols, repeats, outputs, None if progress is None else (lambda states: progress(states, None)),
                decimal_text, output.write_text, check_mastermind, scheduler, workers, split_levels,
                None if checkpoint is None else str(checkpoint))
        return
    with progress_bar(f"solving the {digits}x{symbols} game", quiet) as progress:
        result = solve_ab(digits, symbols, None if progress is None else (lambda states: progress(states, None)))
    mean = result.mean
    print(f"{digits}x{symbols} AB game, {result.codes} codes, every strategy considered")
    reduced = ratio(mean)
    fraction = f"{result.total}/{result.codes}"
    exact = fraction if reduced == fraction else f"{reduced} = {fraction}"
    print(f"  least mean:       {exact} ~ {decimal_text(mean, 12)}  (total guesses over all codes)")
    print(f"  least worst case: {result.worst}")
    if result.total_depth != result.worst:
        print(f"  (no strategy attains both: least depth among least-total strategies is {result.total_depth})")
    print(f"  solved in {result.seconds:.3f} s ({result.states} canonical states)")
    for line in _paper_lines(result):
        print(f"  {line}")
    if certificate_path is None:
        print("  (not re-checked: add --certificate FILE for an independently checked optimality table)")
    for (option, path), build in zip(outputs, (strategy_tree, optimality_certificate)):
        if path is None:
            continue
        text = json.dumps(build(digits, symbols), separators=(",", ":"))

        def verify(tmp: Path, path=path):
            summary = check_ab(tmp, shown=path)
            if summary["total"] != result.total:
                raise CertifyError(f"{path}: checked total {summary['total']} differs from the solver's {result.total}")

        output.write_text(path, text, verify, option)


def _paper_lines(result) -> list[str]:
    """The paper's formulas (from the registry) at this n, beside the exhaustive values."""
    from ..claims.single import paper_formula

    claims = {1: (("mean", "ab.theorem-2"), ("worst", "ab.theorem-1")),
              2: (("mean", "ab.theorem-3"), ("worst", "ab.theorem-4"))}.get(result.d, ())
    lines = []
    for measure, claim_id in claims:
        locator, formula = paper_formula(claim_id)
        paper = formula({"n": result.n})
        ours = result.mean if measure == "mean" else result.worst
        verdict = "matches" if paper == ours else f"DIFFERS (the paper gives {paper})"
        lines.append(f"paper, {locator}: {verdict}")
    return lines
