"""Guess Who: the three rule sets, the exact engine, the one-state solver, the reference DP and
the tables (values and all optimal moves) with their text formats.

The engine's and the writers' numba kernels are compiled once and cached (``cache=True``):
beside the sources when this directory is writable (a checkout, or a wheel installed in the
user's own environment), else in the user's cache directory, ``$XDG_CACHE_HOME/certify/numba``
(``~/.cache/certify/numba``), set here as ``NUMBA_CACHE_DIR`` before numba is imported unless
the user set it. ``python -m certify.guesswho.warmup`` compiles them ahead of the first use
(``run.py`` does it when it installs).
"""

import os as _os


def _numba_cache_dir() -> None:
    here = _os.path.dirname(__file__)
    if "NUMBA_CACHE_DIR" in _os.environ or _os.access(here, _os.W_OK):
        return
    base = _os.environ.get("XDG_CACHE_HOME") or _os.path.join(_os.path.expanduser("~"), ".cache")
    _os.environ["NUMBA_CACHE_DIR"] = _os.path.join(base, "certify", "numba")


_numba_cache_dir()
