"""The declaration every claim function is registered in (:func:`function`), read by the
registry's parser and printers; the modules of :mod:`certify.claims.functions` register into it
(they import this module, not their package, which imports them)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Spec:
    name: str
    call: Callable
    table: bool  # takes the claim's TableView as first argument
    predicate: bool  # a true/false function (usable inside And/Not)


FUNCTIONS: dict[str, Spec] = {}


def function(name: str | None = None, *, table: bool = False, predicate: bool = False):
    """Register the decorated callable under ``name`` (default: its own name)."""

    def register(call: Callable) -> Callable:
        key = name or call.__name__
        if key in FUNCTIONS:
            raise ValueError(f"claim function {key} registered twice")
        FUNCTIONS[key] = Spec(key, call, table, predicate)
        return call

    return register


def names() -> tuple[str, ...]:
    """Every registered function name."""
    return tuple(FUNCTIONS)


def predicates() -> tuple[str, ...]:
    return tuple(name for name, spec in FUNCTIONS.items() if spec.predicate)


def pure_functions() -> dict[str, Callable]:
    """Functions available to claims that do not involve a game table."""
    return {name: spec.call for name, spec in FUNCTIONS.items() if not spec.table}
