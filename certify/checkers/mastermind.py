"""Independent checker for general D×N code-breaking certificates (AB games with distinct
symbols, Mastermind with repeats): standard library and numpy only (docs/mastermind.md).

Trusted facts. A code is D symbols of range(N) (distinct unless ``repeats``), numbered by its
base-N value. The answer to a guess is (black, white): black = same symbol, same place; white =
sum over symbols of min(count in guess, count in secret), minus black. Renaming symbols and
permuting positions preserve answers, so states in one orbit have equal values. R(S, h) is the
least total number of guesses over the secrets of S within h guesses (h = null: no limit). A
strategy has at most b**(j-1) nodes at depth j (b = answers other than "found"), each finding
at most one code, which gives the size bound below. A guess with a class equal to S is never
needed (it can be cut out of a strategy, and R only grows when h shrinks).

``certify-mastermind-tree/1``: each strategy is replayed against every secret (every guess a
legal code, every answer a branch); its total and depth must be the ones it states.

``certify-mastermind-optimality/1``: each state lists its codes, limit, value (null: none) and
depth (limit null: the depth of a strategy attaining the value). Its automorphisms must map it
onto itself; the checker tries every listed guess and the least code of every orbit of codes
under them that has no listed guess (useless guesses, with a class equal to S, are skipped). For each it computes the
answer classes; a class of one code costs 1; a class with
a witness [state, pi, tau] must map exactly onto that state's codes, whose limit is at least
this one's minus one, and costs its value; any other class costs its size bound. Then min over
guesses of |S| + Σ costs must equal the value, and when finite some guess whose classes are all
exact (singletons, or witnessed states of exactly that limit, or of no limit with depth within
it) must attain it (limit null: within the stated depth). Classes are smaller than their
state, so by induction on size every value is exact; the root (all codes) gives the measures.
"""
from __future__ import annotations

import gzip
import json
from itertools import permutations, product

import numpy as np

MAX_CODES = 10_000
INF = 1 << 40  # "no strategy": larger than any total


class CheckError(Exception):
    """A certificate does not check; one line naming the first fault."""

    def __init__(self, message: str, exit_code: int = 1) -> None:
        super().__init__(message)
        self.exit_code = exit_code


