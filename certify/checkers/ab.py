"""Independent checker for AB-game certificates (imports nothing from the package).

Two formats, written by ``certify abgame --tree/--certificate`` (docs/abgames.md):

``certify-ab-tree/1``
    A strategy. Replayed against every secret: each guess must be a legal code, each answer
    must have a branch, and the secret must eventually be guessed. The checker recomputes the
    total number of guesses over all secrets and the depth, and compares them with the file.

``certify-ab-optimality/1``
    A table of claimed optimal values. For the 1×n game (answers <, =, >) the remaining codes
    always form an interval and a guess outside it teaches nothing, so the table is checked
    against ``T(m) = m + min_k T(k) + T(m-1-k)`` and ``W(m) = 1 + min_k max(W(k), W(m-1-k))``.
    For the 2×n game each entry lists its codes. The checker tries, from every entry, one guess
    per pattern of twin symbols (symbols whose swap maps the entry onto itself, which the checker
    verifies; any guess is carried onto one of these by such swaps, and renaming symbols or
    swapping positions preserves every answer, so the values agree). It computes each answer
    class itself, maps it by the listed witness (a renaming, with or without swapping positions)
    and requires the result to be exactly the listed entry. Then it requires

        total(S) = |S| + min over useful guesses of the sum of total(class),
        worst(S) = min over useful guesses of max(1 if the guess is in S, 1 + worst(class)),

    with total = worst = 1 for one code. A guess with a class equal to S is useless (it can be
    cut out of any strategy, saving |S| guesses). Classes are strictly smaller than S, so every
    entry is exact by induction on its size, the root (all codes) included.
"""
from __future__ import annotations

import json
from fractions import Fraction
from itertools import permutations
from math import perm

MAX_SECRETS = 1_000_000


from certify.checkers.strict_io import CheckError


