"""What a bundle may claim: each manifest record bound to a registry the user trusts (issue 21),
for :mod:`.bundle`. Imports the standard library and the trusted base only (``tomllib`` reads
the registry; nothing is evaluated: no SymPy, no ``eval``).

The registry is the packaged one (``certify/claims/data/*.toml``), the file or directory the
user names (``certify check DIR --registry FILE``), or the bundle's own copy (``DIR/registry``,
``copy``); its digest (:func:`digest`) is the sha256 of the lines ``NAME sha256(bytes)`` of its
files and of the functions modules they name (:func:`module_files`, never run here), sorted by
name, and is printed with the verdict (a bundle's copy is read as the bundle's files are: no
symlink). A record is accepted only if:

* its ``id`` is a claim of the registry and its ``statement`` is the registry's, word for word;
* its game tables (evidence kind ``table``) are for the claim's rules (a claim naming no rules lists none);
* its status is what the registry expects, or ``open`` (asserts nothing), or ``verified``
  where ``proved`` is expected (a bounded check, weaker than the proof: ``--only`` subsets);
* a ``proved`` record of a claim settled by a proof DAG (the registry's ``[[dag]]``, with the
  nodes its ``[[glue]]`` adds: the lemmas the glue reads) has every node of the DAG in the same
  bundle, proved where the registry expects it proved (only a finite ``base`` or a ``premise``
  may be verified instead, a ``case`` vacuous: :meth:`Registry.settles`), and a claim of a DAG's ``proves``
  proved through it (no obligation of its own) has that DAG's theorem proved in the bundle and
  a ``[[glue.promote]]`` entry whose obligations imply its statement, not one that reads it
  (:func:`.dag_glue.promoted`; :meth:`Registry.rests_on`);
* a ``verified`` record's range ``N``, and a ``vacuous`` one's without obligations (its points are
  its evidence), is at least the registry's audit size (``max``, default 64);
* its expression (``vars``, ``where``, ``holds``; not ``N``) has the sha256 that the
  expression index (``bundle_registry.json`` beside this file) records for the claim, and the
  registry file the claim comes from (with the files it ``uses``) is byte for byte the one the
  index was made from (else the claim cannot be bound without the tool: reported);
* a ``proved`` record's SMT-LIB2 obligations are named by the claims the index lists for it
  (its own, or its proof DAG's nodes', then its glue), in order, and each is one the exporter
  writes for that claim (:func:`smt2_digest`, lets expanded), after
  :func:`.smt.obligation_commands` accepted their commands: a consistency check. What the
  solvers run is rebuilt by :mod:`._bundle_claim` from the expression trees this module binds
  (:meth:`Registry.tree`, a DAG node's digest) with :mod:`._smt_print`, or for a glue
  obligation written by :mod:`.dag_glue` from this registry (:meth:`Registry.glue`).

The index is written by ``python -m certify.audit.bundle --index`` (the SymPy export of each
claim's expression, the digests of the SMT-LIB2 texts the tool writes for it, no solver run)
and is committed beside the registry; ``tests/test_forgery.py`` regenerates it and requires it
unchanged. Trusted: the registry, the index's expression digests (as the export of that
registry), Python's ``tomllib``; not the obligation digests (no bundle file runs).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import tomllib
from pathlib import Path

from certify.checkers import LIMIT, UNREADABLE, CheckError
from certify.checkers._bundle_files import read_inside
from certify.checkers.strict_io import read_bytes

PACKAGED = Path(__file__).resolve().parent.parent / "claims" / "data"
BOARDS = Path(__file__).resolve().parent.parent / "adversary" / "data"  # the boards paz_board reads (board24.toml)
INDEX = Path(__file__).resolve().with_name("bundle_registry.json")
INDEX_FORMAT = "certify-registry-index/1"
MAX_REGISTRY = 16 << 20  # bytes of registry text
MAX_EXPANDED = 2_000_000  # nodes of an obligation with its lets expanded
_ATOM = re.compile(r"\s+|;[^\n]*|\(|\)|\|[^|\\]*\||[^\s()|;]+")
WEAKER = {"proved": {"proved", "verified", "open"}, "verified": {"verified", "open"},
          "refuted": {"refuted", "open"}, "open": {"open"}, "vacuous": {"vacuous", "open"}}


def canonical(doc) -> bytes:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True).encode()


def tree_digest(expression: dict) -> str:
    """The sha256 of a claim's expression without its range ``N`` (vars, where, holds, and
    real: the variables it declares real, when it declares any)."""
    return hashlib.sha256(canonical({k: expression[k] for k in ("vars", "where", "holds", "real") if k in expression})).hexdigest()


def shaped(expression) -> bool:
    """Whether a claim's expression has its keys: N, vars, where, holds, and perhaps real."""
    return isinstance(expression, dict) and {"N", "vars", "where", "holds"} <= set(expression) <= {"N", "vars", "where", "holds", "real"}


