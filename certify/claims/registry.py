"""The claims registry: every claim of the five papers, one entry each, in ``data/*.toml``.

An entry is a universally quantified statement in the registry's executable form:

    for all <vars> in their ranges with <where>:  <holds>

``holds`` and ``where`` are SymPy expressions (written with ``Eq``, ``Le``, ``And``, ...;
floats are refused: write ``5625/10000``, not ``0.5625``). They may call the game
functions of ``certify.claims.functions`` (``P(n, m)``, ``optimal(n, m, k)``, ...) and the
definitions of the paper's file (``[[definition]]``, e.g. Nica's ``q_W``). The bounded
check, the symbolic proof, the SMT-LIB export and the report are all derived from this
one parsed expression.

>>> claims = load_registry()
>>> claims["cushing.lemma-1.5.eq-6"].locator
'Eq. (6)'
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path

import sympy

from ..errors import CertifyError
from . import functions

DATA = Path(__file__).resolve().parent / "data"
PAPERS = {
    "cushing": "000_974db1f8665a9176.txt",
    "nica": "001_8f3559b1991e85c2.txt",
    "paz": "002_5870c08227d914b7.txt",
    "riddler": "003_fbecfb45ede47742.txt",
    "ab": "004_9629d80c84f51c21.txt",
}
STATUSES = ("proved", "verified", "refuted", "open")
METHODS = ("bounded", "symbolic", "both", "none")
SYMBOLS = "n m k l a b c d i j s t u v w x y z alpha beta N K L".split()
REAL_SYMBOLS = {"x", "y", "alpha", "beta", "t", "u", "v", "w"}
GAME_FUNCTIONS = functions.names()  # every function of the library (certify.claims.functions)


class GameFunction(sympy.Function):
    """A function of the game tables (``P``, ``optimal``, ...): evaluated only by bounded checks."""


class GamePredicate(sympy.Function, sympy.logic.boolalg.Boolean):
    """A true/false function of the game tables (``optimal``), usable inside ``And``/``Not``."""

    is_Boolean = True


PREDICATES = functions.predicates()


@dataclass
class Claim:
    id: str
    paper: str
    locator: str
    statement: str
    reading: str
    method: str
    expect: str
    holds: sympy.Basic | None
    where: sympy.Basic
    vars: dict[str, tuple[sympy.Basic, sympy.Basic]]
    rules: str | None
    max: int
    deep_max: int
    corrects: str | None = None
    note: str = ""
    coq: str | None = None  # "lia" or "table": the claim is also proved in Coq (certify.coq)

    @property
    def uses_game(self) -> bool:
        """Whether the claim mentions game values (so only a bounded check can settle it)."""
        if self.holds is None:
            return False
        return bool(self.holds.atoms(GameFunction, GamePredicate) | self.where.atoms(GameFunction, GamePredicate))


def namespace(definitions: dict[str, sympy.Lambda]) -> dict:
    names = {name: sympy.Symbol(name, integer=name not in REAL_SYMBOLS) for name in SYMBOLS}
    names["oo"] = sympy.oo
    names.update({name: type(name, (GamePredicate if name in PREDICATES else GameFunction,), {}) for name in GAME_FUNCTIONS})
    names.update(definitions)
    return names


def parse(text: str, names: dict, where: str) -> sympy.Basic:
    try:
        expr = sympy.S(sympy.sympify(text, locals=names, rational=False))
    except (sympy.SympifyError, SyntaxError, TypeError, ValueError) as error:
        raise CertifyError(f"{where}: cannot parse {text!r}: {error}") from None
    if expr.atoms(sympy.Float):
        raise CertifyError(f"{where}: {text!r} contains a decimal float; write it as a fraction (floats are not exact)")
    return expr


def load_file(path: Path) -> dict[str, Claim]:
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise CertifyError(f"registry {path}: {error}") from None
    definitions: dict[str, sympy.Lambda] = {}
    for entry in data.get("definition", []):
        names = namespace(definitions)
        params = [names[p] for p in entry["params"]]
        definitions[entry["name"]] = sympy.Lambda(tuple(params), parse(entry["body"], names, f"definition {entry['name']}"))
    names = namespace(definitions)
    defaults = data.get("defaults", {})
    claims: dict[str, Claim] = {}
    for entry in data.get("claim", []):
        entry = {**defaults, **entry}
        ident = entry.get("id", "?")
        where = f"registry {path.name}, claim {ident}"
        missing = [k for k in ("id", "paper", "locator", "statement", "reading", "method", "expect") if k not in entry]
        if missing:
            raise CertifyError(f"{where}: missing field(s) {', '.join(missing)}")
        key = ident.split(".")[0]
        if key not in PAPERS or entry["paper"] != PAPERS[key]:
            raise CertifyError(f"{where}: id must start with a paper key ({', '.join(PAPERS)}) matching its paper file")
        if entry["expect"] not in STATUSES or entry["method"] not in METHODS:
            raise CertifyError(f"{where}: expect must be one of {STATUSES} and method one of {METHODS}")
        variables = {}
        for var, bounds in entry.get("vars", {}).items():
            if var not in names or not isinstance(bounds, list) or len(bounds) != 2:
                raise CertifyError(f"{where}: variable {var!r} needs bounds [low, high]")
            variables[var] = tuple(parse(str(b), names, where) for b in bounds)
        holds = parse(entry["holds"], names, where) if "holds" in entry else None
        if holds is None and entry["method"] != "none":
            raise CertifyError(f"{where}: a {entry['method']} check needs 'holds'")
        if ident in claims:
            raise CertifyError(f"{where}: duplicate id")
        if entry.get("coq") not in (None, "lia", "table"):
            raise CertifyError(f"{where}: coq must be \"lia\" or \"table\", got {entry['coq']!r}")
        claims[ident] = Claim(
            id=ident,
            paper=entry["paper"],
            locator=entry["locator"],
            statement=entry["statement"].strip(),
            reading=entry["reading"].strip(),
            method=entry["method"],
            expect=entry["expect"],
            holds=holds,
            where=parse(entry.get("where", "True"), names, where),
            vars=variables,
            rules=entry.get("rules"),
            max=int(entry.get("max", 64)),
            deep_max=int(entry.get("deep_max", entry.get("max", 64) * 4)),
            corrects=entry.get("corrects"),
            note=entry.get("note", "").strip(),
            coq=entry.get("coq"),
        )
    return claims


def load_registry(path: str | Path | None = None) -> dict[str, Claim]:
    """All claims, from the packaged registry or from ``path`` (a directory or one file)."""
    path = Path(path) if path else DATA
    files = sorted(path.glob("*.toml")) if path.is_dir() else [path]
    if not files or not all(f.is_file() for f in files):
        raise CertifyError(f"no registry found at {path}")
    claims: dict[str, Claim] = {}
    for file in files:
        for ident, claim in load_file(file).items():
            if ident in claims:
                raise CertifyError(f"registry: claim {ident} appears in two files")
            claims[ident] = claim
    for claim in claims.values():
        if claim.corrects and claim.corrects not in claims:
            raise CertifyError(f"registry: claim {claim.id} corrects unknown claim {claim.corrects}")
    return claims
