"""Independent checker for general D×N code-breaking games (AB games with distinct symbols,
Mastermind with repeats): strategies, ``certify-mastermind-tree/1`` (here); optimality
certificates, ``certify-mastermind-optimality/3`` (:mod:`._mastermind_compact`), covers of a split
search, ``certify-mastermind-cover/1`` (:mod:`._mastermind_cover`), the fewest codes at the least
worst case, ``-fewest/3`` (:mod:`._mastermind_fewest`); the game model in :mod:`._mastermind_game`.
A file in a retired format (optimality /1, /2) is refused in one line naming the converter (exit
3). Standard library, numpy and the trusted base's ``strict_io`` only; under 155 lines.

Trusted facts. A code is D symbols of range(N) (distinct unless ``repeats``), numbered by its
base-N value. The answer to a guess is (black, white): black = same symbol, same place; white =
sum over symbols of min(count in guess, count in secret), minus black. Renaming symbols and
permuting positions preserve answers, so states in one orbit have equal values. R(S, h) is the
least total number of guesses over the secrets of S within h guesses (h = null: no limit). A
strategy has at most b**(j-1) nodes at depth j (b = answers other than "found"), each finding
at most one code, which gives the size bound :func:`size_bound`.

``certify-mastermind-tree/1``: each strategy is replayed against every secret (every guess a
legal code, every answer a branch); its total and depth must be the ones it states. Measure
``total`` / ``restricted``: the solver's optimal strategies; ``strategy``: a strategy named by
its ``strategy`` key (e.g. ``knuth``), for its replayed total and depth only (a file may hold
named strategies alone); ``deepest``, if stated, counts the codes found at the depth. The file is
JSON (gzip-compressed if its name ends in ``.gz``), read by ``strict_io`` within its limits.
"""
from __future__ import annotations

from itertools import chain

from certify.checkers import UNREADABLE, CheckError, ExitCode, verdict
from certify.checkers._mastermind_game import (FORMATS, INF, LINES_PREFIX, MAX_CODES, MAX_DIGITS, MEASURES,  # noqa: F401
                                               RETIRED, Game, _starts_lines, _stream_lines, load, retired, size_bound)
from certify.checkers._mastermind_compact import check_compact
from certify.checkers._mastermind_cover import check_cover
from certify.checkers._mastermind_fewest import check_fewest_file, starts_fewest
from certify.checkers.strict_io import limit, regular_file


def check_tree(doc: dict, game: Game) -> dict:
    trees = doc.get("trees")
    if not isinstance(trees, list) or not trees:
        raise CheckError("the file lists no strategy")
    found, named, deepest_of = {}, {}, {}
    for t, entry in enumerate(trees):
        if not isinstance(entry, dict) or entry.get("measure") not in MEASURES:
            raise CheckError(f"strategy {t}: measure must be total, restricted or strategy")
        name = entry.get("strategy")
        if (entry["measure"] == "strategy") != ("strategy" in entry) or name is not None and (
                not isinstance(name, str) or not name or name in named):
            raise CheckError(f"strategy {t}: a named strategy (and only it) has a name of its own, a string")
        total, depth, lengths = 0, 0, []
        for secret in range(len(game.codes)):
            node, guesses = entry.get("tree"), 0
            while True:
                if not isinstance(node, dict) or guesses >= len(game.codes):
                    raise CheckError(f"strategy {t}, secret {game.codes[secret].tolist()}: no node after {guesses} guesses")
                guesses += 1
                guess = game.code(node.get("guess"), f"strategy {t}, guess at depth {guesses}")
                if guess == secret:
                    break
                answer, then = game.text(game.table[guess, secret]), node.get("then")
                if not isinstance(then, dict) or answer not in then:
                    raise CheckError(f"strategy {t}, secret {game.codes[secret].tolist()}: no branch {answer} at depth {guesses}")
                node = then[answer]
            total, depth = total + guesses, max(depth, guesses)
            lengths.append(guesses)
        deepest = lengths.count(depth)  # codes found at the last guess; stated as "deepest" (issue 40) or not
        if (entry.get("total"), entry.get("depth"), entry.get("deepest", deepest)) != (total, depth, deepest):
            raise CheckError(f"strategy {t} claims total {entry.get('total')!r}, depth {entry.get('depth')!r}, deepest "
                             f"{entry.get('deepest', deepest)!r}; replaying every secret gives {total}, {depth}, {deepest}")
        if name is None:
            found[entry["measure"]] = (total, depth)
        else:
            named[name] = (total, depth)
            deepest_of[name] = deepest
    game_of = {"digits": game.d, "symbols": game.n, "repeats": game.repeats, "strategies": named, "deepest": deepest_of}
    if "total" not in found:
        if found or not named:
            raise CheckError("no strategy with measure total")
        total, depth = next(iter(named.values()))  # a file of named strategies only
        return {"kind": doc["format"], "codes": len(game.codes), "total": total, "depth": depth, **game_of}
    total, depth = found["total"]
    return {"kind": doc["format"], "codes": len(game.codes), "total": total, "depth": depth,
            "restricted": found.get("restricted", (total, depth)), **game_of}