def smt2_digest(text: str) -> str:
    """sha256 of an obligation's commands with every ``let`` expanded (z3 places its lets and
    names them by memory order, so two exports of one claim differ only there), comments and
    ``set-info`` dropped, one command a line. The expansion is priced (exit 4 beyond
    MAX_EXPANDED nodes)."""
    stack, budget = [[]], [MAX_EXPANDED]
    for match in _ATOM.finditer(text):
        token = match.group()
        if token[0].isspace() or token[0] == ";":
            continue
        if token == "(":
            stack.append([])
        elif token == ")" and len(stack) > 1:
            done = stack.pop()
            stack[-1].append(done)
        else:
            stack[-1].append(token)
    if len(stack) != 1:
        raise CheckError("SMT-LIB2 obligation: unbalanced parentheses")

    def expand(node, env, depth=0):
        budget[0] -= 1
        if budget[0] < 0 or depth > 2000:
            raise CheckError(f"SMT-LIB2 obligation: its lets expand beyond {MAX_EXPANDED} nodes", LIMIT)
        if isinstance(node, str):
            return env.get(node, node)
        if len(node) == 3 and node[0] == "let" and isinstance(node[1], list):
            inner = dict(env)
            for binding in node[1]:
                if not isinstance(binding, list) or len(binding) != 2 or not isinstance(binding[0], str):
                    raise CheckError("SMT-LIB2 obligation: a malformed let")
                inner[binding[0]] = expand(binding[1], env, depth + 1)
            return expand(node[2], inner, depth + 1)
        return "(" + " ".join(expand(a, env, depth + 1) for a in node) + ")"

    import sys

    old = sys.getrecursionlimit()
    sys.setrecursionlimit(max(old, 5000))
    try:
        lines = [expand(c, {}) for c in stack[0] if not (isinstance(c, list) and c[:1] == ["set-info"])]
    finally:
        sys.setrecursionlimit(old)
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def _copy_of_bundle(root: Path) -> bool:
    """Whether ``root`` is a bundle's copy of its registry (``DIR/registry`` beside ``DIR/manifest.json``)."""
    return root.name == "registry" and os.path.lexists(root.parent / "manifest.json")


def _read(root: Path, name: str, most: int) -> bytes:
    """A file of the registry; in a bundle's copy, read as the bundle's files are (no symlink at any step)."""
    return read_inside(root.parent, f"registry/{name}", most) if _copy_of_bundle(root) else read_bytes(root / name, most)


def registry_files(path=None) -> list[tuple[str, bytes]]:
    """The registry's TOML files (name, bytes), regular files only (in a bundle's copy, no
    symlink: :func:`._bundle_files.read_inside`), sorted by name."""
    root = Path(path) if path is not None else PACKAGED
    try:
        names = sorted(p for p in root.iterdir() if p.suffix == ".toml") if root.is_dir() else [root]
    except OSError as error:
        raise CheckError(f"registry {root}: {error.strerror}", UNREADABLE) from None
    if not names:
        raise CheckError(f"registry {root}: no .toml file", UNREADABLE)
    found, total = [], 0
    for name in names:
        try:
            data = _read(name.parent, name.name, MAX_REGISTRY - total)
        except CheckError as error:
            raise CheckError(f"registry {name}: {error}", error.exit_code) from None
        total += len(data)
        found.append((name.name, data))
    return found


