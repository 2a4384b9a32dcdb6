"""Fewest codes at the least worst case (issue 40): among the strategies whose worst case is the
least, D guesses, the least number of codes that need all D of them.

``f(S, b)``: with ``b`` guesses left at the state ``S``, the least number of codes of ``S``
found at exactly the ``b``-th guess, over the strategies that find every code of ``S`` within
``b`` (the guess that finds the code counts); infinite when there is none. So
``f({c}, 1) = 1``, ``f(S, 1)`` is infinite for two codes or more, and for ``b >= 2``
``f(S, b) = min over guesses g of the sum over the answer classes C of g other than "found"
of f(C, b - 1)``. ``f(S, b) = 0`` exactly when ``S`` is solvable within ``b - 1`` guesses, and
``f(S, b)`` is infinite exactly when it is not solvable within ``b``; the measure of the
game is ``f(every code, D)``.

Search (:class:`FewestSolver`): a budgeted branch and bound in the manner of
:class:`certify.codebreaking.budget.BudgetSolver`, whose canonical states, guess orbits and
feasibility search (``possible``: solvable within h?) it uses. Lower bounds (admissible): the
size bound ``max(0, |S| - N(b - 1))`` (``N(k) = 1 + B + ... + B**(k-1)`` codes at most are
found within k guesses, B answers besides "found"; infinite when ``|S| > N(b)``), raised to 1
when ``S`` is not solvable within ``b - 1``. ``search(S, b, budget)`` returns the exact value
when it is below the budget, else a lower bound at least the budget; both are memoised per
canonical state and b. :meth:`FewestSolver.solve` searches the start with budgets 2, 4, 8, ...
until one exceeds the value (each pass keeps the bounds the last one proved), so no guess is
expanded further than a budget near the value asks. :func:`certificate_lines` writes ``certify-mastermind-fewest/3``
(checked by :mod:`certify.checkers._mastermind_fewest`), :meth:`FewestSolver.strategy_document`
the strategy; a checkpoint file keeps both memos for a long run (``certify abgame --fewest
--checkpoint FILE``, docs/mastermind.md), and ``FILE.plan`` the certificate writer's plans. ``memo_limit`` bounds both memos (and the budget
solver's caches) for a long run: a full memo drops its entries of the smallest states first
(:func:`certify.codebreaking.budget.cull`); a dropped entry is searched again when asked for, so
the values, the strategy and the certificate are the same (``certify abgame --memo-limit``).

>>> from certify.codebreaking.general import Game
>>> solver = FewestSolver(Game(3, 4))
>>> solver.solve()[:2]
(4, 6)
"""
from __future__ import annotations

import time
from itertools import chain

import numpy as np

from .bounds import INFINITE
from .budget import BudgetSolver, _guess_costs, make_room, read_checkpoint, write_checkpoint
from .general import Game, compose, inverse

FORMAT = "certify-mastermind-fewest/3"


def reach(branching: int, k: int) -> int:
    """``N(k)``: the most codes a strategy can find within k guesses (1 + B + ... + B**(k-1))."""
    return sum(branching ** j for j in range(max(k, 0)))


