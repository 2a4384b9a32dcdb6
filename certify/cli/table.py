"""``certify table``: solve a rule set up to N and write the certified, checked table."""

from __future__ import annotations

import contextlib
import os
import sys
import time
from pathlib import Path

import click

from ..errors import CertifyError
from ..files import output
from ..files.display import progress_bar
from .check import check_table, print_table_report
from .options import OUT, RULES, TABLE_FORMATS, option_path


@click.command()
@click.option("--rules", type=RULES, required=True, help="Rule set.")
@click.option("--max", "max_n", type=int, required=True, help="Largest pool size N: states 1 <= n, m <= N.")
@click.option("--format", "fmt", type=click.Choice(TABLE_FORMATS), help="Default: from the extension of -o (.csv, .json, .npz); npz is the compact format for large N.")
@click.option("-o", "--output", "output_path", type=OUT, required=True, help="File to write (checked, then renamed into place).")
@click.option("--check/--no-check", default=True, show_default=True, help="Run the independent checker on the file before it is put in place.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def table(rules, max_n, fmt, output_path, check, quiet) -> None:
    """Solve a rule set up to N and write the certified table."""
    from ..guesswho.sizes import available_memory, check_size
    from ..guesswho.table import memory_needed, solve

    path = option_path(output_path, "-o/--output")
    output.plan([("-o/--output", path)])
    fmt = output.infer_format("-o/--output", path, fmt, TABLE_FORMATS)
    messages = sys.stderr if output.is_stdout(path) else sys.stdout  # with -o -, stdout is the table's
    check_size(rules, max_n)
    needed = memory_needed(rules, max_n, fmt, check)
    check_size(rules, max_n, needed)  # refused (exit 4) before any work if it would not fit
    if check:  # the stated need fits (above): the checker may use that much (its own default is 3 GiB)
        os.environ.setdefault("CERTIFY_CHECK_MEMORY_MB", str(max(3072, -(-needed // 2**20))))
    if rules == "nica" and max_n < 2:
        raise CertifyError.usage("--max 1 holds no state of Nica's game ((1, 1) is not a state): use --max 2 or more")
    if not quiet:
        print(f"{rules} up to N = {max_n} ({fmt}{', checked' if check else ''}) needs about "
              f"{needed / 2**30:.2f} GiB of memory; {available_memory() / 2**30:.1f} GiB available", file=messages)
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

    report = output.write(path, produce, verify if check else None, "-o/--output", suffix=f".{fmt}")
    print(f"wrote {path} ({rules}, N = {max_n}, {fmt}) in {time.perf_counter() - started:.1f} s", file=messages)
    if check:
        with contextlib.redirect_stdout(messages):
            print_table_report(report, path)


