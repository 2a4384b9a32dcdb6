"""Integer helpers any claim may call: ``ilog2``, ``ilog3``, ``clog2``, ``round_to``.

``ilog2(x)``, ``ilog3(x)`` = floor(log2 x), floor(log3 x) and ``clog2(x)`` = ceiling(log2 x) for a
positive integer; ``round_to(x, d)``: ``x`` rounded half-up to ``d`` decimals, exactly.
"""

from __future__ import annotations

from gmpy2 import mpq

from ...errors import CertifyError
from ..exact import as_int, floor
from .declare import function


@function()
def ilog2(x) -> mpq:
    value = as_int(x)
    if value < 1:
        raise CertifyError(f"ilog2 of {value}")
    return mpq(value.bit_length() - 1)


@function()
def ilog3(x) -> mpq:
    value = as_int(x)
    if value < 1:
        raise CertifyError(f"ilog3 of {value}")
    power, exponent = 3, 0
    while power <= value:
        power, exponent = power * 3, exponent + 1
    return mpq(exponent)


@function()
def clog2(x) -> mpq:
    return mpq(max(0, as_int(x) - 1).bit_length())


@function()
def round_to(x, digits) -> mpq:
    scale = mpq(10) ** as_int(digits)
    return mpq(floor(mpq(x) * scale + mpq(1, 2)), 1) / scale
