"""One registry claim's formula, read cheaply: only its paper's file is opened and only its
``[[definition]]`` entries and the claim itself are parsed (loading the whole registry parses
every claim of every paper; ``certify abgame`` prints two formulas and must not pay for that).

>>> locator, formula = paper_formula("ab.theorem-4")
>>> locator, formula({"n": 10})
('Theorem 4', mpq(6,1))
"""

from __future__ import annotations

import functools
import tomllib

from ..errors import CertifyError
from .registry import DATA, namespace, parse


@functools.lru_cache(maxsize=None)
def _definitions(file: str) -> tuple[dict, list]:
    data = tomllib.loads((DATA / file).read_text(encoding="utf-8"))
    import sympy

    definitions: dict = {}
    for entry in data.get("definition", []):
        names = namespace(definitions)
        params = [names[p] for p in entry["params"]]
        definitions[entry["name"]] = sympy.Lambda(tuple(params), parse(entry["body"], names, f"definition {entry['name']}"))
    return definitions, data.get("claim", [])


def paper_formula(claim_id: str):
    """``(locator, formula)`` of the packaged claim ``claim_id`` of the form ``Eq(measure,
    formula)``: the right side compiled exactly (:func:`certify.claims.evaluate.compile_expr`)."""
    from .evaluate import compile_expr, pure_functions

    key = claim_id.split(".")[0]
    definitions, claims = _definitions(f"{key}.toml")
    entry = next((c for c in claims if c.get("id") == claim_id), None)
    if entry is None:
        raise CertifyError(f"no packaged claim {claim_id}")
    holds = parse(entry["holds"], namespace(definitions, entry.get("real", ())), f"claim {claim_id}")
    return entry.get("locator", ""), compile_expr(holds.rhs, pure_functions())
