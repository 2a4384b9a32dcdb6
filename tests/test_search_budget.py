"""The infinite-range counterexample search (docs/semantics.md) starts a round only if it is
predicted to end within its budget, the prediction scaled by the priced work of the boxes
(points x operations): a claim with a Sum as long as n grows quadratically, and the search stops
before the round that would overrun (it used to start a round whenever the rounds so far, times
ten, fit, and ran 31 s against a 5 s budget on such a claim)."""

from __future__ import annotations

import time

from certify.claims import bounded
from certify.claims.evaluate import pure_functions
from certify.claims.registry import load_registry

REGISTRY = '''
[paper]
key = "sb"
title = "Search budget"

[[claim]]
id = "sb.quadratic"
statement = "the sum of 1..n is nonnegative"
vars = { n = [1, "oo"] }
holds = "Sum(i, (i, 1, n)) >= 0"
expect = "open"
'''


def test_the_round_that_would_overrun_is_not_started(tmp_path, monkeypatch):
    (tmp_path / "sb.toml").write_text(REGISTRY)
    claim = load_registry(tmp_path / "sb.toml")["sb.quadratic"]
    clock, real_check, boxes = [0.0], bounded.check_bounded, []

    def check(box_claim, N, functions):  # each round "takes" one microsecond per priced operation
        points, each = bounded.cost(box_claim, N)
        clock[0] += points * each * 1e-6
        boxes.append(box_claim.vars["n"][1])
        return real_check(box_claim, N, functions)

    monkeypatch.setattr(time, "process_time", lambda: clock[0])  # the budget is CPU time
    monkeypatch.setattr(bounded, "check_bounded", check)
    found, searched = bounded.search_infinite(claim, pure_functions(), points=10**6, seconds=1.0)
    assert found is None and boxes == [10, 100]  # 1..1000 would take ~1 s more: predicted, not started
    assert searched.startswith("1 <= n <= 100 (100 points")
    boxes.clear()
    clock[0] = 0.0
    bounded.search_infinite(claim, pure_functions(), points=10**6, seconds=10.0)
    assert boxes == [10, 100, 1000]  # within a budget ten times larger it is started