def check_lines_file(path) -> dict:
    """Check a ``certify-mastermind-optimality/3`` file (JSON lines) while it streams."""
    regular_file(path)
    stream = _stream_lines(path, limit("MAX_FILE_MB", 1024) * 2**20)
    first = next(stream, "")
    old = next((kind for kind in RETIRED if first.startswith(f'{{"format":"{kind}"')), None)
    if old is not None:
        raise retired(old)
    return check_compact(chain([first], stream))


def check_document(doc: dict) -> dict:
    """Check a parsed ``certify-mastermind-tree/1`` document."""
    kind = doc.get("format") if isinstance(doc, dict) else None
    if kind in RETIRED:
        raise retired(kind)
    if not isinstance(kind, str) or kind not in FORMATS:
        raise CheckError(f"not a certify-mastermind document (format {kind!r})"[:200], UNREADABLE)
    if kind == FORMATS[1]:
        raise CheckError(f"a {kind} certificate is JSON lines beginning {LINES_PREFIX.decode()}", UNREADABLE)
    if kind == FORMATS[2]:
        raise CheckError("a cover is checked from its file (it names its fragments beside it)", UNREADABLE)
    return check_tree(doc, Game(doc))


def check_file(path, jobs: int = 1) -> dict:
    """Check a tree/1, optimality/3, fewest/3 or cover/1 file (a cover's fragments in ``jobs`` processes)."""
    if _starts_lines(path):
        return check_lines_file(path)
    if starts_fewest(path):  # issue 40
        return check_fewest_file(path)
    doc = load(path)
    return check_cover(path, doc, jobs) if doc.get("format") == FORMATS[2] else check_document(doc)


def describe(s: dict) -> str:
    """The verdict line's account of a checked file."""
    if s.get("fragment"):
        return (f"{s['kind']} fragment: R(a state of {len(s['root'])} codes, limit {s['limit']}) "
                f"{'>=' if s['lower'] else '='} {'none' if s['value'] >= INF else s['value']}")
    if "fewest" in s:
        return f"{s['kind']}: worst case {s['worst']}, with {s['fewest']} of the {s['codes']} codes at guess {s['worst']} at fewest"
    if "total" not in s:
        return (f"{s['kind']}: no strategy finds every one of the {s['codes']} codes within "
                f"{s['impossible_within']} guesses (least worst case at least {s['least_worst_at_least']})")
    return f"{s['kind']}: total {s['total']} over {s['codes']} codes, " + (
        f"worst case {s['worst']}, least total with it {s['restricted']}" if "worst" in s else f"worst case {s['depth']}")


def main(argv=None) -> int:
    """``python -m certify.checkers.mastermind [--jobs N] FILE``: exit 0 iff the certificate is
    valid (``--jobs``: a cover's fragments checked in N processes)."""
    import sys

    args = sys.argv[1:] if argv is None else list(argv)
    jobs = 1
    if len(args) == 3 and args[0] == "--jobs":
        if not args[1].isdigit() or not 1 <= int(args[1]) <= 64:
            print("usage: python -m certify.checkers.mastermind [--jobs N (1-64)] FILE", file=sys.stderr)
            return ExitCode.USAGE
        jobs, args = int(args[1]), args[2:]
    return verdict(args, "mastermind [--jobs N] FILE", lambda path: check_file(path, jobs), describe)


if __name__ == "__main__":
    raise SystemExit(main())
