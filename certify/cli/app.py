"""The ``certify`` command: argument wiring only. Every failure is one line on stderr and an
exit code from ``certify/errors.py`` (listed in ``certify --help`` and ``docs/cli.md``).

Files are written through ``certify/output.py`` (paths validated before any work, written
beside the target, checked, then renamed); what is printed comes from ``certify/display.py``.
"""

from __future__ import annotations

import contextlib
import math
import os
import signal
import sys
import time
from pathlib import Path

import click

from .. import __version__
from ..files import output
from ..files.display import decimal_text, err, progress_bar, ratio
from ..errors import (EXIT_INTERNAL, EXIT_INVALID, EXIT_INTERRUPTED, EXIT_OK, EXIT_UNREADABLE, EXIT_USAGE, CertifyError,
                     ResourceLimit, UnreadableInput, UsageError)

RULES = click.Choice(["nica", "official", "tripartite"])
TABLE_FORMATS = ("csv", "json", "npz")
EXIT_CODES = """\b
Exit codes:
   0  success: the file is valid, the audit matches the registry
   1  an invalid certificate, a refuted claim, or an audit regression
   2  usage error: a bad option, argument or combination of options
   3  an input file that cannot be read or is of an unsupported type
   4  a resource limit: the work or a declared size exceeds a stated limit
  70  internal error (a bug; CERTIFY_DEBUG=1 shows the traceback)
 130  interrupted (Ctrl-C); nothing unchecked is left behind"""


@click.group(context_settings={"help_option_names": ["-h", "--help"]}, epilog=EXIT_CODES)
@click.version_option(__version__, prog_name="certify")
def app() -> None:
    """Exact, independently checked optimal strategies for Guess Who and its relatives."""


# ---- parameter types: every option validated before any work -------------------------


class Seconds(click.ParamType):
    """A timeout: a finite number of seconds, > 0 and at most a day."""

    name = "seconds"
    LIMIT = 86400.0

    def convert(self, value, param, ctx):
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or not 0 < seconds <= self.LIMIT:
            self.fail(f"{value!r} must be a finite number of seconds in (0, {self.LIMIT:.0f}]", param, ctx)
        return seconds


SECONDS = Seconds()


class OutputPath(click.ParamType):
    """A path to write: refused at once if empty (``-o ''``); the rest is checked by
    ``certify.files.output.plan`` before any work."""

    name = "path"

    def convert(self, value, param, ctx):
        if isinstance(value, Path):
            return value
        if str(value) == "":
            self.fail("the path is empty", param, ctx)
        return Path(value)


OUT = OutputPath()


def _usage(error: CertifyError) -> UsageError:
    return UsageError(str(error))


def _option_path(value, option: str):
    """``-o ''`` and the like: a usage error naming the option."""
    if value is not None and str(value) == "":
        raise UsageError(f"{option}: the path is empty")
    return value


# ---- value ------------------------------------------------------------------------------


