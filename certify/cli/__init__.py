"""The ``certify`` command line: argument wiring only (:mod:`certify.cli.app`)."""

import sys

__all__ = ["main"]


def main(argv: list[str] | None = None) -> int:
    """The ``certify`` entry point (:func:`certify.cli.app.main`), imported here so that a Ctrl-C
    while the command line is still loading is one line and exit 130 too, not a traceback."""
    try:
        from .app import main as run
    except KeyboardInterrupt:
        from ..checkers import interrupted

        return interrupted("certify: interrupted; nothing written")
    return run(argv)
