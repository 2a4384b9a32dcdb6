"""Optional dependencies (pyproject ``[project.optional-dependencies]``): the core install
holds the checkers and everything the default audit needs (z3, cvc5, python-sat); each extra
adds one capability (numba: speed; dask; matplotlib). A missing module is one line naming what
to install, never a traceback: the extra, or for a core dependency missing from a broken
install (``pip install --no-deps``), the distribution itself.

>>> EXTRAS["numba"]
'fast'
>>> CORE["pysat"]
'python-sat'
>>> available("json")
True
"""

from __future__ import annotations

import importlib
import importlib.util

from .errors import CertifyError

# importable module -> the extra that installs it
EXTRAS = {"numba": "fast", "dask": "dask", "distributed": "dask", "matplotlib": "plots"}
# importable module -> its distribution on PyPI, for the core dependencies a command may import late
CORE = {"cvc5": "cvc5", "pysat": "python-sat", "z3": "z3-solver"}


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
        if top in CORE:
            raise CertifyError.usage(f"{purpose} needs {top}, a dependency of certify-guesswho that is not installed: "
                                     f"pip install '{CORE[top]}' (or reinstall certify-guesswho with its dependencies)") from None
        extra = EXTRAS.get(top, "all")
        raise CertifyError.usage(f"{purpose} needs the optional dependency {top}: pip install 'certify-guesswho[{extra}]'") from None
