"""Reading untrusted certificate files: limits before allocation, strict JSON, file types.

Shared by the checkers (standard library and ``certify.checkers`` only; under 300 lines). Trusted
facts: Python's ``json`` decoder, ``zipfile`` and ``os.stat``. Nothing here judges content;
it only refuses, with one line, what cannot be read safely:

* a file larger than ``CERTIFY_CHECK_MAX_FILE_MB`` (default 1024) or a JSON document nested
  deeper than ``CERTIFY_CHECK_MAX_DEPTH`` (default 400) is refused before it is parsed
  (exit 4); a memory estimate above ``CERTIFY_CHECK_MEMORY_MB`` (default 3072) likewise;
* a missing file, a directory, a FIFO, an empty file, text that is not UTF-8, and a file of
  no certify format are reported as such (exit 3);
* JSON constants NaN/Infinity and duplicate keys are refused (exit 3: not JSON here);
* the sorted canonical form of the adversary and game certificates (:func:`load_sorted_json`).

The file type is found by parsing (a zip archive with .npy members, a JSON document with a
known ``format``, text whose first line is the CSV header), never by the file name.
"""
from __future__ import annotations

import json
import os
import re
import stat
import sys
import zipfile
from itertools import accumulate

from certify.checkers import INVALID, LIMIT, UNREADABLE, CheckError, verdict  # noqa: F401 (the checkers' names)

CSV_HEADER = "n,m,value,moves"
JSON_KINDS = {"certify-table": "json", "certify-ab-tree/1": "ab-tree",
              "certify-ab-optimality/2": "ab-optimality"}
_STRINGS, _OTHER = re.compile(r'"(?:[^"\\]|\\.)*"'), re.compile(r'[^\[\]{}]+')  # strings (skipped), what is no bracket
_STEPS = {"[": 1, "{": 1, "]": -1, "}": -1}.get  # a bracket's change of the nesting level


def limit(name: str, default: int) -> int:
    """The limit ``CERTIFY_CHECK_<name>`` from the environment, or ``default``."""
    text = os.environ.get(f"CERTIFY_CHECK_{name}", "")
    if not text:
        return default
    if not re.fullmatch(r"[1-9][0-9]{0,8}", text):
        raise CheckError(f"CERTIFY_CHECK_{name}={text!r} is not a positive integer", UNREADABLE)
    return int(text)


def over_limit(what: str, amount: int, name: str, default: int, unit: str = "", allowed: int | None = None) -> None:
    """Refuse (exit 4) when ``amount`` exceeds the limit ``CERTIFY_CHECK_<name>`` (``allowed``: that
    limit, read already)."""
    allowed = limit(name, default) if allowed is None else allowed
    if amount > allowed:
        raise CheckError(f"{what} needs {amount}{unit}, over the limit of {allowed}{unit}; "
                         f"set CERTIFY_CHECK_{name}={amount} to raise it", LIMIT)