class FewestSolver:
    """``exact[(key, b)] = (f, guess)`` (guess: a code index of the canonical image, -1 when
    the value came from the feasibility search), ``lower[(key, b)] = lb``. ``memo_limit``: at
    most that many entries in this memo (``exact`` and ``lower`` together), and as many in the
    budget solver's memo and in each of its caches (None: no limit); a full memo is culled to half
    (:func:`certify.codebreaking.budget.cull`)."""

    def __init__(self, game: Game, solver: BudgetSolver | None = None, checkpoint=None, every: float = 600.0,
                 progress=None, memo_limit: int | None = None) -> None:
        self.game = game
        self.solver = solver or BudgetSolver(game, checkpoint=None if checkpoint is None else f"{checkpoint}.budget",
                                             memo_limit=memo_limit)
        self.exact: dict = {}
        self.lower: dict = {}
        self.nodes = 0
        self.rows: dict = {}
        self.progress = progress
        self.memo_limit, self.culled = memo_limit, 0
        self.checkpoint, self.every, self.saved = checkpoint, every, time.monotonic()
        if checkpoint is not None:
            self.load(checkpoint)
            self.room()

    def room(self) -> None:
        """Before an entry is stored: a full memo (``memo_limit``) is culled to half."""
        self.culled += make_room([(self.exact, 1), (self.lower, 0)], self.memo_limit)

    def known(self, key: bytes, b: int) -> tuple[int, int]:
        """``exact[(key, b)]``, searched again when the memo limit dropped it."""
        if (key, b) not in self.exact:
            self.search(self.solver.image(key), b, INFINITE)
        return self.exact[(key, b)]

    # checkpoints (a long run, e.g. 4x10 Bulls and Cows, continues from the last one) ------------
    def tag(self) -> dict:
        return {"format": "certify-fewest-memo/1", "game": [self.game.d, self.game.n, self.game.repeats]}

    def load(self, path) -> None:
        """Resume from :meth:`save`'s files: ``path`` (this memo: gzipped JSON lines, a header then
        ``[key hex, b, "e", value, guess]`` or ``[key hex, b, "l", lower bound]``) and
        ``path.budget`` (the budget solver's memo, :meth:`BudgetSolver.load`). Every entry is a
        fact the search proved; the certificate written at the end is checked on its own."""

        def take(key, b, item) -> None:
            if item[2] == "e":
                self.exact[(key, b)] = (item[3], item[4])
            elif item[3] > self.lower.get((key, b), 0):
                self.lower[(key, b)] = item[3]

        read_checkpoint(path, self.tag(), take)
        for entry in [e for e in self.lower if e in self.exact]:
            del self.lower[entry]

    def save(self) -> None:
        """Write both memos (each file replaced atomically)."""
        write_checkpoint(self.checkpoint, self.tag(), chain(
            (f'["{key.hex()}",{b},"e",{value},{guess}]\n' for (key, b), (value, guess) in self.exact.items()),
            (f'["{key.hex()}",{b},"l",{value}]\n' for (key, b), value in self.lower.items())))
        self.solver.save()
        self.saved = time.monotonic()

    def tick(self) -> None:
        if self.progress is not None:
            self.progress(len(self.exact) + len(self.lower))
        if self.checkpoint is not None and time.monotonic() - self.saved > self.every:
            self.save()

    def row(self, b: int) -> np.ndarray:
        """The size bound of f at b for every size (INFINITE where no strategy fits)."""
        if b not in self.rows:
            sizes = np.arange(len(self.game.codes) + 1)
            most, within = reach(self.game.answer_count, b), reach(self.game.answer_count, b - 1)
            self.rows[b] = np.where(sizes > most, INFINITE, np.maximum(sizes - within, 0)).astype(np.int64)
        return self.rows[b]

    def small(self, state: np.ndarray, b: int) -> bool:
        """A class of at most B + 1 codes that one of its codes splits into singletons, b >= 2:
        its value is the size bound (that code first)."""
        return b >= 2 and len(state) <= self.solver.small and self.solver.separated(state) >= 0

    def search(self, state: np.ndarray, b: int, budget: int) -> tuple[int, bool]:
        """``(f, True)`` whenever ``f(state, b) < budget`` (and whenever known exactly), else
        ``(lb, False)`` with ``budget <= lb <= f``."""
        size = len(state)
        if size == 1:
            return (1 if b == 1 else 0, True) if b >= 1 else (INFINITE, True)
        floor = int(self.row(b)[size])
        if floor >= INFINITE or self.small(state, b):
            return floor, True
        if floor >= budget:
            return floor, False
        key, _ = self.solver.canonical(state)
        hit = self.exact.get((key, b))
        if hit is not None:
            return (hit[0], True) if hit[0] < budget else (hit[0], False)
        lb = max(floor, self.lower.get((key, b), 0))
        if lb >= budget:
            return lb, False
        image = self.solver.image(key)
        if lb == 0:
            if self.solver.possible(image, b - 1):
                self.room()
                self.exact[(key, b)] = (0, -1)
                return 0, True
            self.room()
            lb = self.lower[(key, b)] = 1
            if budget <= 1:
                return 1, False
        if not self.solver.possible(image, b):
            self.room()
            self.exact[(key, b)] = (INFINITE, -1)
            self.lower.pop((key, b), None)
            return INFINITE, True
        value, exact, guess = self.expand(key, image, b, budget)
        self.room()
        if exact:
            self.exact[(key, b)] = (value, guess)
            self.lower.pop((key, b), None)
            return (value, True) if value < budget else (value, False)
        self.lower[(key, b)] = max(lb, value)
        return max(lb, value), False

    def expand(self, key: bytes, state: np.ndarray, b: int, budget: int):
        """``(value, exact, guess)`` of a canonical state (b >= 2) searched below ``budget``."""
        if self.nodes % 64 == 0:
            self.tick()
        row = self.row(b - 1)
        reps = self.solver.guesses(key, state)
        counts, cost, _ = _guess_costs(self.solver.table, state, reps, row, self.game.found, self.solver.width)
        cost = np.where(cost >= INFINITE, INFINITE, cost - len(state))
        order = np.argsort(cost, kind="stable")
        cutoff, best, best_guess, least = budget, INFINITE, -1, INFINITE
        for i in order:
            c = int(cost[i])
            if c >= cutoff:
                least = min(least, c)
                break
            self.nodes += 1
            guess = int(reps[i])
            answers = self.solver.table[state, guess]
            classes = np.flatnonzero(counts[i])
            classes = classes[np.argsort(counts[i][classes], kind="stable")]
            total, abandoned = c, False
            for a in classes:
                members = state[answers == a]
                cb = int(row[len(members)])
                value, exact = self.search(members, b - 1, cutoff - (total - cb))
                total = min(total + value - cb, INFINITE)
                if not exact or total >= cutoff:
                    abandoned = True
                    break
            if abandoned:
                least = min(least, total)
                continue
            best, best_guess, cutoff = total, guess, total
        if best < budget:
            return best, True, best_guess
        return min(least, INFINITE), least >= INFINITE, -1

    def attaining(self, key: bytes, b: int) -> int:
        """A guess (canonical image) attaining the exact value of ``(key, b)``."""
        value, guess = self.known(key, b)
        if guess < 0:
            found, exact, guess = self.expand(key, self.solver.image(key), b, value + 1)
            if not exact or found != value:
                raise RuntimeError(f"state of {len(self.solver.image(key))} codes, b {b}: no guess attains {value}")
            self.room()
            self.exact[(key, b)] = (value, guess)
        return guess

    def least_worst(self) -> int:
        """The least worst case D (the feasibility search, from the size bound up)."""
        everything, b = self.game.all, 1
        while self.row(b)[len(everything)] >= INFINITE or not self.solver.possible(everything, b):
            b += 1
        return b

    def solve(self) -> tuple[int, int, int, float]:
        """``(D, f(every code, D), nodes, CPU seconds)``."""
        start = time.process_time()
        worst = self.least_worst()
        value, exact, budget = 0, False, 2
        while not exact:  # budgets doubling: a pass abandons every guess whose classes reach its budget
            value, exact = self.search(self.game.all, worst, budget)
            budget = max(2 * budget, value + 1)
        self.measures = (worst, value)
        if self.checkpoint is not None:
            self.save()
        return worst, value, self.nodes + self.solver.nodes, time.process_time() - start

    def optimal_first_guesses(self) -> list[int]:
        """Every first guess (a code index) attaining f(every code, D): one guess of each orbit
        under the start's automorphisms searched (each class with the budget value + 1), the
        orbits of those that attain it listed whole."""
        worst, value = self.measures
        game = self.game
        key, _ = self.solver.canonical(game.all)
        label = game.all.copy()
        maps = [game.image(game.all, g) for g in self.solver.automorphisms(key)]
        changed = bool(maps)
        while changed:  # the least code of each code's orbit (as Game.orbit_representatives)
            merged = label.copy()
            for m in maps:
                np.minimum.at(merged, m, merged)
                merged = np.minimum(merged, merged[m])
            merged = merged[merged]
            changed, label = not np.array_equal(merged, label), merged
        attaining = []
        for guess in np.flatnonzero(label == game.all).tolist():
            answers, total = game.answers[guess], 0
            for a in np.unique(answers):
                members = game.all[answers == a]
                if a == game.found:
                    continue
                if len(members) == len(game.codes):
                    total = INFINITE
                    break
                total = min(total + self.search(members, worst - 1, value + 1 - total)[0], INFINITE)
                if total > value:
                    break
            if total == value:
                attaining.append(guess)
        return np.flatnonzero(np.isin(label, attaining)).tolist()

    # the strategy ------------------------------------------------------------------------------
    def strategy(self, state: np.ndarray, b: int) -> dict:
        """A strategy within b attaining f(state, b) (a ``certify-mastermind-tree/1`` node)."""
        game = self.game
        if len(state) == 1:
            return {"guess": game.codes[state[0]].tolist()}
        if self.small(state, b):
            guess = self.solver.separated(state)
        else:
            self.search(state, b, INFINITE)
            key, element = self.solver.canonical(state)
            guess = int(game.image(np.array([self.attaining(key, b)]), inverse(element))[0])
        row = game.answers[guess, state]
        return {"guess": game.codes[guess].tolist(),
                "then": {game.answer_text(int(a)): self.strategy(state[row == a], b - 1)
                         for a in np.unique(row) if a != game.found}}

    def strategy_document(self) -> dict:
        """The strategy of least worst case with the fewest codes at its depth, as a named
        strategy of ``certify-mastermind-tree/1`` (the checker replays it: its depth is D and
        ``deepest`` counts the codes found at that depth)."""
        from .witness import TREE_FORMAT, _header

        worst, value = self.measures
        tree = self.strategy(self.game.all, worst)
        total, deepest, depth = _replay(self.game, tree, worst)
        return {**_header(self.game, TREE_FORMAT), "trees": [
            {"measure": "strategy", "strategy": "fewest-at-worst", "total": total, "depth": depth,
             "deepest": deepest, "tree": tree}]}


