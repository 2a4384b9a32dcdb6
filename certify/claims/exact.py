"""Exact integer helpers for the claim evaluator: no float anywhere (values are ints or ``mpq``)."""

from __future__ import annotations

from gmpy2 import mpq

from ..errors import CertifyError


class OutOfRange(CertifyError):
    """A claim needed a value outside the evidence of this audit (tables, certificates)."""


def as_int(value) -> int:
    """``value`` as a Python int; a non-integer is an error."""
    value = mpq(value)
    if value.denominator != 1:
        raise CertifyError(f"expected an integer, got {value}")
    return int(value.numerator)


def floor(value) -> int:
    value = mpq(value)
    return int(value.numerator // value.denominator)


def ceiling(value) -> int:
    value = mpq(value)
    return int(-((-value.numerator) // value.denominator))
