"""``certify abgame``: AB games (Bulls and Cows) and Mastermind solved exactly, with checked
certificates."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from ..errors import CertifyError
from ..files import output
from ..files.display import decimal_text, progress_bar, ratio
from .check import check_ab, check_mastermind
from .options import OUT, option_path, usage_error

MEMO_LIMIT = 1_000_000  # --fewest --memo-limit's default: about 1.5 KB a unit at 4x8, so about 2 GB at most (docs/mastermind.md)

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
@click.option("--split-search", "split_dir", type=click.Path(file_okay=False, path_type=Path),
              help="With d >= 3 or --repeats: the split search (docs/mastermind.md): fragments and a cover "
                   "certificate written to this (new or empty) folder, on dask (--workers/--scheduler) or a process pool.")
@click.option("--resume", "resume_dir", type=click.Path(file_okay=False, path_type=Path),
              help="Continue a stopped --split-search run in this folder (its finished fragments are kept).")
@click.option("--checkpoint", "checkpoint", type=click.Path(dir_okay=False, path_type=Path),
              help="With d >= 3 or --repeats: keep the search's memo in this file (every 10 min) and resume from it; "
                   "with --fewest --certificate, the writer's plans too (FILE.plan).")
@click.option("--fewest", is_flag=True,
              help="With d >= 3 or --repeats: the least worst case D and the fewest codes needing D guesses "
                   "(issue 40); --certificate writes certify-mastermind-fewest/3, --tree the strategy.")
@click.option("--memo-limit", "memo_limit", type=click.IntRange(2, None),
              help="With --fewest: at most this many entries in each memo and cache of the search (default "
                   f"{MEMO_LIMIT:,}, about 2 GB at most); a full memo drops the entries of its smallest states "
                   "(searched again when needed, the results unchanged), and the checkpoint stays as small.")
def abgame(digits, symbols, tree_path, certificate_path, quiet, repeats, scheduler, workers, max_codes, split_levels,
           split_dir, resume_dir, checkpoint, fewest, memo_limit) -> None:
    """Solve the d×n AB game (Bulls and Cows) exactly: least mean and least worst case; with
    d >= 3 or --repeats (Mastermind) also the least total among least-worst-case strategies.

    Example: certify abgame --digits 2 --symbols 5   (mean 60/20 = 3, worst case 4)
    """
    import json

    if scheduler is not None and not scheduler.strip():
        raise CertifyError.usage("--scheduler: the address is empty (give HOST:PORT, or tcp://HOST:PORT)")

    from ..codebreaking.certificate import optimality_certificate, strategy_tree
    from ..codebreaking.solver import solve_ab

    if split_dir is not None or resume_dir is not None:
        _split_game(digits, symbols, repeats, max_codes, split_dir, resume_dir, scheduler, workers, quiet,
                    tree_path or certificate_path or checkpoint)
        return
    outputs = [("--tree", option_path(tree_path, "--tree")), ("--certificate", option_path(certificate_path, "--certificate"))]
    output.plan(outputs, inputs=[] if checkpoint is None else [("--checkpoint", f"{checkpoint}{suffix}")
                                                                for suffix in ("", ".budget", ".plan")])
    for option, path in outputs:
        if path is not None:
            if not (option == "--certificate" and str(path).endswith((".gz", ".xz"))):
                output.check_single_format(option, path, "json")
    abgame_limits(digits, symbols, repeats, max_codes, scheduler is not None or workers is not None)
    if memo_limit is not None and not fewest:
        raise CertifyError.usage("--memo-limit applies to --fewest")
    if checkpoint is not None and not (repeats or digits >= 3):  # the 2xn solver runs in one go
        raise CertifyError.usage("--checkpoint applies to d >= 3 or --repeats")
    if split_levels != 1 and scheduler is None and workers is None:
        raise CertifyError.usage("--split applies with --scheduler or --workers")
    if fewest:
        _fewest_game(digits, symbols, repeats, outputs, quiet, scheduler or workers, checkpoint,
                     MEMO_LIMIT if memo_limit is None else memo_limit)
        return
    if repeats or digits >= 3 or scheduler is not None or workers is not None:
        with progress_bar(f"solving the {digits}x{symbols} game", quiet) as progress:
            _general_game(digits, symbols, repeats, outputs, None if progress is None else (lambda states: progress(states, None)),
                          scheduler, workers, split_levels, None if checkpoint is None else str(checkpoint))
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


def _general_game(digits: int, symbols: int, repeats: bool, outputs, progress, scheduler, workers, levels,
                  checkpoint) -> None:
    """d >= 3 or --repeats (docs/mastermind.md): solve (the budgeted search, or distributed with
    --scheduler/--workers), print the three measures, then write each requested certificate
    (``outputs``: ``[("--tree", path), ("--certificate", path)]``), each checked before it is
    renamed into place."""
    import json

    from ..codebreaking.general import Game
    from ..codebreaking.search import Solver, solve

    try:
        game = Game(digits, symbols, repeats)
    except CertifyError as error:
        raise usage_error(error) from None
    if scheduler is None and workers is None:
        _budget_game(game, outputs, progress, checkpoint)
        return
    solver = Solver(game, progress)
    if scheduler is not None or workers is not None:
        from ..codebreaking.distributed import solve_distributed

        result = solve_distributed(game, solver, scheduler=scheduler, workers=workers, levels=levels)
    else:
        result = solve(game, solver=solver)
    for line in _general_report(result):
        print(line)
    if outputs[1][1] is None:
        print("  (not re-checked: add --certificate FILE for an independently checked optimality certificate)")
    from ..codebreaking.witness import optimality_certificate, strategy_tree

    for (option, path), build in zip(outputs, (strategy_tree, optimality_certificate)):
        if path is None:
            continue
        if option == "--tree":
            text = json.dumps(build(game, solver, result), separators=(",", ":"))
            output.write_text(path, text, _same_total(path, result.total), option)
        else:  # certify-mastermind-optimality/3 lines, compressed as the name says
            output.write(path, _lines_writer(path, lambda: build(game, solver, result)), _same_total(path, result.total), option)


def _split_game(digits, symbols, repeats, max_codes, split_dir, resume_dir, scheduler, workers, quiet, other) -> None:
    """``--split-search DIR`` / ``--resume DIR``: :mod:`certify.codebreaking.split`; the cover
    ``DIR/cover.json`` is written once it and its fragments check."""
    from ..codebreaking.general import Game
    from ..codebreaking.split import COVER, split_search

    if split_dir is not None and resume_dir is not None or other:
        raise CertifyError.usage("--split-search or --resume: one of them, without --tree, --certificate or --checkpoint "
                                 "(the cover and its fragments are the certificate)")
    if not (repeats or digits >= 3):
        raise CertifyError.usage("--split-search applies to d >= 3 or --repeats")
    abgame_limits(digits, symbols, repeats, max_codes, True)
    game = Game(digits, symbols, repeats)
    directory = split_dir or resume_dir
    if not Path(directory).parent.is_dir():  # the folder itself may be new; its parent is never made
        raise CertifyError.usage(f"{'--split-search' if split_dir is not None else '--resume'} {directory}: "
                                 f"the folder {Path(directory).parent} does not exist (it is never created)")
    with progress_bar(f"split search of the {digits}x{symbols} game", quiet) as progress:
        summary, figures = split_search(game, directory, resume_dir is not None, workers=workers, scheduler=scheduler,
                                        progress=None if progress is None else (lambda done: progress(done, None)))
    codes = summary["codes"]
    print(f"{game.label}, {codes} codes, every strategy considered (split search, {directory / COVER} checked)")
    print(f"  least total:      {summary['total']} over {codes} codes, mean {_mean(summary['total'], codes)}")
    print(f"  least worst case: {summary['worst']}")
    print(f"  least total with worst case {summary['worst']}: {summary['restricted']}, mean {_mean(summary['restricted'], codes)}")
    print(f"  {summary['fragments']} fragments ({figures['cached']} kept from an earlier run), "
          f"{figures['seconds']:.1f} s; checked in {figures['check_seconds']:.1f} s")


def _resumed(make):
    """A solver made by ``make()``, which reads its ``--checkpoint`` file: one that is not a
    checkpoint of this game is one line (exit 3), not an internal error."""
    try:
        return make()
    except ValueError as error:  # codebreaking.budget.read_checkpoint
        raise CertifyError.unreadable(str(error)) from None


def _budget_game(game, outputs, progress, checkpoint) -> None:
    """The budgeted search (:mod:`certify.codebreaking.budget`): the strategy tree as JSON, the
    optimality certificate as ``certify-mastermind-optimality/3`` JSON lines (the /2 lines of the
    search, pruned and compacted by :mod:`certify.codebreaking.compact`; gzip- or xz-compressed
    when the name ends in ``.gz`` or ``.xz``), each checked before it is renamed into place."""
    from ..codebreaking.budget import BudgetSolver
    from ..codebreaking.compact import compact_lines

    solver = _resumed(lambda: BudgetSolver(game, progress, checkpoint=checkpoint))
    result = solver.solve()
    for line in _general_report(result):
        print(line)
    if outputs[1][1] is None:
        print("  (not re-checked: add --certificate FILE for an independently checked optimality certificate)")
    _write_outputs(outputs, solver.strategy_document, lambda: compact_lines(solver.certificate_lines(), game),
                   lambda option, path: _same_total(path, result.total))


def _fewest_game(digits, symbols, repeats, outputs, quiet, distributed, checkpoint, memo_limit=None) -> None:
    """``--fewest`` (issue 40, :mod:`certify.codebreaking.fewest`): the least worst case D, the
    fewest codes found at guess D among the strategies within D, and every first guess attaining
    it; the certificate (``certify-mastermind-fewest/3``) and the strategy checked before they are
    renamed into place. ``--checkpoint``: the run resumes from that file; ``--memo-limit``: the
    memos' bound (:func:`certify.codebreaking.budget.cull`)."""
    from ..codebreaking.fewest import FewestSolver, certificate_lines
    from ..codebreaking.general import Game

    if not (repeats or digits >= 3) or distributed:
        raise CertifyError.usage("--fewest applies to d >= 3 or --repeats, without --scheduler or --workers")
    game = Game(digits, symbols, repeats)
    with progress_bar(f"fewest codes at the worst case, {digits}x{symbols}", quiet) as progress:
        solver = _resumed(lambda: FewestSolver(
            game, checkpoint=None if checkpoint is None else str(checkpoint),
            progress=None if progress is None else (lambda states: progress(states, None)), memo_limit=memo_limit))
        worst, value, nodes, seconds = solver.solve()
        firsts = solver.optimal_first_guesses()
    print(f"{game.label}, {len(game.codes)} codes, every strategy considered")
    print(f"  least worst case: {worst}")
    print(f"  fewest codes needing {worst} guesses: {value} (among the strategies within {worst})")
    shown = ", ".join("".join(map(str, game.codes[g])) for g in firsts[:6])
    print(f"  first guesses attaining it: {len(firsts)} of {len(game.codes)} ({shown}{', ...' if len(firsts) > 6 else ''})")
    print(f"  solved in {seconds:.1f} s CPU ({nodes} nodes)")

    def verify(tmp, path, option):
        summary = check_mastermind(tmp, shown=path)
        got = (summary.get("worst"), summary.get("fewest")) if option == "--certificate" else (
            summary["strategies"].get("fewest-at-worst", (None, None))[1], summary["deepest"].get("fewest-at-worst"))
        if got != (worst, value):
            raise CertifyError(f"{path}: the checker gives {got}, the solver ({worst}, {value})")

    report = None if quiet else (lambda line: print(line, file=sys.stderr, flush=True))
    _write_outputs(outputs, solver.strategy_document, lambda: _resumed(lambda: certificate_lines(solver, report)),  # reads FILE.plan
                   lambda option, path: (lambda tmp: verify(tmp, path, option)))


