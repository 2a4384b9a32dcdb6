"""Split search (issue 40, docs/mastermind.md "Split search"): the start of a general game
answered by independent subproblems, each with its own certificate fragment, and a cover.

The subproblems are the answer classes of the first guesses (one guess per orbit of the start's
automorphisms). Each is solved on its own (:func:`solve_fragment`, a task: on a
dask.distributed cluster, or a local process pool without dask) to its exact least total at the
limit one below the start's, and written as a ``certify-mastermind-optimality/3`` fragment whose
header names its root state. Which classes: for each measure's root, first those of the guess
of least size-bound cost, which gives an upper bound U, then those of every guess whose
size-bound cost is below U (the others are bounded by the size bounds alone, which the checker
computes). A class one of its codes splits into singletons needs no fragment (2s - 1). The
least worst case W is found by the feasibility search here; "no strategy within W - 1" cites,
per guess, one class with no strategy within W - 2 (a fragment ``none``). The cover
(``certify-mastermind-cover/1``) holds the start's state lines citing the fragments.

Everything is idempotent: a fragment's file name is its canonical state's digest and limit, a
file present and valid (checked by the trusted checker) is not recomputed, files are written
to a temporary name and renamed. So a stopped run continues from its folder (``--resume``),
and a task lost with its worker is simply run again (dask retries it).

>>> from certify.codebreaking.general import Game
>>> fragment_name(b"\\x00\\x01", UNLIMITED, "exact")
'fragments/u-exact-b413f47d13ee2fe6c845b2ee.jsonl.gz'
"""
from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import time
from pathlib import Path

import numpy as np

from .bounds import INFINITE, UNLIMITED
from .budget import BudgetSolver, _guess_costs
from .compact import compact_lines, element_rank
from .general import Game
from .witness import GROUP, _header

COVER_FORMAT = "certify-mastermind-cover/1"
FRAGMENTS, COVER, GAME, PROGRESS = "fragments", "cover.json", "game.json", "progress.json"


def fragment_name(key: bytes, h: int, mode: str) -> str:
    """The fragment's file, relative to the run's folder: limit, mode, digest of the canonical key."""
    return f"{FRAGMENTS}/{'u' if h == UNLIMITED else h}-{mode}-{hashlib.sha256(key).hexdigest()[:24]}.jsonl.gz"


_WORKER: dict = {}


