"""The registry as one value (:class:`Registry`): parsed once per process, and each file's parse
cached across processes by content digest.

``load(path)`` is how every part of certify gets the registry (the audit carries the value it
loaded to the mutation analysis, the bundle, Coq and both reports). Parsing the shipped
registry (:func:`certify.claims.registry.load_file`: about 4,000 SymPy expressions) takes
16 s or more; the parse of a file depends only on its bytes, the bytes of the files it ``uses``,
the names of the claim functions declared when it is read, and the code that parses it, so it
is kept under a user cache directory keyed on the sha256 of all of these (and of the Python,
SymPy and certify versions). A cache file is a header, the sha256 of its payload and a pickle of
the file's claims; one whose digest, owner or permissions do not check out (a file of another
user, or one others may write, is never unpickled), or that does not unpickle to a dict of
claims under their own ids, is ignored and rebuilt, never trusted blindly. The cache is a
speed-up of the engine's side: the checkers (:mod:`certify.checkers`) never read it.

The cache directory: ``$CERTIFY_CACHE`` (``off``: no cache across processes), else
``$XDG_CACHE_HOME/certify``, else ``~/.cache/certify``.
"""

from __future__ import annotations

import contextlib
import dataclasses
import functools
import hashlib
import io
import os
import pickle
import stat
import sys
import tempfile
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType

import sympy
from sympy import Basic

from .._version import __version__
from ..errors import CertifyError
from ..files.cache import cache_root, prune
from . import functions, registry
from .registry import DATA, Claim, Dag, GameFunction, GamePredicate

CACHE_FORMAT = b"certify-registry-cache 1\n"


@dataclass(frozen=True, eq=False)
class Registry:
    """The parsed registry: its claims (registry order), the theorems of its ``[[glue]]`` tables,
    its proof DAGs (:func:`certify.claims.registry.load_dags`) and where it was read from."""

    source: Path | None  # what the user named (None: the packaged registry), for functions that read a path
    claims: Mapping[str, Claim]  # read-only: every part of the run sees the same claims
    glue_theorems: tuple[str, ...]
    digest: str  # sha256 of everything its parse depends on
    tables: Mapping[Path, dict] = dataclasses.field(default_factory=dict)  # each file's TOML, as read (never changed)

    def table_of(self, claim_id: str) -> tuple[Path, dict]:
        """The file (path and TOML table) whose ``[[claim]]`` list has ``claim_id``."""
        for file, table in self.tables.items():
            if any(isinstance(entry, dict) and entry.get("id") == claim_id for entry in table.get("claim", [])):
                return file, table
        raise CertifyError(f"claim {claim_id} is not in the registry")

    @property
    def path(self) -> Path:
        return self.source if self.source is not None else DATA

    @functools.cached_property
    def dags(self) -> tuple[Dag, ...]:
        return tuple(registry.load_dags(self.path, dict(self.claims), self.tables or None))

    def selected_ids(self, only: str | None) -> set[str]:
        """The claims ``--only PREFIX`` checks: those whose id starts with the prefix and, for each
        of them that a proof DAG settles, every node of that DAG (its glue's nodes and a coverage
        node's cases included), transitively: a DAG's root is settled from its nodes' statuses in
        this run. A claim in a DAG's ``proves`` brings that DAG's root (it is proved only when the
        root is). Without a prefix: every claim."""
        if only is None:
            return set(self.claims)
        follows: dict[str, list[str]] = {}
        for dag in self.dags:
            follows.setdefault(dag.theorem, []).extend(node.claim for node in dag.nodes)
            for part in dag.proves:
                follows.setdefault(part, []).append(dag.theorem)
        chosen: set[str] = set()
        pending = [ident for ident in self.claims if ident.startswith(only)]
        while pending:
            ident = pending.pop()
            if ident not in chosen:
                chosen.add(ident)
                pending.extend(follows.get(ident, []))
                pending.extend(self.claims[ident].cover)
        return chosen

    def select(self, only: str | None) -> list[Claim]:
        """The claims ``--only PREFIX`` checks (:meth:`selected_ids`), in registry order."""
        chosen = self.selected_ids(only)
        return [claim for ident, claim in self.claims.items() if ident in chosen]

    def glue(self, only: str | None = None) -> list[str]:
        """The theorems of the ``[[glue]]`` tables (all, or those ``--only`` checks)."""
        chosen = self.selected_ids(only)
        return [theorem for theorem in self.glue_theorems if theorem in chosen]