def _write_outputs(outputs, tree, lines, verify) -> None:
    """Each requested output: ``--tree``, the strategy document ``tree()`` as JSON; ``--certificate``,
    the JSON lines ``lines()``; each checked by ``verify(option, path)(tmp)`` before it is renamed
    into place."""
    import json

    for option, path in outputs:
        if path is None:
            continue
        if option == "--tree":
            def produce(tmp):
                tmp.write_text(json.dumps(tree(), separators=(",", ":")), encoding="utf-8")
        else:
            produce = _lines_writer(path, lines)
        output.write(path, produce, verify(option, path), option)


def _lines_writer(path, lines):
    """Writes ``lines()`` (JSON lines) to a temporary file, gzip- or xz-compressed when ``path``
    ends in ``.gz`` or ``.xz``."""
    import gzip
    import lzma

    def produce(tmp):
        name = str(path)
        opener = gzip.open if name.endswith(".gz") else lzma.open if name.endswith(".xz") else open
        with opener(tmp, "wt", encoding="utf-8") as handle:
            for line in lines():
                handle.write(line + "\n")

    return produce


def _same_total(path, total: int):
    """The check of a written general-game certificate: the checker's total is the solver's."""
    def verify(tmp):
        summary = check_mastermind(tmp, shown=path)
        if summary["total"] != total:
            raise CertifyError(f"{path}: checked total {summary['total']} differs from the solver's {total}")

    return verify


def _general_report(result) -> list[str]:
    """The lines ``certify abgame`` prints for a solved general game."""
    from ..codebreaking.witness import GROUP

    codes = result.codes
    lines = [f"{result.game.label}, {codes} codes, every strategy considered",
             f"  least total:      {result.total} over {codes} codes, mean {_mean(result.total, codes)}",
             f"  least worst case: {result.worst}",
             f"  least total with worst case {result.worst}: {result.restricted}, mean "
             f"{_mean(result.restricted, codes)}"]
    if result.total_depth > result.worst:
        lines.append(f"  (the least total needs depth {result.total_depth}: no strategy attains both)")
    lines.append(f"  solved in {result.seconds:.3f} s: {result.states} canonical states, {result.nodes} nodes searched")
    lines.append(f"  symmetry group: {GROUP}")
    return lines


def _mean(total: int, codes: int) -> str:
    """``total/codes`` exactly (reduced, and as the quotient it is) and to 8 decimals."""
    from fractions import Fraction

    value = Fraction(total, codes)
    reduced = str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    fraction = f"{total}/{codes}"
    exact = fraction if reduced == fraction else f"{reduced} = {fraction}"
    return f"{exact} ~ {decimal_text(value, 8)}"
