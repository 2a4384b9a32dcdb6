"""Functions a registry brings of its own, from a Python module it names explicitly
(``certify audit --functions MODULE.py`` or a registry table ``[functions] module = "x.py"``,
relative to the registry file); never found implicitly.

The module registers each function with the built-in decorator::

    from certify.claims.functions import function

    @function()
    def odd_sum(n):          # arguments arrive as exact rationals (int() / Fraction() convert them)
        return sum(2 * i + 1 for i in range(int(n)))

The exact-arithmetic rule of the built-in library holds: a function returns an int, a
``fractions.Fraction``, a ``gmpy2.mpq`` or (a predicate, ``@function(predicate=True)``) a bool;
a float is refused at the call, naming the function. A value outside the function's evidence
is reported by raising :class:`certify.claims.functions.OutOfRange`.
"""

from __future__ import annotations

import functools
import hashlib
import importlib.util
import os
import signal
import sys
import threading
from dataclasses import replace
from fractions import Fraction
from pathlib import Path

from gmpy2 import mpq

from ..errors import CertifyError
from . import functions

_LOADED: dict[Path, tuple[str, ...]] = {}


# a call of a registry's own function may take at most this many seconds of wall time (a loop that
# never ends is an error naming the function, not a hang); CERTIFY_FUNCTION_SECONDS sets another limit
SECONDS = 600.0


class _TooLong(Exception):
    pass


def _limit() -> float:
    try:
        seconds = float(os.environ.get("CERTIFY_FUNCTION_SECONDS", SECONDS))
    except ValueError:
        seconds = SECONDS
    return seconds if 0 < seconds < 1e7 else SECONDS


def _bounded(name: str, call, args):
    """``call(*args)`` within :func:`_limit` seconds (an interval timer in the main thread, where
    signals are delivered; elsewhere, and inside another bounded call, unbounded as before)."""
    if threading.current_thread() is not threading.main_thread() or signal.getitimer(signal.ITIMER_REAL)[0] > 0:
        return call(*args)
    seconds = _limit()

    def expire(*_):
        raise _TooLong

    previous = signal.signal(signal.SIGALRM, expire)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        return call(*args)
    except _TooLong:
        shown = ", ".join(str(a) for a in args)[:60]
        raise CertifyError.limit(f"function {name}({shown}) ran longer than {seconds:g} s (a registry's own function: "
                                 "make it faster, or set CERTIFY_FUNCTION_SECONDS)") from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def _exact(name: str, call):
    @functools.wraps(call)
    def exact(*args):
        value = _bounded(name, call, args)
        if isinstance(value, bool):
            return value
        if isinstance(value, (int, Fraction)) or type(value).__name__ == "mpq":
            return mpq(value)
        if hasattr(value, "is_Rational") and value.is_Rational:  # a SymPy Integer or Rational
            return mpq(int(value.p), int(value.q))
        raise CertifyError(f"function {name} returned {type(value).__name__} {value!r}: claim functions must be exact "
                           "(int, fractions.Fraction or gmpy2.mpq; bool for a predicate)")

    return exact


def load(path: str | Path) -> tuple[str, ...]:
    """Import the module at ``path`` once; the names of the functions it registered."""
    path = Path(path).resolve()
    if path in _LOADED:
        return _LOADED[path]
    if path.suffix != ".py" or not path.is_file():
        raise CertifyError.usage(f"functions module {path}: not a Python file (MODULE.py)")
    before = set(functions.FUNCTIONS)
    name = "certify_user_functions_" + hashlib.sha256(str(path).encode()).hexdigest()[:12]
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    sys.path.insert(0, str(path.parent))  # its helper modules, beside it, import as they would from there
    try:
        spec.loader.exec_module(module)
    except ValueError as error:  # a name the library already has
        raise CertifyError(f"functions module {path.name}: {error}") from None
    except Exception as error:  # noqa: BLE001  (the user's module: one line, not a traceback)
        raise CertifyError(f"functions module {path.name} failed to import: {type(error).__name__}: {error}") from None
    finally:
        sys.path.remove(str(path.parent))
    added = tuple(n for n in functions.FUNCTIONS if n not in before)
    if not added:
        raise CertifyError(f"functions module {path.name} registers no function (decorate them with "
                           "certify.claims.functions.function)")
    for fname in added:
        spec_ = functions.FUNCTIONS[fname]
        functions.FUNCTIONS[fname] = replace(spec_, call=_exact(fname, spec_.call))
    _LOADED[path] = added
    return added
