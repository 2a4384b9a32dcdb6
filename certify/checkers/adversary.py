"""Independent checker for the adversary certificates (Paz-Peterfreund); about 275 lines
(over the 250-line guideline by its SAT encoding; the game and DRAT checkers are separate).

Trusted facts. Codes: a predetermined strategy of k questions against d "don't know" answers
(d lies) is a binary code of length k with distance d + 1 (2d + 1); translating a code by a
word keeps its distances, so a code may contain the zero word; appending a zero coordinate keeps
them, so excluding a code at length k excludes it at every shorter length. Elementary bounds: counting,
the erasure (Singleton) bound and sphere packing (:func:`elementary_bound`). Delsarte (1973;
MacWilliams-Sloane ch. 17): the distance distribution A_i of a code of length L, distance D
has sum_i A_i K_j(i) >= -C(L, j) and A_i = 0 for 0 < i < D; a code of odd distance D extends by
a parity bit to length L + 1, distance D + 1, even distances only; A_i <= A(L, D, i) (Johnson:
A(L, D, w) = A(L, D, L - w), 1 if 2w < D, else floor(L/w A(L-1, D, w-1))). So rationals
y_j, z_i >= 0 with 1 + sum_j y_j K_j(i) - z_i <= 0 for every allowed i bound any code by
1 + sum_j y_j C(L, j) + sum_i z_i A(L, D, i) words.

Formats (docs/adversaries.md): one canonical JSON object (``canonical``; rationals as reduced
"p/q" strings), exactly the fields of ``FIELDS``, ``format`` = ``certify-adversary-KIND/1``:
``code`` (a code exists); ``bound``, ``delsarte``, ``sat`` (no code of ``words`` words of that
length and distance, by the elementary bound named, an LP dual, or a DRAT refutation of
:func:`code_cnf` in ``STEM.cnf``/``STEM.drat``). ``main`` hands ``.drat`` proofs and game
certificates to ``certify.checkers.drat`` and ``.games`` (a subprocess each).
Limits (exit 4): ``LIMITS`` (file bytes, JSON nesting, code length, words).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import stat
import subprocess
import sys
from fractions import Fraction
from functools import lru_cache
from math import comb
from pathlib import Path

FORMAT = "certify-adversary-%s/1"
LIMITS = {"bytes": 32 << 20, "depth": 8, "length": 24, "sat_length": 10, "words": 4096}
_RATIONAL = re.compile(r"(0|-?[1-9][0-9]*)(/[1-9][0-9]*)?")
COMMON = {"format", "length", "distance", "words"}
FIELDS = {"code": COMMON, "bound": COMMON | {"bound"}, "delsarte": COMMON | {"L", "y", "z"},
          "sat": COMMON | {"cnf_sha256", "proof_sha256"}}
GAMES = ("game-win", "game-loss")


class CheckError(Exception):
    """The certificate does not check; the message names the first fault; ``exit_code`` 1
    invalid, 3 unreadable or not a known format, 4 beyond a limit."""

    def __init__(self, message: str, exit_code: int = 1):
        super().__init__(message)
        self.exit_code = exit_code


def canonical(doc: dict) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"


def _int(doc, key, low=0, high=None):
    value = doc[key]
    if isinstance(value, bool) or not isinstance(value, int) or value < low:
        raise CheckError(f"{key} must be an integer >= {low}, got {value!r}")
    if high is not None and value > high:
        raise CheckError(f"{key} = {value} is beyond the limit {high}", 4)
    return value


def _rational(text) -> Fraction:
    if not isinstance(text, str) or not _RATIONAL.fullmatch(text) or str(Fraction(text)) != text:
        raise CheckError(f"{text!r} is not a reduced rational 'p/q'")
    return Fraction(text)


def check_code(length: int, distance: int, words: list) -> int:
    """Return the number of words after checking distinctness, range and pairwise distance."""
    if not all(isinstance(w, int) and not isinstance(w, bool) and 0 <= w < 2 ** length for w in words):
        raise CheckError(f"a word is not an integer in [0, 2^{length})")
    if len(set(words)) != len(words):
        raise CheckError("two words are equal")
    for a in range(len(words)):
        for b in range(a + 1, len(words)):
            if bin(words[a] ^ words[b]).count("1") < distance:
                raise CheckError(f"words {a} and {b} differ in fewer than {distance} bits")
    return len(words)


def elementary_bound(n: int, k: int, D: int) -> str | None:
    """The first bound excluding n words of length k at distance D: ``counting`` (2^k < n),
    ``erasure bound`` (deleting D - 1 coordinates keeps them distinct), ``sphere packing``."""
    if 2 ** k < n:
        return "counting"
    if k - D + 1 >= 0 and 2 ** (k - D + 1) < n:
        return "erasure bound"
    t = (D - 1) // 2
    if t and n * sum(comb(k, i) for i in range(t + 1)) > 2 ** k:
        return "sphere packing"
    return None


def _krawtchouk(L: int, j: int, i: int) -> int:
    return sum((-1) ** s * comb(i, s) * comb(L - i, j - s) for s in range(j + 1))


@lru_cache(maxsize=None)
def _johnson(L: int, D: int, w: int) -> int:
    w = min(w, L - w)
    return 1 if 2 * w < D else L * _johnson(L - 1, D, w - 1) // w


def check_delsarte(certificate: dict) -> Fraction:
    """Return the bound after checking the dual solution; raise if it does not exclude ``words``."""
    length, distance = certificate["length"], certificate["distance"]
    L = length + 1 if distance % 2 else length
    D = distance + 1 if distance % 2 else distance
    if certificate.get("L") != L:
        raise CheckError(f"the LP for length {length}, distance {distance} has length {L}")
    allowed = [i for i in range(D, L + 1) if not (distance % 2 and i % 2)]
    if not isinstance(certificate["y"], list) or not isinstance(certificate["z"], dict):
        raise CheckError("y must be a list and z an object")
    y = [_rational(v) for v in certificate["y"]]
    if sorted(certificate["z"]) != sorted(map(str, allowed)):
        raise CheckError(f"z must have the keys {allowed}")
    z = {i: _rational(certificate["z"][str(i)]) for i in allowed}
    if len(y) != L or min(y + list(z.values()), default=0) < 0:
        raise CheckError("the multipliers must be y_1..y_L and z_i (allowed i), all >= 0")
    for i in allowed:
        if 1 + sum(yj * _krawtchouk(L, j, i) for j, yj in enumerate(y, start=1)) - z[i] > 0:
            raise CheckError(f"the dual constraint fails at distance {i}")
    bound = 1 + sum(yj * comb(L, j) for j, yj in enumerate(y, start=1)) + sum(
        z[i] * _johnson(L, D, i) for i in allowed)
    if bound >= certificate["words"]:
        raise CheckError(f"the bound {bound} does not exclude {certificate['words']} words")
    return bound


def code_cnf(length: int, distance: int, words: int) -> str:
    """DIMACS: a code of ``words`` words of that length and distance containing the zero word.
    Variable w + 1: word w is chosen (never both of two words closer than ``distance``);
    variable N + (i - 1) * M + j: at least j of words 0..i-1 are chosen (a sequential counter,
    each true only if justified; the last one asserted). Every code satisfies it."""
    N, M = 1 << length, words
    s = lambda i, j: N + (i - 1) * M + j  # noqa: E731
    clauses = [[-(a + 1), -(b + 1)] for a in range(N) for b in range(a + 1, N) if bin(a ^ b).count("1") < distance]
    clauses.append([1])
    for i in range(1, N + 1):
        for j in range(1, M + 1):
            clauses.append([-s(i, j)] + ([s(i - 1, j)] if i > 1 else []) + [i])
            if j > 1:
                clauses.append([-s(i, j)] + ([s(i - 1, j), s(i - 1, j - 1)] if i > 1 else []))
    clauses.append([s(N, M)])
    return f"p cnf {N + N * M} {len(clauses)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in clauses)


def check_sat_statement(doc: dict, cnf: str, proof: str) -> None:
    """The CNF is the encoding of the statement and both texts match their recorded hashes (the
    proof itself is checked by :mod:`certify.checkers.drat`)."""
    if cnf != code_cnf(doc["length"], doc["distance"], doc["words"]):
        raise CheckError("the CNF is not the encoding of the statement")
    for key, text in (("cnf_sha256", cnf), ("proof_sha256", proof)):
        if hashlib.sha256(text.encode("ascii")).hexdigest() != doc[key]:
            raise CheckError(f"{key} does not match the file")


def _no_number(text):
    raise CheckError(f"{text} is not an integer", 3)


def _load(path: Path) -> dict:
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode):
            raise CheckError("not a regular file", 3)
        if info.st_size > LIMITS["bytes"]:
            raise CheckError(f"the file is larger than {LIMITS['bytes']} bytes", 4)
        text = path.read_bytes().decode("ascii")
    except (OSError, UnicodeDecodeError) as error:
        raise CheckError(f"cannot read the file as ASCII text: {error}", 3) from None
    depth = deepest = 0
    for char in re.sub(r'[^\[\]{}]', "", re.sub(r'"(?:[^"\\]|\\.)*"', "", text)):
        depth += 1 if char in "[{" else -1
        deepest = max(deepest, depth)
    if deepest > LIMITS["depth"]:
        raise CheckError(f"JSON nested deeper than {LIMITS['depth']}", 4)
    try:
        doc = json.loads(text, parse_float=_no_number, parse_constant=_no_number)
    except ValueError as error:
        raise CheckError(f"not JSON: {error}", 3) from None
    if not isinstance(doc, dict) or text != canonical(doc):
        raise CheckError("not a JSON object in canonical form (sorted keys, no spaces, reduced rationals, one final newline)", 3)
    return doc


def check_document(doc: dict, path: Path | None = None) -> dict:
    """Check a parsed certificate; return a summary (``kind``; ``excluded`` or ``exists``: the
    number of words) or raise CheckError."""
    kind = next((k for k in FIELDS if doc.get("format") == FORMAT % k), None)
    if kind is None:
        raise CheckError(f"unknown format {doc.get('format')!r}", 3)
    if set(doc) != FIELDS[kind]:
        raise CheckError(f"fields must be exactly {sorted(FIELDS[kind])}")
    length = _int(doc, "length", 0, LIMITS["sat_length" if kind == "sat" else "length"])
    distance, words = _int(doc, "distance", 1, 64), doc["words"]
    summary = {"kind": kind, "length": length, "distance": distance}
    if kind == "code":
        if not isinstance(words, list) or len(words) > LIMITS["words"]:
            raise CheckError(f"words must be a list of at most {LIMITS['words']} words", 4)
        size = check_code(length, distance, words)
        if words != sorted(words):
            raise CheckError("the words must be strictly increasing")
        return {**summary, "exists": size}
    words = _int(doc, "words", 2, 2 ** length if kind == "sat" else 2 ** LIMITS["length"])
    if kind == "bound" and elementary_bound(words, length, distance) != doc["bound"]:
        raise CheckError(f"{doc['bound']!r} is not the first elementary bound excluding {words} words")
    if kind == "delsarte":
        check_delsarte(doc)
    if kind == "sat":
        if path is None:
            raise CheckError("a SAT certificate is checked with its .cnf and .drat files")
        cnf, proof = path.with_suffix(".cnf"), path.with_suffix(".drat")
        check_sat_statement(doc, _text(cnf), _text(proof))
        _run("drat", cnf, proof)
    return {**summary, "excluded": words}


def _run(module: str, *paths) -> str:
    """Run a sibling checker in a subprocess (checkers import nothing from the package)."""
    run = subprocess.run([sys.executable, "-m", f"certify.checkers.{module}", *map(str, paths)], capture_output=True,
                         text=True, env={**os.environ, "PYTHONPATH": str(Path(__file__).resolve().parents[2])})
    if run.returncode:
        message = run.stdout.strip().split(": INVALID: ")[-1] or run.stderr.strip()[-200:]
        raise CheckError(f"{module}: {message}", run.returncode)
    return run.stdout.strip()


def _text(path: Path) -> str:
    try:
        info = os.stat(path)
        if not stat.S_ISREG(info.st_mode) or info.st_size > 8 * LIMITS["bytes"]:
            raise CheckError(f"{path.name} is not a regular file of at most {8 * LIMITS['bytes']} bytes",
                             4 if stat.S_ISREG(info.st_mode) else 3)
        return path.read_bytes().decode("ascii")
    except (OSError, UnicodeDecodeError) as error:
        raise CheckError(f"cannot read {path.name}: {error}", 3) from None


def check_file(path) -> dict:
    """Check any adversary certificate (game certificates by :mod:`certify.checkers.games`)."""
    path = Path(path)
    doc = _load(path)
    if doc.get("format") in [FORMAT % kind for kind in GAMES]:
        return {"kind": doc["format"], "verdict": _run("games", path).split(": valid ", 1)[-1]}  # KIND: ...
    return check_document(doc, path)


def main(argv=None) -> int:
    """``python -m certify.checkers.adversary FILE``: exit 0 iff the certificate is valid."""
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m certify.checkers.adversary FILE", file=sys.stderr)
        return 2
    try:
        summary = check_file(args[0])
    except CheckError as error:
        print(f"{args[0]}: INVALID: {error}")
        return error.exit_code
    if "verdict" in summary:
        print(f"{args[0]}: valid {summary['verdict']}")
    else:
        print(f"{args[0]}: valid {summary.pop('kind')}: " + ", ".join(f"{k} {v}" for k, v in summary.items()))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
