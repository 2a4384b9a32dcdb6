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

from typing import Callable

from gmpy2 import mpq

from ...errors import CertifyError
from ..moves import GUESS, Move
from . import nica, official, tripartite

RULES = {module.NAME: module for module in (nica, official, tripartite)}


def get(name: str):
    """The module of rule set ``name``, or a one-line error naming the choices."""
    try:
        return RULES[name]
    except KeyError:
        raise CertifyError(f"unknown rules {name!r}: choose one of {', '.join(RULES)}") from None


def move_value(move: Move, n: int, m: int, value: Callable[[int, int], mpq]) -> mpq:
    """Exact value of ``move`` at ``(n, m)`` given the opponent's values ``value(m, part)``.

    Cushing et al., Eq. (1) (the fundamental recurrence); Nica, Proposition 2.4.
    """
    if move.is_guess:
        return mpq(1, n)
    return 1 - sum((mpq(part, n) * value(m, part) for part in move.parts), mpq(0))


def splits(n: int, max_parts: int) -> list[Move]:
    """Every question on a pool of ``n``: unordered splits into 2..max_parts positive parts."""
    moves = [Move((k, n - k)) for k in range(1, n // 2 + 1)]
    if max_parts >= 3:
        moves += [Move((a, b, n - a - b)) for a in range(1, n // 3 + 1) for b in range(a, (n - a) // 2 + 1)]
    return moves


def exact_terminal(scaled: int, n: int, m: int) -> mpq | None:
    """The exact value of a terminal state from its scaled value (``None``: not terminal)."""
    return None if scaled < 0 else mpq(scaled, n * m)


def moves_of(name: str, n: int, m: int) -> list[Move]:
    """Every legal move of rule set ``name`` at ``(n, m)``, from its definitions."""
    game = get(name)
    if not game.is_state(n, m) or game.terminal_scaled(n, m) >= 0:
        return []
    return splits(n, game.MAX_PARTS) + ([GUESS] if game.HAS_GUESS else [])
