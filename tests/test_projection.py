"""The estimator of benchmarks/project_bullscows.py (the measured 4×10 projection,
docs/mastermind.md): exact when every stratum is sampled whole, and the size fit recovers a
power law it is given."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

_PATH = Path(__file__).resolve().parent.parent / "benchmarks" / "project_bullscows.py"
_spec = importlib.util.spec_from_file_location("project_bullscows", _PATH)
projection = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(projection)


def _sample(size, cpu, censored=False):
    return {"size": size, "cpu": cpu, "states": int(size), "censored": censored}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.lists(st.tuples(st.integers(2, 900), st.floats(0.01, 1e4)), min_size=2, max_size=6),
                min_size=1, max_size=5))
def test_whole_strata_give_the_exact_sum(groups):
    strata = [np.array([s for s, _ in group], dtype=float) for group in groups]
    samples = [[_sample(s, c) for s, c in group] for group in groups]
    total, extrapolated, _ = projection.estimate(strata, samples)
    assert np.isclose(total, sum(c for group in groups for _, c in group))
    assert extrapolated == 0


def test_fit_recovers_a_power_law_and_fills_unsampled_strata():
    law = lambda size: 0.002 * size ** 2.5
    measured = [[_sample(s, law(s)) for s in (30, 40, 55)], [_sample(s, law(s)) for s in (80, 120, 140)]]
    strata = [np.array([30.0, 40, 55]), np.array([80.0, 120, 140]), np.array([300.0, 500])]
    total, extrapolated, fit = projection.estimate(strata, measured + [[]])
    assert np.isclose(fit[1], 2.5) and np.isclose(np.exp(fit[0]), 0.002)
    assert np.isclose(extrapolated, law(300) + law(500))
    assert np.isclose(total, sum(law(s) for s in (30, 40, 55, 80, 120, 140, 300, 500)))


def test_a_censored_sample_sends_its_stratum_to_the_fit():
    law = lambda size: 0.01 * size ** 2
    measured = [[_sample(s, law(s)) for s in (30, 50)], [_sample(200, 1.0, censored=True), _sample(210, law(210))]]
    strata = [np.array([30.0, 50]), np.array([200.0, 210])]
    total, extrapolated, _ = projection.estimate(strata, measured)
    assert np.isclose(extrapolated, law(200) + law(210), rtol=1e-6)
    low, high = projection.bootstrap(strata, measured, 50, np.random.default_rng(0))
    assert low <= total * (1 + 1e-9) and high >= total * (1 - 1e-9)
