"""``certify abgame`` for general games (D >= 3, or ``--repeats``): solve, print the three
measures, write and check the certificates (docs/mastermind.md)."""
from __future__ import annotations

import json
from fractions import Fraction

from ..errors import CertifyError, ExitCode
from .general import Game
from .witness import GROUP


def _mean(total: int, codes: int, decimal) -> str:
    value = Fraction(total, codes)
    reduced = str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"
    fraction = f"{total}/{codes}"
    exact = fraction if reduced == fraction else f"{reduced} = {fraction}"
    return f"{exact} ~ {decimal(value, 8)}"


def report(result, decimal) -> list[str]:
    """The lines ``certify abgame`` prints for a solved general game."""
    codes = result.codes
    lines = [f"{result.game.label}, {codes} codes, every strategy considered",
             f"  least total:      {result.total} over {codes} codes, mean {_mean(result.total, codes, decimal)}",
             f"  least worst case: {result.worst}",
             f"  least total with worst case {result.worst}: {result.restricted}, mean "
             f"{_mean(result.restricted, codes, decimal)}"]
    if result.total_depth > result.worst:
        lines.append(f"  (the least total needs depth {result.total_depth}: no strategy attains both)")
    lines.append(f"  solved in {result.seconds:.3f} s: {result.states} canonical states, {result.nodes} nodes searched")
    lines.append(f"  symmetry group: {GROUP}")
    return lines


def run(digits: int, symbols: int, repeats: bool, outputs, progress, decimal, write_text, check,
        scheduler=None, workers=None, levels=1, checkpoint=None) -> None:
    """Solve, print, then write each requested certificate (``outputs``: ``[("--tree", path),
    ("--certificate", path)]``) through ``write_text(path, text, verify, option)``, which checks
    the temporary file with ``check`` before renaming it into place."""
    from .search import Solver, solve

    try:
        game = Game(digits, symbols, repeats)
    except CertifyError as error:
        raise (error if error.exit_code == ExitCode.LIMIT else CertifyError.usage(str(error))) from None
    if scheduler is None and workers is None:
        _run_budget(game, outputs, progress, decimal, check, checkpoint)
        return
    solver = Solver(game, progress)
    if scheduler is not None or workers is not None:
        from .distributed import solve_distributed

        result = solve_distributed(game, solver, scheduler=scheduler, workers=workers, levels=levels)
    else:
        result = solve(game, solver=solver)
    for line in report(result, decimal):
        print(line)
    if outputs[1][1] is None:
        print("  (not re-checked: add --certificate FILE for an independently checked optimality certificate)")
    from .witness import optimality_certificate, strategy_tree

    for (option, path), build in zip(outputs, (strategy_tree, optimality_certificate)):
        if path is None:
            continue
        text = json.dumps(build(game, solver, result), separators=(",", ":"))

        def verify(tmp, path=path):
            summary = check(tmp, shown=path)
            if summary["total"] != result.total:
                raise CertifyError(f"{path}: checked total {summary['total']} differs from the solver's {result.total}")

        write_text(path, text, verify, option)


def _run_budget(game, outputs, progress, decimal, check, checkpoint) -> None:
    """The budgeted search (:mod:`certify.codebreaking.budget`): the strategy tree as JSON, the
    optimality certificate as ``certify-mastermind-optimality/3`` JSON lines (the /2 lines of the
    search, pruned and compacted by :mod:`.compact`; gzip- or xz-compressed when the name ends in
    ``.gz`` or ``.xz``), each checked before it is renamed into place."""
    import gzip
    import lzma

    from ..files import output
    from .budget import BudgetSolver

    solver = BudgetSolver(game, progress, checkpoint=checkpoint)
    result = solver.solve()
    for line in report(result, decimal):
        print(line)
    if outputs[1][1] is None:
        print("  (not re-checked: add --certificate FILE for an independently checked optimality certificate)")
    for option, path in outputs:
        if path is None:
            continue
        if option == "--tree":
            def produce(tmp):
                tmp.write_text(json.dumps(solver.strategy_document(), separators=(",", ":")), encoding="utf-8")
        else:
            def produce(tmp, path=path):
                from .compact import compact_lines

                name = str(path)
                opener = gzip.open if name.endswith(".gz") else lzma.open if name.endswith(".xz") else open
                with opener(tmp, "wt", encoding="utf-8") as handle:
                    for line in compact_lines(solver.certificate_lines(), game):
                        handle.write(line + "\n")

        def verify(tmp, path=path):
            summary = check(tmp, shown=path)
            if summary["total"] != result.total:
                raise CertifyError(f"{path}: checked total {summary['total']} differs from the solver's {result.total}")

        output.write(path, produce, verify, option)