def _replay(game: Game, tree: dict, depth: int) -> tuple[int, int, int]:
    """(total guesses, codes found at ``depth``, greatest depth) of a strategy tree, every
    secret played."""
    total = deepest = most = 0
    for secret in range(len(game.codes)):
        node, guesses = tree, 0
        while True:
            guesses += 1
            guess = int(game.index[np.array(node["guess"]) @ game.weights])
            if guess == secret:
                break
            node = node["then"][game.answer_text(int(game.answers[guess, secret]))]
        total, most = total + guesses, max(most, guesses)
        deepest += guesses == depth
    return total, deepest, most


class _Writer:
    """The states of a ``certify-mastermind-fewest/3`` certificate (docs/mastermind.md): from the
    largest down, each state keeps what its parents ask of it, an exact value (the first guess
    of an exact parent) or a lower bound just large enough; a guess whose size-bound cost already
    reaches that is left to the checker, any other cites its largest gains first, each only as
    far as needed. At b = 3 only an exact state's attaining guess is listed: the checker computes
    the classes' f at 2 of every other guess (version 3)."""

    def __init__(self, fewest: FewestSolver, report=None, every: float = 60.0) -> None:
        self.fewest, self.solver, self.game = fewest, fewest.solver, fewest.game
        self.report, self.every = report, every  # report(line): how far the planning is, every ``every`` s
        self.need: dict = {}  # (key, b) -> ("exact",) or ("lower", value)
        # (key, b) -> [(guess, [(answer, child key, relabelling, relied)])], attaining first, kept
        # packed in arrays (:class:`_Plans`; version 2's 4x10 plans cited 26 million classes)
        self.plan = _Plans(self.game.d + self.game.n)
        # the plans so far, kept beside the search's checkpoint (``FILE.plan``) as often as it is
        self.path = None if fewest.checkpoint is None else f"{fewest.checkpoint}.plan"
        self.start = None  # :meth:`restore`'s answer

    # the planning's checkpoint: a stopped writer continues from its last planned state ---------------
    def plan_tag(self) -> dict:
        return {**self.fewest.tag(), "format": "certify-fewest-plan/2", "measures": list(self.fewest.measures)}

    def save_plans(self) -> None:
        """Every plan so far, in the order planned (gzipped JSON lines, replaced atomically):
        ``[key hex, b, exact (0/1), needed value, [[guess, [[answer, relied], ...]], ...]]`` (a
        class's canonical key and relabelling are found again when read: they are most of a plan's
        size). The certificate written from them is checked on its own."""
        import json

        def line(state) -> str:
            need = self.need[state]
            return json.dumps([state[0].hex(), state[1], int(need[0] == "exact"), int(need[-1]) if need[0] == "lower" else 0,
                               self.plan.answers(state)], separators=(",", ":")) + "\n"

        write_checkpoint(self.path, self.plan_tag(), (line(state) for state in self.plan))
        self.fewest.save()

    def load_plans(self, seen: set) -> list:
        """The plans of :meth:`save_plans`, their children's needs asked again (as :meth:`prune`
        asked them); the states they cite that are not planned yet, to be queued."""
        solver = self.solver

        def take(key, b, item) -> None:
            if b <= 3:  # computed by the checker, or at b = 3 its first guess alone (version 3): planned again, at once
                return
            state, image = (key, b), solver.image(key)
            self.need[state] = ("exact",) if item[2] else ("lower", int(item[3]))
            plan = []
            for index, (guess, chosen) in enumerate(item[4]):
                entries, answers = [], solver.table[image, int(guess)]
                for answer, relied in chosen:
                    kind = "exact" if item[2] and index == 0 else "lower"
                    entries.append(self.entry(answer, image[answers == int(answer)], relied))
                    self.require((entries[-1][1], b - 1), kind, int(relied))
                plan.append((int(guess), tuple(entries)))
            self.plan[state] = plan

        if self.path is not None:
            read_checkpoint(self.path, self.plan_tag(), take)
        cited = [(child, state[1] - 1) for state in self.plan for child in self.plan.children(state)]
        fresh = [state for state in dict.fromkeys(cited) if state not in self.plan and state not in seen]
        seen.update(self.plan, fresh)
        return fresh

    def entry(self, answer, members: np.ndarray, relied) -> tuple:
        """A plan's citation of the class ``members``: ``(answer, child key, packed relabelling,
        relied)`` (the relabelling maps the class onto its canonical state; :func:`unpacked`)."""
        child, element = self.solver.canonical(members)
        return int(answer), child, np.concatenate(element).astype(np.int16).tobytes(), int(relied)

    def require(self, state, kind: str, value: int) -> None:
        old = self.need.get(state)
        if kind == "exact" or old is not None and old[0] == "exact":
            self.need[state] = ("exact",)
        else:
            self.need[state] = ("lower", max(value, old[1] if old else 0))

    def gain(self, members: np.ndarray, b: int, needed: int) -> int:
        """A proved lower bound on f(members, b): the exact value when below the size bound plus
        ``needed``, else at least that ("no strategy" from the feasibility search)."""
        fewest = self.fewest
        floor = int(fewest.row(b)[len(members)])
        if needed >= INFINITE:
            return INFINITE if floor >= INFINITE or not self.solver.possible(members, b) else floor
        return fewest.search(members, b, floor + needed)[0]

    def prune(self, state) -> None:
        key, b = state
        fewest, solver, game = self.fewest, self.solver, self.game
        image, exact = solver.image(key), self.need[state][0] == "exact"
        if b == 3:  # the checker computes every class's f at 2; an exact state lists its first guess alone (version 3)
            self.plan[state] = [(fewest.attaining(key, b), ())] if exact else []
            return
        goal = fewest.known(*state)[0] if exact else self.need[state][1]
        row = fewest.row(b - 1)
        reps = solver.guesses(key, image)
        counts, cost, _ = _guess_costs(solver.table, image, reps, row, game.found, solver.width)
        cost = np.where(cost >= INFINITE, INFINITE, cost - len(image))
        best = fewest.attaining(key, b) if exact else -1
        plan = []
        for guess in ([best] if exact else []) + [int(g) for g in reps[cost < goal] if g != best]:
            answers = solver.table[image, guess]
            sizes = np.bincount(answers, minlength=solver.width)
            sizes[game.found] = 0
            running, chosen, found = int(row[sizes].sum()), [], []
            classes = [a for a in np.argsort(-sizes, kind="stable") if sizes[a] >= 2]
            for a in classes:  # the attaining guess: every class; any other: until the gains reach the goal
                members = image[answers == a]
                if guess == best:
                    if not fewest.small(members, b - 1):
                        found.append((INFINITE, a, members, fewest.search(members, b - 1, INFINITE)[0]))
                    continue
                reached = min(running + sum(g for g, _, _, _ in found), INFINITE)
                if reached >= goal:
                    break
                value = self.gain(members, b - 1, goal - reached)
                if value > row[len(members)]:
                    found.append((min(value - int(row[len(members)]), INFINITE), a, members, value))
            for gain, a, members, value in sorted(found, key=lambda f: -f[0]):  # the largest gains first
                cb = int(row[len(members)])
                if guess == best:
                    relied, kind = value, "exact"
                elif running >= goal:
                    break
                else:
                    relied, kind = (INFINITE if value >= INFINITE else min(value, cb + goal - running)), "lower"
                chosen.append(self.entry(a, members, relied))
                self.require((chosen[-1][1], b - 1), kind, relied)
                running = min(running + relied - cb, INFINITE)
            if guess == best and running != goal or running < goal:
                raise RuntimeError(f"state of {len(image)} codes, b {b}: guess {guess} costs {running}, goal {goal}")
            plan.append((guess, tuple(chosen)))
        self.plan[state] = plan

    def restore(self) -> tuple:
        """The two roots (the least worst case D, exact; D - 1, none), the states seen and those
        waiting to be planned, after the saved plans are read (:meth:`load_plans`: a ValueError
        now, before any line, when they are not this game's)."""
        worst, _ = self.fewest.measures
        root, _ = self.solver.canonical(self.game.all)
        roots = [(root, worst), (root, worst - 1)]
        self.need[roots[0]], self.need[roots[1]] = ("exact",), ("lower", INFINITE)
        seen = set(roots)
        waiting = [state for state in roots if state not in self.plan] + self.load_plans(seen)
        self.start = roots, seen, waiting
        return self.start

    def lines(self):
        import heapq
        import json

        from .compact import element_rank
        from .witness import _header

        worst, value = self.fewest.measures
        game, solver = self.game, self.solver
        roots, seen, waiting = self.start if self.start is not None else self.restore()
        shown = saved = time.monotonic()
        queue = [(-len(solver.image(state[0])), order, state) for order, state in enumerate(waiting)]
        heapq.heapify(queue)
        while queue:  # every state after every larger one, so its needs are final
            size, _, state = heapq.heappop(queue)
            self.prune(state)
            for child in self.plan.children(state):
                if (child, state[1] - 1) not in seen:
                    seen.add((child, state[1] - 1))
                    heapq.heappush(queue, (-len(solver.image(child)), len(seen), (child, state[1] - 1)))
            if self.path is not None and time.monotonic() - saved > self.fewest.every:
                self.save_plans()
                saved = time.monotonic()
            if self.report is not None and time.monotonic() - shown > self.every:
                shown = time.monotonic()
                self.report(f"certificate: {len(self.plan)} states planned, {len(queue)} waiting "
                            f"(the largest {-size} codes); {self.fewest.nodes} search nodes")
        if self.path is not None:
            self.save_plans()  # a run stopped while writing the lines plans nothing again
        identity = (np.arange(game.d), np.arange(game.n))
        frame, number, order, out = {s: identity for s in roots}, {s: i for i, s in enumerate(roots)}, list(roots), []
        for state in order:  # top down: a state is written in the frame of the class first citing it
            psi, (key, b) = frame[state], state
            back, exact = inverse(psi), self.need[state][0] == "exact"
            guesses = []
            for guess, chosen in self.plan[state]:
                entries = []
                for answer, child, packed, relied in chosen:
                    shown = None if relied >= INFINITE else int(relied)
                    element = unpacked(packed, game.d)
                    target = (child, b - 1)
                    if target not in number:
                        number[target] = len(order)
                        order.append(target)
                        frame[target] = compose(psi, inverse(element))
                        entries.append([answer, shown])
                    else:
                        chi = compose(frame[target], compose(element, back))
                        entries.append([answer, shown, number[target], element_rank(game, chi)])
                guesses.append([int(game.image(np.array([guess]), psi)[0]), entries])
            automorphisms = sorted({element_rank(game, compose(psi, compose(a, back))) for a in solver.automorphisms(key)})
            claimed = self.fewest.known(*state)[0] if exact else self.need[state][1]
            out.append(json.dumps([b, None if claimed >= INFINITE else int(claimed), 0 if exact else 1,
                                   automorphisms, guesses], separators=(",", ":")))
        head = _header(game, FORMAT)
        yield json.dumps({**head, "worst": worst, "fewest": value, "states": len(out)}, separators=(",", ":"))
        yield from out


