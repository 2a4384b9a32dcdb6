"""The glue of a proof DAG (registry ``[[glue]]``) as the audit sees it: the verdict of the
trusted checker :mod:`certify.checkers.dag_glue` (obligations it writes itself, unsat under
z3 and cvc5). A DAG without a ``[[glue]]``, or whose glue does not check, is never proved:
its induction and cover would rest on prose only (docs/audit.md, "Proof DAGs")."""

from __future__ import annotations

import functools
from pathlib import Path

from .loading import load
from .registry import DATA


def glue_verdict(registry, theorem: str, timeout: float = 60.0) -> dict:
    """``{"checked": bool, "obligations": [names], "problem": str, "promoted": {claim: level}, "bound": bool}``
    for one DAG's glue: ``promoted`` the claims of its ``proves`` that its ``[[glue.promote]]`` obligations
    link to it (level ``statement``: range and statement checked; ``range``: the range only); ``bound``
    whether the glue binds its nodes to the game (an induction predicate ``ih`` over the game value,
    every node variable mapped in ``at``: certify.checkers.dag_glue), not their readings alone."""
    directory = Path(registry) if registry else DATA
    return dict(_verdict(str(directory.resolve()), theorem, timeout, load(directory).digest))  # the registry's value


@functools.lru_cache(maxsize=None)
def _verdict(directory: str, theorem: str, timeout: float, digest: str) -> tuple:
    from ..checkers import CheckError
    from ..checkers.dag_glue import check_glue
    from ..files import cache

    path = Path(directory)
    if theorem not in load(path).glue_theorems:  # the registry's value: its [[glue]] tables, read once
        return (("checked", False), ("obligations", ()), ("problem", "its glue is prose only (no [[glue]])"), ("promoted", {}),
                ("bound", False))
    if path.is_file():
        path = path.parent
    try:
        summary = check_glue(path, theorem, timeout, ask=cache.answer)  # an unsat kept from before is not asked again
    except CheckError as error:
        return (("checked", False), ("obligations", ()), ("problem", f"the glue does not check: {error}"), ("promoted", {}),
                ("bound", False))
    return (("checked", True), ("obligations", tuple(summary["obligations"])), ("problem", ""),
            ("promoted", dict(summary["promoted"])), ("bound", bool(summary["bound"])))


def export_glue(registry, theorem: str, folder: Path) -> None:
    """Write one DAG's glue obligations (SMT-LIB) into ``folder`` (the evidence bundle)."""
    from ..checkers.dag_glue import obligations

    directory = Path(registry) if registry else DATA
    folder.mkdir(parents=True, exist_ok=True)
    for name, text in obligations(directory.parent if directory.is_file() else directory, theorem)[theorem]:
        (folder / f"{theorem}.glue.{name}.smt2").write_text(text, encoding="utf-8")