def _int(value, what: str, low: int, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (
            high is not None and value > high):
        bound = f"between {low} and {high}" if high is not None else f"at least {low}"
        raise CheckError(f"{what} must be an integer {bound}, got {value!r}")
    return value


def _answer(guess: tuple, secret: tuple) -> str:
    if len(guess) == 1:
        return "<" if secret[0] < guess[0] else ">"
    direct = sum(g == s for g, s in zip(guess, secret))
    return f"{direct},{len(set(guess) & set(secret)) - direct}"


def _code(value, d: int, n: int, what: str) -> tuple:
    if not isinstance(value, list) or len(value) != d:
        raise CheckError(f"{what} must be a list of {d} symbols, got {value!r}")
    code = tuple(_int(s, f"a symbol of {what}", 0, n - 1) for s in value)
    if len(set(code)) != d:
        raise CheckError(f"{what} repeats a symbol: {value!r}")
    return code


def replay_tree(doc: dict) -> dict:
    """Replay a strategy tree against every secret; return its total, depth and mean."""
    d = _int(doc.get("digits"), "digits", 1)
    n = _int(doc.get("symbols"), "symbols", d, 64)
    if perm(n, d) > MAX_SECRETS:
        raise CheckError(f"a {d}x{n} game has {perm(n, d)} secrets; the checker replays at most {MAX_SECRETS}")
    secrets = list(permutations(range(n), d))
    total = depth = 0
    for secret in secrets:
        node, guesses = doc.get("tree"), 0
        while True:
            if not isinstance(node, dict):
                raise CheckError(f"secret {list(secret)}: the tree has no node after {guesses} guesses")
            guesses += 1
            guess = _code(node.get("guess"), d, n, f"the guess at depth {guesses}")
            if guess == secret:
                break
            answer = _answer(guess, secret)
            then = node.get("then")
            if not isinstance(then, dict) or answer not in then:
                raise CheckError(f"secret {list(secret)}: no branch for answer {answer} "
                                 f"to guess {list(guess)} at depth {guesses}")
            node = then[answer]
            if guesses > len(secrets):
                raise CheckError(f"secret {list(secret)} is never guessed")
        total += guesses
        depth = max(depth, guesses)
    return {"codes": len(secrets), "total": total, "depth": depth,
            "mean": Fraction(total, len(secrets))}


def check_tree(doc: dict) -> dict:
    """Replay a strategy tree and require the total and depth it claims."""
    found = replay_tree(doc)
    if doc.get("total") != found["total"] or doc.get("depth") != found["depth"]:
        raise CheckError(f"the tree claims total {doc.get('total')!r} and depth {doc.get('depth')!r}, "
                         f"but replaying every secret gives total {found['total']} and depth {found['depth']}")
    return found


def _check_line(doc: dict, n: int) -> dict:
    rows = doc.get("states")
    if not isinstance(rows, list) or len(rows) != n:
        raise CheckError(f"a 1x{n} table needs one row per interval size 1..{n}")
    total, worst = [0], [0]
    for m, row in enumerate(rows, start=1):
        if not isinstance(row, dict) or row.get("size") != m:
            raise CheckError(f"row {m} must describe interval size {m}")
        want_total = m + min(total[k] + total[m - 1 - k] for k in range(m))
        want_worst = 1 + min(max(worst[k], worst[m - 1 - k]) for k in range(m))
        if row.get("total") != want_total or row.get("worst") != want_worst:
            raise CheckError(f"interval size {m}: claimed total {row.get('total')!r}, worst "
                             f"{row.get('worst')!r}; the optimum is total {want_total}, worst {want_worst}")
        total.append(want_total)
        worst.append(want_worst)
    return {"states": n, "total": total[n], "worst": worst[n], "mean": Fraction(total[n], n)}


def _twin_representatives(codes: frozenset, n: int) -> set:
    def swapped(u, v):
        swap = {u: v, v: u}
        return frozenset((swap.get(a, a), swap.get(b, b)) for a, b in codes)

    firsts, seconds = [], {}
    for v in range(n):
        for r in firsts:
            if swapped(r, v) == codes:
                seconds.setdefault(r, v)
                break
        else:
            firsts.append(v)
    return {(a, b) for a in firsts for b in firsts if a != b} | set(seconds.items())


def _check_pairs(doc: dict, n: int) -> dict:
    rows = doc.get("states")
    if not isinstance(rows, list) or not rows:
        raise CheckError("the table has no states")
    entries = []
    for k, row in enumerate(rows):
        if not isinstance(row, dict) or not isinstance(row.get("codes"), list):
            raise CheckError(f"state {k} has no list of codes")
        codes = frozenset(_code(c, 2, n, f"a code of state {k}") for c in row["codes"])
        if len(codes) < 2 or len(codes) != len(row["codes"]):
            raise CheckError(f"state {k} must list at least two distinct codes")
        entries.append((codes, _int(row.get("total"), f"state {k} total", 0),
                        _int(row.get("worst"), f"state {k} worst", 0)))
    everything = frozenset(permutations(range(n), 2))
    roots = [k for k, entry in enumerate(entries) if entry[0] == everything]
    if not roots:
        raise CheckError("no state holds every code: the table does not reach the start")
    moves_checked = 0
    for k, (codes, claimed_total, claimed_worst) in enumerate(entries):
        moves = rows[k].get("moves")
        if not isinstance(moves, list):
            raise CheckError(f"state {k} has no list of moves")
        listed = {}
        for move in moves:
            if not isinstance(move, dict) or not isinstance(move.get("children"), list):
                raise CheckError(f"state {k}: a move without children")
            listed[_code(move.get("guess"), 2, n, f"a guess of state {k}")] = move["children"]
        missing = _twin_representatives(codes, n) - set(listed)
        if missing:
            raise CheckError(f"state {k}: guess {list(min(missing))} is not listed")
        best_total = best_worst = None
        for guess, children in listed.items():
            classes = {}
            for secret in codes:
                if secret != guess:
                    classes.setdefault(_answer(guess, secret), set()).add(secret)
            if any(len(c) == len(codes) for c in classes.values()):
                continue
            witnesses = {}
            for child in children:
                if not (isinstance(child, list) and len(child) == 4 and isinstance(child[0], str)
                        and child[0] in classes):
                    raise CheckError(f"state {k}, guess {list(guess)}: bad child {child!r}")
                witnesses[child[0]] = child[1:]
            total, worst = len(codes), 1 if guess in codes else 0
            for answer, members in classes.items():
                if len(members) == 1:
                    total, worst = total + 1, max(worst, 2)
                    continue
                if answer not in witnesses:
                    raise CheckError(f"state {k}, guess {list(guess)}: no witness for answer {answer}")
                target, labels, reverse = witnesses[answer]
                target = _int(target, f"state {k} child index", 0, len(entries) - 1)
                if not (isinstance(labels, list) and isinstance(reverse, bool)
                        and all(type(x) is int for x in labels) and sorted(labels) == list(range(n))):
                    raise CheckError(f"state {k}, guess {list(guess)}, answer {answer}: bad relabelling")
                image = frozenset((labels[b], labels[a]) if reverse else (labels[a], labels[b])
                                  for a, b in members)
                if image != entries[target][0]:
                    raise CheckError(f"state {k}, guess {list(guess)}, answer {answer}: the class "
                                     f"does not map onto state {target}")
                total += entries[target][1]
                worst = max(worst, entries[target][2] + 1)
            moves_checked += 1
            best_total = total if best_total is None else min(best_total, total)
            best_worst = worst if best_worst is None else min(best_worst, worst)
        if best_total is None:
            raise CheckError(f"state {k}: no useful guess is listed")
        if (claimed_total, claimed_worst) != (best_total, best_worst):
            raise CheckError(f"state {k} ({len(codes)} codes): claimed total {claimed_total}, worst "
                             f"{claimed_worst}; its moves give total {best_total}, worst {best_worst}")
    codes, total, worst = entries[roots[0]]
    return {"states": len(entries), "moves": moves_checked, "total": total, "worst": worst,
            "mean": Fraction(total, len(codes))}


def check_optimality(doc: dict) -> dict:
    """Verify an optimality table; return the certified optimum at the start."""
    d = _int(doc.get("digits"), "digits", 1, 2)
    n = _int(doc.get("symbols"), "symbols", d, 64)
    if d == 1:
        return _check_line(doc, n)
    return _check_pairs(doc, n)


def check_file(path: str) -> tuple[str, dict]:
    """Load a JSON certificate and check it according to its ``format`` field."""
    try:
        with open(path, encoding="utf-8") as handle:
            doc = json.load(handle)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise CheckError(f"cannot read {path}: {error}") from None
    if not isinstance(doc, dict):
        raise CheckError(f"{path} is not a JSON object")
    kind = doc.get("format")
    if kind == "certify-ab-tree/1":
        return kind, check_tree(doc)
    if kind == "certify-ab-optimality/1":
        return kind, check_optimality(doc)
    raise CheckError(f"{path}: unknown format {kind!r}")


def main(argv=None) -> int:
    """``python -m certify.checkers.ab FILE``: exit 0 iff the AB certificate is valid."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m certify.checkers.ab FILE", file=sys.stderr)
        return 2
    try:
        kind, summary = check_file(args[0])
    except CheckError as error:
        print(f"{args[0]}: INVALID: {error}")
        return 1
    print(f"{args[0]}: valid {kind}: total {summary['total']}, mean {summary['mean']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
