"""Converting a CSV or JSON table to NPZ, the one format the trusted checker reads (docs/formats.md).

``python -m certify.guesswho.convert FILE OUT.npz [--rules RULES]``: the table is read outside the
trusted base (:mod:`certify.guesswho.textread`), its arrays checked by the trusted checker
(:func:`certify.checkers.tables.check_arrays`), and only then written, atomically, by the engine's
NPZ writer: byte for byte the file ``certify table --out OUT.npz`` writes. An invalid or unreadable
table writes nothing (exit 1 or 3, one line).
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ..checkers import CheckError, ExitCode, interrupted, tables
from ..checkers._table_format import GAMES
from ..checkers.strict_io import UNREADABLE, file_kind
from ..errors import CertifyError
from .table import Table
from .textread import read_text_table


def convert(source: Path, target: Path, rules: str | None = None) -> Path:
    """Write the NPZ table of the CSV or JSON table ``source``, after the trusted checker accepted
    its arrays; raise ``CertifyError`` (the checker's exit code) if it does not."""
    try:
        arrays = read_text_table(Path(source), rules)
        if arrays is None:
            raise CheckError(f"not a CSV or JSON table ({file_kind(source)})", UNREADABLE)
        checked = tables.check_arrays(*arrays)
    except CheckError as problem:
        raise CertifyError(f"{source}: {'INVALID: ' if problem.exit_code == ExitCode.INVALID else ''}{problem}",
                           problem.exit_code) from None
    return Table(checked.rules, checked.max, checked.scaled, checked.offsets, checked.runs).write(Path(target), "npz")


def main(argv=None) -> int:
    """``python -m certify.guesswho.convert FILE OUT.npz [--rules RULES]``."""
    parser = argparse.ArgumentParser(prog="python -m certify.guesswho.convert",
                                     description="Convert a CSV or JSON table to the NPZ format the trusted checker reads.")
    parser.add_argument("source", type=Path)
    parser.add_argument("target", type=Path)
    parser.add_argument("--rules", choices=sorted(GAMES))
    args = parser.parse_args(argv)
    if args.target.suffix.lower() != ".npz":
        parser.error(f"the target must be an .npz file, not {args.target.name}")
    try:
        written = convert(args.source, args.target, args.rules)
    except CertifyError as error:
        print(f"error: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        return interrupted("interrupted; nothing written")
    print(f"{written}: NPZ table written from {args.source}")
    return ExitCode.OK


if __name__ == "__main__":
    raise SystemExit(main())
