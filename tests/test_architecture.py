"""The package's shape (docs/architecture.md): no import circle anywhere, and every import runs
down the layers, from the command line to the trusted base. Imports inside functions count."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parent.parent / "certify"

# A folder (or top-level module) may import only from a lower rank; folders of one rank are
# independent of each other (the three engines do not import one another).
RANK = {
    "checkers": 0, "_version": 0,
    "errors": 1,
    "extras": 2, "jit": 2,  # optional dependencies: a one-line error naming the extra; numba or plain Python
    "files": 2,
    "guesswho": 3, "codebreaking": 3, "adversary": 3,
    "claims": 4,
    "proofs": 5, "coq": 5,
    "audit": 6,
    "cli": 7,
    "certify": 8,  # the package root: a lazy facade over the library
    "__main__": 9,
}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in PACKAGE.rglob("*.py")}


def imports_of(name: str, path: Path, modules=MODULES) -> set[str]:
    """The package modules ``name`` imports; ``from PKG import X`` names the module PKG.X when
    there is one, else PKG."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names if alias.name.split(".")[0] == "certify"}
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                target = ".".join(base + ([node.module] if node.module else []))
            else:
                target = node.module or ""
            if target.split(".")[0] != "certify":
                continue
            found |= {f"{target}.{a.name}" if f"{target}.{a.name}" in modules else target for a in node.names}
    return found


def graph(modules=MODULES) -> dict[str, set[str]]:
    return {name: {t for t in imports_of(name, path, modules) if t in modules and t != name}
            for name, path in modules.items()}


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(edges.get(v, ())):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                out.append(sorted(component))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def room(module: str) -> str:
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "certify"


def upward(edges: dict[str, set[str]]) -> list[tuple[str, str]]:
    return sorted((a, b) for a, targets in edges.items() for b in targets
                  if room(a) != room(b) and RANK[room(b)] >= RANK[room(a)])


def test_every_folder_has_a_rank():
    assert {room(m) for m in MODULES} <= set(RANK), sorted({room(m) for m in MODULES} - set(RANK))


def test_no_import_circle():
    assert circles(graph()) == []


def test_every_import_runs_down_the_layers():
    assert upward(graph()) == []


def test_the_rules_can_fail(tmp_path):
    """A circle and an upward import, planted in a copy of two modules' names, are both seen."""
    fake = {"certify.claims.a": tmp_path / "a.py", "certify.claims.b": tmp_path / "b.py",
            "certify.guesswho.c": tmp_path / "c.py", "certify.audit.d": tmp_path / "d.py"}
    fake["certify.claims.a"].write_text("from . import b\n")
    fake["certify.claims.b"].write_text("def f():\n    from .a import g\n")
    fake["certify.guesswho.c"].write_text("from ..audit.d import run\n")
    fake["certify.audit.d"].write_text("x = 1\n")
    edges = graph(fake)
    assert circles(edges) == [["certify.claims.a", "certify.claims.b"]]
    assert upward(edges) == [("certify.guesswho.c", "certify.audit.d")]


@pytest.mark.parametrize("name", sorted(m for m in MODULES if room(m) == "checkers"))
def test_the_trusted_base_imports_only_itself(name):
    assert all(room(t) == "checkers" for t in imports_of(name, MODULES[name])), name


DOCS = PACKAGE.parent / "docs"


def documented_codes(text: str) -> list[int]:
    """The codes of the first Markdown table in ``text`` whose header's first column is ``code``
    (the rows ``| 0 | ...``, in order)."""
    lines = text.splitlines()
    start = next(i for i, line in enumerate(lines) if line.replace(" ", "").startswith("|code|"))
    codes = []
    for line in lines[start + 2:]:
        if not line.startswith("|"):
            break
        codes.append(int(line.strip("|").split("|")[0]))
    return codes


@pytest.mark.parametrize("doc", ["architecture.md", "cli.md"])
def test_the_documented_exit_codes_are_the_one_table(doc):
    """Each exit-code table in the docs lists exactly the codes of ``ExitCode``, in order (the
    one table: a code added there and not documented, or documented and gone, fails here)."""
    from certify.checkers import ExitCode
    assert documented_codes((DOCS / doc).read_text(encoding="utf-8")) == sorted(int(c) for c in ExitCode)


def test_the_exit_code_reading_can_fail():
    table = "x\n| code | meaning |\n|---|---|\n| 0 | ok |\n| 2 | usage |\n\nafter\n| 9 | not in the table |\n"
    assert documented_codes(table) == [0, 2]