@app.command()
@click.argument("n", type=int, required=False)
@click.argument("m", type=int, required=False)
@click.option("--rules", type=RULES, default="official", show_default=True, help="Rule set.")
@click.option("--start", type=click.Choice(["frame", "draw", "card"]), help="Use a physical starting state instead of N M.")
@click.option("--characters", type=int, help="Characters in the game, with --start (default 24).")
@click.option("--all", "all_moves", is_flag=True, help="Show every legal move with its exact value.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def value(n, m, rules, start, characters, all_moves, quiet) -> None:
    """Exact value of state (N, M) and all its optimal moves.

    N is the number of candidates left for the player to move, M for the opponent.
    """
    from ..guesswho.onestate import solve_state
    from ..guesswho.rules import get as get_rules
    from ..guesswho.starts import start_state

    if start is None and characters is not None:
        raise UsageError("--characters applies only with --start (N M already give the pool sizes)")
    if start is not None:
        if n is not None or m is not None:
            raise UsageError("give either N M or --start, not both")
        try:
            n, m = start_state(start, 24 if characters is None else characters)
        except CertifyError as error:
            raise _usage(error) from None
    if n is None or m is None:
        raise UsageError("give the state as N M (or use --start)")
    for name, size in (("N", n), ("M", m)):
        if size < 1:
            raise UsageError(f"{name} must be a positive integer, got {size}")
    if not get_rules(rules).is_state(n, m):
        raise UsageError(f"({n}, {m}) is not a state of the {rules} game")
    table = solve_state(rules, n, m)  # a small state: only the states it reaches, no engine start-up
    if table is None:
        from ..guesswho.engine import check_size
        from ..guesswho.table import solve

        check_size(rules, max(n, m))
        with progress_bar(f"solving {rules} up to {max(n, m)}", quiet) as progress:
            table = solve(rules, max(n, m), progress)
    exact = table.value(n, m)
    print(f"{rules} ({n}, {m}): value {ratio(exact)} = {decimal_text(exact)}")
    moves = table.optimal_moves(n, m)
    print("optimal moves: " + (" ".join(map(str, moves)) if moves else "(none: terminal state)"))
    if all_moves:
        print(f"{'move':>12}  {'exact value':>24}  {'decimal':>22}  {'worse by':>24}")
        for move, move_value in table.move_values(n, m):
            print(f"{str(move):>12}  {ratio(move_value):>24}  {decimal_text(move_value):>22}  {ratio(exact - move_value):>24}")


# ---- table and check --------------------------------------------------------------------


@app.command()
@click.option("--rules", type=RULES, required=True, help="Rule set.")
@click.option("--max", "max_n", type=int, required=True, help="Largest pool size N: states 1 <= n, m <= N.")
@click.option("--format", "fmt", type=click.Choice(TABLE_FORMATS), help="Default: from the extension of -o (.csv, .json, .npz); npz is the compact format for large N.")
@click.option("-o", "--output", "output_path", type=OUT, required=True, help="File to write (checked, then renamed into place).")
@click.option("--check/--no-check", default=True, show_default=True, help="Run the independent checker on the file before it is put in place.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def table(rules, max_n, fmt, output_path, check, quiet) -> None:
    """Solve a rule set up to N and write the certified table."""
    from ..guesswho.engine import available_memory, check_size
    from ..guesswho.table import memory_needed, solve

    path = _option_path(output_path, "-o/--output")
    output.plan([("-o/--output", path)])
    fmt = output.infer_format("-o/--output", path, fmt, TABLE_FORMATS)
    check_size(rules, max_n)
    needed = memory_needed(rules, max_n, fmt, check)
    check_size(rules, max_n, needed)  # refused (exit 4) before any work if it would not fit
    if check:  # the stated need fits (above): the checker may use that much (its own default is 3 GiB)
        os.environ.setdefault("CERTIFY_CHECK_MEMORY_MB", str(max(3072, -(-needed // 2**20))))
    if rules == "nica" and max_n < 2:
        raise UsageError("--max 1 holds no state of Nica's game ((1, 1) is not a state): use --max 2 or more")
    if not quiet:
        print(f"{rules} up to N = {max_n} ({fmt}{', checked' if check else ''}) needs about "
              f"{needed / 2**30:.2f} GiB of memory; {available_memory() / 2**30:.1f} GiB available")
    started = time.perf_counter()
    with progress_bar(f"solving {rules} up to {max_n}", quiet) as progress:
        held = [solve(rules, max_n, progress)]

    def produce(tmp: Path):
        held.pop().write(tmp, fmt)  # the table is released before the check reads the file

    def verify(tmp: Path):
        report = check_table(tmp, rules, shown=path)
        if (report.rules, report.max) != (rules, max_n):
            raise CertifyError(f"{path}: the checker read a {report.rules} table of max {report.max}, "
                               f"not the {rules} table of max {max_n} that was written")
        return report

    report = output.write(path, produce, verify if check else None, "-o/--output")
    print(f"wrote {path} ({rules}, N = {max_n}, {fmt}) in {time.perf_counter() - started:.1f} s")
    if check:
        _print_table_report(report, path)


def _checked(check, *args, shown):
    """``check(*args)``; a trusted-base checker's error is raised as the tool's error naming
    ``shown`` (its exit code kept); a nesting beyond Python's stack, as unreadable input."""
    try:
        return check(*args)
    except RecursionError:
        raise UnreadableInput(f"{shown}: nested too deeply to read") from None
    except Exception as error:
        if not type(error).__module__.startswith("certify.checkers"):
            raise
        code = getattr(error, "exit_code", 1)
        raise CertifyError(f"{shown}: {'INVALID: ' if code == 1 else ''}{error}", code) from None


def check_table(path: Path, rules: str | None, shown=None):
    """The table checker's report on ``path``; an invalid or unreadable table raises
    (messages name ``shown``, the file the user sees)."""
    from ..checkers import tables

    shown = path if shown is None else shown
    report = _checked(tables.check_file, path, rules, shown=shown)
    if not report.valid:
        code = getattr(report, "exit_code", 1) or 1
        raise CertifyError(f"{shown}: {'INVALID: ' if code == 1 else ''}{report.problem}", code)
    return report


def _print_table_report(report, file) -> None:
    print(f"{file}: valid {report.rules} table, N = {report.max}: {report.states} states, {report.moves} optimal moves re-verified")


@app.command("check")
@click.argument("file", type=click.Path(path_type=Path))
@click.option("--rules", type=RULES, help="Rules of the table (needed for a CSV whose name does not say); tables only.")
@click.option("--timeout", type=float, default=60.0, show_default=True, help="Seconds per solver call (a bundle's proved claims).")
def check_command(file, rules, timeout) -> None:
    """Independently re-verify a table (every value and optimal-move set), an AB-game
    certificate (a strategy tree or an optimality table), or a certificate bundle DIR
    (every claim's status, from the bundle's files alone: ``certify audit --certificates DIR``)."""
    from ..files.filetype import AB, MASTERMIND, detect

    if file.is_dir():
        if rules is not None:
            raise UsageError(f"--rules applies to tables; {file} is a directory (a certificate bundle)")
        _check_bundle(file, timeout)
        return
    kind = detect(file)
    if kind in (AB, MASTERMIND):
        if rules is not None:
            raise UsageError(f"--rules applies to tables; {file} is an AB-game certificate")
        (check_ab if kind == AB else check_mastermind)(file)
        return
    _print_table_report(check_table(file, rules), file)


def _check_bundle(directory: Path, timeout: float) -> None:
    from ..checkers import bundle

    started = time.perf_counter()
    try:
        found = bundle.check_file(directory, timeout, workers=bundle.WORKERS)
    except bundle.CheckError as error:
        raise CertifyError(f"{directory}: INVALID: {error}", error.exit_code) from None
    print(f"{directory}: valid bundle: {found['claims']} claims re-derived from {found['files']} checked files: "
          + ", ".join(f"{found[s]} {s}" for s in bundle.STATUSES) + f" ({time.perf_counter() - started:.0f} s)")


def check_ab(file: Path, shown=None) -> dict:
    """Check an AB-game certificate and print its verdict line (naming ``shown``)."""
    from ..checkers import ab as abcheck

    shown = file if shown is None else shown
    kind, summary = _checked(abcheck.check_file, str(file), shown=shown)
    mean = summary["mean"]
    if kind.startswith("certify-ab-tree"):
        print(f"{shown}: valid strategy: total {summary['total']} guesses over {summary['codes']} codes "
              f"(mean {ratio(mean)} ~ {decimal_text(mean, 8)}), depth {summary['depth']}")
    else:
        print(f"{shown}: valid optimality table: {summary['states']} states re-verified; optimum total "
              f"{summary['total']} (mean {ratio(mean)} ~ {decimal_text(mean, 8)}), "
              f"worst case {summary['worst']}")
    return summary


def check_mastermind(file: Path, shown=None) -> dict:
    """Check a general-game (certify-mastermind-*) certificate and print its verdict line."""
    from ..checkers import mastermind as mmcheck

    shown = file if shown is None else shown
    summary = _checked(mmcheck.check_file, str(file), shown=shown)
    codes = summary["codes"]
    if summary["kind"].endswith("tree/1"):
        restricted = summary["restricted"]
        print(f"{shown}: valid strategy: total {summary['total']} guesses over {codes} codes, depth "
              f"{summary['depth']}; least-worst-case strategy: total {restricted[0]}, depth {restricted[1]}")
    else:
        print(f"{shown}: valid optimality certificate: {summary['states']} states re-verified; least total "
              f"{summary['total']} over {codes} codes, least worst case {summary['worst']}, least total "
              f"with that worst case {summary['restricted']}")
    return summary


# ---- abgame -------------------------------------------------------------------------------


SERIAL_CODES = 1500  # default size limit of a search for d >= 3 or --repeats (4x6 Mastermind: 1296 codes)


def abgame_limits(digits: int, symbols: int, repeats: bool, max_codes: int | None, distributed: bool) -> None:
    """Every size limit of ``certify abgame``, checked here, before any precompute."""
    from math import perm

    if not (repeats or digits >= 3 or distributed):
        from ..codebreaking.rules import validate

        if max_codes is not None:
            raise UsageError("--max-codes applies to d >= 3 or --repeats (the 1xn and 2xn solvers have their own bounds)")
        try:
            validate(digits, symbols)
        except CertifyError as error:
            raise _usage(error) from None
        return
    from ..codebreaking.general import MAX_CODES, validate

    if max_codes is not None and not 1 <= max_codes <= MAX_CODES:
        raise UsageError(f"--max-codes must be between 1 and {MAX_CODES}, got {max_codes}")
    try:
        validate(digits, symbols, repeats)
    except ResourceLimit:
        raise
    except CertifyError as error:
        raise _usage(error) from None
    codes = symbols ** digits if repeats else perm(symbols, digits)
    limit = max_codes or SERIAL_CODES
    if codes > limit:
        raise ResourceLimit(f"the {digits}x{symbols} game has {codes} codes; this search is limited to {limit} "
                            f"codes: raise it with --max-codes (at most {MAX_CODES})")


@app.command()
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
def abgame(digits, symbols, tree_path, certificate_path, quiet, repeats, scheduler, workers, max_codes, split_levels) -> None:
    """Solve the d×n AB game (Bulls and Cows) exactly: least mean and least worst case; with
    d >= 3 or --repeats (Mastermind) also the least total among least-worst-case strategies.

    Example: certify abgame --digits 2 --symbols 5   (mean 60/20 = 3, worst case 4)
    """
    import json

    from ..codebreaking.certificate import optimality_certificate, strategy_tree
    from ..codebreaking.solver import solve_ab

    outputs = [("--tree", _option_path(tree_path, "--tree")), ("--certificate", _option_path(certificate_path, "--certificate"))]
    output.plan(outputs)
    for option, path in outputs:
        if path is not None:
            output.check_single_format(option, path, "json")
    abgame_limits(digits, symbols, repeats, max_codes, scheduler is not None or workers is not None)
    if repeats or digits >= 3 or scheduler is not None or workers is not None:
        from ..codebreaking.command import run

        with progress_bar(f"solving the {digits}x{symbols} game", quiet) as progress:
            run(digits, symbols, repeats, outputs, None if progress is None else (lambda states: progress(states, None)),
                decimal_text, output.write_text, check_mastermind, scheduler, workers, split_levels)
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
    from ..claims.evaluate import paper_formula

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


# ---- adversary ----------------------------------------------------------------------------


@app.command()
@click.option("--characters", "-n", type=int, help="Number of characters n (default 24).")
@click.option("--erasures", type=int, help="The chooser may answer \"don't know\" up to D times.")
@click.option("--lies", type=int, help="The chooser may lie up to D times.")
@click.option("--play", is_flag=True, help="Simulate a game against such a chooser (random character and behaviour).")
@click.option("--seed", type=int, help="Random seed for --play.")
@click.option("--board", is_flag=True, help="Analyse the shipped 24-character board (no Assumption 1) instead.")
@click.option("--tree", "tree_path", type=OUT, help="With --board: write its best question trees (JSON) here.")
def adversary(characters, erasures, lies, play, seed, board, tree_path) -> None:
    """Least predetermined and adaptive question counts against an honest, clueless or lying
    chooser (Paz and Peterfreund), each with its construction and lower-bound certificate.

    Example: certify adversary --characters 24 --lies 1
    """
    from ..adversary import optimal

    if erasures is not None and lies is not None:
        raise UsageError("choose --erasures or --lies, not both (a chooser of one kind)")
    if seed is not None and not play:
        raise UsageError("--seed applies only with --play")
    if board:
        given = [name for name, v in (("-n/--characters", characters), ("--erasures", erasures), ("--lies", lies)) if v is not None]
        given += ["--play"] if play else []
        if given:
            raise UsageError(f"--board analyses the shipped 24-character board with an honest chooser; "
                             f"{', '.join(given)} {'does' if len(given) == 1 else 'do'} not apply")
        _option_path(tree_path, "--tree")
        if tree_path is not None:
            output.plan([("--tree", tree_path)])
            output.check_single_format("--tree", tree_path, "json")
        _board(tree_path)
        return
    if tree_path is not None:
        raise UsageError("--tree needs --board (the question tree of the example board)")
    characters = 24 if characters is None else characters
    chooser, d = ("erasures", erasures) if erasures is not None else ("lies", lies) if lies is not None else ("honest", 0)
    try:
        optimal.validate(characters, chooser, d)
    except CertifyError as error:
        raise _usage(error) from None
    if chooser != "honest" and d == 0:
        chooser = "honest"
    plural = "" if d == 1 else "s"
    label = {"honest": "honest chooser", "erasures": f"up to {d} \"don't know\" answer{plural}",
             "lies": f"up to {d} lie{plural}"}[chooser]
    print(f"{characters} characters, {label} (Assumption 1: every set of characters is a question)")
    started = time.perf_counter()
    counts = [optimal.predetermined(characters, chooser, d), optimal.adaptive(characters, chooser, d)]
    for count in counts:
        method = count.lower_certificate.split(":")[0]
        if count.status == "proved":
            head = f"{count.upper} questions (optimal, proved by {method})"
        else:
            head = f"open: between {count.lower} and {count.upper} questions"
        print(f"  {count.kind + ':':15s}{head}")
        print(f"  {'':15s}construction: {count.construction}; verified in {count.verified} games")
        print(f"  {'':15s}lower bound:  {count.lower_certificate}")
    print(f"  ({time.perf_counter() - started:.2f} s)")
    if play:
        from ..adversary.play import play as play_game

        play_game(characters, chooser, d, counts[0], seed)


def _board(tree_path) -> None:
    import json

    from ..adversary.board_report import board_report

    lines, document = board_report()
    for line in lines:
        print(line)
    if tree_path is not None:
        output.write_text(tree_path, json.dumps(document(), indent=1) + "\n", _json_object, "--tree")
        print(f"  wrote {tree_path}")


def _json_object(tmp: Path) -> None:
    """The minimal check of a JSON output: it reads back as a JSON object."""
    import json

    if not isinstance(json.loads(tmp.read_text(encoding="utf-8")), dict):
        raise CertifyError(f"internal: {tmp} is not a JSON object", EXIT_INTERNAL)


# ---- audit and prove ----------------------------------------------------------------------


@app.command()
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
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr.")
@click.option("--mutate", is_flag=True, help="Mutation analysis: show every verified/proved claim's check able to fail; exit 1 on a vacuous claim.")
@click.option("--coq", "coq_dir", type=click.Path(path_type=Path),
              help="Also check the Coq development (certify prove --coq) in DIR and report each claim's kernel evidence; "
                   "a registry coq route the kernel rejects is a regression. Needs coqc.")
@click.option("--mutation-json", "mutation_json", type=OUT,
              help="With --mutate: write the per-claim mutation results here (default: beside --json, as NAME-mutation.json).")
def audit(max_n, deep, only, registry, json_path, md_path, html_path, solver, timeout, quiet, mutate, mutation_json,
          coq_dir, bundle_dir) -> None:
    """Check every claim of the five papers; exit 1 if any status differs from the registry."""
    import json

    from ..audit import markdown_report, run_audit

    if mutation_json and not mutate:
        raise UsageError("--mutation-json needs --mutate")
    if mutate and mutation_json is None and json_path:
        mutation_json = Path(json_path).with_name(Path(json_path).stem + "-mutation.json")
    outputs = [("--json", _option_path(json_path, "--json")), ("--report", _option_path(md_path, "--report")),
               ("--html", _option_path(html_path, "--html"))]
    output.plan([*outputs, ("--mutation-json", _option_path(mutation_json, "--mutation-json"))],
                [("--certificates", _option_path(bundle_dir, "--certificates"))])
    for (option, path), fmt in zip(outputs, ("json", "markdown", "html")):
        if path is not None:
            output.check_single_format(option, path, fmt)
    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    show = None if quiet else (lambda text: err.print(f"[dim]{text}[/dim]", highlight=False))
    if coq_dir is not None:
        from ..coq.runner import coqc_path

        output.plan([], [("--coq", _option_path(coq_dir, "--coq"))])
        coqc_path()
    from ..audit.bundle import staging, write_bundle

    with output.staged_directory(coq_dir, "--coq") as coq_stage, staging(bundle_dir) as bundle_root:
        result = run_audit(registry, max_n=max_n, deep=deep, only=only, solvers=solvers, timeout=timeout,
                           progress=show, mutate=mutate, coq_dir=coq_stage, evidence=bundle_root)
        if bundle_root is not None:
            write_bundle(result, bundle_root, registry)
    if json_path:
        output.write_text(json_path, json.dumps(result.to_json(), indent=1) + "\n", _json_object, "--json")
    if md_path:
        output.write_text(md_path, markdown_report(result), None, "--report")
    if mutation_json is not None:
        output.write_text(mutation_json, json.dumps(result.mutation.to_json(), indent=1) + "\n", _json_object, "--mutation-json")
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


@app.command()
@click.option("--emit-smt2", "emit_dir", type=OUT, help="Write each obligation as a self-contained SMT-LIB2 file in this directory.")
@click.option("--solver", type=click.Choice(["z3", "cvc5", "both"]), default="both", show_default=True)
@click.option("--timeout", type=SECONDS, default=30.0, show_default=True, help="Seconds per solver call.")
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
    from ..claims.registry import load_registry
    from ..proofs.prover import prove_claim

    output.plan([("--markdown", _option_path(md_path, "--markdown"))], [("--emit-smt2", _option_path(emit_dir, "--emit-smt2"))])
    if md_path is not None:
        output.check_single_format("--markdown", md_path, "markdown")
    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    claims = [c for c in load_registry(registry).values() if c.method in ("symbolic", "both") and (not only or c.id.startswith(only))]
    if not claims:
        raise UsageError("no symbolic obligations selected")
    counts = {"proved": 0, "refuted": 0, "open": 0}
    rows = ["| claim | locator | status | z3 | cvc5 | sympy | file |", "|---|---|---|---|---|---|---|"]
    with output.staged_directory(emit_dir, "--emit-smt2") as stage:
        for claim in claims:
            proof = prove_claim(claim, solvers=solvers, timeout=timeout, emit_dir=stage)
            counts[proof.status] += 1
            print(f"{proof.status:8} {claim.id}: {proof.summary()['text']}")
            z3_cell = next((f"{r.answer} ({r.seconds:.2f} s)" for n, r in proof.runs.items() if n == "z3"), "—")
            cvc5_cell = next((f"{r.answer} ({r.seconds:.2f} s)" for n, r in proof.runs.items() if n == "cvc5"), "—")
            model = f"; model {proof.model}" if proof.model else ""
            file_cell = f"`{claim.id}.smt2`" if proof.smt2 else "(no SMT export: " + proof.reason.split("(")[-1].rstrip(")") + ")"
            rows.append(f"| `{claim.id}` | {claim.locator} | **{proof.status}**{model} | {z3_cell} | {cvc5_cell} | {proof.sympy_method or '—'} | {file_cell} |")
    line = (f"{len(claims)} obligations: {counts['proved']} proved, {counts['refuted']} refuted, {counts['open']} open"
            + (f"; SMT-LIB2 files in {emit_dir}" if emit_dir else ""))
    print(line)
    if md_path:
        output.write_text(md_path, "\n".join([f"{line}.", "", *rows]) + "\n", None, "--markdown")


def _prove_coq(directory: Path, registry, md_path, emit_dir) -> None:
    """``prove --coq DIR``: generate, compile and report; DIR is written only if all checks pass."""
    from ..coq.runner import coqc_path, markdown, prove_coq

    if emit_dir is not None:
        raise UsageError("--coq and --emit-smt2 are separate runs: give one of them")
    output.plan([("--markdown", _option_path(md_path, "--markdown"))], [("--coq", _option_path(directory, "--coq"))])
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


# ---- entry point ---------------------------------------------------------------------------

_MAIN_PID = None


def _on_interrupt(signum, frame) -> None:
    """SIGINT: an interrupt in this process; in a forked worker nothing (the parent stops the
    pool), so no worker prints a traceback."""
    if os.getpid() == _MAIN_PID:
        raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the command, turning every error into one line on stderr and an exit
    code of ``certify/errors.py``."""
    global _MAIN_PID
    _MAIN_PID = os.getpid()
    previous = None
    try:
        previous = signal.signal(signal.SIGINT, _on_interrupt)
    except ValueError:  # not the main thread (embedded use): keep the default handler
        pass
    try:
        return _run(argv)
    except BrokenPipeError:  # stdout closed early (``certify ... | head``): stop quietly
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_INVALID
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _run(argv) -> int:
    try:
        args = sys.argv[1:] if argv is None else list(argv)
        with app.make_context("certify", args) as context:  # not app.main: it prints a newline on Ctrl-C
            app.invoke(context)
    except KeyboardInterrupt:
        return _interrupted()
    except CertifyError as error:
        print(f"certify: error: {error}", file=sys.stderr)
        return error.exit_code
    except click.exceptions.NoArgsIsHelpError as error:
        print(error.format_message())
        return EXIT_OK
    except click.UsageError as error:
        print(f"certify: error: {error.format_message()}", file=sys.stderr)
        return EXIT_USAGE
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.Abort:
        return _interrupted()
    except MemoryError:
        print("certify: error: out of memory (a resource limit: try a smaller size)", file=sys.stderr)
        return ResourceLimit.exit_code
    except BrokenPipeError:
        raise
    except OSError as error:
        print(f"certify: error: {error.strerror or error}: {error.filename or ''}".rstrip(": "), file=sys.stderr)
        return EXIT_UNREADABLE
    except Exception as error:  # a bug, not bad input: still one line, with a way to see more
        if os.environ.get("CERTIFY_DEBUG"):
            raise
        print(f"certify: internal error: {type(error).__name__}: {error} (set CERTIFY_DEBUG=1 for the traceback)", file=sys.stderr)
        return EXIT_INTERNAL
    return EXIT_OK


def _interrupted() -> int:
    try:
        print("certify: interrupted; nothing written", file=sys.stderr)
    except KeyboardInterrupt:
        pass
    return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
