"""certify: exact, independently checked optimal strategies for Guess Who and its relatives.

>>> import certify
>>> certify.value("official", 4, 4)
mpq(9,16)
>>> [str(mv) for mv in certify.optimal_moves("official", 4, 4)]
['1:3']
>>> certify.value("nica", 2, 5)
mpq(1,1)
>>> certify.start_state("card", 24)
(23, 23)

Importing this package is cheap: the engine (numba) and the solvers load on first use, and
``certify.checkers`` (the trusted base) never loads them at all.
"""

from __future__ import annotations

from ._version import __version__

_LAZY = {  # public name -> (module, attribute)
    "CertifyError": ("errors", "CertifyError"),
    "GUESS": ("guesswho.moves", "GUESS"),
    "Move": ("guesswho.moves", "Move"),
    "Table": ("guesswho.table", "Table"),
    "json_default": ("files.exact_json", "json_default"),
    "solve": ("guesswho.table", "solve"),
    "start_state": ("guesswho.starts", "start_state"),
}


def __getattr__(name: str):
    if name not in _LAZY:
        raise AttributeError(f"module 'certify' has no attribute {name!r}")
    import importlib

    module, attribute = _LAZY[name]
    value = getattr(importlib.import_module(f"certify.{module}"), attribute)
    globals()[name] = value
    return value


def _state_solution(rules: str, n: int, m: int):
    """A small state's reach solved in plain Python (``certify.guesswho.onestate``), else the table."""
    from .guesswho.onestate import solve_state

    solution = solve_state(rules, n, m)
    if solution is None:
        from .guesswho.table import solve

        solution = solve(rules, max(n, m))
    return solution


def value(rules: str, n: int, m: int):
    """Exact value (a gmpy2 ``mpq``) of state ``(n, m)`` under ``rules``."""
    return _state_solution(rules, n, m).value(n, m)


def optimal_moves(rules: str, n: int, m: int):
    """All optimal moves at ``(n, m)``, in canonical order."""
    return _state_solution(rules, n, m).optimal_moves(n, m)


def check(path, rules: str | None = None):
    """Run the independent checker on a table file (``certify.checkers.tables``; a CSV or JSON
    table is read by ``certify.guesswho.textread`` and its arrays checked by it):
    a ``Report`` whose ``valid`` says whether the table checks. A file that cannot be read (a
    missing path, a directory, a file of no table format) is not a verdict on a table: it
    raises ``CertifyError`` (exit code ``UNREADABLE``, 3, as ``certify check`` exits), one line
    naming the path.

    >>> check("no/such/table.csv")
    Traceback (most recent call last):
    ...
    certify.errors.CertifyError: no/such/table.csv: no such file
    """
    from .errors import CertifyError, ExitCode
    from .guesswho.textread import check_table

    report = check_table(path, rules)
    if not report.valid and report.exit_code == ExitCode.UNREADABLE:
        raise CertifyError.unreadable(f"{path}: {report.problem}")
    return report


__all__ = ["CertifyError", "GUESS", "Move", "Table", "solve", "value", "optimal_moves", "check", "start_state",
           "json_default"]
