"""The ``certify`` command. Every failure is one line on stderr and a non-zero exit."""

from __future__ import annotations

import contextlib
import sys
import time
from decimal import Decimal, localcontext
from pathlib import Path

import click
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

from . import __version__
from .errors import CertifyError

RULES = click.Choice(["nica", "official", "tripartite"])
err = Console(stderr=True)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="certify")
def app() -> None:
    """Exact, independently checked optimal strategies for Guess Who and its relatives."""


def decimal_text(value, digits: int = 20) -> str:
    """Correctly rounded decimal expansion of an exact rational (decimal arithmetic, no float)."""
    with localcontext() as context:
        context.prec = digits
        text = str(Decimal(int(value.numerator)) / Decimal(int(value.denominator)))
    return text


@contextlib.contextmanager
def progress_bar(label: str, quiet: bool):
    """A progress callback ``(done, total)`` drawing a bar on stderr, or nothing with --quiet."""
    if quiet or not err.is_terminal:
        yield None
        return
    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"), TimeElapsedColumn(), console=err, transient=True) as bar:
        task = bar.add_task(label, total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield update


@app.command()
@click.argument("n", type=int, required=False)
@click.argument("m", type=int, required=False)
@click.option("--rules", type=RULES, default="official", show_default=True, help="Rule set.")
@click.option("--start", type=click.Choice(["frame", "draw", "card"]), help="Use a physical starting state instead of N M.")
@click.option("--characters", type=int, default=24, show_default=True, help="Characters in the game, with --start.")
@click.option("--all", "all_moves", is_flag=True, help="Show every legal move with its exact value.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def value(n, m, rules, start, characters, all_moves, quiet) -> None:
    """Exact value of state (N, M) and all its optimal moves.

    N is the number of candidates left for the player to move, M for the opponent.
    """
    from .rules import get as get_rules
    from .starts import start_state
    from .table import fraction_text, solve

    if start is not None:
        if n is not None or m is not None:
            raise CertifyError("give either N M or --start, not both")
        n, m = start_state(start, characters)
    if n is None or m is None:
        raise CertifyError("give the state as N M (or use --start)")
    for name, size in (("N", n), ("M", m)):
        if size < 1:
            raise CertifyError(f"{name} must be a positive integer, got {size}")
    if not get_rules(rules).is_state(n, m):
        raise CertifyError(f"({n}, {m}) is not a state of the {rules} game")
    with progress_bar(f"solving {rules} up to {max(n, m)}", quiet) as progress:
        table = solve(rules, max(n, m), progress)
    exact = table.value(n, m)
    print(f"{rules} ({n}, {m}): value {fraction_text(exact)} = {decimal_text(exact)}")
    moves = table.optimal_moves(n, m)
    print("optimal moves: " + (" ".join(map(str, moves)) if moves else "(none: terminal state)"))
    if all_moves:
        print(f"{'move':>12}  {'exact value':>24}  {'decimal':>22}  {'worse by':>24}")
        for move, move_value in table.move_values(n, m):
            print(f"{str(move):>12}  {fraction_text(move_value):>24}  {decimal_text(move_value):>22}  {fraction_text(exact - move_value):>24}")


@app.command()
@click.option("--rules", type=RULES, required=True, help="Rule set.")
@click.option("--max", "max_n", type=int, required=True, help="Largest pool size N: states 1 <= n, m <= N.")
@click.option("--format", "fmt", type=click.Choice(["csv", "json", "npz"]), default="csv", show_default=True, help="npz is the compact format for large N.")
@click.option("-o", "--output", type=click.Path(dir_okay=False, path_type=Path), required=True, help="File to write (atomically).")
@click.option("--check/--no-check", default=True, show_default=True, help="Run the independent checker on the written file.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def table(rules, max_n, fmt, output, check, quiet) -> None:
    """Solve a rule set up to N and write the certified table."""
    from .checker import check_file
    from .table import solve

    started = time.perf_counter()
    with progress_bar(f"solving {rules} up to {max_n}", quiet) as progress:
        solved = solve(rules, max_n, progress)
    solved.write(output, fmt)
    print(f"wrote {output} ({rules}, N = {max_n}, {fmt}) in {time.perf_counter() - started:.1f} s")
    if check:
        _report(check_file(output, rules), output)


@app.command("check")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--rules", type=RULES, help="Rules of the table (needed for a CSV whose name does not say).")
def check_command(file, rules) -> None:
    """Independently re-verify a table: every value and every optimal-move set."""
    from .checker import check_file

    _report(check_file(file, rules), file)


def _report(report, file) -> None:
    if not report.valid:
        raise CertifyError(f"{file}: INVALID: {report.problem}")
    print(f"{file}: valid {report.rules} table, N = {report.max}: {report.states} states, {report.moves} optimal moves re-verified")


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the command, turning every error into one line on stderr."""
    try:
        app.main(args=argv, prog_name="certify", standalone_mode=False)
    except CertifyError as error:
        print(f"certify: error: {error}", file=sys.stderr)
        return 1
    except click.exceptions.NoArgsIsHelpError as error:
        print(error.format_message())
        return 0
    except click.UsageError as error:
        print(f"certify: error: {error.format_message()}", file=sys.stderr)
        return 2
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.Abort:
        print("certify: error: interrupted", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("certify: error: interrupted", file=sys.stderr)
        return 130
    except OSError as error:
        print(f"certify: error: {error.strerror or error}: {error.filename or ''}".rstrip(": "), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
