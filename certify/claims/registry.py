"""The claims registry: every claim of the five papers, one entry each, in ``data/*.toml``.

An entry is a universally quantified statement in the registry's executable form:

    for all <vars> in their ranges with <where>:  <holds>

``holds`` and ``where`` are SymPy expressions (written with ``Eq``, ``Le``, ``And``, ...;
numbers are exact: ``0.5625`` is read as ``5625/10000``), parsed by a whitelisted grammar
(:mod:`certify.claims.parse`; nothing in a registry is run as code). They may call the game
functions of ``certify.claims.functions`` (``P(n, m)``, ``optimal(n, m, k)``, ...) and the
definitions of the paper's file (``[[definition]]``, e.g. Nica's ``q_W``). Every symbol is an
integer unless the claim declares it real (``real = ["x"]``; docs/semantics.md). The bounded
check, the symbolic proof, the SMT-LIB export and the report are all derived from this
one parsed expression.

>>> claims = load_registry()
>>> claims["cushing.lemma-1.5.eq-6"].locator
'Eq. (6)'
"""

from __future__ import annotations

import difflib
import functools
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import sympy

from ..checkers import STATUSES  # the status vocabulary, declared once in the trusted base
from ..errors import CertifyError, ExitCode
from ..files.resources import packaged
from ..guesswho.rules import RULES as GAME_RULES  # the rule sets a claim may name (docs/rules.md)
from . import functions
from .game_symbols import GameFunction, GamePredicate  # noqa: F401  (re-exported)
from .parse import SYMPY_CALLS, parse_expression

DATA = packaged("certify.claims", "data")
PAPERS = {
    "cushing": "000_974db1f8665a9176.txt",
    "nica": "001_8f3559b1991e85c2.txt",
    "paz": "002_5870c08227d914b7.txt",
    "riddler": "003_fbecfb45ede47742.txt",
    "ab": "004_9629d80c84f51c21.txt",
}
METHODS = ("bounded", "symbolic", "both", "none", "dag")  # dag: settled by a [[dag]] (see Dag)
ROLES = ("base", "induction", "coverage", "case", "definition", "step", "premise")  # premise: an engine check the proof rests on
SYMBOLS = "n m k l a b c d i j s t u v w x y z alpha beta N K L e f g h o p q r gamma delta".split()  # integers unless declared real
# A claim may name any other variable in its ``vars``: letters, digits and _, a letter first (the
# trusted printer's names), not a function or definition of the registry, not a word the SMT-LIB or
# Coq printers reserve, not a prefix the SMT printer gives its own names.
VARIABLE = re.compile(r"[A-Za-z][A-Za-z0-9_]{0,40}")
RESERVED = frozenset("""oo and or not ite let exists forall distinct true false div mod abs to_real to_int is_int
    select store as par fun at in if then else end match with return let fix Type Prop Set nat Z Q
    lambda def class None True False import from pass del is assert global nonlocal yield raise try except
    finally while for break continue elif async await""".split())
CLAIM_FIELDS = ("id", "paper", "locator", "statement", "reading", "method", "expect", "holds", "where", "vars", "real",
                "rules", "max", "deep_max", "corrects", "note", "coq", "normal_form", "quote", "fault",
                "reading_source", "range_reason", "cover", "counterexample")
