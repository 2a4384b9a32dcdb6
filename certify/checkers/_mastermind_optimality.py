"""Independent checker for optimality certificates of general D×N code-breaking games,
``certify-mastermind-optimality/1`` (docs/mastermind.md): the least total and worst case of
Mastermind-like games, verified state by state, no search. Standard library, numpy and the
game model of :mod:`certify.checkers.mastermind` (which reads the file) only; under 200 lines.

Trusted facts: those of :mod:`certify.checkers.mastermind` (answers, the symmetry of renaming
symbols and permuting positions, the size bound), and that a guess with a class equal to S is
never needed (it can be cut out of a strategy, and R only grows when h shrinks).

Each state lists its codes, limit, value (null: none) and depth (limit null: the depth of a
strategy attaining the value). Its automorphisms must map it onto itself; the checker tries
every listed guess and the least code of every orbit of codes under them that has no listed
guess (useless guesses, with a class equal to S, are skipped). For each it computes the
answer classes; a class of one code costs 1; a class with a witness [state, pi, tau] must map
exactly onto that state's codes, whose limit is at least this one's minus one, and costs its
value; any other class costs its size bound. Then min over guesses of |S| + Σ costs must equal
the value, and when finite some guess whose classes are all exact (singletons, or witnessed
states of exactly that limit, or of no limit with depth within it) must attain it (limit
null: within the stated depth). Classes are smaller than their state, so by induction on size
every value is exact; the root (all codes) gives the measures (total, worst, restricted).
"""
from __future__ import annotations

import numpy as np

from certify.checkers import CheckError
from certify.checkers._mastermind_game import FORMATS, INF, Game, orbit_labels, size_bound
from certify.checkers.strict_io import integer, parse_json


def _state(game: Game, k: int, row) -> dict:
    if not isinstance(row, dict) or not isinstance(row.get("codes"), list) or not row["codes"]:
        raise CheckError(f"state {k} has no list of codes")
    codes = np.array(sorted(game.code(c, f"a code of state {k}") for c in row["codes"]))
    if len(set(codes.tolist())) != len(codes):
        raise CheckError(f"state {k} repeats a code")
    limit = row.get("limit")
    limit = None if limit is None else integer(limit, f"state {k} limit", 0)
    value = row.get("value")
    value = INF if value is None else integer(value, f"state {k} value", 1, INF - 1)
    lower = row.get("lower", False)
    if not isinstance(lower, bool):
        raise CheckError(f"state {k}: lower must be true or false")
    depth = limit if limit is not None else INF if lower or value >= INF else integer(row.get("depth"), f"state {k} depth", 1)
    return {"codes": codes, "limit": limit, "value": value, "depth": depth, "lower": lower}


def _check_state(game: Game, k: int, row: dict, entries: list, last=None) -> int:
    entry = entries[k]
    codes, limit, value = entry["codes"], entry["limit"], entry["value"]
    below = None if limit is None else limit - 1
    if not isinstance(row.get("automorphisms", []), list):
        raise CheckError(f"state {k}: automorphisms must be a list of [pi, tau]")
    automorphisms = row.get("automorphisms") or []
    images = [game.mapping(a, f"state {k} automorphism") for a in automorphisms]
    labels = orbit_labels(len(game.codes), images, codes, f"state {k}", automorphisms)
    guesses = row.get("guesses")
    if not isinstance(guesses, list) or not all(isinstance(x, list) and len(x) == 2 and isinstance(x[1], list) for x in guesses):
        raise CheckError(f"state {k}: guesses must be a list of [code, children]")
    named = [game.code(x[0], f"a guess of state {k}") for x in guesses]
    # the listed guesses, then the least code of every orbit without a listed guess
    others = np.flatnonzero((labels == np.arange(len(labels))) & ~np.isin(labels, labels[named]))
    listed = np.concatenate([np.array(named, dtype=np.int64), others])
    size, width = len(codes), game.found + 1
    rows = game.table[np.ix_(listed, codes)]
    counts = np.bincount((rows + (np.arange(len(listed)) * width)[:, None]).ravel(), minlength=len(listed) * width)
    counts = counts.reshape(len(listed), width)
    found = counts[:, game.found].copy()
    counts[:, game.found] = 0
    useless = (counts == size).any(axis=1)
    bound = game.bounds(below)
    costs = size + bound[counts].sum(axis=1)  # every class of two or more codes at its size bound
    plain = ~useless & np.concatenate([np.array([not x[1] for x in guesses], dtype=bool), np.ones(len(others), dtype=bool)])
    simple = plain & ~(counts >= 2).any(axis=1)  # every class a single code: the cost is exact
    depths = np.maximum(found, 2 * (counts == 1).any(axis=1))
    best = int(min(costs[plain].min(initial=INF), INF))
    attained = bool((simple & (costs == value) & (value < INF) & ((limit is not None) | (depths <= entry["depth"]))).any())
    for i in np.flatnonzero(~useless & ~plain):
        item, cost, depth = guesses[i], int(costs[i]), int(depths[i])
        witness = {}
        for child in item[1]:
            if not (isinstance(child, list) and len(child) == 4 and isinstance(child[0], str)) or child[0] in witness:
                raise CheckError(f"state {k}, guess {item[0]}: bad child {child!r}")
            witness[child[0]] = child[1:]
        members_of = {game.text(a): a for a in np.flatnonzero(counts[i] >= 2).tolist()}
        if set(witness) - set(members_of):
            raise CheckError(f"state {k}, guess {item[0]}: a witness for an answer class of fewer than two codes")
        for text, (target, pi, tau) in witness.items():
            members = codes[rows[i] == members_of[text]]
            target = integer(target, f"state {k} child index", 0, len(entries) - 1 if last is None else last)
            child = entries[target]
            if not np.array_equal(np.sort(game.mapping([pi, tau], f"state {k}, guess {item[0]}")[members]), child["codes"]):
                raise CheckError(f"state {k}, guess {item[0]}, answer {text}: the class does not map onto state {target}")
            if child["limit"] is not None and (below is None or child["limit"] < below):
                raise CheckError(f"state {k}, guess {item[0]}, answer {text}: state {target} has too small a limit")
            cost += child["value"] - int(bound[len(members)])
            depth = max(depth, child["depth"] + 1)
        exact = len(witness) == len(members_of) and all(not entries[t]["lower"] and (
            entries[t]["limit"] == below or entries[t]["limit"] is None and (below is None or entries[t]["depth"] <= below)
            ) for t, _, _ in witness.values())
        best = min(best, min(cost, INF))
        if exact and cost == value < INF and (limit is not None or depth <= entry["depth"]):
            attained = True
    shown = lambda v: "none" if v >= INF else v
    if entry["lower"]:  # a lower bound only: every guess must cost at least the value
        if best < value:
            raise CheckError(f"state {k} ({size} codes, limit {limit}): claimed lower bound {shown(value)}; a guess gives {shown(best)}")
        return len(named)
    if best != value:
        raise CheckError(f"state {k} ({size} codes, limit {limit}): claimed value {shown(value)}; its guesses give {shown(best)}")
    if value < INF and not attained:
        raise CheckError(f"state {k}: no fully witnessed guess attains the claimed value {value}")
    return len(named)


