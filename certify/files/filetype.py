"""What kind of file ``certify check`` was given, found by parsing, not by sniffing a prefix.

* an NPZ table: a zip archive (``PK\\x03\\x04``);
* a JSON document: its top-level ``format`` key, found by reading the object key by key
  (wherever the key sits) — ``certify-table``, ``certify-ab-tree/1``,
  ``certify-ab-optimality/2`` (``/1`` is passed on for the AB checker to explain its refusal),
  ``certify-mastermind-*`` (the retired optimality ``/1``, ``/2`` passed on likewise: the
  Mastermind checker's refusal names the converter);
* a CSV table: first line exactly ``n,m,value,moves``.

Anything else is an unsupported file type (exit 3). The file checks, the CSV header and the
format names are the trusted base's (``certify.checkers.strict_io``, ``.mastermind``); only the
key-by-key scan is here, so that a large table is not parsed twice before its checker runs.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from ..checkers import CheckError
from ..checkers._mastermind_fewest import FEWEST as _MASTERMIND_FEWEST
from ..checkers.mastermind import FORMATS as _MASTERMIND_CURRENT, RETIRED as _MASTERMIND_RETIRED
from ..checkers.strict_io import CSV_HEADER as _CSV_HEADER, JSON_KINDS, regular_file
from ..errors import CertifyError

TABLE, AB, MASTERMIND = "table", "ab", "mastermind"
TABLE_FORMATS = tuple(name for name, kind in JSON_KINDS.items() if not kind.startswith("ab-"))
AB_FORMATS = tuple(name for name, kind in JSON_KINDS.items() if kind.startswith("ab-")) + (
    "certify-ab-optimality/1",)  # passed on: the AB checker explains why it is no longer accepted
MASTERMIND_FORMATS = _MASTERMIND_CURRENT + (_MASTERMIND_FEWEST,) + _MASTERMIND_RETIRED  # retired: passed on, the checker names the converter
CSV_HEADER = _CSV_HEADER.encode("ascii")
_WHITESPACE = " \t\n\r"
SCAN_LIMIT = 256 << 20  # bytes read to find the format key of a JSON file


def readable(path: Path) -> Path:
    """``path`` if it is a readable regular file, else a one-line error (exit 3)."""
    path = Path(path)
    try:
        size = regular_file(path)
    except CheckError as error:
        raise CertifyError.unreadable(f"{path}: {error}") from None
    if size == 0:
        raise CertifyError.unreadable(f"{path}: empty file")
    if not os.access(path, os.R_OK):
        raise CertifyError.unreadable(f"{path}: permission denied")
    return path


def json_format(text: str):
    """The value of the top-level ``format`` key of a JSON object, ``None`` if it has none;
    raises ``ValueError`` if ``text`` is not a JSON object. Values before the key are
    parsed (and dropped) one at a time."""
    decoder = json.JSONDecoder()
    scan = json.decoder.scanstring
    i = len(text) - len(text.lstrip(_WHITESPACE))
    if text[i:i + 1] != "{":
        raise ValueError("not a JSON object")
    i += 1
    while True:
        while text[i:i + 1] and text[i] in _WHITESPACE:
            i += 1
        if text[i:i + 1] == "}":
            return None
        if text[i:i + 1] != '"':
            raise ValueError(f"expected a key at character {i}")
        key, i = scan(text, i + 1)
        while text[i:i + 1] and text[i] in _WHITESPACE:
            i += 1
        if text[i:i + 1] != ":":
            raise ValueError(f"expected ':' at character {i}")
        i += 1
        while text[i:i + 1] and text[i] in _WHITESPACE:
            i += 1
        value, i = decoder.raw_decode(text, i)
        if key == "format":
            return value
        while text[i:i + 1] and text[i] in _WHITESPACE:
            i += 1
        if text[i:i + 1] == ",":
            i += 1
        elif text[i:i + 1] != "}":
            raise ValueError(f"expected ',' or '}}' at character {i}")


def _json_kind(path: Path, compressed: bool = False):
    """The ``format`` of a JSON file (gzip-compressed if ``compressed``, xz if it is ``"xz"``), reading a first MiB
    and more only if the key lies beyond it (at most ``SCAN_LIMIT`` bytes of JSON)."""
    import gzip
    import lzma
    import zlib

    size = SCAN_LIMIT + 1 if compressed else os.path.getsize(path)
    amount = min(size, 1 << 20)
    while True:
        try:
            with (lzma.open if compressed == "xz" else gzip.open if compressed else open)(path, "rb") as handle:
                data = handle.read(amount)
        except (OSError, EOFError, lzma.LZMAError, zlib.error) as error:  # a damaged gzip or xz stream
            raise CertifyError.unreadable(f"{path}: unsupported file type (cannot decompress: {error})") from None
        if compressed and len(data) < amount:
            size = amount = len(data)
        try:
            return json_format(data.decode("utf-8", errors="strict" if amount == size else "ignore"))
        except UnicodeDecodeError:
            raise CertifyError.unreadable(f"{path}: unsupported file type (not UTF-8 text)") from None
        except RecursionError:
            raise CertifyError.unreadable(f"{path}: unsupported file type (JSON nested too deeply to read)") from None
        except (ValueError, IndexError) as error:
            if amount < min(size, SCAN_LIMIT):
                amount = min(size, SCAN_LIMIT)
                continue
            if amount < size:
                raise CertifyError.unreadable(f"{path}: no \"format\" key in its first {SCAN_LIMIT >> 20} MiB: "
                                      f"unsupported file type") from None
            raise CertifyError.unreadable(f"{path}: unsupported file type (not a JSON object: {error})") from None


def detect(path: Path) -> str:
    """``TABLE``, ``AB`` or ``MASTERMIND`` for a file ``certify check`` can verify; a one-line error (exit 3)
    for anything else."""
    path = readable(path)
    with open(path, "rb") as handle:
        head = handle.read(64)
    if head.startswith(b"PK\x03\x04"):
        return TABLE
    gzipped = head.startswith(b"\x1f\x8b") or head.startswith(b"\xfd7zXZ\x00") and "xz"
    if gzipped or head.lstrip().startswith(b"{"):
        kind = _json_kind(path, gzipped)
        if gzipped and kind in MASTERMIND_FORMATS and path.name.endswith((".gz", ".xz")):
            return MASTERMIND  # the Mastermind checker reads .json.gz and .xz itself
        if gzipped:
            raise CertifyError.unreadable(f"{path}: unsupported file type (gzip-compressed {kind!r}: only Mastermind "
                                  f"certificates named *.gz are read compressed; decompress it first)")
        if kind in TABLE_FORMATS:
            return TABLE
        if kind in AB_FORMATS:
            return AB
        if kind in MASTERMIND_FORMATS:
            return MASTERMIND
        what = f"format {kind!r}" if kind is not None else "no \"format\" key"
        raise CertifyError.unreadable(f"{path}: unsupported file type (a JSON document with {what}; "
                              f"check reads {', '.join(TABLE_FORMATS + AB_FORMATS + MASTERMIND_FORMATS)})")
    first = head.split(b"\n", 1)[0].rstrip(b"\r")
    if first == CSV_HEADER or (len(head) < len(CSV_HEADER) + 1 and head.rstrip(b"\r\n") == CSV_HEADER):
        return TABLE
    raise CertifyError.unreadable(f"{path}: unsupported file type (not a certify table or AB certificate: "
                          f"expected a CSV with header 'n,m,value,moves', a JSON certificate or an NPZ table)")