FILE_FIELDS = ("paper", "functions", "uses", "defaults", "definition", "claim", "dag", "glue")
DEFINITION_FIELDS = ("name", "params", "body")
GAME_FUNCTIONS = functions.names()  # every function of the library (certify.claims.functions)


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
    coq: str | None = None  # "lia", "table" or "shipped": the claim is also proved in Coq (certify.coq)
    normal_form: str = ""  # "cancel": the prover compares one cancelled polynomial with 0
    quote: str = ""  # the paper's words, verbatim (required for refuted entries)
    fault: str = ""  # for refuted entries: "misprint | extraction | mathematical: why"
    reading_source: str = "paper"  # "registry" when the reading was not printed by the paper
    range_reason: str = ""  # why a bounded range settles a claim about all parameters
    cover: tuple[str, ...] = ()  # a coverage obligation: the ids of the cases it covers
    counterexample: dict | None = None  # refuted entries: {"at": {var: value}, "printed": expr, "true": expr}
    real: frozenset[str] = frozenset()  # the symbols the claim declares real (``real = ["x"]``); the others are integers

    def symbol(self, name: str) -> sympy.Symbol:
        """The claim's symbol ``name``, as its expressions hold it (:func:`symbol`)."""
        return symbol(name, self.real)

    @property
    def uses_game(self) -> bool:
        """Whether the claim mentions game values (so only a bounded check can settle it)."""
        if self.holds is None:
            return False
        return bool(self.holds.atoms(GameFunction, GamePredicate) | self.where.atoms(GameFunction, GamePredicate))


_GAME_CLASSES: dict[tuple[str, bool], type] = {}  # one SymPy class per declared function: f(n) - f(n) is 0


def symbol(name: str, real=()) -> sympy.Symbol:
    """The registry's symbol ``name``: an integer, unless it is among the ``real`` names its
    claim declares (``real = ["x"]``): then a real number (integers included). Never decided by
    the name (issue 38, item 2)."""
    return sympy.Symbol(name, real=True) if name in real else sympy.Symbol(name, integer=True)


def namespace(definitions: dict[str, sympy.Lambda], real=()) -> dict:
    """The names an expression may use: the symbols (integers unless in ``real``), ``oo``, the
    functions of the library and the registry's own, and the ``[[definition]]``s."""
    names = {name: symbol(name, real) for name in SYMBOLS}
    names["oo"] = sympy.oo
    # read now, from the live declaration: a registry may have loaded functions of its own
    names.update({name: _game_class(name, spec.predicate) for name, spec in functions.FUNCTIONS.items()})
    names.update(definitions)
    return names


def _game_class(name: str, predicate: bool) -> type:
    """The SymPy class of the registry function ``name``, the same object in every expression
    (a definition's body and the claim that applies it)."""
    key = (name, bool(predicate))
    if key not in _GAME_CLASSES:
        _GAME_CLASSES[key] = type(name, (GamePredicate if predicate else GameFunction,), {})
    return _GAME_CLASSES[key]


def parse(text: str, names: dict, where: str) -> sympy.Basic:
    """The SymPy object of a registry expression, by the whitelisted grammar of
    :mod:`certify.claims.parse` (never ``eval``: a registry is untrusted text)."""
    if not isinstance(text, str):
        raise CertifyError(f"{where}: an expression must be a string, got {text!r}")
    if re.search(r"[!=]=", text):  # Python compares structure: y != z is True before any check
        raise CertifyError(f"{where}: {text!r} uses == or !=; write Eq(a, b) or Ne(a, b)")
    return parse_expression(text, names, where)


def _used_definitions(path: Path, data: dict) -> dict[str, sympy.Lambda]:
    """The definitions of the sibling files a registry file names in its top-level ``uses``
    (so a new file can state claims about another file's ``n_lt`` without restating it)."""
    definitions: dict[str, sympy.Lambda] = {}
    uses = data.get("uses", [])
    if not isinstance(uses, list):
        raise CertifyError(f"registry {path.name}: uses must be a list of file names")
    for name in uses:
        other = path.parent / str(name)
        if other == path or not other.is_file():
            raise CertifyError(f"registry {path.name}: uses names {name!r}, not another registry file beside it")
        used = read_toml(other)
        for entry in used.get("definition", []):
            _define(definitions, entry, other)
    return definitions


