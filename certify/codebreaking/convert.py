"""Convert a retired Mastermind optimality certificate to the current format (docs/mastermind.md).

``python -m certify.codebreaking.convert OLD NEW`` reads ``OLD``, a
``certify-mastermind-optimality/1`` document (JSON, gzip-compressed or not) or a ``/2`` file
(JSON lines, plain, gzip or xz), rewrites it as ``certify-mastermind-optimality/3`` with
:mod:`certify.codebreaking.compact` (compressed by ``NEW``'s name: ``.xz``, ``.gz``, else plain
text), checks the result with the trusted checker (:mod:`certify.checkers.mastermind`, which reads
/3 alone) and renames it into place only if it checks and states the measures ``OLD`` claims
(``total``, ``worst``, ``restricted``, or ``impossible_within``; a fragment: its root's value).
One line is printed; a bad argument exits 2, an unreadable or foreign ``OLD`` 3, a result that
fails its check 1 (nothing is left at ``NEW``).

The converter is outside the trusted base: it reads the old file with ``json``, trusts nothing
it says, and the checker verifies everything it writes.
"""
from __future__ import annotations

import gzip
import json
import lzma
import os
import sys
import tempfile
from pathlib import Path

from ..checkers import CheckError, ExitCode, interrupted
from ..checkers import mastermind as checker
from ..checkers.mastermind import RETIRED
from ..checkers.strict_io import limit, regular_file
from ..errors import CertifyError
from .compact import FORMAT, compact_document, compact_lines
from .general import Game

USAGE = "usage: python -m certify.codebreaking.convert OLD NEW   (OLD: a /1 or /2 Mastermind optimality certificate)"
MEASURES = ("total", "worst", "restricted", "impossible_within")


def open_decompressed(path: Path, mode: str = "rt"):
    """``path`` for reading (``mode`` ``rt``: UTF-8 text, ``rb``: bytes), decompressed by its magic
    bytes (gzip, xz); also :mod:`.split_tree`'s reader of covers and fragments."""
    with open(path, "rb") as handle:
        head = handle.read(6)
    opener = gzip.open if head.startswith(b"\x1f\x8b") else lzma.open if head == b"\xfd7zXZ\x00" else open
    return opener(path, mode, encoding="utf-8") if "t" in mode else opener(path, mode)


def read_old(path: Path) -> tuple[dict, list]:
    """``(header, lines)`` of a retired certificate: for /1 the whole document as the header and
    no lines, for /2 its header and its state lines. A one-line error (exit 3) otherwise."""
    try:
        regular_file(path)
        most = limit("MAX_FILE_MB", 1024) << 20
        with open_decompressed(path) as handle:
            text = handle.read(most)
            if len(text) >= most:
                raise CertifyError.unreadable(f"{path}: larger than CERTIFY_CHECK_MAX_FILE_MB decompressed")
        first, _, rest = text.partition("\n")
        try:
            head = json.loads(first)
        except ValueError:  # a JSON document over several lines
            head, doc = None, json.loads(text)
        else:
            doc = head if not rest.strip() else None
    except CheckError as error:
        raise CertifyError.unreadable(f"{path}: {error}") from None
    except (OSError, EOFError, lzma.LZMAError, UnicodeDecodeError, ValueError, RecursionError) as error:
        raise CertifyError.unreadable(f"{path}: cannot read a certificate: {' '.join(str(error).split())[:200]}") from None
    kind = next((x.get("format") for x in (doc, head) if isinstance(x, dict)), None)
    if kind == RETIRED[1] and isinstance(head, dict):
        return head, text.splitlines()
    if kind == RETIRED[0] and isinstance(doc, dict):
        return doc, []
    if kind == FORMAT:
        raise CertifyError.unreadable(f"{path}: already {FORMAT}, the current format: nothing to convert")
    raise CertifyError.unreadable(f"{path}: not a retired Mastermind optimality certificate "
                                  f"(format {str(kind)[:60]!r}; converts {', '.join(RETIRED)})")


