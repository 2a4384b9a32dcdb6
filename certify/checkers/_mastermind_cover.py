"""Independent checker for ``certify-mastermind-cover/1`` (docs/mastermind.md, "Split search"): the
start of a game answered by fragments, each a ``certify-mastermind-optimality/3`` file whose
header names its one root state (``root``: code indices) instead of every code. Standard library,
numpy and the trusted base's Mastermind checkers only.

Trusted facts: those of :mod:`._mastermind_compact`. A fragment shows R(its root, its limit) =
its value (or at least it, ``lower``); it is checked on its own (several at once when asked),
as any /3 file. The cover is a JSON object: the game, the claimed ``total``, ``worst`` and
``restricted``, ``fragments`` (file names relative to the cover's folder, inside it) and
``roots``: /3 state lines ``[limit, value, lower, depth, automorphisms, guesses]`` of states
holding every code, checked exactly as a /3 file's roots, whose witnesses ``[answer, value,
state, rank]`` cite fragment i as state ``len(roots) + i`` (the rank maps the answer class onto
the fragment's root codes). So every guess at the start, listed or the least of an orbit, is
bounded below by fragments or size bounds, and each root's first guess attains its value with
exact fragments; the measures then follow as for a /3 file. This module: under 100 lines.
"""
from __future__ import annotations

from concurrent.futures import ProcessPoolExecutor
from pathlib import Path, PurePosixPath

import numpy as np

from certify.checkers import CheckError
from certify.checkers._mastermind_compact import _measures, _obliged, _States, check_compact
from certify.checkers._mastermind_game import FORMATS, Game, _stream_lines
from certify.checkers.strict_io import limit, regular_file

COVER = FORMATS[2]


def check_fragment(path) -> dict:
    """Check one fragment file (a /3 file with a ``root``) on its own."""
    regular_file(path)
    summary = check_compact(_stream_lines(path, limit("MAX_FILE_MB", 1024) * 2**20))
    if not summary.get("fragment"):
        raise CheckError(f"{path}: not a fragment (its header names no root state)")
    return summary


def _fragment_or_error(path):
    """:func:`check_fragment` in a pool process: the error as data, so its exit code survives."""
    try:
        return check_fragment(path)
    except CheckError as error:
        return CheckError, str(error), error.exit_code


def fragment_paths(path, names) -> list[Path]:
    """The fragments' files: plain relative names inside the cover's folder."""
    if not isinstance(names, list) or not names:
        raise CheckError("the cover names no fragments")
    out = []
    for name in names:
        parts = PurePosixPath(name).parts if isinstance(name, str) else ()
        if not parts or name.startswith("/") or ".." in parts or "\\" in name:
            raise CheckError(f"fragment {name!r}: not a relative file name inside the cover's folder"[:200])
        out.append(Path(path).parent.joinpath(*parts))
    return out


def check_cover(path, doc: dict, jobs: int = 1) -> dict:
    """Check the fragments (``jobs`` processes), then the cover's roots against them."""
    game = Game(doc)
    files = fragment_paths(path, doc.get("fragments"))
    rows = doc.get("roots")
    if not isinstance(rows, list) or not 1 <= len(rows) <= 16:
        raise CheckError("roots must be a list of one to 16 state lines")
    if jobs > 1 and len(files) > 1:
        with ProcessPoolExecutor(min(jobs, len(files))) as pool:
            summaries = list(pool.map(_fragment_or_error, files))
        for found in summaries:
            if isinstance(found, tuple):
                raise CheckError(found[1], found[2])
    else:
        summaries = [check_fragment(f) for f in files]
    states = _States(game, len(rows))
    for name, summary in zip(doc["fragments"], summaries):
        if (summary["digits"], summary["symbols"], summary["repeats"]) != (game.d, game.n, game.repeats):
            raise CheckError(f"fragment {name}: another game")
        states.codes_of.append(np.asarray(summary["root"]).astype(states.dtype))
    for k, row in enumerate(rows):
        states.read(k, row)
    for k, summary in enumerate(summaries, len(rows)):
        states.claims.append((summary["limit"], summary["value"], summary["lower"], summary["depth"]))
        for ask in states.asks.pop(k, ()):
            _obliged(ask, states.claims[k], k)
    if len(states.codes_of) != len(states.claims):
        raise CheckError("a root's witness defines a state that no fragment holds")
    summary = _measures({**doc, "format": FORMATS[1]}, game, states.roots_seen, states.moves)
    summary.update(kind=COVER, fragments=len(files), states=sum(s["states"] for s in summaries) + len(rows))
    return summary