def _define(definitions: dict[str, sympy.Lambda], entry, path: Path) -> None:
    """Add a ``[[definition]]`` (name, params, body) of the registry file ``path``."""
    where = f"registry {path.name}, definition {entry.get('name', '?') if isinstance(entry, dict) else '?'}"
    names = namespace(definitions)
    if (not isinstance(entry, dict) or not isinstance(entry.get("name"), str) or not entry["name"].isidentifier()
            or entry["name"].startswith("_") or not isinstance(entry.get("params"), list) or not isinstance(entry.get("body"), str)
            or not all(isinstance(p, str) and isinstance(names.get(p), sympy.Symbol) for p in entry["params"])):
        raise CertifyError(f"{where}: a definition needs a name, params (symbols among {' '.join(SYMBOLS)}) and a body")
    if entry["name"] in GAME_FUNCTIONS or entry["name"] in SYMPY_CALLS:
        raise CertifyError(f"{where}: {entry['name']} is the name of a function of the library "
                           "(docs/registry-reference.md); give the definition another name")
    params = [names[p] for p in entry["params"]]
    definitions[entry["name"]] = sympy.Lambda(tuple(params), parse(entry["body"], names, where))


def finite_range(claim: Claim) -> bool:
    """Whether a bounded check of ``claim`` covers its whole statement: every bound is free of
    the audit size N and of infinity (the range is the same finite set at every N)."""
    N = sympy.Symbol("N", integer=True)
    return all(N not in b.free_symbols and not b.has(sympy.oo, -sympy.oo) for lo, hi in claim.vars.values() for b in (lo, hi))

def _counterexample(raw, names: dict, variables: dict, where: str, real=frozenset()) -> dict | None:
    """A refuted entry's recorded smallest counterexample: the point ``at`` (every variable of
    the claim and any free parameter of its formula, integers or fractions written as strings),
    and the ``printed`` and ``true`` values there: expressions (numbers or relations) the audit
    evaluates exactly at that point."""
    if raw is None:
        return None
    if not isinstance(raw, dict) or set(raw) != {"at", "printed", "true"} or not isinstance(raw["at"], dict):
        raise CertifyError(f"{where}: counterexample needs exactly at = {{...}}, printed = \"...\" and true = \"...\"")
    if not set(variables) <= set(raw["at"]) or not set(raw["at"]) <= set(SYMBOLS) | set(variables):
        raise CertifyError(f"{where}: counterexample.at must give every variable of the claim ({', '.join(variables) or 'none'}) "
                           "and may add only the free parameters of its formula")
    at = {var: parse(str(value), names, where) for var, value in raw["at"].items()}
    if any(not value.is_Rational for value in at.values()):
        raise CertifyError(f"{where}: counterexample.at values must be exact numbers")
    fractional = [var for var, value in at.items() if not value.is_Integer and var not in real]
    if fractional:
        raise CertifyError(f"{where}: counterexample.at gives {fractional[0]} = {at[fractional[0]]}, but {fractional[0]} is an integer "
                           "(declare it real = [...] if the claim is about the reals)")
    return {"at": at, "printed": parse(str(raw["printed"]), names, where), "true": parse(str(raw["true"]), names, where),
            "text": {"printed": str(raw["printed"]), "true": str(raw["true"])}}


def _open_registry(path: Path, data: dict):
    """A registry file's own paper (its ``[paper]`` table, else None) and functions (its
    ``[functions] module = "x.py"``, relative to the file, imported by
    :mod:`certify.claims.user_functions`)."""
    from . import papers, user_functions

    table = data.get("functions")
    if table is not None:
        if not isinstance(table, dict) or set(table) != {"module"} or not isinstance(table["module"], str):
            raise CertifyError(f"registry {path.name}: [functions] needs exactly module = \"file.py\"")
        user_functions.load(path.parent / table["module"])
    return papers.declare(data.get("paper"), f"registry {path.name}")


def _open_fields(entry: dict, paper, path: Path) -> dict:
    """What a claim may leave out: ``paper`` (its file's paper, declared or implicit), ``locator``
    and ``reading`` (empty), ``method`` (inferred: a bound ``oo`` -> symbolic, else bounded)."""
    from . import papers

    entry = dict(entry)
    key = str(entry.get("id", "")).split(".")[0]
    if "paper" not in entry and key not in PAPERS:
        entry["paper"] = (paper or papers.implicit(key, path.stem)).key
    entry.setdefault("locator", "")
    entry.setdefault("reading", "")
    if "method" not in entry:
        bounds = [str(b) for pair in entry.get("vars", {}).values() if isinstance(pair, list) for b in pair]
        entry["method"] = "symbolic" if any(re.search(r"\boo\b", b) for b in bounds) else "bounded"
    return entry