def digest(files, modules=()) -> str:
    """The registry's digest: sha256 of the lines ``NAME sha256(bytes)`` of its TOML files and of
    the functions modules they name (:func:`module_files`; a module's line names it by its file
    name), sorted by name: a registry whose functions module changed is another registry."""
    lines = sorted(f"{name} {hashlib.sha256(data).hexdigest()}\n" for name, data in [*files, *modules])
    return hashlib.sha256("".join(lines).encode()).hexdigest()


def module_files(path, files, copy: bool = False) -> list[tuple[str, bytes]]:
    """The functions modules (Python, never run here) that the registry's files name in a
    ``[functions]`` table, with the helpers each imports from its folder (:func:`helpers`; in a
    bundle's copy, nothing else beside them), as (file name, bytes), sorted: each relative to the registry file
    that names it, or in a bundle's copy (``copy``: ``DIR/registry``) beside it under its file
    name, as the writer copies it (a copy naming it by a path, or a symlink, is refused: the
    module loaded must be the one the digest binds). A named module that is missing is an
    unusable registry (3)."""
    root = Path(path) if path is not None else PACKAGED
    root = root if root.is_dir() else root.parent
    found = {}
    for name, data in files:
        try:
            table = tomllib.loads(data.decode("utf-8")).get("functions")
        except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError):
            continue  # reported by the registry's reader
        if not isinstance(table, dict) or not isinstance(table.get("module"), str):
            continue
        module = root / (Path(table["module"]).name if copy else table["module"])
        if copy and (Path(table["module"]).name != table["module"] or module.is_symlink()):  # loaded where it is bound
            raise CheckError(f"registry {name}: the bundle's copy names its functions module {table['module'][:80]!r}, not a "
                             "file beside it: check the bundle against the registry it was written from (--registry FILE)",
                             UNREADABLE)
        if module.suffix != ".py" or module.name.endswith(".toml"):
            raise CheckError(f"registry {name}: its functions module {table['module'][:80]} is not a .py file", UNREADABLE)
        try:
            found[module.name] = _read(module.parent, module.name, MAX_REGISTRY)
            for helper in helpers(module.parent, found[module.name], set(found)):  # the modules it imports from its folder
                found[helper] = _read(module.parent, helper, MAX_REGISTRY)
        except CheckError as error:
            raise CheckError(f"registry {name}: its functions module {table['module'][:80]}: {error}", UNREADABLE) from None
    if copy and found:  # nothing else beside them that an import could take instead (a package, __pycache__, a .so)
        extra = sorted(set(os.listdir(root)) - set(found) - {n for n, _ in files} - {"ab-strategies.json"})
        if extra:
            raise CheckError(f"the bundle's registry copy holds {extra[0][:80]!r}, which its digest does not bind", UNREADABLE)
    return [(name, found[name]) for name in sorted(found)]


