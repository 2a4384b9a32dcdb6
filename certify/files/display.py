"""What the commands print: exact rationals as text, counted nouns, and the progress bar on stderr."""

from __future__ import annotations

import contextlib
import sys
from decimal import Decimal, localcontext


class _LazyConsole:
    """``rich.console.Console(stderr=True)``, imported on first use (rich costs start-up time
    that ``certify value`` and ``certify check`` do not need)."""

    _console = None

    def real(self):
        if _LazyConsole._console is None:
            from rich.console import Console

            _LazyConsole._console = Console(stderr=True)
        return _LazyConsole._console

    def __getattr__(self, name):
        return getattr(self.real(), name)


err = _LazyConsole()


def counted(number: int, noun: str) -> str:
    """``number`` and ``noun``, plural unless one (the audit's sentences and reports share it).

    >>> counted(1, "claim"), counted(0, "regression"), counted(3, "mutant")
    ('1 claim', '0 regressions', '3 mutants')
    """
    return f"{number} {noun}{'' if number == 1 else 's'}"


def decimal_text(value, digits: int = 20) -> str:
    """Correctly rounded decimal expansion of an exact rational (decimal arithmetic, no float)."""
    with localcontext() as context:
        context.prec = digits
        text = str(Decimal(int(value.numerator)) / Decimal(int(value.denominator)))
    return text


def ratio(value) -> str:
    """An exact rational as ``p/q``, or ``p`` when it is an integer."""
    return str(value.numerator) if value.denominator == 1 else f"{value.numerator}/{value.denominator}"


@contextlib.contextmanager
def progress_bar(label: str, quiet: bool):
    """A progress callback ``(done, total)`` drawing a bar on stderr, or nothing with --quiet."""
    if quiet or not sys.stderr.isatty() or not err.is_terminal:
        yield None
        return
    from rich.progress import BarColumn, Progress, TextColumn, TimeElapsedColumn

    with Progress(TextColumn("{task.description}"), BarColumn(), TextColumn("{task.percentage:>3.0f}%"),
                  TimeElapsedColumn(), console=err.real(), transient=True) as bar:
        task = bar.add_task(label, total=None)

        def update(done: int, total: int) -> None:
            bar.update(task, completed=done, total=total)

        yield update
