"""Scale-out for general games: the answer classes of the first guesses (or, ``levels=2``, of
the first two guesses) are independent subtrees, solved on dask.distributed workers; the start is then solved locally over the merged
memo (docs/mastermind.md, "Running on a cluster").

The memo of :class:`certify.codebreaking.search.Solver` is a pure function of the canonical state and its
depth limit (see that module), so the merged memo holds the same values a serial run finds, and
the local pass (and the certificates built from it) are identical to a serial run's: a test
compares them on a two-worker local cluster.
"""
from __future__ import annotations

import os

import numpy as np

from .bounds import INFINITE, UNLIMITED
from .general import Game
from .search import Result, Solver, solve

_WORKER: dict = {}


def _solve_class(d: int, n: int, repeats: bool, state: list[int], h: int) -> dict:
    """On a worker: the exact value of one subtree, and every memo entry computed for it (a
    worker keeps its solver between tasks, so entries sent once are not sent again)."""
    spec = (d, n, repeats)
    if _WORKER.get("spec") != spec:
        _WORKER.update(spec=spec, solver=Solver(Game(d, n, repeats)))
    solver = _WORKER["solver"]
    before, nodes = set(solver.memo), solver.nodes
    solver.value(np.array(state, dtype=np.int64), h)
    return {key: value for key, value in solver.memo.items() if key not in before}, solver.nodes - nodes


class _OverBudget(Exception):
    pass


def solve_standalone(d: int, n: int, repeats: bool, state: list[int], h: int, cpu_cap: float | None = None) -> dict:
    """On a worker: solve one subproblem with an empty memo (the game is kept between tasks),
    measuring its CPU seconds, canonical states and nodes; stopped (``"censored": True``, the
    value unknown) once it has used ``cpu_cap`` CPU seconds. The unit of the measured projection
    in benchmarks/project_bullscows.py."""
    import time

    spec = (d, n, repeats)
    if _WORKER.get("game_spec") != spec:
        _WORKER.update(game_spec=spec, game=Game(d, n, repeats))
    start = time.process_time()

    def watch(_states: int) -> None:
        if cpu_cap is not None and time.process_time() - start > cpu_cap:
            raise _OverBudget

    solver = Solver(_WORKER["game"], progress=watch)
    try:
        value, depth = solver.value(np.array(state, dtype=np.int64), h)
        censored = False
    except _OverBudget:
        value = depth = None
        censored = True
    return {"size": len(state), "limit": h, "value": value, "depth": depth, "censored": censored,
            "cpu": time.process_time() - start, "states": len(solver.memo), "nodes": solver.nodes}


def _classes(solver: Solver, state: np.ndarray, h: int, guesses) -> list[tuple[np.ndarray, int]]:
    """The answer classes (at limit h-1) of ``guesses`` at ``state``, as (members, limit), for
    every class the search may solve: two or more codes, not the whole state, feasible."""
    game = solver.game
    below = UNLIMITED if h == UNLIMITED else h - 1
    out = []
    for guess in guesses:
        row = game.answers[guess, state]
        for a in np.unique(row):
            members = state[row == a]
            if a == game.found or len(members) < 2 or len(members) == len(state):
                continue
            if solver.bounds[solver.row(below), len(members)] < INFINITE:
                out.append((members, below))
    return out


def greedy_total(solver: Solver, state: np.ndarray, h: int = UNLIMITED) -> int:
    """The total of a greedy strategy for ``state`` within ``h`` guesses (INFINITE if it needs
    more): at each node the guess of least admissible bound (ties: more classes, then the
    smaller largest class), over all codes. An upper bound on ``R(state, h)``."""
    game = solver.game
    if len(state) == 1:
        return 1 if h >= 1 else INFINITE
    if h == 0:
        return INFINITE
    rows = game.answers[:, state]
    counts = game.class_sizes(rows)
    counts[:, game.found] = 0
    below = UNLIMITED if h == UNLIMITED else h - 1
    bound = solver.bounds[solver.row(below)][counts].sum(axis=1)
    bound[(counts == len(state)).any(axis=1)] = INFINITE
    guess = np.lexsort((counts.max(axis=1), -(counts > 0).sum(axis=1), bound))[0]
    if bound[guess] >= INFINITE:
        return INFINITE
    total = len(state)
    for a in np.flatnonzero(counts[guess]):
        total = min(total + greedy_total(solver, state[rows[guess] == a], below), INFINITE)
    return total


def first_classes(solver: Solver, h: int, levels: int = 1) -> list[tuple[np.ndarray, int]]:
    """The distinct (up to symmetry) subproblems ``(members, limit)`` ``levels`` guesses below
    the start at limit h: level 1, the answer classes of every guess at the start; level 2, at
    each level-1 class, the answer classes of every guess (one per orbit of the class's
    automorphisms) whose admissible bound is at most a greedy strategy's total there (the branch
    and bound never needs the others). Largest first."""
    game = solver.game
    everything = game.all
    subproblems = _classes(solver, everything, h, game.orbit_representatives(game.symmetries(everything)))
    for _ in range(levels - 1):
        deeper = []
        for members, limit in _dedupe(game, subproblems):
            _, _, image, _ = game.canonical(members)
            reps, _, _, _, bound, _ = solver.guess_bounds(image, limit, game.symmetries(image))
            deeper += _classes(solver, image, limit, reps[bound <= min(greedy_total(solver, image, limit), INFINITE - 1)])
        subproblems = deeper
    return sorted(_dedupe(game, subproblems), key=lambda item: len(item[0]), reverse=True)


def _dedupe(game: Game, subproblems) -> list[tuple[np.ndarray, int]]:
    seen, out = set(), []
    for members, limit in subproblems:
        key = (game.canonical(members)[0], limit)
        if key not in seen:
            seen.add(key)
            out.append((members, limit))
    return out


def _distribute(client, solver: Solver, h: int, levels: int = 1) -> None:
    from dask.distributed import as_completed

    game = solver.game
    futures = [client.submit(_solve_class, game.d, game.n, game.repeats, members.tolist(), limit, pure=False)
               for members, limit in first_classes(solver, h, levels)]
    for future in as_completed(futures):
        entries, nodes = future.result()
        solver.memo.update(entries)
        solver.nodes += nodes
        if solver.progress is not None:
            solver.progress(len(solver.memo))


def solve_distributed(game: Game, solver: Solver | None = None, scheduler: str | None = None,
                      workers: int | None = None, levels: int = 1) -> Result:
    """``solve`` with the subtrees ``levels`` guesses deep (1: the first guess's classes; 2:
    also the second guess's, many more and smaller tasks) on dask: an existing scheduler at
    ``scheduler``, or a local cluster of ``workers`` processes (default: this machine's cores)."""
    import time

    from dask.distributed import Client, LocalCluster

    start = time.perf_counter()
    solver = solver or Solver(game)
    if scheduler is not None:
        cluster, client = None, Client(scheduler)
    else:
        cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1,
                               processes=True, dashboard_address=None)
        client = Client(cluster)
    try:
        _distribute(client, solver, UNLIMITED, levels)
        total, depth = solver.value(game.all, UNLIMITED)
        h = 1
        while solver.bounds[solver.row(h), len(game.all)] >= INFINITE:
            h += 1
        while h < depth:
            _distribute(client, solver, h, levels)
            if solver.value(game.all, h)[0] < INFINITE:
                break
            h += 1
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    result = solve(game, solver=solver)  # over the merged memo: the start and what the workers skipped
    result.nodes = solver.nodes
    result.seconds = time.perf_counter() - start
    return result