class _Plans:
    """The writer's plans, packed in numpy arrays (4x10 Bulls and Cows: 26 million citations
    after 91,000 states in version 2, 4 GB as Python tuples; session 37): per state its guesses,
    how many citations each has, and one row per citation ``(answer, child, relied,
    relabelling)``, ``child`` an index into the child keys. Read back as
    ``[(guess, ((answer, child key, relabelling bytes, relied), ...)), ...]``.

    >>> plans = _Plans(2)
    >>> plans[(b"k", 4)] = [(5, ((1, b"c", bytes(4), 4), (2, b"d", bytes(4), 3))), (6, ())]
    >>> plans[(b"k", 4)]
    [(5, ((1, b'c', b'\\x00\\x00\\x00\\x00', 4), (2, b'd', b'\\x00\\x00\\x00\\x00', 3))), (6, ())]
    >>> plans.answers((b"k", 4)), plans.children((b"k", 4))
    ([[5, [[1, 4], [2, 3]]], [6, []]], [b'c', b'd'])
    """

    def __init__(self, width: int) -> None:
        self.row = np.dtype([("answer", "<i2"), ("child", "<i4"), ("relied", "<i8"), ("element", "<i2", (width,))])
        self.packed: dict = {}  # (key, b) -> (guesses, counts, rows)
        self.keys: list = []  # child keys, by index
        self.index: dict = {}  # child key -> index

    def __setitem__(self, state, plan) -> None:
        def child(key) -> int:
            if key not in self.index:
                self.index[key] = len(self.keys)
                self.keys.append(key)
            return self.index[key]

        rows = [(a, child(c), r, np.frombuffer(e, dtype=np.int16)) for _, chosen in plan for a, c, e, r in chosen]
        self.packed[state] = (np.array([g for g, _ in plan], dtype=np.int32),
                              np.array([len(chosen) for _, chosen in plan], dtype=np.int32), np.array(rows, dtype=self.row))

    def __getitem__(self, state) -> list:
        guesses, counts, rows = self.packed[state]
        entries = [(int(row["answer"]), self.keys[row["child"]], row["element"].tobytes(), int(row["relied"])) for row in rows]
        ends = np.cumsum(counts).tolist()
        return [(g, tuple(entries[e - c:e])) for g, c, e in zip(guesses.tolist(), counts.tolist(), ends)]

    def answers(self, state) -> list:
        """``[[guess, [[answer, relied], ...]], ...]``: the plan as :meth:`_Writer.save_plans` keeps it."""
        guesses, counts, rows = self.packed[state]
        pairs = np.stack([rows["answer"].astype(np.int64), rows["relied"]], axis=1).tolist()
        ends = np.cumsum(counts).tolist()
        return [[g, pairs[e - c:e]] for g, c, e in zip(guesses.tolist(), counts.tolist(), ends)]

    def children(self, state) -> list:
        """The child keys a plan cites, in order."""
        return [self.keys[i] for i in self.packed[state][2]["child"].tolist()]

    def __contains__(self, state) -> bool:
        return state in self.packed

    def __iter__(self):
        return iter(self.packed)

    def __len__(self) -> int:
        return len(self.packed)


def unpacked(packed: bytes, d: int) -> tuple:
    """The relabelling ``(pi, tau)`` that :meth:`_Writer.entry` packed."""
    both = np.frombuffer(packed, dtype=np.int16).astype(np.int64)
    return both[:d], both[d:]


def certificate_lines(fewest: FewestSolver, report=None):
    """The ``certify-mastermind-fewest/3`` lines of a solved game (:meth:`FewestSolver.solve`);
    ``report(line)``, if given, hears how far the planning is once a minute (a long game's writer
    searches again what the memo limit dropped, for hours on 4x10). With a checkpoint, the plans
    are saved beside it (``FILE.plan``) and a stopped writer continues from them; plans of another
    game or value are a ValueError here, before any line."""
    writer = _Writer(fewest, report)
    writer.restore()
    return writer.lines()
