"""The physical starting states of a game of Guess Who (Cushing et al., introduction)."""

from __future__ import annotations

from ..errors import CertifyError

VERSIONS = {
    "frame": "sliding frame: each player picks a character with the frame; both boards keep all N",
    "draw": "the Riddler's independent draw: both choose independently, both keep all N",
    "card": "card version: each player draws a card and removes their own character: N-1 each",
}


def start_state(version: str = "frame", characters: int = 24) -> tuple[int, int]:
    """The state ``(n, m)`` of the first player's first turn.

    >>> start_state("frame"), start_state("card")
    ((24, 24), (23, 23))
    """
    if version not in VERSIONS:
        raise CertifyError(f"unknown start {version!r}: choose one of {', '.join(VERSIONS)}")
    if isinstance(characters, bool) or not isinstance(characters, int) or characters < 2:
        raise CertifyError(f"number of characters must be an integer >= 2, got {characters!r}")
    size = characters - 1 if version == "card" else characters
    return size, size