def _check_paper(key: str, paper_field: str, declared, ident: str, where: str) -> None:
    """A claim's id starts with its paper's key: a seed paper's with that paper's file, or the
    key of the paper its file declares (or implies)."""
    if key in PAPERS:
        if paper_field != PAPERS[key]:
            raise CertifyError(f"{where}: id starts with the seed paper key {key!r}, so paper must be its file {PAPERS[key]!r}")
    elif declared is not None and key != declared.key:
        raise CertifyError(f"{where}: id must start with the key of this file's [paper], {declared.key!r} "
                           f"(like {declared.key}.theorem-1)")
    elif paper_field != key or "." not in ident:
        raise CertifyError(f"{where}: id must be KEY.NAME, KEY a seed paper ({', '.join(PAPERS)}) or this file's "
                           "[paper] key, and paper (if given) that key")


def _known(fields, allowed, where: str) -> None:
    """Refuse a field that is not one of ``allowed``, naming the nearest valid one (difflib)."""
    for name in fields:
        if name not in allowed:
            near = difflib.get_close_matches(str(name), allowed, n=1, cutoff=0.6)
            raise CertifyError(f"{where}: unknown field {name!r}" + (f" (did you mean {near[0]!r}?)" if near else
                               f" (the fields are {', '.join(allowed)})"))


def _ranges(claim: Claim, where: str) -> None:
    """A bounded check needs every symbol it evaluates among its ``vars``, and each numeric range
    non-empty (``[20, 1]`` is refused, not reported vacuous)."""
    if claim.method in ("bounded", "both") and claim.holds is not None:
        used = {s.name for e in (claim.holds, claim.where) for s in e.free_symbols} - set(claim.vars) - {"N"}
        if used:
            first = sorted(used)[0]
            raise CertifyError(f"{where}: {first} is used but is not among vars (a {claim.method} check enumerates "
                               f"vars = {{ {first} = [low, high] }})" if claim.vars else
                               f"{where}: missing vars: {first} is used (write vars = {{ {first} = [low, high] }})")
    order = list(claim.vars)
    for position, (var, (lo, hi)) in enumerate(claim.vars.items()):
        later = sorted({s.name for b in (lo, hi) for s in b.free_symbols} & set(order[position:]))
        if later:  # a range is evaluated with the variables before it set (an outside review: KeyError, exit 70)
            raise CertifyError(f"{where}: the range of {var} names {later[0]}, which is not declared before it in vars "
                               f"(list {later[0]} first: vars = {{ {later[0]} = [...], {var} = [...] }})")
        if claim.method in ("bounded", "both") and (lo.has(sympy.oo, -sympy.oo) or hi.has(sympy.oo, -sympy.oo)):
            raise CertifyError(f"{where}: a {claim.method} check enumerates {var}, and its range [{lo}, {hi}] is infinite "
                               "(write N, the audit's size, for 'up to the audit size', or method = \"symbolic\" "
                               "for a proof over the whole range; no method: chosen from the range)")
        if lo.is_number and hi.is_number and lo.is_finite is not False and hi.is_finite is not False and lo > hi \
                or lo == sympy.oo or hi == -sympy.oo:
            raise CertifyError(f"{where}: the range [{lo}, {hi}] of {var} is empty (write [low, high] with low <= high)")


def read_toml(path: Path) -> dict:
    """One registry file's TOML (the one reader of registry files): unreadable, exit 3; read but
    not UTF-8 TOML (or nested too deeply for the reader), exit 5."""
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except OSError as error:
        raise CertifyError.unreadable(f"registry {path}: {error.strerror or error}") from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as error:
        raise CertifyError.registry(f"registry {path}: not UTF-8 TOML ({error})") from None


