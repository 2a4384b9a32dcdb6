"""The rule sets, one module each; ``RULES`` maps a name to its module.

Every rule set is a two-player game on board states ``(n, m)``: the player to move has
``n`` candidates left for the opponent's character, the opponent has ``m``. A module
provides

* ``NAME`` and ``MAX_PARTS`` (2 for yes/no questions, 3 when a question may have a third
  answer) and ``HAS_GUESS``;
* ``is_state(n, m)``: whether ``(n, m)`` is a state of the game;
* ``terminal_scaled(n, m)``: ``n*m`` times the value of a state where nobody chooses, else
  -1 (plain integer code, so the engine compiles it: ``certify.guesswho.engine`` reads the states,
  terminal states, guess and question sizes from these definitions and nothing else);
* ``terminal_value(n, m)``: the same value exactly, else ``None``;
* ``legal_moves(n, m)``: every move from a non-terminal state (``moves_of``: the questions
  with up to ``MAX_PARTS`` parts, and the guess if ``HAS_GUESS``).

The value of a move is the same for every rule set (``move_value``): a guess wins with
probability ``1/n``; a question with parts ``a_1..a_r`` leaves the opponent to move from
``(m, a_i)`` with probability ``a_i/n``.
"""

from __future__ import annotations

from ...errors import CertifyError
from ..moves import Move
from . import nica, official, tripartite
from .common import exact_terminal, move_value, splits  # noqa: F401  (re-exported)

RULES = {module.NAME: module for module in (nica, official, tripartite)}


def get(name: str):
    """The module of rule set ``name``, or a one-line error naming the choices."""
    try:
        return RULES[name]
    except KeyError:
        raise CertifyError(f"unknown rules {name!r}: choose one of {', '.join(RULES)}") from None


def moves_of(name: str, n: int, m: int) -> list[Move]:
    """Every legal move of rule set ``name`` at ``(n, m)``, from its definitions."""
    return get(name).legal_moves(n, m)
