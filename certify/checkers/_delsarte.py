"""Independent checker for Delsarte LP dual certificates, ``certify-adversary-delsarte/1``:
no binary code of ``words`` words of that length and distance exists (Paz-Peterfreund's
predetermined strategies; docs/adversaries.md). Standard library (and ``certify.checkers``)
only; under 90 lines. The file is read and its fields checked by
:mod:`certify.checkers.adversary`, which calls :func:`check_delsarte`; the check is
arithmetic on the dual solution, no LP is solved.

Trusted facts (Delsarte 1973; MacWilliams-Sloane ch. 17): the distance distribution A_i of a
code of length L, distance D has sum_i A_i K_j(i) >= -C(L, j) (K_j the Krawtchouk
polynomials) and A_i = 0 for 0 < i < D; a code of odd distance D extends by a parity bit to
length L + 1, distance D + 1, even distances only; A_i <= A(L, D, i) (Johnson: A(L, D, w) =
A(L, D, L - w), 1 if 2w < D, else floor(L/w A(L-1, D, w-1))). So rationals y_j, z_i >= 0
with 1 + sum_j y_j K_j(i) - z_i <= 0 for every allowed i bound any code by
1 + sum_j y_j C(L, j) + sum_i z_i A(L, D, i) words.

Fields: ``L`` (the LP's length), ``y`` (y_1..y_L), ``z`` (an object keyed by the allowed
distances i), every multiplier a reduced rational string "p/q" (or an integer string).
"""
from __future__ import annotations

import re
from fractions import Fraction
from functools import lru_cache
from math import comb

from certify.checkers import CheckError

_RATIONAL = re.compile(r"(0|-?[1-9][0-9]*)(/[1-9][0-9]*)?")


def rational(text, where: str) -> Fraction:
    """A reduced rational ``p/q`` (ASCII digits, no sign on q, no leading zeros)."""
    if not isinstance(text, str) or not _RATIONAL.fullmatch(text) or str(Fraction(text)) != text:
        raise CheckError(f"{where} = {text!r} is not a reduced rational 'p/q'"[:200])
    return Fraction(text)


def krawtchouk(L: int, j: int, i: int) -> int:
    return sum((-1) ** s * comb(i, s) * comb(L - i, j - s) for s in range(j + 1))


@lru_cache(maxsize=None)
def johnson(L: int, D: int, w: int) -> int:
    w = min(w, L - w)
    return 1 if 2 * w < D else L * johnson(L - 1, D, w - 1) // w


def check_delsarte(certificate: dict) -> Fraction:
    """Return the bound after checking the dual solution; raise CheckError naming the first
    faulty multiplier or constraint, or if the bound does not exclude ``words``."""
    length, distance = certificate["length"], certificate["distance"]
    L = length + 1 if distance % 2 else length
    D = distance + 1 if distance % 2 else distance
    if certificate.get("L") != L:
        raise CheckError(f"L = {certificate.get('L')!r}: the LP for length {length}, distance {distance} has length {L}")
    allowed = [i for i in range(D, L + 1) if not (distance % 2 and i % 2)]
    if not isinstance(certificate["y"], list) or not isinstance(certificate["z"], dict):
        raise CheckError("y must be a list and z an object")
    if len(certificate["y"]) != L:
        raise CheckError(f"y has {len(certificate['y'])} multipliers, the LP has y_1..y_{L}")
    y = [rational(v, f"y_{j}") for j, v in enumerate(certificate["y"], start=1)]
    if sorted(certificate["z"]) != sorted(map(str, allowed)):
        stray = sorted(set(certificate["z"]) ^ set(map(str, allowed)))
        raise CheckError(f"z must have exactly the keys {allowed} (the allowed distances); {stray[0]!r} is wrong")
    z = {i: rational(certificate["z"][str(i)], f"z_{i}") for i in allowed}
    negative = next((f"y_{j}" for j, v in enumerate(y, start=1) if v < 0), None) or \
        next((f"z_{i}" for i in allowed if z[i] < 0), None)
    if negative:
        raise CheckError(f"the multiplier {negative} is negative")
    for i in allowed:
        if 1 + sum(yj * krawtchouk(L, j, i) for j, yj in enumerate(y, start=1)) - z[i] > 0:
            raise CheckError(f"the dual constraint fails at distance {i}")
    bound = 1 + sum(yj * comb(L, j) for j, yj in enumerate(y, start=1)) + sum(
        z[i] * johnson(L, D, i) for i in allowed)
    if bound >= certificate["words"]:
        raise CheckError(f"the bound {bound} does not exclude {certificate['words']} words")
    return bound

