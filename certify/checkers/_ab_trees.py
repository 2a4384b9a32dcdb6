"""Independent checker for AB-game strategy trees, ``certify-ab-tree/1`` (standard library and
the trusted base's ``strict_io``; under 150 lines). A private helper of :mod:`certify.checkers.ab` (its entry point), which
reads the file (canonical text: ``json.dumps(doc, separators=(",", ":"))``) and dispatches.

Trusted facts: the AB answer of a guess to a secret (direct hits, then common symbols that are
not direct hits; for one digit, ``<`` or ``>``), and that a strategy's total is the sum over
secrets of the guesses until the secret itself is guessed. The tree is replayed top-down
against every secret: each guess a legal code, each node's branches exactly the answers its
secrets give (no extra, garbage or unreachable branch; in sorted order for certificates), a
leaf only where its one secret is guessed. ``codes``, ``total`` and ``depth`` must equal what
the replay finds. Work: secrets times depth, with the secrets priced first (exit 4).
"""
from __future__ import annotations

from fractions import Fraction
from itertools import permutations
from math import perm

from certify.checkers.strict_io import CheckError, exact_keys, integer, over_limit

TREE = "certify-ab-tree/1"


def _answer(guess: tuple, secret: tuple) -> str:
    if len(guess) == 1:
        return "<" if secret[0] < guess[0] else ">"
    direct = sum(g == s for g, s in zip(guess, secret))
    return f"{direct},{len(set(guess) & set(secret)) - direct}"


def _code(value, d: int, n: int, what: str) -> tuple:
    if not isinstance(value, list) or len(value) != d:
        raise CheckError(f"{what} must be a list of {d} symbols, got {value!r}"[:200])
    code = tuple(integer(s, f"a symbol of {what}", 0, n - 1) for s in value)
    if len(set(code)) != d:
        raise CheckError(f"{what} repeats a symbol: {value!r}")
    return code


def _game(doc: dict, most_digits: int | None = None) -> tuple[int, int]:
    d = integer(doc.get("digits"), "digits", 1, most_digits)
    n = integer(doc.get("symbols"), "symbols", d, 64 if d > 1 else None)
    return d, n


def replay_tree(doc: dict, canonical: bool = False) -> dict:
    """Replay a strategy tree against every secret; return its codes, total, depth and mean.
    ``canonical`` also requires branches in sorted order (certificates; transcriptions need not)."""
    d, n = _game(doc)
    over_limit(f"replaying a {d}x{n} game", perm(n, d), "MAX_SECRETS", 1_000_000, " secrets")
    secrets = list(permutations(range(n), d))
    total = depth = 0
    stack = [(doc.get("tree"), secrets, 1, "the root")]
    while stack:
        node, here, level, where = stack.pop()
        if not isinstance(node, dict) or list(node) not in (["guess"], ["guess", "then"]):
            raise CheckError(f"{where}: a node is {{\"guess\": [...]}} with \"then\" if secrets remain"[:200])
        guess = _code(node["guess"], d, n, f"the guess at {where}")
        if guess in here:
            total, depth = total + level, max(depth, level)
        classes = {}
        for secret in here:
            if secret != guess:
                classes.setdefault(_answer(guess, secret), []).append(secret)
        then = node.get("then")
        if not classes:
            if then is not None:
                raise CheckError(f"{where}: branches after every secret is found (unreachable)")
            continue
        if not isinstance(then, dict) or set(then) != set(classes):
            raise CheckError(f"{where}: branches {sorted(then) if isinstance(then, dict) else then!r} "
                             f"but the secrets here give answers {sorted(classes)}"[:240])
        if canonical and list(then) != sorted(then):
            raise CheckError(f"{where}: branches not in sorted order")
        for answer, members in classes.items():
            stack.append((then[answer], members, level + 1, f"answer {answer} at depth {level}"))
    return {"codes": len(secrets), "total": total, "depth": depth, "mean": Fraction(total, len(secrets))}


def check_tree(doc: dict) -> dict:
    """A strategy-tree certificate: exact keys, replay, and the claimed codes, total, depth."""
    exact_keys(doc, ("format", "digits", "symbols", "codes", "total", "depth", "tree"), "the tree")
    found = replay_tree(doc, canonical=True)
    claimed = tuple(doc[k] for k in ("codes", "total", "depth"))
    if claimed != (found["codes"], found["total"], found["depth"]) or any(type(v) is not int for v in claimed):
        raise CheckError(f"the tree claims codes {claimed[0]!r}, total {claimed[1]!r}, depth {claimed[2]!r}, but "
                         f"replaying every secret gives {found['codes']}, {found['total']}, {found['depth']}"[:240])
    return found