def memory(what: str, nbytes: int, allowed: int | None = None) -> None:
    """Refuse (exit 4) a check whose memory estimate exceeds ``CERTIFY_CHECK_MEMORY_MB``."""
    over_limit(f"checking {what}", -(-nbytes // 2**20), "MEMORY_MB", 3072, " MB", allowed)


def regular_file(path) -> int:
    """The size of ``path``, refusing (exit 3) what is missing, a directory or not a regular file."""
    try:
        info = os.stat(os.fspath(path))
    except FileNotFoundError:
        raise CheckError("no such file", UNREADABLE) from None
    except OSError as error:
        raise CheckError(f"cannot read: {error.strerror}", UNREADABLE) from None
    if stat.S_ISDIR(info.st_mode):
        raise CheckError("is a directory, not a file", UNREADABLE)
    if stat.S_ISCHR(info.st_mode) and info.st_rdev == os.stat(os.devnull).st_rdev:
        raise CheckError("empty file", UNREADABLE)
    if not stat.S_ISREG(info.st_mode):
        raise CheckError("not a regular file (a device, FIFO or socket)", UNREADABLE)
    return info.st_size


def read_bytes(path, most_bytes: int | None = None, empty: bool = False) -> bytes:
    """The bytes of ``path``, refusing what is not a readable, bounded file (and, unless
    ``empty``, an empty one). The bound: ``most_bytes`` (a format's own limit) or else
    ``CERTIFY_CHECK_MAX_FILE_MB``; beyond it, exit 4, and a file over it is not read."""
    most = limit("MAX_FILE_MB", 1024) * 2**20 if most_bytes is None else most_bytes
    size, data = regular_file(path), b""
    if size <= most:
        try:
            with open(os.fspath(path), "rb") as handle:
                data = handle.read(most + 1)
        except OSError as error:
            raise CheckError(f"cannot read: {error.strerror}", UNREADABLE) from None
    if max(size, len(data)) > most:
        if most_bytes is not None:
            raise CheckError(f"the file is larger than {most} bytes, the format's limit", LIMIT)
        over_limit("reading the file", -(-max(size, len(data)) // 2**20), "MAX_FILE_MB", 1024, " MB")
    if not data and not empty:
        raise CheckError("empty file", UNREADABLE)
    return data


def _no_constant(name):
    raise ValueError(f"{name} is not a JSON number")


def _no_float(text):
    raise ValueError(f"{text} is not an integer (this format has no floats)")


def _no_duplicates(pairs):
    doc = dict(pairs)
    if len(doc) != len(pairs):
        raise ValueError("a key is repeated in one object")
    return doc


_DECODERS = {floats: json.JSONDecoder(object_pairs_hook=_no_duplicates, parse_constant=_no_constant,
                                      **({} if floats else {"parse_float": _no_float})) for floats in (True, False)}


def parse_json(text: str, depth: int | None = None, floats: bool = True):
    """Parse JSON after checking its nesting depth without recursion (exit 4 if deeper than
    ``depth``, a format's own limit, or else ``CERTIFY_CHECK_MAX_DEPTH``) and pricing its
    objects (at most about 24 bytes of memory per byte of text: ``[[],[],...]``). Duplicate
    keys, NaN/Infinity and (unless ``floats``) non-integer numbers are not JSON here (exit 3)."""
    return json_parser(depth, floats)(text)


def json_parser(depth: int | None = None, floats: bool = True):
    """:func:`parse_json` for many texts (e.g. the lines of a JSON-lines file): the environment's
    limits are read once, here, instead of once per text."""
    most_memory, most_depth = limit("MEMORY_MB", 3072), limit("MAX_DEPTH", 400)
    decoder = _DECODERS[floats]

    def parse(text: str):
        memory(f"a JSON document of {len(text)} characters", 24 * len(text), most_memory)
        deepest = text.count("[") + text.count("{")  # at least the depth (brackets in strings count too)
        if deepest > min(most_depth, deepest if depth is None else depth):  # then the depth itself
            deepest = max(accumulate(map(_STEPS, _OTHER.sub("", _STRINGS.sub("", text))), initial=0))  # the brackets only
        if depth is not None and deepest > depth:
            raise CheckError(f"JSON nested {deepest} deep, beyond the format's limit of {depth}", LIMIT)
        over_limit("the JSON nesting depth", deepest, "MAX_DEPTH", 400, allowed=most_depth)
        old = sys.getrecursionlimit()
        if deepest + 200 > old:
            sys.setrecursionlimit(deepest + 200)
        try:
            if text.startswith("\ufeff"):  # json.loads refuses a byte order mark; the decoder alone does not
                raise ValueError("Unexpected UTF-8 BOM (decode using utf-8-sig): line 1 column 1 (char 0)")
            return decoder.decode(text)
        except RecursionError:  # only if the limit was raised beyond what the stack allows
            raise CheckError(f"JSON nested {deepest} deep cannot be parsed here", LIMIT) from None
        except ValueError as error:
            raise CheckError(f"not valid JSON: {error}", UNREADABLE) from None
        finally:
            if sys.getrecursionlimit() != old:
                sys.setrecursionlimit(old)

    return parse


def sorted_json(doc) -> str:
    """The one text of ``doc`` in the sorted formats (adversary and game certificates): keys
    sorted, no spaces, ASCII only, one final newline."""
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"


def load_sorted_json(path, most_bytes: int, depth: int) -> dict:
    """A JSON object in the sorted canonical form (:func:`sorted_json`), integers only, read
    within the format's limits; anything else is refused as unreadable (exit 3) or beyond a
    limit (exit 4)."""
    try:
        text = read_bytes(path, most_bytes).decode("ascii")
    except UnicodeDecodeError as error:
        raise CheckError(f"not ASCII text (byte {error.start})", UNREADABLE) from None
    doc = parse_json(text, depth, floats=False)
    if not isinstance(doc, dict):
        raise CheckError("not a JSON object", UNREADABLE)
    if text != sorted_json(doc):
        raise CheckError("not in canonical form (sorted keys, no spaces, one final newline; first difference at "
                         f"character {_first_difference(text, sorted_json(doc))})", UNREADABLE)
    return doc


def read_text(path, most_bytes: int | None = None) -> str:
    """``read_bytes`` decoded as UTF-8; text that is not is unreadable (exit 3)."""
    try:
        return read_bytes(path, most_bytes).decode("utf-8")
    except UnicodeDecodeError as error:
        raise CheckError(f"not UTF-8 text (byte {error.start})", UNREADABLE) from None


def read_compact_json(path):
    """The JSON document of ``path``, strict (:func:`parse_json`) and in the compact canonical form
    ``json.dumps(doc, separators=(",", ":"))``."""
    text = read_text(path)
    doc = parse_json(text)
    canonical_json(text, doc, None)
    return doc


def _first_difference(text: str, expected: str) -> int:
    return next((i for i, (a, b) in enumerate(zip(text, expected)) if a != b), min(len(text), len(expected)))


def canonical_json(text: str, doc, indent: int | None) -> None:
    """Require ``text`` to be exactly the writer's serialisation of ``doc`` (key order kept)."""
    if indent is None:
        expected = json.dumps(doc, separators=(",", ":"))
    else:
        expected = json.dumps(doc, indent=indent) + "\n"
    if text != expected:
        raise CheckError(f"not in canonical form (first difference at character {_first_difference(text, expected)}; "
                         "docs/formats.md gives the one accepted layout)")


def exact_keys(obj, keys, where: str) -> dict:
    """Require a JSON object with exactly ``keys``, in that order."""
    if not isinstance(obj, dict):
        raise CheckError(f"{where} must be a JSON object")
    if list(obj) != list(keys):
        unknown = [k for k in obj if k not in keys]
        missing = [k for k in keys if k not in obj]
        what = (f"unknown key {unknown[0]!r}" if unknown else f"missing key {missing[0]!r}" if missing
                else f"keys out of order (expected {', '.join(keys)})")
        raise CheckError(f"{where}: {what}")
    return obj


def integer(value, where: str, low: int, high: int | None = None, most: int | None = None) -> int:
    """A JSON integer (not a bool, not a float) in ``low..high``; above ``most``, beyond a
    stated limit (exit 4)."""
    if type(value) is not int or value < low or (high is not None and value > high):
        bound = f"in {low}..{high}" if high is not None else f"at least {low}"
        raise CheckError(f"{where} must be an integer {bound}, got {value!r}"[:200])
    if most is not None and value > most:
        raise CheckError(f"{where} = {value} is beyond the limit {most}", LIMIT)
    return value


def kind_of(data: bytes) -> tuple[str, object]:
    """``(kind, parsed)``: ``npz`` (a ZipFile), ``csv`` (text, or bytes if ASCII), ``json``, ``ab-tree`` or
    ``ab-optimality`` (``(text, document)``). Anything else is an unsupported file (exit 3)."""
    import io

    try:
        return "npz", zipfile.ZipFile(io.BytesIO(data))
    except (zipfile.BadZipFile, OSError, ValueError, EOFError, NotImplementedError, OverflowError):
        pass  # not a zip archive (or one whose Zip64 offsets no seek accepts): try text
    if data[: data.find(b"\n") % (len(data) + 1)].rstrip(b"\r") == CSV_HEADER.encode() and data.isascii():
        return "csv", data  # ASCII text (so UTF-8) under the CSV header: the CSV reader reads the bytes
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        raise CheckError("unsupported file type: neither a zip archive (NPZ) nor UTF-8 text", UNREADABLE) from None
    if text.split("\n", 1)[0].rstrip("\r") == CSV_HEADER:
        return "csv", text
    try:
        doc = parse_json(text)
    except CheckError as error:
        if error.exit_code == LIMIT:
            raise
        raise CheckError("unsupported file type: not NPZ, not a CSV table (its first line is not "
                         f"{CSV_HEADER!r}), not JSON ({str(error).removeprefix('not valid JSON: ')})"[:240], UNREADABLE) from None
    named = doc.get("format") if isinstance(doc, dict) else None
    if named in JSON_KINDS:
        return JSON_KINDS[named], (text, doc)
    if named == "certify-ab-optimality/1":
        raise CheckError("format certify-ab-optimality/1 is no longer accepted (its check re-ran the "
                         "solver's twin reduction): regenerate with certify abgame --certificate", UNREADABLE)
    raise CheckError("unsupported file type: a JSON document that is not a certify table or AB "
                     f"certificate (format {named!r})"[:240], UNREADABLE)


def file_kind(path) -> str:
    """The certify format of ``path`` (csv, json, npz, ab-tree, ab-optimality), found by parsing."""
    kind, parsed = kind_of(read_bytes(path))
    if kind == "npz":
        parsed.close()
    return kind


def main(argv=None) -> int:
    """``python -m certify.checkers.strict_io FILE``: print the file's format (exit 0) or why
    it cannot be read (exit 3 or 4)."""
    return verdict(argv, "strict_io FILE", file_kind, lambda kind: kind)


if __name__ == "__main__":
    raise SystemExit(main())
