"""Functions for the AB-games paper's introduction: Mastermind and Bulls and Cows figures.

``r`` is 1 for codes with repeated symbols allowed (Mastermind), 0 for distinct symbols (AB,
Bulls and Cows).

* ``mm_codes(d, n, r)``: the number of codes, counted by enumerating them;
* ``mm_total(d, n, r)``, ``mm_worst(d, n, r)``, ``mm_restricted(d, n, r)``: least total number
  of guesses over all secrets, least worst case, and least total among strategies of least
  worst case, each over all strategies, read from an optimality certificate *after*
  :mod:`certify.checkers.mastermind` accepted it: the committed file
  ``DxN-{mm,ab}-optimality.jsonl.xz`` (format /3) in ``proofs/mastermind/`` or ``proofs/bullscows/``
  when there is one (:func:`certificate_path`), otherwise one the solver builds (games of at
  most ``BUILD_MAX`` codes);
* ``mm_knuth_total(d, n, r)``, ``mm_knuth_depth(d, n, r)``: total and worst case of Knuth's
  minimax strategy (:mod:`certify.codebreaking.knuth`), replayed by the checker from the committed tree
  ``proofs/mastermind/DxN-{mm,ab}-knuth-tree.json`` (a test rebuilds it and compares).
"""

from __future__ import annotations

import functools
import math
from itertools import permutations, product
from pathlib import Path

from gmpy2 import mpq

from ...errors import CertifyError
from ...files.resources import committed
from ..exact import OutOfRange, as_int
from .declare import function

PROOFS = committed("mastermind")  # the committed certificates, as package data (certify.files.resources)
BUILD_MAX = 400


def audit_task(numbers: tuple[int, ...] | None) -> tuple[tuple, int]:
    """The audit's task for a claim that calls a function of this module
    (:func:`certify.audit.run._groups`): one checked certificate per game (d, n, r) and process,
    so the claims of one game share a task, and the games go in different tasks, dearest first
    (cost: the game's number of codes; the 4x10 Bulls and Cows optimum, about a minute of
    checking, is the dearest task of the default audit). A call whose arguments are not all
    numbers joins the module's own task (a claim ranging over games may check a certificate a
    game's task checks too)."""
    if numbers is not None and len(numbers) == 3:
        d, n, r = numbers
        return ("mastermind", d, n, r), n ** d if r else math.perm(n, d)
    return ("mastermind",), 0


def certificate_path(d: int, n: int, repeats: bool) -> Path:
    """The committed optimality certificate of the game, ``DxN-{mm,ab}-optimality.jsonl.xz``
    (format /3) in ``mastermind/`` or ``bullscows/`` (4x6, 4x7 Mastermind; 4x9, 4x10 Bulls and
    Cows); the first when there is none."""
    name = f"{d}x{n}-{'mm' if repeats else 'ab'}-optimality.jsonl.xz"
    found = [path for path in (PROOFS / name, committed("bullscows") / name) if path.exists()]
    return found[0] if found else PROOFS / name


@functools.lru_cache(maxsize=4)  # the audit's check and its bundle read the same text: solved once
def built_certificate(d: int, n: int, repeats: bool) -> str:
    """The solver's optimality certificate (format /3, JSON lines) of a game with no committed one,
    of at most ``BUILD_MAX`` codes: what :func:`checked` checks, and a bundle carries."""
    from ...codebreaking.general import Game
    from ...codebreaking.witness import optimality_certificate

    game = Game(d, n, repeats)
    if len(game.codes) > BUILD_MAX:
        raise OutOfRange(f"no committed certificate for the {d}x{n} game and it has more than {BUILD_MAX} codes")
    return "\n".join(optimality_certificate(game)) + "\n"


@functools.lru_cache(maxsize=None)
def checked(d: int, n: int, repeats: bool) -> dict:
    """The checker's summary of the game's optimality certificate (a committed one's, as the
    checker returned it before for the same bytes and checkers: :func:`certify.files.cache.checked`)."""
    import tempfile

    from ...checkers import mastermind as checker
    from ...files import cache

    path = certificate_path(d, n, repeats)
    try:
        if path.exists():
            return cache.checked(path, lambda kept: checker.check_file(str(kept)))
        with tempfile.TemporaryDirectory() as tmp:
            target = Path(tmp) / "certificate.jsonl"
            target.write_text(built_certificate(d, n, repeats), encoding="utf-8")
            return checker.check_file(str(target))
    except checker.CheckError as error:
        raise CertifyError(f"the {d}x{n} optimality certificate failed its check: {error}") from None


def _game(d, n, r) -> tuple[int, int, bool]:
    d, n, r = as_int(d), as_int(n), as_int(r)
    if r not in (0, 1) or d < 1 or n < 1:
        raise OutOfRange(f"no game with digits {d}, symbols {n}, repeats {r}")
    return d, n, bool(r)


def _played(d, n, r) -> tuple[int, int, bool]:
    """:func:`_game` of a game with a secret to find: without repeats, d <= n (mm_codes counts
    the others' codes, 0; they have no optimum)."""
    d, n, repeats = _game(d, n, r)
    if not repeats and d > n:
        raise OutOfRange(f"the {d}x{n} game without repeats has no code ({d} distinct symbols of {n})")
    return d, n, repeats


@function()
def mm_codes(d, n, r):
    d, n, repeats = _game(d, n, r)
    source = product(range(n), repeat=d) if repeats else permutations(range(n), d)
    return mpq(sum(1 for _ in source))


@function()
def mm_total(d, n, r):
    return mpq(checked(*_played(d, n, r))["total"])


@function()
def mm_worst(d, n, r):
    return mpq(checked(*_played(d, n, r))["worst"])


@function()
def mm_restricted(d, n, r):
    return mpq(checked(*_played(d, n, r))["restricted"])


def knuth_path(d: int, n: int, repeats: bool) -> Path:
    return PROOFS / f"{d}x{n}-{'mm' if repeats else 'ab'}-knuth-tree.json"


@functools.lru_cache(maxsize=None)
def knuth_checked(d: int, n: int, repeats: bool) -> tuple[int, int]:
    """(total, depth) of Knuth's strategy, as the checker replays the committed tree."""
    from ...checkers import mastermind as checker

    path = knuth_path(d, n, repeats)
    if not path.exists():
        raise OutOfRange(f"no committed tree of Knuth's strategy for the {d}x{n} game ({path.name})")
    try:
        found = checker.check_file(str(path))
    except checker.CheckError as error:
        raise CertifyError(f"{path.name} failed its check: {error}") from None
    if (found["digits"], found["symbols"], found["repeats"]) != (d, n, repeats) or "knuth" not in found["strategies"]:
        raise CertifyError(f"{path.name} holds no Knuth strategy for the {d}x{n} game")
    return found["strategies"]["knuth"]


@function()
def mm_knuth_total(d, n, r):
    return mpq(knuth_checked(*_game(d, n, r))[0])


@function()
def mm_knuth_depth(d, n, r):
    return mpq(knuth_checked(*_game(d, n, r))[1])