def load_file(path: Path) -> dict[str, Claim]:
    data = read_toml(path)
    if not data:
        raise CertifyError(f"registry {path.name}: an empty file (a registry has [[claim]] tables: docs/registry.md)")
    _known(data, FILE_FIELDS, f"registry {path.name}")
    if not isinstance(data.get("defaults", {}), dict) or not isinstance(data.get("claim", []), list) \
            or not all(isinstance(entry, dict) for entry in data.get("claim", [])):
        raise CertifyError(f"registry {path.name}: [defaults] is a table and [[claim]] an array of tables")
    _known(data.get("defaults", {}), [f for f in CLAIM_FIELDS if f != "id"], f"registry {path.name}, [defaults]")
    for entry in data.get("definition", []):
        _known(entry if isinstance(entry, dict) else {}, DEFINITION_FIELDS, f"registry {path.name}, definition {entry.get('name', '?') if isinstance(entry, dict) else '?'}")
    paper = _open_registry(path, data)
    definitions = _used_definitions(path, data)
    for entry in data.get("definition", []):
        _define(definitions, entry, path)
    spaces: dict[frozenset, dict] = {}  # the names, per set of declared reals
    defaults = data.get("defaults", {})
    claims: dict[str, Claim] = {}
    for entry in data.get("claim", []):
        entry = {**defaults, **entry}
        ident = entry.get("id", "?")
        where = f"registry {path.name}, claim {ident}"
        _known(entry, CLAIM_FIELDS, where)
        _check_types(entry, f"registry {path.name}, claim {ident if isinstance(ident, str) else '?'}")
        if not isinstance(entry.get("vars", {}), dict):
            raise CertifyError(f"{where}: vars must be a table, like vars = {{ n = [1, 10] }}")
        entry = _open_fields(entry, paper, path)
        missing = [k for k in ("id", "paper", "locator", "statement", "reading", "method", "expect") if k not in entry]
        if missing:
            raise CertifyError(f"{where}: missing field(s) {', '.join(missing)}")
        key = ident.split(".")[0]
        _check_paper(key, entry["paper"], paper, ident, where)
        real = _declared_reals(entry.get("real", []), where)
        if real not in spaces:
            spaces[real] = namespace(definitions, real)
        names = spaces[real]
        if entry["expect"] not in STATUSES or entry["method"] not in METHODS:
            raise CertifyError(f"{where}: expect must be one of {STATUSES} and method one of {METHODS}")
        variables = {}
        declared = entry.get("vars", {})
        if not isinstance(declared, dict):
            raise CertifyError(f"{where}: vars must be a table, like vars = {{ n = [1, \"N\"] }}")
        said = f"{entry.get('where', '')} {entry.get('holds', '')}"  # a default name must be one the claim uses
        stray = sorted(name for name in real - set(declared) if name not in SYMBOLS or not re.search(rf"\b{name}\b", said))
        if stray:
            raise CertifyError(f"{where}: real names {stray[0]!r}, which is neither a variable of the claim (its vars) "
                               "nor a default name its where or holds uses (a misspelt name would leave the intended variable an integer)")
        own = [var for var in declared if var not in SYMBOLS]
        for var in own:
            _check_variable_name(var, names, where)
        if own:
            names = {**names, **{var: symbol(var, real) for var in own}}
        for var, bounds in declared.items():
            if var not in names or not isinstance(bounds, list) or len(bounds) != 2:
                raise CertifyError(f"{where}: variable {var!r} needs bounds [low, high]")
            variables[var] = tuple(parse(str(b), names, where) for b in bounds)
        holds = parse(entry["holds"], names, where) if "holds" in entry else None
        hypotheses = parse(entry.get("where", "True"), names, where)
        for field, value in (("holds", holds), ("where", hypotheses)):
            if value is not None and not _is_condition(value):
                raise CertifyError(f"{where}: {field} must be a condition (a comparison, Eq, And, a predicate, ...), "
                                   f"not the number {str(entry.get(field, ''))[:60]!r}")
        if "cover" in entry and holds is None:
            holds = sympy.false  # replaced by the disjunction of the cases (load_registry)
        if holds is None and entry["method"] not in ("none", "dag"):
            raise CertifyError(f"{where}: a {entry['method']} check needs 'holds'")
        if ident in claims:
            raise CertifyError(f"{where}: duplicate id")
        if entry.get("rules") not in (None, "", *GAME_RULES):  # a misspelt rule set, named here (it failed at run time, exit 1)
            raise CertifyError(f"{where}: rules must be one of {', '.join(GAME_RULES)} (or left out), got {str(entry['rules'])[:40]!r}")
        if entry.get("coq") not in (None, "lia", "table", "shipped"):
            raise CertifyError(f"{where}: coq must be \"lia\", \"table\" or \"shipped\", got {entry['coq']!r}")
        enumerated = sorted(real & set(variables)) if entry["method"] in ("bounded", "both") else []
        if enumerated:
            raise CertifyError(f"{where}: a {entry['method']} check enumerates integers, and {enumerated[0]} is declared real "
                               "(method = \"symbolic\" proves a claim over the reals)")
        counterexample = _counterexample(entry.get("counterexample"), names, variables, where, real)
        claims[ident] = Claim(
            id=ident,
            paper=entry["paper"],
            locator=entry["locator"],
            statement=entry["statement"].strip(),
            reading=entry["reading"].strip(),
            method=entry["method"],
            expect=entry["expect"],
            holds=holds,
            where=hypotheses,
            vars=variables,
            rules=entry.get("rules"),
            max=int(entry.get("max", 64)),
            deep_max=int(entry.get("deep_max", entry.get("max", 64) * 4)),
            corrects=entry.get("corrects"),
            note=entry.get("note", "").strip(),
            coq=entry.get("coq"),
            normal_form=entry.get("normal_form", ""),
            quote=entry.get("quote", "").strip(),
            fault=entry.get("fault", "").strip(),
            reading_source=entry.get("reading_source", "paper"),
            range_reason=entry.get("range_reason", "").strip(),
            cover=tuple(entry.get("cover", ())),
            counterexample=counterexample,
            real=real,
        )
        _ranges(claims[ident], where)
    return claims


