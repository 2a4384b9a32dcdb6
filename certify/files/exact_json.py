"""JSON for exact results: ``json.dumps(result, default=certify.json_default)``.

A rational (``gmpy2.mpq``, ``fractions.Fraction``, a SymPy Rational) becomes an int when it is
whole and the string ``"p/q"`` otherwise (a JSON number would be a float); a move becomes its
text; numpy integers become ints. Every exact value also converts with ``Fraction(value)``.

>>> import json
>>> from fractions import Fraction
>>> from gmpy2 import mpq
>>> json.dumps({"p": mpq(9, 16), "whole": mpq(2, 1), "f": Fraction(1, 3)}, default=json_default)
'{"p": "9/16", "whole": 2, "f": "1/3"}'
>>> Fraction(mpq(9, 16))
Fraction(9, 16)
"""

from __future__ import annotations

import numbers
from fractions import Fraction


def json_default(value):
    """The ``default`` of :func:`json.dumps` for certify's exact values."""
    if isinstance(value, numbers.Rational) or type(value).__name__ == "mpq":
        exact = Fraction(int(value.numerator), int(value.denominator))
        return exact.numerator if exact.denominator == 1 else f"{exact.numerator}/{exact.denominator}"
    if getattr(value, "is_Rational", False):  # SymPy
        return json_default(Fraction(int(value.p), int(value.q)))
    if type(value).__name__ == "Move":
        return str(value)
    if hasattr(value, "dtype") and getattr(value, "shape", None) == ():  # a numpy scalar
        return value.item()
    raise TypeError(f"{type(value).__name__} is not JSON serializable (certify.json_default)")