def resident_bytes() -> int:
    """This process's resident memory now (Linux ``/proc/self/statm``; 0 elsewhere)."""
    try:
        with open("/proc/self/statm") as handle:
            return int(handle.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return 0


def _solver(d: int, n: int, repeats: bool) -> BudgetSolver:
    """The worker's solver, kept between tasks (its memo holds proved facts only) while the
    worker's memory stays under ``CERTIFY_SPLIT_WORKER_GB`` (default 6): past it, the next task
    starts from an empty memo (the memory bound of a long run, docs/mastermind.md)."""
    try:
        most = float(os.environ.get("CERTIFY_SPLIT_WORKER_GB") or 6) * 2**30
    except ValueError:
        most = 6 * 2**30
    if _WORKER.get("spec") != (d, n, repeats) or resident_bytes() > most:
        _WORKER.clear()
        _WORKER.update(spec=(d, n, repeats), solver=BudgetSolver(Game(d, n, repeats)))
    return _WORKER["solver"]


def solve_fragment(d: int, n: int, repeats: bool, members: list, h: int, mode: str, directory: str) -> dict:
    """A task: the fragment of the state ``members`` at limit ``h`` (mode ``exact``: its least
    total; ``none``: no strategy within h). If the run's folder holds a valid file for it, its
    statement is returned and nothing is computed; otherwise the gzipped file's bytes come back
    for the caller to write (the folder need not be shared with the workers)."""
    from ..checkers import CheckError
    from ..checkers._mastermind_cover import check_fragment

    solver = _solver(d, n, repeats)
    state = np.array(members, dtype=np.int64)
    key, _ = solver.canonical(state)
    name = fragment_name(key, h, mode)
    path = Path(directory, name)
    if path.is_file():
        try:
            s = check_fragment(path)
            return {"file": name, "value": s["value"], "lower": s["lower"], "depth": s["depth"], "cached": True}
        except CheckError:
            pass  # not valid (a foreign or damaged file): computed again and replaced
    start, nodes, expanded = time.process_time(), solver.nodes, solver.expanded
    if mode == "none":
        if solver.possible(state, h):
            raise ValueError(f"{name}: a strategy within {h} exists")
        value, lower, depth = INFINITE, True, 0
    else:  # exact below the budget (exact: none), else a lower bound at least the budget
        value, exact, depth = solver.search(state, h, INFINITE if mode == "exact" else int(mode[1:]))
        lower, depth = not exact or value >= INFINITE, depth if exact and h == UNLIMITED and value < INFINITE else 0
    searched = time.process_time()
    buffer = io.BytesIO()
    with gzip.GzipFile(fileobj=buffer, mode="wb", mtime=0, filename="") as handle:
        for line in compact_lines(solver.certificate_lines(fragment=(state, h)), solver.game):
            handle.write(line.encode("utf-8") + b"\n")
    return {"file": name, "value": int(value), "lower": lower, "depth": int(depth), "cached": False,
            "bytes": buffer.getvalue(), "cpu": time.process_time() - start, "search_cpu": searched - start, "nodes": solver.nodes - nodes,
            "expanded": solver.expanded - expanded, "size": len(members)}


class _Local:
    """The process pool used without dask: same tasks, no retry when a worker dies."""

    def __init__(self, workers: int) -> None:
        from concurrent.futures import ProcessPoolExecutor

        self.pool = ProcessPoolExecutor(workers)

    def map(self, tasks):
        from concurrent.futures import as_completed

        futures = [self.pool.submit(solve_fragment, *task) for task in tasks]
        for future in as_completed(futures):
            yield future.result()

    def close(self) -> None:
        self.pool.shutdown(cancel_futures=True)


class _Dask:
    """Tasks on dask.distributed: a LocalCluster, or an existing scheduler; retried when a worker dies."""

    def __init__(self, workers: int, scheduler: str | None) -> None:
        from dask.distributed import Client, LocalCluster

        self.cluster = None
        if scheduler is None:
            self.cluster = LocalCluster(n_workers=workers, threads_per_worker=1, processes=True,
                                        dashboard_address=":0")
        try:
            self.client = Client(scheduler or self.cluster)
        except (OSError, TimeoutError) as error:  # no scheduler there
            from ..errors import CertifyError

            raise CertifyError.usage(f"--scheduler {scheduler}: cannot reach a dask scheduler there: {error}"[:300]) from None

    def map(self, tasks):
        from dask.distributed import as_completed

        futures = [self.client.submit(solve_fragment, *task, key=f"fragment-{task[4]}-{task[5]}-"
                                      + hashlib.sha256(repr(task[3]).encode()).hexdigest()[:24], retries=3)
                   for task in tasks]
        for future in as_completed(futures):
            yield future.result()

    def close(self) -> None:
        self.client.close()
        if self.cluster is not None:
            self.cluster.close()


def executor(workers: int | None, scheduler: str | None):
    """dask when installed (the ``[dask]`` extra), else a local process pool."""
    workers = workers or os.cpu_count() or 1
    try:
        import dask.distributed  # noqa: F401
    except ImportError:
        if scheduler is not None:
            from ..errors import CertifyError

            raise CertifyError.usage("--scheduler needs dask.distributed (pip install 'certify[dask]')") from None
        return _Local(workers)
    return _Dask(workers, scheduler)


class SplitSearch:
    """The split search of one game into the folder ``directory`` (module docstring)."""

    def __init__(self, game: Game, directory, run, progress=None) -> None:
        self.game, self.directory, self.run_tasks, self.progress = game, Path(directory), run, progress
        self.solver = BudgetSolver(game)
        self.done: dict = {}  # fragment name -> its record
        self.order: list = []  # fragment names, in the order the cover cites them
        self.key, _ = self.solver.canonical(game.all)
        self.reps = self.solver.guesses(self.key, game.all)
        self.modes: dict = {}  # (guess, limit) -> "exact", or the gap a budgeted guess's classes are searched with
        self.work: list = []
        self.stats = {"fragments": 0, "cached": 0, "cpu": 0.0, "search_cpu": 0.0, "nodes": 0, "expanded": 0}

    def classes(self, guess: int, below: int):
        """``(answer, members, name or None)`` for each class of two or more codes (None: split
        by one of its codes), the name that of the fragment this guess relies on (its mode:
        ``self.modes``, exact by default)."""
        mode = self.modes.get((guess, below), "exact")
        solver, out = self.solver, []
        answers = solver.table[self.game.all, guess]
        for a in np.unique(answers).tolist():
            members = self.game.all[answers == a]
            if a == self.game.found or len(members) < 2:
                continue
            small = len(members) <= solver.small and below >= 2 and solver.separated(members) >= 0
            if small:
                out.append((a, members, None))
            else:
                budget = mode if isinstance(mode, str) else f"b{int(self.bounds(below)[len(members)]) + mode}"
                out.append((a, members, fragment_name(solver.canonical(members)[0], below, budget)))
        return out

    def solve(self, tasks) -> None:
        """Run the fragments not solved yet; each one's file written as it arrives."""
        todo, seen = [], set()
        for members, h, mode in tasks:
            name = fragment_name(self.solver.canonical(members)[0], h, mode)
            if name not in self.done and name not in seen:
                seen.add(name)
                todo.append((self.game.d, self.game.n, self.game.repeats, members.tolist(), h, mode, str(self.directory)))
        for record in self.run_tasks(todo):
            data = record.pop("bytes", None)
            if data is not None:
                path = self.directory / record["file"]
                path.parent.mkdir(parents=True, exist_ok=True)
                path.with_name(path.name + ".tmp").write_bytes(data)
                os.replace(path.with_name(path.name + ".tmp"), path)
            self.done[record["file"]] = record
            self.stats["fragments"] += 1
            self.stats["cached"] += record["cached"]
            for item in ("cpu", "search_cpu", "nodes", "expanded"):
                self.stats[item] += record.get(item, 0)
            if not record["cached"]:  # per fragment: size, limit and mode (file name), CPU s, nodes
                self.work.append([record["size"], record["file"].split("/")[1].rsplit("-", 1)[0],
                                  round(record["cpu"], 3), record["nodes"]])
            self._save_progress()
            if self.progress is not None:
                self.progress(len(self.done))

    def _save_progress(self) -> None:
        """``progress.json``: the fragments finished so far (sorted: a deterministic file)."""
        shown = {name: {k: r[k] for k in ("value", "lower", "depth")} for name, r in sorted(self.done.items())}
        path = self.directory / PROGRESS
        path.with_suffix(".tmp").write_text(json.dumps({"fragments": shown}, indent=0, sort_keys=True) + "\n")
        os.replace(path.with_suffix(".tmp"), path)

    def bounds(self, below: int) -> np.ndarray:
        return self.solver.row(below)

    def cite(self, name: str) -> int:
        if name not in self.order:
            self.order.append(name)
        return self.order.index(name)

    def cost(self, guess: int, below: int) -> tuple[int, int]:
        """(total, depth) of ``guess`` at the start with its classes at their fragments' values."""
        total, depth = len(self.game.all), 1
        for _, members, name in self.classes(guess, below):
            if name is None:
                total, depth = total + 2 * len(members) - 1, max(depth, 3)
            else:
                record = self.done[name]
                total, depth = total + record["value"], max(depth, record["depth"] + 1)
        sizes = np.bincount(self.solver.table[self.game.all, guess], minlength=self.solver.width)
        sizes[self.game.found] = 0
        singles = int((sizes == 1).sum())  # each found by the next guess: one more guess each
        if singles:
            total, depth = total + singles, max(depth, 2)
        return min(total, INFINITE), depth

    def witnesses(self, guess: int, below: int, relied=None) -> list:
        """``[answer, value, fragment number, rank]`` of every class with a fragment (numbers
        offset by the roots later)."""
        out = []
        for a, members, name in self.classes(guess, below):
            if name is not None and (relied is None or name == relied):
                value = self.done[name]["value"]
                out.append([int(a), None if value >= INFINITE else int(value), self.cite(name),
                            element_rank(self.game, self.solver.canonical(members)[1])])
        return out

    def exact_root(self, h: int) -> list:
        """The start's line at limit ``h``: the least total, its first guess first."""
        below = UNLIMITED if h == UNLIMITED else h - 1
        _, cost, _ = _guess_costs(self.solver.table, self.game.all, self.reps, self.solver.row(below),
                                  self.game.found, self.solver.width)
        order = np.argsort(cost, kind="stable")
        tasks = lambda picked: [(m, below, name.split("-")[1]) for i in picked for _, m, name in  # noqa: E731
                                self.classes(int(self.reps[i]), below) if name is not None]
        self.solve(tasks(order[:1]))
        upper = self.cost(int(self.reps[order[0]]), below)[0]
        rest = [i for i in order[1:] if cost[i] < upper]
        for i in rest:  # each class searched below its size bound plus the guess's whole gap to the upper bound
            self.modes[(int(self.reps[i]), below)] = int(upper - cost[i])
        self.solve(tasks(rest))
        bounded = lambda g: any(self.done[name]["lower"] for _, _, name in self.classes(g, below) if name)  # noqa: E731
        scored = sorted((self.cost(int(self.reps[i]), below)[0], bounded(int(self.reps[i])),
                         self.cost(int(self.reps[i]), below)[1], int(self.reps[i])) for i in [order[0], *rest])
        value, lower, depth, _ = scored[0]
        if lower:
            raise RuntimeError(f"limit {h}: the least guess rests on a lower bound")
        guesses = [[g, self.witnesses(g, below)] for *_, g in scored]
        return [None if h == UNLIMITED else h, int(value), 0, depth if h == UNLIMITED else 0, self.automorphisms(), guesses]

    def impossible_root(self, h: int) -> list:
        """The start's line "no strategy within h": each guess cites a class with none within h - 1."""
        below, solver = h - 1, self.solver
        _, cost, _ = _guess_costs(solver.table, self.game.all, self.reps, solver.row(below), self.game.found, solver.width)
        chosen = []
        for i in np.flatnonzero(cost < INFINITE):
            classes = sorted(self.classes(int(self.reps[i]), below), key=lambda c: -len(c[1]))
            members = next(m for _, m, name in classes if name is not None and not solver.possible(m, below))
            chosen.append((int(self.reps[i]), members))
            self.modes[(int(self.reps[i]), below)] = "none"
        self.solve([(m, below, "none") for _, m in chosen])
        guesses = [[g, self.witnesses(g, below, fragment_name(solver.canonical(m)[0], below, "none"))] for g, m in chosen]
        return [h, None, 1, 0, self.automorphisms(), guesses]

    def automorphisms(self) -> list:
        return sorted({element_rank(self.game, a) for a in self.solver.reps.get(self.key) or []})

    def run(self) -> dict:
        """Every root, then the cover document (not yet written)."""
        game, solver = self.game, self.solver
        self.directory.mkdir(parents=True, exist_ok=True)
        roots = [self.exact_root(UNLIMITED)]
        total, depth = roots[0][1], roots[0][3]
        worst = 1
        while solver.row(worst)[len(game.all)] >= INFINITE:
            worst += 1
        while not solver.possible(game.all, worst):
            worst += 1
        if solver.row(worst - 1)[len(game.all)] < INFINITE:
            roots.append(self.impossible_root(worst - 1))
        restricted = total
        if depth > worst:
            roots.append(self.exact_root(worst))
            restricted = roots[-1][1]
        for line in roots:  # fragment numbers become state numbers: the roots come first
            for _, witnesses in line[5]:
                for w in witnesses:
                    w[2] += len(roots)
        return {**_header(game, COVER_FORMAT), "group": GROUP, "total": total, "worst": worst,
                "restricted": restricted, "fragments": list(self.order), "roots": roots}


def split_search(game: Game, directory, resume: bool, workers=None, scheduler=None, progress=None, jobs=None):
    """Run (or, ``resume``, continue) the split search in ``directory``; write ``cover.json``
    after checking it with its fragments. Returns ``(checked summary, work figures)``."""
    from ..checkers import CheckError
    from ..checkers.mastermind import check_file
    from ..errors import CertifyError

    directory = Path(directory)
    spec = {"digits": game.d, "symbols": game.n, "repeats": game.repeats, "split": "first guess"}
    marker = directory / GAME
    if resume:
        try:
            found = json.loads(marker.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            found = None
        if found != spec:
            raise CertifyError.usage(f"{directory}: not the folder of a split search of this game (no matching {GAME})")
    elif directory.exists() and any(directory.iterdir()):
        raise CertifyError.usage(f"{directory}: not empty (continue a stopped run with --resume {directory})")
    start = time.perf_counter()
    pool = executor(workers, scheduler)  # first: an unreachable scheduler leaves no folder behind
    try:
        if not resume:
            directory.mkdir(parents=True, exist_ok=True)
            marker.write_text(json.dumps(spec) + "\n")
        search = SplitSearch(game, directory, pool.map, progress)
        cover = search.run()
    finally:
        pool.close()
    solved = time.perf_counter() - start
    path = directory / COVER
    tmp = directory / (COVER + ".tmp")
    tmp.write_text(json.dumps(cover, separators=(",", ":")) + "\n")
    try:
        summary = check_file(tmp, jobs or workers or os.cpu_count() or 1)
    except CheckError as error:
        raise CertifyError(f"{path}: the cover does not check (left as {tmp.name}): {error}") from None
    os.replace(tmp, path)
    figures = {**search.stats, "work": sorted(search.work), "seconds": solved, "check_seconds": time.perf_counter() - start - solved}
    return summary, figures