def helpers(folder: Path, source: bytes, seen: set) -> list[str]:
    """The helper modules (``X.py`` in ``folder``, beside the functions module) that ``source``
    imports (``import X``, ``from X import ...``; read with :mod:`ast`, never run), and theirs,
    not in ``seen`` (added): part of the registry, so copied into a bundle and in its digest."""
    import ast

    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return []  # the loader reports it
    names = []
    for node in ast.walk(tree):
        for top in ([a.name for a in node.names] if isinstance(node, ast.Import) else
                    [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module else []):
            name = top.split(".")[0] + ".py"
            if name not in seen and os.path.lexists(folder / name):
                seen.add(name)
                names += [name, *helpers(folder, _read(folder, name, MAX_REGISTRY), seen)]
    return names


class Registry:
    """The claims a bundle may state: ``claims`` id -> {statement, expect, file}, ``files``
    name -> sha256, ``uses`` name -> the sibling files it uses, ``digest``; and the index."""

    def __init__(self, path=None, index=None, copy: bool = False):
        files = registry_files(path)
        modules = module_files(path, files, copy) if path is not None else []
        self.digest = digest(files, modules)
        self.files = {name: hashlib.sha256(data).hexdigest() for name, data in files}
        self.modules = {name: hashlib.sha256(data).hexdigest() for name, data in modules}  # file name -> sha256
        self.copy = copy  # the bundle's own copy (DIR/registry), not a registry the user named
        self.claims, self.uses, self.dags = {}, {}, {}  # dags: claim proved through a DAG -> its (node, role)s
        settles, added = {}, []  # a DAG's theorem -> the claims it settles; the nodes glues add
        self.promoters: dict[str, list[str]] = {}  # a claim of DAGs' proves -> those DAGs' theorems
        root = (Path(path) if Path(path).is_dir() else Path(path).parent) if path is not None else PACKAGED
        self.functions: list[str] = []  # the functions modules (Python): run only in an isolated child (_isolated.UserFunctions)
        for name, data in files:
            try:
                doc = tomllib.loads(data.decode("utf-8"))
            except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as error:
                raise CheckError(f"registry {name}: not TOML: {type(error).__name__}: {error}"[:240], UNREADABLE) from None
            table = doc.get("functions")
            if path is not None and isinstance(table, dict) and isinstance(table.get("module"), str):  # not its helpers
                module = str((root / (Path(table["module"]).name if copy else table["module"])).resolve())
                self.functions += [module] if module not in self.functions else []
            defaults = doc.get("defaults", {}) if isinstance(doc.get("defaults", {}), dict) else {}
            self.uses[name] = [u for u in doc.get("uses", []) if isinstance(u, str)] if isinstance(doc.get("uses"), list) else []
            for dag in doc.get("dag", []) if isinstance(doc.get("dag"), list) else []:  # what a DAG's proof rests on
                if isinstance(dag, dict) and isinstance(dag.get("nodes"), list):
                    nodes = [(n.get("claim"), n.get("role")) for n in dag["nodes"] if isinstance(n, dict)]
                    for settled in [dag.get("theorem"), *(dag.get("proves") or [])]:
                        self.dags[settled] = self.dags.get(settled, []) + nodes
                        settles.setdefault(dag.get("theorem"), []).append(settled)
                    for settled in dag.get("proves") or []:
                        self.promoters.setdefault(settled, []).append(dag.get("theorem"))
            for glue in doc.get("glue", []) if isinstance(doc.get("glue"), list) else []:  # nodes a glue adds to its DAG
                if isinstance(glue, dict) and isinstance(glue.get("nodes"), list):
                    added.append((glue.get("theorem"), [(n.get("claim"), n.get("role")) for n in glue["nodes"] if isinstance(n, dict)]))
            for entry in doc.get("claim", []) if isinstance(doc.get("claim"), list) else []:
                entry = {**defaults, **entry} if isinstance(entry, dict) else {}
                if not all(isinstance(entry.get(k), str) for k in ("id", "statement", "expect")) or entry["id"] in self.claims:
                    raise CheckError(f"registry {name}: a claim without id, statement or expect, or listed twice", UNREADABLE)
                size, bounds = entry.get("max", 64), entry.get("vars", {})
                finite = isinstance(bounds, dict) and all(isinstance(b, list) and all(  # no bound of N or infinity
                    type(x) is int or isinstance(x, str) and not re.search(r"\bN\b|oo", x) for x in b) for b in bounds.values())
                self.claims[entry["id"]] = {"statement": entry["statement"].strip(), "expect": entry["expect"], "file": name,
                                            "rules": entry.get("rules"), "max": size if type(size) is int else 64,
                                            "finite": finite}
        for theorem, nodes in added:
            for settled in settles.get(theorem, []):
                self.dags[settled] = self.dags[settled] + nodes
        self.index = load_index(INDEX if index is None else index)
        self.root, self.glues = Path(path) if path is not None else PACKAGED, None

    def bind(self, record: dict) -> None:
        """Refuse a record that states something else than this registry (see the module)."""
        claim = self.claims.get(record["id"])
        if claim is None:
            raise CheckError(f"not a claim of the registry {self.digest[:16]}")
        if record.get("statement") != claim["statement"]:
            raise CheckError("its statement differs from the registry's")
        if record["status"] not in WEAKER.get(claim["expect"], ()):
            raise CheckError(f"status {record['status']}, but the registry expects {claim['expect']}")
        if record["status"] == "open":
            return
        tables = [item.get("key") for item in record.get("evidence", []) if isinstance(item, dict) and item.get("kind") == "table"] \
            if isinstance(record.get("evidence"), list) else []
        if any(key != claim["rules"] or key is None for key in tables):  # a claim naming no rules reads no table
            raise CheckError(f"its table evidence is for rules {tables}, the registry's claim is about "
                             f"{claim['rules'] or 'no rules (it reads no game table)'}")
        known = self.index["claims"].get(record["id"])
        if known is None or any(self.files.get(f) != self.index["files"].get(f) or f not in self.files
                                for f in [claim["file"], *self.uses.get(claim["file"], [])]):
            raise CheckError("its registry text differs from the one the expression index was made from "
                             "(regenerate the index with the tool: python -m certify.audit.bundle --index)")
        expression, want = record.get("claim"), known.get("tree")
        if want is None:  # the registry gives no expression to export (a proof DAG's theorem)
            if expression is not None or record["status"] != "proved":
                raise CheckError("the registry exports no expression for this claim; only its proof can be re-derived")
        elif not shaped(expression):
            raise CheckError("the claim's expression (N, vars, where, holds) is missing or malformed")
        elif tree_digest(expression) != want:
            raise CheckError("its expression (vars, where, holds) differs from the registry's")
        counted = record["status"] == "verified" or record["status"] == "vacuous" and not record.get("evidence")
        if counted and isinstance(expression, dict) and type(expression.get("N")) is int \
                and expression["N"] < claim["max"]:  # a shrunk range (its evidence: the points of it) states less
            raise CheckError(f"{record['status']} up to N = {expression['N']} only, below the registry's audit size {claim['max']}")

    def settles(self, node: str, role) -> tuple[str, ...]:
        """The statuses in which a DAG node settles its part of a proof (docs/registry-reference.md,
        ``[[dag]]``): proved where the registry expects it proved, except a finite ``base`` and a
        ``premise`` (verified: an exact check over their range) and a vacuous ``case``."""
        claim = self.claims.get(node, {})
        weaker = ("verified",) if role == "premise" or role == "base" and claim.get("finite") else ()
        if claim.get("expect") == "proved":
            return ("proved", *weaker)
        return ("proved", "verified", *(("vacuous",) if role == "case" else ()))

    def rests_on(self, records) -> None:
        """Refuse a proved DAG claim whose nodes (its glue's lemmas among them) are not all in
        ``records``, each as settled as :meth:`settles` requires."""
        status = {r.get("id"): r.get("status") for r in records if isinstance(r, dict)}
        for ident, state in status.items():
            missing = [n for n, role in self.dags.get(ident, []) if status.get(n) not in self.settles(n, role)]
            if state == "proved" and missing:
                raise CheckError(f"claim {ident}: proved by a proof DAG whose node {missing[0]} is "
                                 f"{status.get(missing[0]) or 'absent'} in this bundle")
            if state == "proved" and ident in self.dags:
                from certify.checkers import dag_glue

                if dag_glue.unlinked(self.root, ident):
                    raise CheckError(f"claim {ident}: proved by a proof DAG whose glue implies the statement of no claim "
                                     f"of its proves (no [[glue.promote]] with a holds obligation)")
            if state == "proved" and ident in self.promoters and self.obligations(ident) != [ident]:  # through a DAG
                from certify.checkers import dag_glue

                if not any(status.get(theorem) == "proved" and dag_glue.promoted(self.root, theorem).get(ident) == "statement"
                           for theorem in self.promoters[ident]):
                    raise CheckError(f"claim {ident}: proved through a proof DAG's proves, but no proved DAG of this bundle "
                                     f"has a promotion whose obligations imply its statement")

    def obligations(self, ident: str) -> list[str]:
        """The claims whose obligations a proved claim lists, in evidence order (its own, or
        its proof DAG's nodes'), from the index."""
        return self.index["claims"].get(ident, {}).get("smt2", [])

    def tree(self, ident: str) -> str | None:
        """The digest of claim ``ident``'s expression (:func:`tree_digest`), from the index."""
        return self.index["claims"].get(ident, {}).get("tree")

    def glue(self, key: str) -> str:
        """The text of glue obligation ``THEOREM.glue.NAME``, written by :mod:`.dag_glue` from
        this registry's ``[[glue]]`` tables (not read from the bundle)."""
        if self.glues is None:
            from certify.checkers import dag_glue

            self.glues = {f"{theorem}.glue.{name}": text
                          for theorem, made in dag_glue.obligations(self.root).items() for name, text in made}
        if key not in self.glues:
            raise CheckError(f"{key[:80]}: no such glue obligation in the registry")
        return self.glues[key]

    def strategies(self) -> dict:
        """The AB-game figure of each transcribed strategy: key -> [digits, symbols, tree], from
        the registry's ``ab-strategies.json`` (none: {})."""
        if not hasattr(self, "_strategies"):
            self._strategies = {}
            folder = self.root if self.root.is_dir() else self.root.parent
            if os.path.lexists(folder / "ab-strategies.json"):
                from certify.checkers.strict_io import parse_json

                doc = parse_json(_read(folder, "ab-strategies.json", MAX_REGISTRY).decode("utf-8"))
                self._strategies = {key: [tree.get("digits"), tree.get("symbols"), tree.get("tree")] for key, tree in doc.items()
                                    if isinstance(tree, dict)} if isinstance(doc, dict) else {}
        return self._strategies

    def board(self, key) -> list | None:
        """The board ``key`` (``board24``) that the claim functions read, as its certificate lists
        it: [characters, traits, matrix], from the package's data (``paz_board``'s board), or None."""
        if key != "board24":
            return None
        doc = tomllib.loads(read_bytes(BOARDS / "board24.toml", MAX_REGISTRY).decode("utf-8"))
        traits, rows = list(doc["traits"]), doc["characters"]
        return [list(rows), traits, [[1 if t in has else 0 for t in traits] for has in rows.values()]]

    def coq(self, ident: str) -> dict | None:
        """Claim ``ident``'s Coq theorem from the index: ``module``, ``theorem`` and its file's
        text up to the proof (``statement``, printed from the registry by certify/coq/claims.py)."""
        found = self.index["claims"].get(ident, {}).get("coq")
        return found if isinstance(found, dict) and all(isinstance(found.get(k), str) for k in
                                                        ("module", "theorem", "statement")) else None

    def coq_statements(self) -> dict:
        """Each claim module's (statement, theorem), for :class:`.coq.Development`."""
        return {found["module"]: (found["statement"], found["theorem"])
                for found in map(self.coq, self.index["claims"]) if found is not None}

    def allowed(self, ident: str) -> list[str]:
        """The digests of the obligations the exporter writes for claim ``ident``."""
        return self.index["claims"].get(ident, {}).get("obligation", [])


def load_index(path) -> dict:
    from certify.checkers.strict_io import parse_json

    try:
        doc = parse_json(read_bytes(path, 64 << 20).decode("utf-8"), depth=8)
    except (CheckError, UnicodeDecodeError) as error:
        raise CheckError(f"expression index {path}: {error}", getattr(error, "exit_code", UNREADABLE)) from None
    if not isinstance(doc, dict) or doc.get("format") != INDEX_FORMAT or not isinstance(doc.get("claims"), dict) \
            or not isinstance(doc.get("files"), dict):
        raise CheckError(f"expression index {path}: not a {INDEX_FORMAT} document", UNREADABLE)
    return doc
# Line bound: under 420 lines (tests/test_trusted_base.py holds the module to it).
