"""Optional dependencies (pyproject ``[project.optional-dependencies]``): the core install
holds the checkers and the audit with z3; each extra adds one capability. A missing extra is
one line naming what to install, never a traceback.

>>> EXTRAS["pysat"]
'sat'
>>> available("json")
True
"""

from __future__ import annotations

import importlib
import importlib.util

from .errors import CertifyError

# importable module -> the extra that installs it
EXTRAS = {"numba": "fast", "cvc5": "cvc5", "dask": "dask", "distributed": "dask", "matplotlib": "plots", "pysat": "sat"}


def available(module: str) -> bool:
    """Whether ``module`` can be imported (without importing it)."""
    try:
        return importlib.util.find_spec(module) is not None
    except (ImportError, ValueError):
        return False


def require(module: str, purpose: str):
    """Import ``module`` for ``purpose``; a one-line error naming the extra when it is missing."""
    top = module.split(".")[0]
    try:
        return importlib.import_module(module)
    except ImportError:
        extra = EXTRAS.get(top, "all")
        raise CertifyError.usage(f"{purpose} needs the optional dependency {top}: pip install 'certify-guesswho[{extra}]'") from None
