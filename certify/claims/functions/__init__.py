"""The function library of the registry's expressions, one module per paper.

Every function a claim may call is registered here with :func:`function`; the registry's list
of names (``registry.GAME_FUNCTIONS``) and its predicates are derived from these
registrations, so a name exists exactly when it has an implementation.

* :mod:`.common`: integer helpers (``ilog2``, ``ilog3``, ``clog2``, ``round_to``);
* :mod:`.games`: functions of a game table (Cushing et al., Nica, the Riddler): ``P``,
  ``P_split``, ``optimal``, ...; each takes the claim's :class:`.games.TableView` first;
* :mod:`.ab`: the AB-games paper (1×n and 2×n optima, transcribed strategies);
* :mod:`.paz`: Paz and Peterfreund's adversarial choosers.

Values come only from artifacts a checker in ``certify/checkers/`` accepted first: tables
through :func:`certify.checkers.tables.load_checked`, AB optima through
:mod:`certify.checkers.ab`, codes and bounds through :mod:`certify.checkers.adversary`.
"""

from __future__ import annotations

import functools
from typing import Callable

from ..exact import OutOfRange  # noqa: F401  (re-exported: the library's "outside the evidence")


from .declare import FUNCTIONS, Spec, function, names, predicates, pure_functions  # noqa: F401  (re-exported)


def game_functions(table) -> dict[str, Callable]:
    """Every function, the table functions reading exact values from ``table`` (a checked
    table: :func:`certify.checkers.tables.load_checked`)."""
    from .games import TableView

    view = TableView(table)
    return {name: functools.partial(spec.call, view) if spec.table else spec.call for name, spec in FUNCTIONS.items()}


from . import ab, ab_graphs, common, games, mastermind, paz  # noqa: E402,F401  (each module registers its functions)