_LOADED: dict[str, Registry] = {}  # this process's registries, by digest
_FILES: dict[str, dict[str, Claim]] = {}  # this process's file parses, by key
_BY_BYTES: dict[str, Registry] = {}  # the same, by the bytes of a directory's files (no TOML read again)


def load(path: str | Path | Registry | None = None) -> Registry:
    """The registry at ``path`` (a directory of ``*.toml`` files or one file; None: the packaged
    one), parsed at most once per process for the same contents; a Registry is returned as is."""
    if isinstance(path, Registry):
        return path
    source = Path(path) if path is not None else None
    root = source if source is not None else DATA
    files = sorted(root.glob("*.toml")) if root.is_dir() else [root]
    if not files or not all(f.is_file() for f in files):
        raise CertifyError.registry(f"no registry found at {root} (a .toml file, or a folder of them: docs/registry.md)")
    quick = None
    if root.is_dir():  # the same bytes (every file of the directory) and functions: the registry parsed before
        h = hashlib.sha256(str(root.resolve()).encode() + b"\0")
        for file in files:
            h.update(file.name.encode() + b"\0" + file.read_bytes() + b"\0")
        h.update(repr(sorted((name, bool(spec.predicate)) for name, spec in functions.FUNCTIONS.items())).encode())
        quick = h.hexdigest()
        if quick in _BY_BYTES:
            return _BY_BYTES[quick]
    tables = dict(zip(files, (read_table(file) for file in files)))
    digest = hashlib.sha256(str(root.resolve()).encode() + b"\0"
                            + "".join(_file_key(file, data) for file, data in tables.items()).encode()).hexdigest()
    if digest not in _LOADED:
        def parse_file(file: Path) -> dict[str, Claim]:
            # as load_file reads it: its paper and functions module declared, then its key made
            # with the functions declared at that moment (those of the files before it included)
            registry._open_registry(file, tables[file])
            return _parsed_file(file, _file_key(file, tables[file]))

        claims = registry.load_registry(root, parse_file=parse_file)
        glue = []
        for data in tables.values():
            entries = data.get("glue", [])
            for entry in entries if isinstance(entries, list) else []:
                theorem = entry.get("theorem") if isinstance(entry, dict) else None
                if isinstance(theorem, str) and theorem not in glue:
                    glue.append(theorem)
        _LOADED[digest] = Registry(source, MappingProxyType(claims), tuple(glue), digest, MappingProxyType(tables))
    if quick is not None:
        inside = {f.resolve() for f in files}
        if all((root / str(name)).resolve() in inside for data in tables.values()
               for name in (data.get("uses") if isinstance(data.get("uses"), list) else [])):
            _BY_BYTES[quick] = _LOADED[digest]  # not when a file it uses lies outside the quick key
    return _LOADED[digest]


def read_table(file: Path) -> dict:
    """One registry file's TOML (:func:`certify.claims.registry.read_toml`, the one reader)."""
    return registry.read_toml(file)


def _parsed_file(file: Path, key: str) -> dict[str, Claim]:
    """``load_file(file)``, from this process's parses, else the cache, else parsed (and cached);
    copies of its claims (the registry's load rewrites a coverage claim's ``holds``)."""
    if key not in _FILES:
        claims = _read_cache(key)
        if claims is None:
            claims = registry.load_file(file)  # an error is raised each time, never cached
            _write_cache(key, claims)
        _FILES[key] = claims
    return {ident: dataclasses.replace(claim) for ident, claim in _FILES[key].items()}


@functools.cache
def _code_digest() -> str:
    """The versions and the source of the code a parse runs (certify.claims and the errors)."""
    package = Path(__file__).resolve().parent
    sources = sorted(package.rglob("*.py")) + [package.parent / "errors.py"]
    h = hashlib.sha256(f"{__version__} {sys.version} {sympy.__version__}".encode())
    for source in sources:
        h.update(str(source.relative_to(package.parent)).encode() + b"\0" + source.read_bytes() + b"\0")
    return h.hexdigest()


def _file_key(file: Path, data: dict) -> str:
    """The sha256 of everything ``load_file(file)`` depends on: the code, the file's name and bytes,
    the files it ``uses`` and the claim functions declared now (name and kind)."""
    h = hashlib.sha256(_code_digest().encode())
    h.update(file.name.encode() + b"\0" + file.read_bytes() + b"\0")
    uses = data.get("uses", [])
    for name in uses if isinstance(uses, list) else []:
        other = file.parent / str(name)
        h.update(str(name).encode() + b"\0" + (other.read_bytes() if other.is_file() else b"-") + b"\0")
    h.update(repr(sorted((name, bool(spec.predicate)) for name, spec in functions.FUNCTIONS.items())).encode())
    return h.hexdigest()


