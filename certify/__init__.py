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
"""

__version__ = "0.1.0"

from .errors import CertifyError  # noqa: E402
from .moves import GUESS, Move  # noqa: E402
from .table import Table, solve  # noqa: E402
from .starts import start_state  # noqa: E402


def value(rules: str, n: int, m: int):
    """Exact value (a gmpy2 ``mpq``) of state ``(n, m)`` under ``rules``."""
    return solve(rules, max(n, m)).value(n, m)


def optimal_moves(rules: str, n: int, m: int) -> tuple[Move, ...]:
    """All optimal moves at ``(n, m)``, in canonical order."""
    return solve(rules, max(n, m)).optimal_moves(n, m)


def check(path, rules: str | None = None):
    """Run the independent checker on a table file; see ``certify.checker.check_file``."""
    from .checker import check_file

    return check_file(path, rules)


__all__ = ["CertifyError", "GUESS", "Move", "Table", "solve", "value", "optimal_moves", "check", "start_state"]
