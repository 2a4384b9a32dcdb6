"""Independent checker for AB-game certificates (standard library, and the trusted base's
``strict_io`` for reading; under 250 lines). Formats (docs/abgames.md, docs/formats.md), each
accepted only in its canonical form, ``json.dumps(doc, separators=(",", ":"))``:

``certify-ab-tree/1``
    A strategy, replayed against every secret by :mod:`certify.checkers._ab_trees`.

``certify-ab-optimality/2``
    Claimed optimal values. 1×n (answers <, =, >): codes left always form an interval and a
    guess outside it teaches nothing, so row m is checked against ``T(m) = m + min_k T(k) +
    T(m-1-k)`` and ``W(m) = 1 + min_k max(W(k), W(m-1-k))``. 2×n: each entry lists its codes,
    ``symmetries`` (symbol renamings, possibly with the two positions swapped, each verified to
    map the entry onto itself), its ``moves`` (the guesses the proof relies on, with every answer
    class of two or more codes mapped by a verified relabelling witness onto a later entry), and
    ``cover``: for every guess, in lexicographic order, a word of symmetries carrying it onto a
    listed guess (empty for a listed guess). Renamings and swaps preserve every answer, so a
    covered guess is worth exactly its image. The checker computes each class itself and requires

        total(S) = |S| + min over useful listed guesses of the sum of total(class),
        worst(S) = min over useful listed guesses of max(1 if the guess is in S, 1 + worst(class)),

    with total = worst = 1 for one code; a guess with a class equal to S is useless (cut out of
    any strategy, saving |S| guesses) and lists no children. Entry 0 holds every code; children
    point to later, strictly smaller entries, so every entry is exact by induction. No entry is
    listed twice or left unreferenced. The checker does no search: its work is linear in the
    certificate's size times the number of codes.
"""
from __future__ import annotations

from fractions import Fraction
from itertools import permutations

from certify.checkers import verdict
from certify.checkers._ab_trees import TREE, _answer, _code, _game, check_tree, replay_tree  # noqa: F401
from certify.checkers.strict_io import (UNREADABLE, CheckError, canonical_json, exact_keys, integer, kind_of,
                                        over_limit, read_bytes)

OPTIMALITY = "certify-ab-optimality/2"
_int = integer  # the name other modules used


def _check_line(doc: dict, n: int) -> dict:
    over_limit(f"checking a 1x{n} table", n, "MAX_LINE", 4096, " symbols")
    rows = doc["states"]
    if not isinstance(rows, list) or len(rows) != n:
        raise CheckError(f"a 1x{n} table needs one row per interval size 1..{n}")
    total, worst = [0], [0]
    for m, row in enumerate(rows, start=1):
        exact_keys(row, ("size", "total", "worst"), f"row {m}")
        want_total = m + min(total[k] + total[m - 1 - k] for k in range(m))
        want_worst = 1 + min(max(worst[k], worst[m - 1 - k]) for k in range(m))
        if (row["size"], row["total"], row["worst"]) != (m, want_total, want_worst) or type(row["total"]) is not int:
            raise CheckError(f"row {m}: claimed size {row['size']!r}, total {row['total']!r}, worst {row['worst']!r}; "
                             f"interval size {m} has optimum total {want_total}, worst {want_worst}"[:240])
        total.append(want_total)
        worst.append(want_worst)
    return {"states": n, "moves": 0, "total": total[n], "worst": worst[n], "mean": Fraction(total[n], n)}


def _map(where: str, witness, n: int):
    """A verified ``[labels, reversed]``: the function it applies to a code."""
    if not (isinstance(witness, list) and len(witness) == 2 and isinstance(witness[1], bool)
            and isinstance(witness[0], list) and all(type(x) is int for x in witness[0])
            and sorted(witness[0]) == list(range(n))):
        raise CheckError(f"{where}: a relabelling is [a permutation of 0..{n - 1}, true|false]")
    labels, reverse = witness
    return (lambda c: (labels[c[1]], labels[c[0]])) if reverse else (lambda c: (labels[c[0]], labels[c[1]]))