def _check_variable_name(var, names: dict, where: str) -> None:
    """A variable of a claim's ``vars`` outside :data:`SYMBOLS`: a plain name (:data:`VARIABLE`)
    that is no function, definition or reserved word."""
    if not isinstance(var, str) or not VARIABLE.fullmatch(var) or var in RESERVED \
            or var.startswith(("pow_", "floor_", "ilog2_", "pow2_")):
        raise CertifyError(f"{where}: variable {str(var)[:40]!r} is not a variable name (letters, digits and _, "
                           "a letter first, not a reserved word such as oo, div or mod)")
    if var in names:
        raise CertifyError(f"{where}: variable {var!r} is the name of a function or definition; choose another name")


def _declared_reals(raw, where: str) -> frozenset[str]:
    """A claim's ``real`` field: the symbols it declares real, a list of variable names
    (``N``, the audit size, is an integer)."""
    if not isinstance(raw, list) or not all(isinstance(name, str) for name in raw):
        raise CertifyError(f"{where}: real must be a list of symbol names, like real = [\"x\", \"y\"]")
    unknown = [name for name in raw if name == "N" or not VARIABLE.fullmatch(name) or name in RESERVED]
    if unknown:
        raise CertifyError(f"{where}: real names {unknown[0]!r}, not a variable that may be real "
                           "(N, the audit size, is an integer)")
    return frozenset(raw)


@dataclass
class DagNode:
    claim: str
    role: str
    children: tuple["DagNode", ...] = ()
    finite: bool = False  # the claim's range is free of N and finite: its exact check covers the whole statement