def convert(old: Path, new: Path) -> dict:
    """Rewrite ``old`` as /3 at ``new`` (checked before it is renamed into place); the checker's summary."""
    header, lines = read_old(old)
    try:
        game = Game(header["digits"], header["symbols"], header["repeats"])
        produced = compact_lines(lines, game) if lines else compact_document(header, game)
        name = str(new)
        opener = (lambda p: lzma.open(p, "wt", encoding="utf-8", preset=9 | lzma.PRESET_EXTREME)) if name.endswith(".xz") \
            else (lambda p: gzip.open(p, "wt", encoding="utf-8")) if name.endswith(".gz") \
            else (lambda p: open(p, "w", encoding="utf-8"))
        handle, tmp = tempfile.mkstemp(prefix=f".{new.name}.", dir=new.parent)
        os.close(handle)
        mask = os.umask(0)
        os.umask(mask)
        os.chmod(tmp, 0o666 & ~mask)  # as a file opened for writing would be (mkstemp makes it private)
    except (KeyError, TypeError, ValueError, IndexError, CertifyError) as error:
        raise CertifyError.unreadable(f"{old}: not a well-formed {header.get('format')} certificate: {error}"[:300]) from None
    except OSError as error:
        raise CertifyError.unreadable(f"{new}: cannot write: {error.strerror or error}") from None
    try:
        try:
            with opener(tmp) as out:
                for line in produced:
                    out.write(line + "\n")
        except (KeyError, TypeError, ValueError, IndexError, RuntimeError) as error:
            raise CertifyError(f"{old}: cannot be rewritten as {FORMAT} (the old certificate does not hold: "
                               f"{' '.join(str(error).split())[:200]})") from None
        try:
            summary = checker.check_file(tmp)
        except CheckError as error:
            raise CertifyError(f"{new}: the converted certificate does not check: {error}") from None
        claimed = {key: header.get(key) for key in MEASURES if header.get(key) is not None}
        stated = {key: summary.get(key) for key in claimed}
        if stated != claimed:
            raise CertifyError(f"{new}: the converted certificate states {stated}, the old one claims {claimed}")
        os.replace(tmp, new)
        return summary
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def file_command(argv, usage: str, doc: str | None, act, report) -> int:
    """The commands of this package that read one file and write another (``python -m
    certify.codebreaking.convert OLD NEW``, ``python -m certify.codebreaking.split_tree COVER OUT``):
    ``act(source, target)`` writes and checks ``target`` and returns the checker's summary;
    ``report(source, target, summary)`` is the one line printed. Usage errors exit 2, a
    ``CertifyError`` its own code, Ctrl-C 130 with nothing written."""
    args = sys.argv[1:] if argv is None else list(argv)
    if args and args[0] in ("-h", "--help"):
        print(usage + "\n\n" + (doc or "").strip())
        return ExitCode.OK
    if len(args) != 2 or any(a.startswith("-") for a in args):
        print(usage, file=sys.stderr)
        return ExitCode.USAGE
    source, target = Path(args[0]), Path(args[1])
    if target.is_dir() or not target.parent.is_dir():
        print(f"certify: error: {target}: not a file in an existing folder", file=sys.stderr)
        return ExitCode.USAGE
    try:
        summary = act(source, target)
    except CertifyError as error:
        print(f"certify: error: {error}", file=sys.stderr)
        return error.exit_code
    except KeyboardInterrupt:
        return interrupted("certify: interrupted, nothing written")
    print(report(source, target, summary))
    return ExitCode.OK


def main(argv=None) -> int:
    """``python -m certify.codebreaking.convert OLD NEW``: one line, exit 0 when ``NEW`` checks."""
    return file_command(argv, USAGE, __doc__, convert,
                        lambda old, new, summary: f"{new}: valid {checker.describe(summary)} (converted from {old})")


if __name__ == "__main__":
    raise SystemExit(main())