def check_optimality(doc: dict, game: Game) -> dict:
    rows = doc.get("states")
    if not isinstance(rows, list) or not rows:
        raise CheckError("the certificate has no states")
    entries = [_state(game, k, row) for k, row in enumerate(rows)]
    moves = sum(_check_state(game, k, row, entries) for k, row in enumerate(rows))
    return _measures(doc, game, entries, moves)


def _measures(doc: dict, game: Game, entries: list, moves: int) -> dict:
    """The three measures from the checked states that hold every code."""
    everything = np.arange(len(game.codes))
    game_of = {"digits": game.d, "symbols": game.n, "repeats": game.repeats}  # the game it is about (a bundle binds it)
    roots = [e for e in entries if np.array_equal(e["codes"], everything)]
    free = [e for e in roots if e["limit"] is None and not e["lower"]]
    if "impossible_within" in doc and doc["format"] in FORMATS[2:]:  # only: no strategy within h
        h = integer(doc["impossible_within"], "impossible_within", 1)
        if (doc.get("total"), doc.get("worst"), doc.get("restricted")) != (None, None, None) or not any(
                e["limit"] == h and e["value"] == INF for e in roots):
            raise CheckError(f"no state shows that {h} guesses cannot always suffice (or measures claimed beside it)")
        return {"kind": doc["format"], "states": len(entries), "moves": moves, "codes": len(everything),
                "impossible_within": h, "least_worst_at_least": h + 1, **game_of}
    if not free:
        raise CheckError("no unlimited state holds every code: the certificate does not reach the start")
    total = free[0]["value"]
    exact = [e for e in roots if not e["lower"] and e["value"] < INF]
    worst = min(e["depth"] for e in exact)
    refuted = size_bound(len(everything), worst - 1, game.branching) == INF or any(
        e["limit"] == worst - 1 and e["value"] == INF for e in roots)
    if not refuted:
        raise CheckError(f"nothing shows that {worst - 1} guesses cannot always suffice")
    restricted = min(e["value"] for e in exact if e["depth"] <= worst)
    claims = (doc.get("total"), doc.get("worst"), doc.get("restricted"))
    if claims != (total, worst, restricted):
        raise CheckError(f"the file claims total, worst, restricted {claims}; the states give {(total, worst, restricted)}")
    return {"kind": doc["format"], "states": len(entries), "moves": moves, "codes": len(everything),
            "total": total, "worst": worst, "restricted": restricted, **game_of}


def check_lines(lines) -> dict:
    """Check ``certify-mastermind-optimality/2``: an iterable of JSON lines, a header object then
    one state per line ``[codes, limit, value, lower, depth, automorphisms, guesses]``, each
    checked as it is read (its witnesses may name earlier states only), so the file streams."""
    stream = iter(lines)
    header = parse_json(next(stream, ""))
    if not isinstance(header, dict) or header.get("format") != FORMATS[2]:
        raise CheckError(f"not a {FORMATS[2]} file")
    game, entries, moves = Game(header), [], 0
    for k, text in enumerate(stream):
        row = parse_json(text)
        if not (isinstance(row, list) and len(row) == 7 and row[3] in (0, 1) and type(row[3]) is int):
            raise CheckError(f"state {k}: not [codes, limit, value, lower, depth, automorphisms, guesses]")
        row = {"codes": row[0], "limit": row[1], "value": row[2], "lower": bool(row[3]), "depth": row[4],
               "automorphisms": row[5], "guesses": row[6]}
        entries.append(_state(game, k, row))
        entries[-1]["codes"] = entries[-1]["codes"].astype(np.int16 if len(game.codes) < 2**15 else np.int64)
        moves += _check_state(game, k, row, entries, last=k - 1)
    if len(entries) != header.get("states"):
        raise CheckError(f"the header announces {header.get('states')!r} states, the file holds {len(entries)}")
    if not entries:
        raise CheckError("the certificate has no states")
    return _measures(header, game, entries, moves)