@dataclass
class Dag:
    """A proof DAG (registry ``[[dag]]``): the theorem claim ``theorem`` (method ``dag``) is
    proved when every node is (a ``base`` node may instead be a finite instance verified
    exactly against the certified table: that check covers its whole statement); the claims in ``proves`` (bounded statements of the same
    theorem) then become proved too. A ``coverage`` node's children are the cases it covers."""

    theorem: str
    nodes: tuple[DagNode, ...]
    proves: tuple[str, ...]
    premises: str
    well_founded: str
    file: str = ""
    directory: str = ""  # the registry it was loaded from (its [[glue]] is checked there)

    def walk(self):
        """Every node, depth first, with its depth."""
        stack = [(node, 0) for node in reversed(self.nodes)]
        while stack:
            node, depth = stack.pop()
            yield node, depth
            stack.extend((child, depth + 1) for child in reversed(node.children))


def _hypotheses(claim: Claim) -> list[sympy.Basic]:
    """A claim's hypotheses as its proof uses them: finite bounds free of N, and ``where``."""
    N = sympy.Symbol("N", integer=True)
    out = []
    for var, (lo, hi) in claim.vars.items():
        v = claim.symbol(var)
        for rel in (sympy.Le(lo, v) if N not in lo.free_symbols and lo.is_finite is not False else None,
                    sympy.Le(v, hi) if N not in hi.free_symbols and hi.is_finite is not False else None):
            if rel is not None:
                out.append(rel)
    if claim.where != sympy.true:
        out.append(claim.where)
    return out


def _resolve_cover(claims: dict[str, Claim]) -> None:
    """A coverage claim's formula is derived from its cases: the disjunction of their hypotheses
    (so the obligation 'context implies some case applies' is never written by hand)."""
    for claim in claims.values():
        if not claim.cover:
            continue
        disjuncts = []
        for case in claim.cover:
            if case not in claims:
                raise CertifyError(f"registry: coverage claim {claim.id} names unknown case {case}")
            extra = set(claims[case].vars) - set(claim.vars)
            if extra:
                raise CertifyError(f"registry: case {case} has variables {sorted(extra)} that coverage claim {claim.id} does not quantify")
            disjuncts.append(sympy.And(*_hypotheses(claims[case])))
        claim.holds = sympy.Or(*disjuncts)


def _node(entry, where: str) -> DagNode:
    if not isinstance(entry, dict) or "claim" not in entry or entry.get("role") not in ROLES:
        raise CertifyError(f"{where}: each node needs a claim and a role in {ROLES}")
    return DagNode(entry["claim"], entry["role"])


TEXT_FIELDS = ("id", "paper", "locator", "statement", "reading", "method", "expect", "holds", "where", "rules",
               "corrects", "note", "coq", "normal_form", "quote", "fault", "reading_source", "range_reason")


def _check_types(entry: dict, where: str) -> None:
    """Each field of a claim of the type it is read as: text, or an audit size (an integer >= 2,
    as ``--max``); a wrong one is one line (exit 5), not an internal error."""
    for field in TEXT_FIELDS:
        if field in entry and not isinstance(entry[field], str):
            raise CertifyError(f"{where}: {field} must be a string, got {type(entry[field]).__name__} {entry[field]!r:.40}")
    for field in ("max", "deep_max"):
        if field in entry and (type(entry[field]) is not int or entry[field] < 2):
            raise CertifyError(f"{where}: {field} must be an integer >= 2 (an audit size, as --max), got {entry[field]!r:.40}")


def _is_condition(value) -> bool:
    """A claim's ``holds`` or ``where`` is true or false: a Boolean (comparisons, Eq, And, ...,
    a game predicate), or a Piecewise of them; a number (``n + 1``) is refused, not read by its truthiness."""
    if isinstance(value, sympy.Piecewise):
        return all(_is_condition(case.expr) for case in value.args)
    if isinstance(value, sympy.Symbol):  # a SymPy symbol is also a Boolean: a bare variable (n) is a number here
        return False
    return isinstance(value, sympy.logic.boolalg.Boolean)


