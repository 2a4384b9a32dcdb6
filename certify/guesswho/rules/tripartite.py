"""Official rules with "headbusting" questions (Cushing et al., section 1.1).

As ``official``, except that a question may have three answers (yes / no / "head
explodes"), splitting the pool ``a : b : c`` with ``a + b + c = n`` and all parts
positive. Yes/no questions (two parts) and the guess stay allowed. A part of size 0 is
the same as leaving that answer out, so Cushing et al.'s ``(0, 1, 1)`` is written ``1:1``.
"""

from __future__ import annotations

from ..moves import Move
from . import common
from .official import is_state, terminal_scaled, terminal_value  # noqa: F401  (the same states, none terminal)

NAME = "tripartite"
MAX_PARTS = 3
HAS_GUESS = True


def legal_moves(n: int, m: int) -> list[Move]:
    return common.legal_moves(n, m, is_state, terminal_scaled, MAX_PARTS, HAS_GUESS)
