"""The ``certify`` command line: argument wiring only (:mod:`certify.cli.app`)."""

from .app import main

__all__ = ["main"]