def _check_pairs(doc: dict, n: int) -> dict:
    rows = doc["states"]
    if not isinstance(rows, list) or not rows:
        raise CheckError("the table has no states")
    guesses = list(permutations(range(n), 2))
    entries, seen = [], {}
    for k, row in enumerate(rows):
        exact_keys(row, ("codes", "total", "worst", "symmetries", "moves", "cover"), f"state {k}")
        if not isinstance(row["codes"], list) or len(row["codes"]) < 2:
            raise CheckError(f"state {k} must list at least two codes")
        codes = [_code(c, 2, n, f"a code of state {k}") for c in row["codes"]]
        if any(a >= b for a, b in zip(codes, codes[1:])):
            raise CheckError(f"state {k}: codes not in increasing order (or repeated)")
        codes = frozenset(codes)
        if seen.setdefault(codes, k) != k:
            raise CheckError(f"state {k} repeats state {seen[codes]}")
        entries.append((codes, integer(row["total"], f"state {k} total", 0), integer(row["worst"], f"state {k} worst", 0)))
    if entries[0][0] != frozenset(guesses):
        raise CheckError("state 0 must hold every code (the start)")
    referenced, moves_checked = {0}, 0
    for k, (codes, claimed_total, claimed_worst) in enumerate(entries):
        row, where = rows[k], f"state {k}"
        if not isinstance(row["symmetries"], list) or not isinstance(row["moves"], list) or not isinstance(row["cover"], list):
            raise CheckError(f"{where}: symmetries, moves and cover must be lists")
        symmetries = []
        for i, witness in enumerate(row["symmetries"]):
            apply = _map(f"{where}, symmetry {i}", witness, n)
            if frozenset(map(apply, codes)) != codes:
                raise CheckError(f"{where}: symmetry {i} does not map the state onto itself")
            symmetries.append(apply)
        listed = {}
        for move in row["moves"]:
            exact_keys(move, ("guess", "children"), f"{where}: a move")
            guess = _code(move["guess"], 2, n, f"a guess of {where}")
            if listed and guess <= list(listed)[-1]:
                raise CheckError(f"{where}: guesses not in increasing order (or repeated)")
            listed[guess] = move["children"]
        if len(row["cover"]) != len(guesses):
            raise CheckError(f"{where}: cover must have one word per guess ({len(guesses)})")
        used = set()
        for guess, word in zip(guesses, row["cover"]):
            if not isinstance(word, list) or (not word) != (guess in listed):
                raise CheckError(f"{where}: guess {list(guess)} needs an empty word iff it is listed")
            image = guess
            for i in word:
                image = symmetries[integer(i, f"{where}: a symmetry index", 0, len(symmetries) - 1)](image)
                used.add(i)
            if image not in listed:
                raise CheckError(f"{where}: the word for guess {list(guess)} leads to {list(image)}, not a listed guess")
        if len(used) != len(symmetries):
            raise CheckError(f"{where}: a symmetry no word uses")
        best = None
        for guess, children in listed.items():
            classes = {}
            for secret in codes:
                if secret != guess:
                    classes.setdefault(_answer(guess, secret), set()).add(secret)
            big = sorted(a for a, members in classes.items() if len(members) > 1)
            useless = any(len(c) == len(codes) for c in classes.values())
            if not isinstance(children, list) or [c[0] if isinstance(c, list) and c else None for c in children] != ([] if useless else big):
                raise CheckError(f"{where}, guess {list(guess)}: children must be one per class of two or more codes, "
                                 f"sorted ({big}), none for a useless guess")
            if useless:
                continue
            total, worst = len(codes) + sum(len(c) == 1 for c in classes.values()), 1 if guess in codes else 0
            worst = max(worst, 2 if any(len(c) == 1 for c in classes.values()) else 0)
            for child in children:
                at = f"{where}, guess {list(guess)}, answer {child[0]}"
                if len(child) != 4:
                    raise CheckError(f"{at}: a child is [answer, state, labels, reversed]")
                target = integer(child[1], f"{at}: the state index", k + 1, len(entries) - 1)
                members, labels = classes[child[0]], child[2]
                if frozenset(map(_map(at, child[2:], n), members)) != entries[target][0]:
                    raise CheckError(f"{at}: the class does not map onto state {target}")
                occurring = {s for code in members for s in code}
                free = [v for v in range(n) if v not in occurring]
                if [labels[v] for v in free] != sorted(set(range(n)) - {labels[v] for v in occurring}):
                    raise CheckError(f"{at}: symbols outside the class must keep their order (canonical witness)")
                referenced.add(target)
                total += entries[target][1]
                worst = max(worst, entries[target][2] + 1)
            moves_checked += 1
            best = (total, worst) if best is None else (min(best[0], total), min(best[1], worst))
        if best is None:
            raise CheckError(f"{where}: no useful guess is listed")
        if (claimed_total, claimed_worst) != best:
            raise CheckError(f"{where} ({len(codes)} codes): claimed total {claimed_total}, worst "
                             f"{claimed_worst}; its moves give total {best[0]}, worst {best[1]}")
    if len(referenced) != len(entries):
        raise CheckError(f"state {min(set(range(len(entries))) - referenced)} is never reached (unreferenced entry)")
    codes, total, worst = entries[0]
    return {"states": len(entries), "moves": moves_checked, "total": total, "worst": worst,
            "mean": Fraction(total, len(codes))}


def check_optimality(doc: dict) -> dict:
    """Verify an optimality table; return the certified optimum at the start."""
    exact_keys(doc, ("format", "digits", "symbols", "states"), "the table")
    if doc["format"] != OPTIMALITY:
        raise CheckError(f"format must be {OPTIMALITY}")
    d, n = _game(doc, 2)
    return _check_line(doc, n) if d == 1 else _check_pairs(doc, n)


def check_file(path: str) -> tuple[str, dict]:
    """Read a certificate (its type found by parsing), require its canonical text, check it."""
    kind, parsed = kind_of(read_bytes(path))
    if kind not in ("ab-tree", "ab-optimality"):
        if kind == "npz":
            parsed.close()
        raise CheckError(f"a {kind} table, not an AB-game certificate: check it with certify.checkers.tables",
                         UNREADABLE)
    text, doc = parsed
    canonical_json(text, doc, None)
    if kind == "ab-tree":
        if doc.get("format") != TREE:
            raise CheckError(f"format must be {TREE}")
        return TREE, check_tree(doc)
    return OPTIMALITY, check_optimality(doc)


def main(argv=None) -> int:
    """``python -m certify.checkers.ab FILE``: exit 0 iff the AB certificate is valid."""
    return verdict(argv, "ab FILE", check_file,
                   lambda found: f"{found[0]}: total {found[1]['total']}, mean {found[1]['mean']}")


if __name__ == "__main__":
    raise SystemExit(main())