def _int(value, what: str, low: int = 0, high: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < low or (high is not None and value > high):
        raise CheckError(f"{what} must be an integer >= {low}" + (f" and <= {high}" if high is not None else "") + f", got {value!r}")
    return value


def size_bound(size: int, limit, branching: int):
    """Least total for ``size`` codes within ``limit`` guesses (None: unlimited), or INF."""
    total, level, width = 0, 1, 1
    while size > 0:
        if limit is not None and level > limit:
            return INF
        total += level * min(width, size)
        size -= min(width, size)
        level, width = level + 1, width * branching
    return total


class Game:
    def __init__(self, doc: dict) -> None:
        self.d = _int(doc.get("digits"), "digits", 1)
        self.n = _int(doc.get("symbols"), "symbols", 1)
        self.repeats = doc.get("repeats")
        if not isinstance(self.repeats, bool):
            raise CheckError("repeats must be true or false")
        count = self.n ** self.d if self.repeats else np.prod(range(self.n - self.d + 1, self.n + 1), dtype=float)
        if count > MAX_CODES:
            raise CheckError(f"{count:.0f} codes exceed the checker's limit {MAX_CODES}", exit_code=4)
        source = product(range(self.n), repeat=self.d) if self.repeats else permutations(range(self.n), self.d)
        self.codes = np.array(list(source), dtype=np.int64).reshape(-1, self.d)
        if doc.get("codes") != len(self.codes):
            raise CheckError(f"the game has {len(self.codes)} codes, the file says {doc.get('codes')!r}")
        self.weights = self.n ** np.arange(self.d - 1, -1, -1)
        self.number = self.codes @ self.weights
        self.index = {int(x): i for i, x in enumerate(self.number)}
        self.lookup = np.full(self.n ** self.d, -1, dtype=np.int64)
        self.lookup[self.number] = np.arange(len(self.codes))
        hist = np.stack([np.count_nonzero(self.codes == s, axis=1) for s in range(self.n)], axis=1)
        self.table = np.empty((len(self.codes),) * 2, dtype=np.int64)
        for g in range(len(self.codes)):
            black = np.count_nonzero(self.codes == self.codes[g], axis=1)
            white = np.minimum(hist, hist[g]).sum(axis=1) - black
            self.table[g] = black * 16 + white
        self.found = self.d * 16
        self.branching = len(np.unique(self.table)) - 1
        self._bounds = {}

    def bounds(self, limit) -> np.ndarray:
        """``size_bound(s, limit)`` for every size s (0 for s = 0)."""
        if limit not in self._bounds:
            self._bounds[limit] = np.array([size_bound(s, limit, self.branching)
                                            for s in range(len(self.codes) + 1)], dtype=np.int64)
        return self._bounds[limit]

    def code(self, value, what: str) -> int:
        if isinstance(value, list):
            value = sum(_int(s, what, 0, self.n - 1) * self.n ** (self.d - 1 - p) for p, s in enumerate(value)) \
                if len(value) == self.d else -1
        if type(value) is not int or value not in self.index:
            raise CheckError(f"{what} is not a code of the game: {value!r}")
        return self.index[value]

    def text(self, answer: int) -> str:
        return f"{answer // 16},{answer % 16}"

    def mapping(self, element, what: str) -> np.ndarray:
        """Code map of a witness [pi, tau]: positions and symbols permuted."""
        if not (isinstance(element, list) and len(element) == 2):
            raise CheckError(f"{what}: a relabelling must be [pi, tau]")
        pi, tau = element
        for perm, size, name in ((pi, self.d, "pi"), (tau, self.n, "tau")):
            if not isinstance(perm, list) or sorted(x if type(x) is int else -1 for x in perm) != list(range(size)):
                raise CheckError(f"{what}: {name} is not a permutation of 0..{size - 1}")
        return self.lookup[np.array(tau)[self.codes[:, np.array(pi)]] @ self.weights]


def check_tree(doc: dict, game: Game) -> dict:
    trees = doc.get("trees")
    if not isinstance(trees, list) or not trees:
        raise CheckError("the file lists no strategy")
    found = {}
    for t, entry in enumerate(trees):
        if not isinstance(entry, dict) or entry.get("measure") not in ("total", "restricted"):
            raise CheckError(f"strategy {t}: measure must be total or restricted")
        total = depth = 0
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
        if (entry.get("total"), entry.get("depth")) != (total, depth):
            raise CheckError(f"strategy {t} claims total {entry.get('total')!r}, depth {entry.get('depth')!r}; "
                             f"replaying every secret gives {total}, {depth}")
        found[entry["measure"]] = (total, depth)
    if "total" not in found:
        raise CheckError("no strategy with measure total")
    total, depth = found["total"]
    return {"kind": doc["format"], "codes": len(game.codes), "total": total, "depth": depth,
            "restricted": found.get("restricted", (total, depth))}


def _state(game: Game, k: int, row) -> dict:
    if not isinstance(row, dict) or not isinstance(row.get("codes"), list) or not row["codes"]:
        raise CheckError(f"state {k} has no list of codes")
    codes = np.array(sorted(game.code(c, f"a code of state {k}") for c in row["codes"]))
    if len(set(codes.tolist())) != len(codes):
        raise CheckError(f"state {k} repeats a code")
    limit = row.get("limit")
    limit = None if limit is None else _int(limit, f"state {k} limit")
    value = row.get("value")
    value = INF if value is None else _int(value, f"state {k} value", 1, INF - 1)
    depth = _int(row.get("depth"), f"state {k} depth", 1) if limit is None else limit
    return {"codes": codes, "limit": limit, "value": value, "depth": depth}


def _check_state(game: Game, k: int, row: dict, entries: list) -> int:
    entry = entries[k]
    codes, limit, value = entry["codes"], entry["limit"], entry["value"]
    below = None if limit is None else limit - 1
    labels, images = np.arange(len(game.codes)), []
    for a in row.get("automorphisms") or []:
        images.append(game.mapping(a, f"state {k} automorphism"))
        if not np.array_equal(np.sort(images[-1][codes]), codes):
            raise CheckError(f"state {k}: automorphism {a!r} does not map the state onto itself")
    changed = bool(images)
    while changed:  # orbit labels: the least code of each orbit
        changed = False
        for image in images:
            merged = np.minimum(labels, labels[image])
            np.minimum.at(merged, image, labels)
            merged = merged[merged]
            if not np.array_equal(merged, labels):
                labels, changed = merged, True
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
        item, cost = guesses[i], int(costs[i])
        exact = not (counts[i] >= 2).any()
        depth = max(int(found[i]), 2 if (counts[i] == 1).any() else 0)
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
            target = _int(target, f"state {k} child index", 0, len(entries) - 1)
            child = entries[target]
            if not np.array_equal(np.sort(game.mapping([pi, tau], f"state {k}, guess {item[0]}")[members]), child["codes"]):
                raise CheckError(f"state {k}, guess {item[0]}, answer {text}: the class does not map onto state {target}")
            if child["limit"] is not None and (below is None or child["limit"] < below):
                raise CheckError(f"state {k}, guess {item[0]}, answer {text}: state {target} has too small a limit")
            cost += child["value"] - int(bound[len(members)])
            depth = max(depth, child["depth"] + 1)
        exact = len(witness) == len(members_of) and all(
            entries[t]["limit"] == below or entries[t]["limit"] is None and (below is None or entries[t]["depth"] <= below)
            for t, _, _ in witness.values())
        best = min(best, min(cost, INF))
        if exact and cost == value < INF and (limit is not None or depth <= entry["depth"]):
            attained = True
    if best != value:
        shown = lambda v: "none" if v >= INF else v
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
    everything = np.arange(len(game.codes))
    roots = [e for e in entries if np.array_equal(e["codes"], everything)]
    free = [e for e in roots if e["limit"] is None]
    if not free:
        raise CheckError("no unlimited state holds every code: the certificate does not reach the start")
    total = free[0]["value"]
    worst = min(e["depth"] for e in roots if e["value"] < INF)
    refuted = size_bound(len(everything), worst - 1, game.branching) == INF or any(
        e["limit"] == worst - 1 and e["value"] == INF for e in roots)
    if not refuted:
        raise CheckError(f"nothing shows that {worst - 1} guesses cannot always suffice")
    restricted = min(e["value"] for e in roots if e["value"] < INF and e["depth"] <= worst)
    claims = (doc.get("total"), doc.get("worst"), doc.get("restricted"))
    if claims != (total, worst, restricted):
        raise CheckError(f"the file claims total, worst, restricted {claims}; the states give {(total, worst, restricted)}")
    return {"kind": doc["format"], "states": len(entries), "moves": moves, "codes": len(everything),
            "total": total, "worst": worst, "restricted": restricted}


def check_file(path: str) -> dict:
    """Check a ``certify-mastermind-tree/1`` or ``certify-mastermind-optimality/1`` file."""
    try:
        with (gzip.open if path.endswith(".gz") else open)(path, "rt", encoding="utf-8") as handle:
            doc = json.load(handle)
    except (OSError, UnicodeDecodeError, ValueError, EOFError) as error:
        raise CheckError(f"cannot read {path}: {error}", exit_code=3) from None
    kind = doc.get("format") if isinstance(doc, dict) else None
    if kind not in ("certify-mastermind-tree/1", "certify-mastermind-optimality/1"):
        raise CheckError(f"{path}: not a certify-mastermind file (format {kind!r})", exit_code=3)
    game = Game(doc)
    return check_tree(doc, game) if kind.endswith("tree/1") else check_optimality(doc, game)


def main(argv=None) -> int:
    """``python -m certify.checkers.mastermind FILE``: exit 0 iff the certificate is valid."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m certify.checkers.mastermind FILE", file=sys.stderr)
        return 2
    try:
        summary = check_file(args[0])
    except CheckError as error:
        print(f"{args[0]}: INVALID: {error}")
        return error.exit_code
    print(f"{args[0]}: valid {summary['kind']}: total {summary['total']} over {summary['codes']} codes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
