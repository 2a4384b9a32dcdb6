"""Independent checker for the adversary certificates (Paz-Peterfreund): codes, elementary
bounds and SAT refutations here; Delsarte LP duals in :mod:`certify.checkers._delsarte`, DRAT
proofs in :mod:`certify.checkers.drat`, liar- and erasure-game strategies in
:mod:`certify.checkers.games`. Standard library and the trusted base's ``strict_io`` only; under
250 lines.

Trusted facts. Codes: a predetermined strategy of k questions against d "don't know" answers
(d lies) is a binary code of length k with distance d + 1 (2d + 1); translating a code by a
word keeps its distances, so a code may contain the zero word; appending a zero coordinate keeps
them, so excluding a code at length k excludes it at every shorter length. Elementary bounds:
counting, the erasure (Singleton) bound and sphere packing (:func:`elementary_bound`). SAT: a
model of :func:`code_cnf` is a code (the encoding is re-generated here and compared line for
line); a DRAT refutation of it, accepted by the DRAT checker, shows that there is none.

Formats (docs/adversaries.md): one JSON object in the sorted canonical form
(:func:`certify.checkers.strict_io.sorted_json`; rationals as reduced "p/q" strings), exactly
the fields of ``FIELDS``, ``format`` = ``certify-adversary-KIND/1``: ``code`` (a code exists);
``bound``, ``delsarte``, ``sat`` (no code of ``words`` words of that length and distance, by the
elementary bound named, an LP dual, or a DRAT refutation of :func:`code_cnf` in
``STEM.cnf``/``STEM.drat``). ``.drat`` proofs go to
``certify.checkers.drat`` (a subprocess each), game certificates to ``.games`` (in this process).
Limits (exit 4): ``LIMITS`` (file bytes, JSON nesting, code length, words).
"""
from __future__ import annotations

import hashlib
from math import comb
from pathlib import Path

import certify.checkers._isolated as isolated
import certify.checkers.games as games
from certify.checkers import LIMIT, UNREADABLE, CheckError, verdict
from certify.checkers._delsarte import check_delsarte
from certify.checkers.strict_io import integer, limit, load_sorted_json, read_bytes, sorted_json

FORMAT = "certify-adversary-%s/1"
LIMITS = {"bytes": 32 << 20, "depth": 8, "length": 24, "sat_length": 10, "words": 4096}
COMMON = {"format", "length", "distance", "words"}
FIELDS = {"code": COMMON, "bound": COMMON | {"bound"}, "delsarte": COMMON | {"L", "y", "z"},
          "sat": COMMON | {"cnf_sha256", "proof_sha256"}}
GAMES = ("game-win", "game-loss")
canonical = sorted_json  # the writers' name for the one accepted text of a certificate


def check_code(length: int, distance: int, words: list) -> int:
    """Return the number of words after checking range, distinctness and pairwise distance;
    raise CheckError naming the first offending word (or pair)."""
    for a, w in enumerate(words):
        if type(w) is not int or not 0 <= w < 2 ** length:
            raise CheckError(f"word {a} ({w!r}) is not an integer in [0, 2^{length})"[:200])
    first = {}
    for a, w in enumerate(words):
        if first.setdefault(w, a) != a:
            raise CheckError(f"words {first[w]} and {a} are equal ({w})")
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
    expected = code_cnf(doc["length"], doc["distance"], doc["words"])
    if cnf != expected:
        pairs = zip(cnf.split("\n"), expected.split("\n"))
        line = next((i for i, (a, b) in enumerate(pairs, 1) if a != b), min(cnf.count("\n"), expected.count("\n")) + 1)
        raise CheckError(f"the CNF is not the encoding of the statement (first difference at line {line})")
    for key, text in (("cnf_sha256", cnf), ("proof_sha256", proof)):
        if hashlib.sha256(text.encode("ascii")).hexdigest() != doc[key]:
            raise CheckError(f"{key} does not match the file")