def _registry_errors(load):
    """A registry that cannot be used exits 5 (:meth:`CertifyError.registry`), not 1, the code of
    a regression; limits (4) and unreadable files (3) keep theirs."""
    @functools.wraps(load)
    def checked(*args, **kwargs):
        try:
            return load(*args, **kwargs)
        except CertifyError as error:
            if error.exit_code == ExitCode.INVALID:
                raise CertifyError.registry(str(error)) from None
            raise
    return checked


@_registry_errors
def load_dags(path: str | Path | None = None, claims: dict[str, Claim] | None = None, tables=None) -> list[Dag]:
    """Every ``[[dag]]`` of the registry, with coverage nodes expanded into their cases (``tables``:
    its files' TOML as already read, by file)."""
    path = Path(path) if path else DATA
    files = sorted(path.glob("*.toml")) if path.is_dir() else [path]
    claims = claims if claims is not None else load_registry(path)
    dags = []
    contents = dict(tables) if tables is not None else {file: read_toml(file) for file in files}
    extra: dict[str, list] = {}  # a [[glue]] may add nodes to its DAG (from the glue's own file)
    for data in contents.values():
        glues = data.get("glue", [])
        if not isinstance(glues, list) or not all(isinstance(g, dict) for g in glues):
            raise CertifyError("registry: [[glue]] must be an array of tables (write [[glue]] before [[glue.region]])")
        for glue in glues:
            extra.setdefault(glue.get("theorem"), []).extend(glue.get("nodes", []))
    for file, data in contents.items():
        for entry in data.get("dag", []):
            where = f"registry {file.name}, dag {entry.get('theorem', '?')}"
            if entry.get("theorem") not in claims or claims[entry["theorem"]].method != "dag":
                raise CertifyError(f"{where}: theorem must be a claim with method = \"dag\"")
            nodes = []
            for raw in [*entry.get("nodes", []), *extra.pop(entry.get("theorem"), [])]:
                node = _node(raw, where)
                if node.claim not in claims:
                    raise CertifyError(f"{where}: unknown node claim {node.claim}")
                node.finite = finite_range(claims[node.claim]) and claims[node.claim].method in ("bounded", "both")
                if node.role == "coverage":
                    node.children = tuple(DagNode(case, "case") for case in claims[node.claim].cover)
                nodes.append(node)
            for ident in entry.get("proves", []):
                if ident not in claims:
                    raise CertifyError(f"{where}: proves unknown claim {ident}")
            if not nodes or not str(entry.get("well_founded", "")).strip():
                raise CertifyError(f"{where}: a dag needs nodes and a well_founded statement")
            dags.append(Dag(entry["theorem"], tuple(nodes), tuple(entry.get("proves", [])),
                            str(entry.get("premises", "")).strip(), str(entry["well_founded"]).strip(), file.name,
                            str(path)))
    if any(extra.values()):
        raise CertifyError(f"registry: a [[glue]] adds nodes to no DAG: {', '.join(t for t in extra if extra[t])}")
    return dags


@_registry_errors
def load_registry(path: str | Path | None = None, parse_file=None) -> dict[str, Claim]:
    """All claims, from the packaged registry or from ``path`` (a directory or one file), each
    file parsed by ``parse_file`` (default :func:`load_file`; :mod:`certify.claims.loading` passes
    its cached parse); a registry that cannot be used is one line and exit 5."""
    path = Path(path) if path else DATA
    files = sorted(path.glob("*.toml")) if path.is_dir() else [path]
    if not files or not all(f.is_file() for f in files):
        raise CertifyError(f"no registry found at {path}")
    claims: dict[str, Claim] = {}
    for file in files:
        for ident, claim in (parse_file or load_file)(file).items():
            if ident in claims:
                raise CertifyError(f"registry: claim {ident} appears in two files")
            claims[ident] = claim
    if not claims:
        raise CertifyError(f"registry {path}: no claim (a registry has [[claim]] tables: docs/registry.md)")
    _resolve_cover(claims)
    for claim in claims.values():
        if claim.corrects and claim.corrects not in claims:
            raise CertifyError(f"registry: claim {claim.id} corrects unknown claim {claim.corrects}")
    return claims
