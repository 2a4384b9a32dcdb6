#!/usr/bin/env python3
"""Measured cost projection of an exact search too big for this machine (Bulls and Cows 4×10 by
default), from a stratified sample of second-level subproblems solved fully on a dask cluster.

    python benchmarks/project_bullscows.py [--digits 4 --symbols 10] [--budget 1500] [--cap 300]
        [--calibrate 216 180] [--seed 1] [--json FILE]

Method (docs/mastermind.md, "Bulls and Cows 4×10"):

1. The unit of work is the one the two-level distributed search (``certify abgame --split 2``)
   hands to its workers: the distinct (up to symmetry) answer classes of every guess, at every
   first-level class, whose admissible bound is at most a greedy strategy's total there
   (:func:`certify.codebreaking.distributed.first_classes`). Its cost is the CPU time of solving it with
   an empty memo (:func:`certify.codebreaking.distributed.solve_standalone`), so the sum over all of them
   is the work of that distributed run for the least total (an upper estimate of a serial run,
   which shares memo entries between subproblems and abandons guesses early: ``--calibrate``
   measures that ratio on first-level classes small enough to solve here).
2. The subproblems are stratified by size; a simple random sample of each stratum (seeded) is
   solved fully, smallest strata first, on a one-worker local cluster (one core), each stopped
   after ``--cap`` CPU seconds (censored) and the whole sample after ``--budget``.
3. Strata with two or more uncensored samples and none censored are estimated by their sample
   mean times their size (the usual stratified estimator); every other stratum (not sampled,
   or with a censored sample) by a least-squares fit of log(cpu) on log(size) over the
   uncensored samples of 30 codes or more, with Duan's smearing factor, summed over the
   stratum's members. The uncertainty is a bootstrap (resampling each stratum's sample and
   refitting, 2000 rounds): the 5th and 95th percentiles of the total. The part of the total
   that rests on extrapolation beyond the largest solved size is reported separately.

Nothing projected here is a certified value; the sampled values are exact but only as figures.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import time
import warnings

import numpy as np

EDGES = [2, 10, 30, 60, 100, 150, 250, 400, 700, 1500, 10_001]
PER_STRATUM = [3, 3, 3, 3, 3, 2, 1, 0, 0, 0]  # 4x10: strata above 250 codes by the fit (CPU is shared)


def _fit(samples):
    """(a, b, smear, largest size) of log(cpu) = a + b log(size) on uncensored samples >= 30."""
    points = [(s["size"], s["cpu"]) for s in samples if not s["censored"] and s["size"] >= 30 and s["cpu"] > 0]
    if len(points) < 2:
        return None
    x = np.log([p[0] for p in points])
    y = np.log([p[1] for p in points])
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        b, a = np.polyfit(x, y, 1)
    smear = float(np.mean(np.exp(y - (a + b * x))))
    return float(a), float(b), smear, max(p[0] for p in points)


def estimate(strata, samples_by_stratum, key="cpu"):
    """Projected total of ``key`` over every subproblem; and the part from fitted strata."""
    fit = _fit([dict(s, cpu=s[key]) for group in samples_by_stratum for s in group])
    total = extrapolated = 0.0
    for sizes, group in zip(strata, samples_by_stratum):
        if len(sizes) == 0:
            continue
        done = [s[key] for s in group if not s["censored"]]
        if len(done) >= 2 and len(done) == len(group):
            total += np.mean(done) * len(sizes)
        elif fit is None:
            return float("nan"), float("nan"), None
        else:
            a, b, smear, _ = fit
            part = float(np.sum(np.exp(a + b * np.log(sizes)) * smear))
            total += part
            extrapolated += part
    return total, extrapolated, fit


def bootstrap(strata, samples_by_stratum, rounds: int, rng, key="cpu"):
    totals = []
    for _ in range(rounds):
        resampled = [[group[i] for i in rng.integers(0, len(group), len(group))] if group else []
                     for group in samples_by_stratum]
        value, _, _ = estimate(strata, resampled, key)
        if np.isfinite(value):
            totals.append(value)
    return (float(np.percentile(totals, 5)), float(np.percentile(totals, 95))) if totals else (None, None)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--digits", type=int, default=4)
    parser.add_argument("--symbols", type=int, default=10)
    parser.add_argument("--repeats", action="store_true")
    parser.add_argument("--budget", type=float, default=1500.0, help="CPU seconds for the whole sample.")
    parser.add_argument("--cap", type=float, default=300.0, help="CPU seconds per subproblem.")
    parser.add_argument("--calibrate", type=int, nargs="*", default=[],
                        help="First-level class sizes to solve whole and as the sum of their subproblems.")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", help="Write every figure here.")
    args = parser.parse_args()

    from dask.distributed import Client, LocalCluster

    from certify.codebreaking.bounds import UNLIMITED
    from certify.codebreaking.distributed import first_classes, solve_standalone
    from certify.codebreaking.general import Game
    from certify.codebreaking.search import Solver

    out = {"machine": f"{platform.machine()}, Python {platform.python_version()}",
           "started": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), "load_before": os.getloadavg(),
           "game": [args.digits, args.symbols, args.repeats], "seed": args.seed, "cap": args.cap, "budget": args.budget}
    t = time.process_time()
    game = Game(args.digits, args.symbols, args.repeats)
    solver = Solver(game)
    out["build_cpu"] = time.process_time() - t
    level1 = first_classes(solver, UNLIMITED, 1)
    t = time.process_time()
    level2 = first_classes(solver, UNLIMITED, 2)
    out["split_cpu"] = time.process_time() - t
    out["level1_sizes"] = [len(m) for m, _ in level1]
    sizes = np.array([len(m) for m, _ in level2])
    out["level2_count"], out["level2_codes"] = len(level2), int(sizes.sum())
    print(f"{game.label}: {len(game.codes)} codes; build {out['build_cpu']:.1f} s CPU; level-1 classes "
          f"{out['level1_sizes']}; {len(level2)} distinct level-2 subproblems ({out['split_cpu']:.1f} s CPU)", flush=True)
    rng = np.random.default_rng(args.seed)
    strata, chosen = [], []
    for (low, high), k in zip(zip(EDGES, EDGES[1:]), PER_STRATUM):
        members = [i for i, s in enumerate(sizes) if low <= s < high]
        strata.append(sizes[members].astype(float))
        pick = sorted(rng.choice(members, size=min(k, len(members)), replace=False).tolist(),
                      key=lambda i: sizes[i]) if members and k else []
        chosen.append(pick)
    out["strata"] = [{"sizes": [low, high - 1], "count": len(s), "codes": int(s.sum())}
                     for (low, high), s in zip(zip(EDGES, EDGES[1:]), strata)]

    cluster = LocalCluster(n_workers=1, threads_per_worker=1, processes=True, dashboard_address=None)
    client = Client(cluster)
    spec = (game.d, game.n, game.repeats)
    samples_by_stratum = [[] for _ in strata]
    spent = 0.0
    try:
        warm = client.submit(solve_standalone, *spec, [0, 1], UNLIMITED, pure=False).result()
        print(f"worker ready ({warm['cpu']:.2f} s)", flush=True)
        calibration = []
        for size in args.calibrate:
            members = next(m for m, _ in level1 if len(m) == size)
            whole = client.submit(solve_standalone, *spec, members.tolist(), UNLIMITED, None, pure=False).result()
            parts = [client.submit(solve_standalone, *spec, m.tolist(), h, None, pure=False).result()
                     for m, h in _subproblems(solver, members)]
            row = {"size": size, "value": whole["value"], "whole_cpu": whole["cpu"], "whole_states": whole["states"],
                   "parts": len(parts), "parts_cpu": sum(p["cpu"] for p in parts)}
            row["ratio"] = row["parts_cpu"] / max(row["whole_cpu"], 1e-9)
            spent += whole["cpu"] + row["parts_cpu"]
            calibration.append(row)
            print(f"calibration: class of {size}: whole {whole['cpu']:.1f} s CPU (value {whole['value']}, "
                  f"{whole['states']} states); its {len(parts)} subproblems {row['parts_cpu']:.1f} s CPU, "
                  f"ratio {row['ratio']:.2f}", flush=True)
        out["calibration"] = calibration
        for index, pick in enumerate(chosen):
            for i in pick:
                left = args.budget - spent
                if left <= 1:
                    break
                members, limit = level2[i]
                found = client.submit(solve_standalone, *spec, members.tolist(), limit, min(args.cap, left),
                                      pure=False).result()
                spent += found["cpu"]
                samples_by_stratum[index].append(found)
                print(f"  stratum {index} size {found['size']}: {found['cpu']:.2f} s CPU, {found['states']} states, "
                      f"{found['nodes']} nodes" + (" (censored)" if found["censored"] else f", value {found['value']}"),
                      flush=True)
    finally:
        client.close()
        cluster.close()
    out["samples"] = samples_by_stratum
    total, extrapolated, fit = estimate(strata, samples_by_stratum)
    states, _, _ = estimate(strata, samples_by_stratum, key="states")
    low, high = bootstrap(strata, samples_by_stratum, 2000, np.random.default_rng(args.seed + 1))
    solved = [s for g in samples_by_stratum for s in g if not s["censored"]]
    nodes_rate = sum(s["nodes"] for s in solved) / max(sum(s["cpu"] for s in solved), 1e-9)
    states_rate = sum(s["states"] for s in solved) / max(sum(s["cpu"] for s in solved), 1e-9)
    largest = float(np.exp(fit[0] + fit[1] * np.log(sizes.max())) * fit[2]) if fit else None
    out.update(projected_cpu=total, extrapolated_cpu=extrapolated, interval_cpu=[low, high], fit=fit,
               projected_states=states, nodes_per_cpu_second=nodes_rate, states_per_cpu_second=states_rate,
               largest_subproblem=int(sizes.max()), largest_subproblem_cpu=largest, sample_cpu=spent,
               load_after=os.getloadavg())
    day = 86400.0
    out["workers_for_a_day"] = int(np.ceil(total / day)) if largest is not None and largest < day else None
    print(f"sample: {sum(len(g) for g in samples_by_stratum)} subproblems, {spent:.0f} s CPU; "
          f"{nodes_rate:.0f} nodes and {states_rate:.0f} canonical states per CPU second")
    if fit:
        print(f"fit: cpu ~ {np.exp(fit[0]):.3g} * size^{fit[1]:.2f} (x{fit[2]:.2f} smearing), "
              f"up to {fit[3]} codes measured; largest subproblem {sizes.max()} codes ~ {largest:.3g} s")
    print(f"projected CPU for the least total over {len(level2)} subproblems: {total:.3g} s = {total / day:.3g} "
          f"CPU-days (90% bootstrap interval {low:.3g} to {high:.3g} s); {extrapolated / max(total, 1e-9):.0%} "
          f"of it from the fit; projected canonical states {states:.3g}")
    print(f"workers for a day: {out['workers_for_a_day']}")
    if args.json:
        with open(args.json, "w") as handle:
            json.dump(out, handle, indent=1, default=float)
    return 0


def _subproblems(solver, members):
    """The level-2 subproblems of one level-1 class (the same rule as first_classes)."""
    from certify.codebreaking.bounds import INFINITE, UNLIMITED
    from certify.codebreaking.distributed import _classes, _dedupe, greedy_total

    game = solver.game
    _, _, image, _ = game.canonical(members)
    reps, _, _, _, bound, _ = solver.guess_bounds(image, UNLIMITED, game.symmetries(image))
    return _dedupe(game, _classes(solver, image, UNLIMITED, reps[bound <= min(greedy_total(solver, image), INFINITE - 1)]))


if __name__ == "__main__":
    raise SystemExit(main())
