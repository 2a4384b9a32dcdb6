"""Scale-out for general games: the answer classes of the first guesses are independent
subtrees, solved on dask.distributed workers; the start is then solved locally over the merged
memo (docs/mastermind.md, "Running on a cluster").

The memo of :class:`certify.ab.search.Solver` is a pure function of the canonical state and its
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


def first_classes(solver: Solver, h: int) -> list[np.ndarray]:
    """The distinct (up to symmetry) answer classes of every guess at the start, at limit h-1."""
    game = solver.game
    everything = game.all
    reps = game.orbit_representatives(game.symmetries(everything))
    below = UNLIMITED if h == UNLIMITED else h - 1
    seen, classes = set(), []
    for guess in reps:
        row = game.answers[guess]
        for a in np.unique(row):
            members = everything[row == a]
            if a == game.found or len(members) < 2 or len(members) == len(everything):
                continue
            if solver.bounds[solver.row(below), len(members)] >= INFINITE:
                continue
            key = game.canonical(members)[0]
            if key not in seen:
                seen.add(key)
                classes.append(members)
    return sorted(classes, key=len, reverse=True)


def _distribute(client, solver: Solver, h: int) -> None:
    from dask.distributed import as_completed

    game = solver.game
    below = UNLIMITED if h == UNLIMITED else h - 1
    futures = [client.submit(_solve_class, game.d, game.n, game.repeats, members.tolist(), below, pure=False)
               for members in first_classes(solver, h)]
    for future in as_completed(futures):
        entries, nodes = future.result()
        solver.memo.update(entries)
        solver.nodes += nodes
        if solver.progress is not None:
            solver.progress(len(solver.memo))


def solve_distributed(game: Game, solver: Solver | None = None, scheduler: str | None = None,
                      workers: int | None = None) -> Result:
    """``solve`` with the first-level subtrees on dask: an existing scheduler at ``scheduler``,
    or a local cluster of ``workers`` processes (default: this machine's cores)."""
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
        _distribute(client, solver, UNLIMITED)
        total, depth = solver.value(game.all, UNLIMITED)
        h = 1
        while solver.bounds[solver.row(h), len(game.all)] >= INFINITE:
            h += 1
        while h < depth:
            _distribute(client, solver, h)
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