def cache_directory() -> Path | None:
    """Where file parses are kept (None: ``CERTIFY_CACHE=off``)."""
    root = cache_root()
    return None if root is None else root / "registry"


class _Pickler(pickle.Pickler):
    """A file's claims as pickled data. The registry's function classes are made at run time (one
    per name, ``registry._game_class``): pickled as that call, so an unpickled claim uses this
    process's classes (``P(n) - P(n)`` stays 0). A compound SymPy expression is pickled as its
    class, its arguments and its slots, and rebuilt as such (:func:`_rebuild`): SymPy's own
    pickling calls the class again, which evaluates (relations are decided again, a ``Sum`` under
    ``evaluate(False)`` is rewritten) and costs more than the parse it replaces."""

    def reducer_override(self, obj):
        if isinstance(obj, type):
            if issubclass(obj, (GameFunction, GamePredicate)) and obj not in (GameFunction, GamePredicate):
                return registry._game_class, (obj.__name__, issubclass(obj, GamePredicate))
            return NotImplemented
        if isinstance(obj, Basic) and not obj.is_Atom:
            return _rebuild, (type(obj), obj._args, _slots(obj), dict(getattr(obj, "__dict__", {})))
        return NotImplemented


_BASIC_SLOTS = {"_mhash", "_args", "_assumptions", "__weakref__", "__dict__"}


def _slots(obj: Basic) -> dict:
    """The values of the slots a SymPy class adds to Basic's (``is_commutative`` of a sum,
    product or power), those that are set."""
    found = {}
    for klass in type(obj).__mro__:
        names = klass.__dict__.get("__slots__", ())
        for name in (names,) if isinstance(names, str) else names:
            if name not in _BASIC_SLOTS and name not in found:
                with contextlib.suppress(AttributeError):
                    found[name] = getattr(obj, name)
    return found


def _rebuild(cls, args: tuple, slots: dict, attributes: dict) -> Basic:
    """The expression ``cls`` with these arguments, slots and attributes, as
    :meth:`sympy.Basic.__new__` makes it (no evaluation: they are those of the pickled one)."""
    obj = Basic.__new__(cls, *args)
    for name, value in slots.items():
        setattr(obj, name, value)
    if attributes:
        obj.__dict__.update(attributes)
    return obj


def _write_cache(key: str, claims: dict[str, Claim]) -> None:
    """Keep a file's parse (best effort: a cache that cannot be written is skipped)."""
    directory = cache_directory()
    if directory is None:
        return
    try:
        buffer = io.BytesIO()
        _Pickler(buffer, protocol=pickle.HIGHEST_PROTOCOL).dump(claims)
        payload = buffer.getvalue()
        directory.mkdir(parents=True, exist_ok=True, mode=0o700)
    except (OSError, pickle.PicklingError, RecursionError, TypeError, AttributeError):
        return
    temporary = None
    try:
        with tempfile.NamedTemporaryFile(dir=directory, prefix=".tmp-", delete=False) as out:
            temporary = out.name  # created with mode 0600
            out.write(CACHE_FORMAT + hashlib.sha256(payload).hexdigest().encode() + b"\n" + payload)
        os.replace(temporary, directory / f"{key}.pickle")
    except OSError:
        if temporary is not None:
            with contextlib.suppress(OSError):
                os.unlink(temporary)
        return
    prune(directory, ".pickle")


def _read_cache(key: str) -> dict[str, Claim] | None:
    """A file's kept parse, or None when there is none or it does not check out: a header, the
    sha256 of the payload, a file owned by this user and writable by no one else, a payload
    that unpickles to a dict of claims under their own ids."""
    directory = cache_directory()
    if directory is None:
        return None
    path = directory / f"{key}.pickle"
    try:
        status = path.stat()
        if status.st_uid != os.getuid() or status.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
            return None
        blob = path.read_bytes()
    except OSError:
        return None
    head, _, rest = blob.partition(b"\n")
    digest, _, payload = rest.partition(b"\n")
    if head + b"\n" != CACHE_FORMAT or hashlib.sha256(payload).hexdigest().encode() != digest:
        return None
    try:
        claims = pickle.loads(payload)
    except Exception:  # noqa: BLE001  (a damaged cache of any kind: parse the file again)
        return None
    if not isinstance(claims, dict) or not all(isinstance(c, Claim) and c.id == i for i, c in claims.items()):
        return None
    with contextlib.suppress(OSError):
        os.utime(path)  # used now: kept by prune
    return claims
