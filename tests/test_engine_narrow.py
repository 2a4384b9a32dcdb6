"""The engine's int32 inner loops (``narrow``) against its int64 ones and plain Python."""
import numpy as np
import pytest

from certify.guesswho import engine


@pytest.mark.parametrize("seed", range(6))
def test_narrow_and_wide_sums_agree(seed):
    rng = np.random.default_rng(seed)
    top = engine.NARROW_MAX_N**2  # the largest value a table of size NARROW_MAX_N holds
    for length in (1, 2, 7, 16, 33, 100, 257):
        x = rng.integers(-1, top + 1, length, dtype=np.int64).astype(np.int32)
        y = rng.integers(-1, top + 1, length, dtype=np.int64).astype(np.int32)
        if seed % 2:  # many ties, as in a real row
            x[:] = rng.integers(-1, 3, length)
            y[:] = rng.integers(-1, 3, length)
        exact = [int(a) + int(b) for a, b in zip(x.tolist(), y.tolist())]
        assert engine._least_sum(x, y, True) == engine._least_sum(x, y, False) == min(exact)
        row = np.concatenate(([0], x)).astype(np.int32)
        rrow = np.concatenate(([0], y)).astype(np.int32)
        for need in {min(exact), exact[0], exact[-1], -5}:
            hits = [k + 1 for k, s in enumerate(exact) if s == need]
            plain = (len(hits), hits[0] if hits else length + 1, hits[-1] if hits else 0)
            assert engine._pair_hits(row, rrow, 0, length, need, True) == plain
            assert engine._pair_hits(row, rrow, 0, length, need, False) == plain


def test_narrow_bound_is_exact():
    assert 2 * engine.NARROW_MAX_N**2 < 2**31 <= 2 * (engine.NARROW_MAX_N + 1) ** 2
