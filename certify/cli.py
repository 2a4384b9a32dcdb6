"""The ``certify`` command. Every failure is one line on stderr and a non-zero exit."""

from __future__ import annotations

import contextlib
import os
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
    from .checkers.tables import check_file
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
    """Independently re-verify a table (every value and optimal-move set) or an AB-game
    certificate (a strategy tree or an optimality table)."""
    from .checkers.tables import check_file

    if _is_ab_certificate(file):
        _check_ab(file)
        return
    _report(check_file(file, rules), file)


def _ratio(value) -> str:
    """An exact rational as ``p/q``, or ``p`` when it is an integer."""
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


def _is_ab_certificate(file: Path) -> bool:
    """Whether ``file`` announces an AB-game format within its first bytes (the writers put
    ``format`` first); anything else goes to the table checker, which names its own faults."""
    try:
        with open(file, "rb") as handle:
            return b'"certify-ab-' in handle.read(256)
    except OSError:
        return False


def _check_ab(file: Path) -> dict:
    from .checkers import ab as abcheck

    try:
        kind, summary = abcheck.check_file(str(file))
    except abcheck.CheckError as error:
        raise CertifyError(f"{file}: INVALID: {error}") from None
    mean = summary["mean"]
    if kind.startswith("certify-ab-tree"):
        print(f"{file}: valid strategy: total {summary['total']} guesses over {summary['codes']} codes "
              f"(mean {_ratio(mean)} ~ {decimal_text(mean, 8)}), depth {summary['depth']}")
    else:
        print(f"{file}: valid optimality table: {summary['states']} states re-verified; optimum total "
              f"{summary['total']} (mean {_ratio(mean)} ~ {decimal_text(mean, 8)}), "
              f"worst case {summary['worst']}")
    return summary