def check_document(doc: dict, path: Path | None = None) -> dict:
    """Check a parsed certificate; return a summary (``kind``; ``excluded`` or ``exists``: the
    number of words) or raise CheckError."""
    kind = next((k for k in FIELDS if doc.get("format") == FORMAT % k), None)
    if kind is None:
        raise CheckError(f"unknown format {doc.get('format')!r}"[:200], UNREADABLE)
    if set(doc) != FIELDS[kind]:
        odd = sorted(set(doc) ^ FIELDS[kind])[0]
        raise CheckError(f"field {odd!r} is {'unknown' if odd in doc else 'missing'}: the fields must be exactly "
                         f"{sorted(FIELDS[kind])}")
    length = integer(doc["length"], "length", 0, most=LIMITS["sat_length" if kind == "sat" else "length"])
    distance, words = integer(doc["distance"], "distance", 1, most=64), doc["words"]
    summary = {"kind": kind, "length": length, "distance": distance}
    if kind == "code":
        if not isinstance(words, list) or len(words) > LIMITS["words"]:
            raise CheckError(f"words must be a list of at most {LIMITS['words']} words", LIMIT)
        size = check_code(length, distance, words)
        unsorted = next((a for a in range(1, len(words)) if words[a - 1] > words[a]), None)
        if unsorted is not None:
            raise CheckError(f"the words must be strictly increasing: word {unsorted} is less than word {unsorted - 1}")
        return {**summary, "exists": size}
    words = integer(words, "words", 2, most=2 ** length if kind == "sat" else 2 ** LIMITS["length"])
    if kind == "bound" and elementary_bound(words, length, distance) != doc["bound"]:
        raise CheckError(f"{doc['bound']!r} is not the first elementary bound excluding {words} words"[:200])
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
    # isolated (issue 37): ``python -I``, a clean environment and a private working directory, so a
    # ``certify`` package in the caller's directory (a bundle's) is never imported
    run = isolated.run(isolated.python_module(f"certify.checkers.{module}", *(Path(p).resolve() for p in paths)),
                       timeout=limit("DRAT_SECONDS", 3600), what=module)
    if run.returncode:
        message = run.stdout.strip().split(": INVALID: ")[-1].split(": LIMIT: ")[-1] or run.stderr.strip()[-200:]
        raise CheckError(f"{module}: {message}", run.returncode)
    return run.stdout.strip()


def _text(path: Path) -> str:
    try:
        return read_bytes(path, 8 * LIMITS["bytes"], empty=True).decode("ascii")
    except CheckError as error:
        raise CheckError(f"{path.name}: {error}", error.exit_code) from None
    except UnicodeDecodeError as error:
        raise CheckError(f"{path.name}: not ASCII text (byte {error.start})", UNREADABLE) from None


def check_file(path) -> dict:
    """Check any adversary certificate (game certificates by :mod:`certify.checkers.games`)."""
    path = Path(path)
    doc = load_sorted_json(path, LIMITS["bytes"], LIMITS["depth"])
    if doc.get("format") in [FORMAT % kind for kind in GAMES]:  # in this process (no interpreter started per file)
        try:
            summary = games.check_file(path)
        except CheckError as error:
            raise CheckError("games: " + " ".join(str(error).splitlines())[:500], error.exit_code) from None
        except RecursionError:
            raise CheckError("games: nesting beyond the checker's limit", LIMIT) from None
        return {"kind": doc["format"], "verdict": games.describe(summary)}  # KIND: ...
    return check_document(doc, path)


def _describe(summary: dict) -> str:
    if "verdict" in summary:
        return summary["verdict"]
    return f"{summary.pop('kind')}: " + ", ".join(f"{k} {v}" for k, v in summary.items())


def main(argv=None) -> int:
    """``python -m certify.checkers.adversary FILE``: exit 0 iff the certificate is valid."""
    return verdict(argv, "adversary FILE", check_file, _describe)


if __name__ == "__main__":
    raise SystemExit(main())
