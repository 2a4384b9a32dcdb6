"""Moves in colon notation: ``guess``, ``4:10`` (a yes/no question), ``3:3:4`` (a tripartite one).

A question is identified by the sizes of the parts it splits the pool into, listed in
ascending order; the order of the answers (yes/no/"head explodes") does not matter for
the value, so ``10:4`` and ``4:10`` are the same move.

>>> Move.parse("10:4")
Move(parts=(4, 10))
>>> str(Move.split(6, 8)), str(GUESS)
('6:8', 'guess')
"""

from __future__ import annotations

from dataclasses import dataclass

from ..errors import CertifyError


@dataclass(frozen=True)
class Move:
    """A turn: a guess (``parts == ()``) or a question splitting the pool into ``parts``."""

    parts: tuple[int, ...]

    @classmethod
    def split(cls, *parts: int) -> "Move":
        """The question whose answers leave pools of the given sizes."""
        if len(parts) < 2 or any(p < 1 for p in parts):
            raise CertifyError(f"a question needs at least two positive parts, got {parts}")
        return cls(tuple(sorted(parts)))

    @classmethod
    def parse(cls, text: str) -> "Move":
        """Read ``guess`` or colon notation such as ``4:10``."""
        text = text.strip()
        if text == "guess":
            return GUESS
        try:
            parts = tuple(int(p) for p in text.split(":"))
        except ValueError:
            raise CertifyError(f"cannot read move {text!r}: expected 'guess' or parts like 4:10") from None
        return cls.split(*parts)

    @property
    def is_guess(self) -> bool:
        return not self.parts

    def sort_key(self) -> tuple:
        """Canonical order: two-part questions, then three-part ones, each ascending; guess last."""
        return (self.is_guess, len(self.parts), self.parts)

    def __str__(self) -> str:
        return "guess" if self.is_guess else ":".join(map(str, self.parts))


GUESS = Move(())
