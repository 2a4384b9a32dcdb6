"""numba's ``njit`` and ``prange`` when the ``[fast]`` extra is installed; otherwise the same
functions run as plain Python (exact, far slower), so the core install still solves tables
(``certify.guesswho.table.solve`` sends the two-part rule sets to numpy at every size then; the
codebreaking search has numpy fallbacks of its own).

>>> @njit
... def twice(x):
...     return 2 * x
>>> int(twice(21))
42
"""

from __future__ import annotations

try:
    from numba import njit, prange
    COMPILED = True
except ImportError:  # the core install: pip install 'certify-guesswho[fast]' compiles them
    COMPILED = False
    prange = range

    def njit(*args, **kwargs):
        """The decorator, as the identity: ``@njit``, ``@njit(cache=True)`` and ``njit(f)``."""
        if len(args) == 1 and callable(args[0]) and not kwargs:
            return args[0]
        return lambda function: function

__all__ = ["COMPILED", "njit", "prange"]