@app.command()
@click.option("--digits", "-d", "digits", type=int, default=2, show_default=True, help="Code length d (1: the <,=,> line game).")
@click.option("--symbols", "-n", "symbols", type=int, required=True, help="Number of symbols n.")
@click.option("--tree", "tree_path", type=click.Path(dir_okay=False, path_type=Path), help="Write an optimal strategy tree (JSON) here, then check it.")
@click.option("--certificate", "certificate_path", type=click.Path(dir_okay=False, path_type=Path), help="Write the optimality table (JSON) here, then check it.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def abgame(digits, symbols, tree_path, certificate_path, quiet) -> None:
    """Solve the d×n AB game (Bulls and Cows) exactly: least mean and least worst case.

    Example: certify abgame --digits 2 --symbols 5   (mean 60/20 = 3, worst case 4)
    """
    import json

    from .ab.certificate import optimality_certificate, strategy_tree
    from .ab.solver import solve_ab
    from .table import atomic_output

    if certificate_path is not None and digits not in (1, 2):
        raise CertifyError("--certificate needs --digits 1 or 2 (larger d is solved without symmetry tables)")
    with progress_bar(f"solving the {digits}x{symbols} game", quiet) as progress:
        result = solve_ab(digits, symbols, None if progress is None else (lambda states: progress(states, None)))
    mean = result.mean
    print(f"{digits}x{symbols} AB game, {result.codes} codes, every strategy considered")
    reduced = _ratio(mean)
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
    for path, build in ((tree_path, strategy_tree), (certificate_path, optimality_certificate)):
        if path is None:
            continue
        document = build(digits, symbols)
        with atomic_output(path, "w") as handle:
            json.dump(document, handle, separators=(",", ":"))
        summary = _check_ab(path)
        if summary["total"] != result.total:
            raise CertifyError(f"{path}: checked total {summary['total']} differs from the solver's {result.total}")


@app.command()
@click.option("--characters", "-n", type=int, default=24, show_default=True, help="Number of characters n.")
@click.option("--erasures", type=int, help="The chooser may answer \"don't know\" up to D times.")
@click.option("--lies", type=int, help="The chooser may lie up to D times.")
@click.option("--play", is_flag=True, help="Simulate a game against such a chooser (random character and behaviour).")
@click.option("--seed", type=int, help="Random seed for --play.")
@click.option("--board", is_flag=True, help="Analyse the shipped 24-character board (no Assumption 1) instead.")
@click.option("--tree", "tree_path", type=click.Path(dir_okay=False, path_type=Path), help="With --board: write its best question trees (JSON) here.")
def adversary(characters, erasures, lies, play, seed, board, tree_path) -> None:
    """Least predetermined and adaptive question counts against an honest, clueless or lying
    chooser (Paz and Peterfreund), each with its construction and lower-bound certificate.

    Example: certify adversary --characters 24 --lies 1
    """
    from .adversary import optimal

    if erasures is not None and lies is not None:
        raise CertifyError("choose --erasures or --lies, not both (a chooser of one kind)")
    if tree_path is not None and not board:
        raise CertifyError("--tree needs --board (the question tree of the example board)")
    if board:
        _board_report(tree_path)
        return
    chooser, d = ("erasures", erasures) if erasures is not None else ("lies", lies) if lies is not None else ("honest", 0)
    optimal.validate(characters, chooser, d)
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
        _play(characters, chooser, d, counts[0], seed)


def _play(n: int, chooser: str, d: int, count, seed) -> None:
    import random

    from .adversary.strategies import Predetermined

    rng = random.Random(seed)
    strategy = Predetermined.from_code(count.code, count.upper)
    secret = rng.randrange(n)
    places = sorted(rng.sample(range(strategy.length), min(d, strategy.length))) if chooser != "honest" else []
    answers = strategy.truthful_answers(secret)
    print(f"\nplay: the chooser picks character {secret}; the guesser asks all {strategy.length} questions at once")
    for l, question in enumerate(strategy.questions):
        shown = sorted(question)
        text = ", ".join(map(str, shown[:12])) + (", ..." if len(shown) > 12 else "")
        if l in places:
            answers[l] = None if chooser == "erasures" else 1 - answers[l]
        reply = {None: "don't know", 1: "yes", 0: "no"}[answers[l]]
        note = "  <- " + ("erased" if chooser == "erasures" else "a lie") if l in places else ""
        print(f"  Q{l + 1}: is it one of {{{text}}}?  {reply}{note}")
    named = strategy.decode(answers, d if chooser == "lies" else 0)
    verdict = "correct" if named == secret else "WRONG"
    print(f"  the decoder names character {named}: {verdict}")
    if named != secret:
        raise CertifyError(f"the strategy failed against character {secret} with {places}")
    _play_adaptive(n, chooser, d, rng, secret)


def _play_adaptive(n: int, chooser: str, d: int, rng, secret: int) -> None:
    from .adversary.optimal import adaptive
    from .adversary.strategies import BinarySearch, LiarStrategy

    budget = adaptive(n, chooser, d, verify=False).upper
    places = set(rng.sample(range(budget), min(d, budget))) if chooser != "honest" else set()
    print(f"\nplay: the same character, one question at a time (at most {budget})")
    liar = LiarStrategy(n, d, budget) if chooser == "lies" else None
    search = BinarySearch()
    candidates = {c: 0 for c in range(n)} if liar else list(range(n))
    asked = 0
    while len(candidates) > 1 and asked < budget:
        question = liar.question(candidates, asked) if liar else search.question(candidates, None)
        truth = secret in question
        if asked in places:
            answer = None if chooser == "erasures" else not truth
        else:
            answer = truth
        shown = sorted(question)
        text = ", ".join(map(str, shown[:12])) + (", ..." if len(shown) > 12 else "")
        note = "  <- " + ("erased" if chooser == "erasures" else "a lie") if asked in places else ""
        reply = {None: "don't know", True: "yes", False: "no"}[answer]
        print(f"  Q{asked + 1}: is it one of {{{text}}}?  {reply}{note}")
        candidates = liar.update(candidates, question, answer) if liar else search.update(candidates, None, question, answer)
        asked += 1
    named = next(iter(candidates)) if len(candidates) == 1 else None
    print(f"  after {asked} questions the guesser names character {named}: {'correct' if named == secret else 'WRONG'}")
    if named != secret:
        raise CertifyError(f"the adaptive strategy failed against character {secret}")


def _board_report(tree_path=None) -> None:
    from fractions import Fraction

    from .adversary import optimal
    from .adversary.traits import BoardSearch, fewest_predetermined_traits, load_board

    board = load_board()
    search = BoardSearch(board)
    worst, total = search.value((1 << board.n) - 1)
    violation = board.assumption_1_violation()
    fewest, traits = fewest_predetermined_traits(board)
    names = ", ".join(board.characters[i] for i in sorted(violation)) if violation else "-"
    mean = Fraction(total, board.n)
    print(f"board: {board.n} characters, {board.m} traits; distinguishable: {board.distinguishable()}")
    print(f"  Assumption 1: {'holds' if violation is None else 'fails'} (first set no trait separates: {{{names}}})")
    print(f"  adaptive, exact search over its traits: worst case {worst}, mean {total}/{board.n} ~ {decimal_text(mean, 6)}")
    print(f"  predetermined: fewest traits that tell everyone apart: {fewest} ({', '.join(traits)})")
    ideal_total = [0, 0]  # least total questions when any set is a question: split sizes freely
    for size in range(2, board.n + 1):
        ideal_total.append(size + min(ideal_total[a] + ideal_total[size - a] for a in range(1, size)))
    ideal = optimal.adaptive(board.n, "honest", 0, verify=False).upper
    print(f"  under Assumption 1 (any set a question): worst case {ideal}, mean {ideal_total[-1]}/{board.n}, "
          f"predetermined {optimal.predetermined(board.n, 'honest', 0, verify=False).upper}")
    first = search.tree(by="total")
    print(f"  best first question: {first['trait']}")
    if tree_path is not None:
        import json

        from .table import atomic_output

        document = {"board": "certify/adversary/data/board24.toml", "characters": board.n,
                    "least_worst_case": worst, "least_total": total,
                    "least_total_tree": first, "least_worst_case_tree": search.tree(by="worst")}
        with atomic_output(tree_path, "w") as handle:
            json.dump(document, handle, indent=1)
            handle.write("\n")
        print(f"  wrote {tree_path}")


def _paper_lines(result) -> list[str]:
    """The paper's formulas (from the registry) at this n, beside the exhaustive values."""
    from .claims.evaluate import paper_formula

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


@app.command()
@click.option("--max", "max_n", type=int, help="Range N of every bounded check (default: each claim's own).")
@click.option("--deep", is_flag=True, help="Larger ranges (each claim's deep_max).")
@click.option("--only", help="Only claims whose id starts with this prefix (e.g. cushing.lemma-1.5).")
@click.option("--registry", type=click.Path(exists=True, path_type=Path), help="A registry directory or file instead of the packaged one.")
@click.option("--json", "json_path", type=click.Path(dir_okay=False, path_type=Path), help="Write the JSON report here.")
@click.option("--report", "md_path", type=click.Path(dir_okay=False, path_type=Path), help="Write the Markdown report here.")
@click.option("--html", "html_path", type=click.Path(dir_okay=False, path_type=Path), help="Write the HTML report (with figures) here.")
@click.option("--solver", type=click.Choice(["z3", "cvc5", "both"]), default="both", show_default=True, help="Solvers for symbolic obligations.")
@click.option("--timeout", type=float, default=20.0, show_default=True, help="Seconds per solver call.")
@click.option("--quiet", "-q", is_flag=True, help="No progress on stderr.")
def audit(max_n, deep, only, registry, json_path, md_path, html_path, solver, timeout, quiet) -> None:
    """Check every claim of the five papers; exit 1 if any status differs from the registry."""
    import json

    from .audit import markdown_report, run_audit
    from .table import atomic_output

    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    show = None if quiet else (lambda text: err.print(f"[dim]{text}[/dim]", highlight=False))
    result = run_audit(registry, max_n=max_n, deep=deep, only=only, solvers=solvers, timeout=timeout, progress=show)
    for path, write in ((json_path, lambda h: h.write(json.dumps(result.to_json(), indent=1) + "\n")),
                        (md_path, lambda h: h.write(markdown_report(result)))):
        if path:
            path.parent.mkdir(parents=True, exist_ok=True)
            with atomic_output(path, "w") as handle:
                write(handle)
    if html_path:
        from .report_html import html_report

        html_path.parent.mkdir(parents=True, exist_ok=True)
        with atomic_output(html_path, "w") as handle:
            handle.write(html_report(result, registry))
    summary = result.summary()
    for claim in result.claims:
        mark = "  " if not claim.regression else "!!"
        print(f"{mark} {claim.status:9} {claim.id}" + (f"  (registry expects {claim.expect})" if claim.regression else ""))
    print(f"{summary['total']} claims: {summary['proved']} proved, {summary['verified']} verified, "
          f"{summary['refuted']} refuted, {summary['open']} open; {len(summary['regressions'])} regressions "
          f"({result.seconds:.0f} s)")
    if result.regressions:
        raise CertifyError("audit: status differs from the registry for " + ", ".join(c.id for c in result.regressions))


@app.command()
@click.option("--emit-smt2", "emit_dir", type=click.Path(file_okay=False, path_type=Path), help="Write each obligation as a self-contained SMT-LIB2 file here.")
@click.option("--solver", type=click.Choice(["z3", "cvc5", "both"]), default="both", show_default=True)
@click.option("--timeout", type=float, default=30.0, show_default=True, help="Seconds per solver call.")
@click.option("--only", help="Only claims whose id starts with this prefix.")
@click.option("--registry", type=click.Path(exists=True, path_type=Path), help="A registry directory or file instead of the packaged one.")
@click.option("--markdown", "md_path", type=click.Path(dir_okay=False, path_type=Path), help="Write a Markdown table of the results here.")
def prove(emit_dir, solver, timeout, only, registry, md_path) -> None:
    """Discharge every symbolic obligation (negated goal must be unsat) and export SMT-LIB2."""
    from .claims.registry import load_registry
    from .proofs.prover import prove_claim

    solvers = ("z3", "cvc5") if solver == "both" else (solver,)
    claims = [c for c in load_registry(registry).values() if c.method in ("symbolic", "both") and (not only or c.id.startswith(only))]
    if not claims:
        raise CertifyError("no symbolic obligations selected")
    counts = {"proved": 0, "refuted": 0, "open": 0}
    rows = ["| claim | locator | status | z3 | cvc5 | sympy | file |", "|---|---|---|---|---|---|---|"]
    for claim in claims:
        proof = prove_claim(claim, solvers=solvers, timeout=timeout, emit_dir=emit_dir)
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
        from .table import atomic_output

        with atomic_output(md_path, "w") as handle:
            handle.write("\n".join([f"{line}.", "", *rows]) + "\n")


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
    except Exception as error:  # a bug, not bad input: still one line, with a way to see more
        if os.environ.get("CERTIFY_DEBUG"):
            raise
        print(f"certify: internal error: {type(error).__name__}: {error} (set CERTIFY_DEBUG=1 for the traceback)", file=sys.stderr)
        return 3
    return 0


if __name__ == "__main__":
    sys.exit(main())
