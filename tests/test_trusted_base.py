"""The trusted base (certify/checkers/) is independent of the engines, by construction.

Static: every import statement in every file of certify/checkers/ (the package's
``__init__`` included, imports inside functions included, relative imports resolved) names a
standard library module, numpy, or the trusted base itself (``certify.checkers`` or one of
its modules); nothing calls ``__import__`` or ``importlib``. Dynamic: importing each checker
in a fresh interpreter leaves the engines, the solvers and every certify module outside
certify.checkers unimported. One convention: each checker with a file argument answers a
missing or unreadable file with one verdict line (``FILE: INVALID: ...``, exit 3).
"""

import ast
import io
import json
import re
import subprocess
import sys
import tokenize
from pathlib import Path

import pytest

CHECKERS = Path(__file__).resolve().parent.parent / "certify" / "checkers"
ALL_MODULES = sorted(p.stem for p in CHECKERS.glob("*.py") if p.stem != "__init__")
MODULES = [m for m in ALL_MODULES if not m.startswith("_")]  # public checkers, each with its own entry point
PRIVATE = [m for m in ALL_MODULES if m.startswith("_")]  # shared helpers: no entry point, import nothing back
FILES = sorted(CHECKERS.glob("*.py"))
STDLIB = set(sys.stdlib_module_names) - {"importlib", "ctypes", "pickle", "marshal"}  # no dynamic loading
FORBIDDEN = ("numba", "z3", "sympy", "cvc5", "pysat", "gmpy2", "click", "rich", "matplotlib", "llvmlite", "scipy")


def imports(path: Path) -> list[tuple[int, str]]:
    """``(line, absolute module name)`` of every import in ``path``; a relative import is
    resolved against the package ``certify.checkers`` (the file's own package)."""
    found = []
    package = ["certify", "checkers"]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [(node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                base = node.module or ""
            else:
                up = package[:len(package) - (node.level - 1)] if node.level - 1 < len(package) else []
                base = ".".join(up + ([node.module] if node.module else [])) if up else "." * node.level
            if node.module is None or base in ("certify", "certify.checkers"):  # from PKG import NAME: NAME may be a module
                found += [(node.lineno, f"{base}.{alias.name}") for alias in node.names]
            found.append((node.lineno, base))
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == "__import__":
            found.append((node.lineno, "__import__"))
    return found


def allowed(module: str) -> bool:
    """A standard library module, numpy, or the trusted base (which is only what exists in it)."""
    if module == "certify.checkers":
        return True
    if module.startswith("certify.checkers."):
        first = module.split(".")[2]
        return first in ALL_MODULES or first in vars(__import__("certify.checkers", fromlist=["*"]))
    top = module.split(".")[0]
    return bool(top) and (top in STDLIB or top == "numpy")


def test_the_import_rule_itself_can_fail(tmp_path):
    """The static rule refuses what it must: the engine, a relative escape, a solver, a
    dynamic import, and ``from certify import X``."""
    bad = tmp_path / "bad.py"
    for line, culprit in (("import certify.guesswho.engine", "certify.guesswho.engine"), ("from .. import engine", "certify.engine"),
                          ("from ..table import solve", "certify.table"), ("import z3", "z3"),
                          ("from certify import table", "certify.table"), ("x = __import__('numba')", "__import__"),
                          ("import importlib", "importlib"), ("from . import nonexistent", "certify.checkers.nonexistent"),
                          ("def f():\n    import sympy", "sympy")):
        bad.write_text(line + "\n")
        refused = [name for _, name in imports(bad) if not allowed(name)]
        assert culprit in refused, (line, refused)
    bad.write_text("import json\nimport numpy as np\nfrom certify.checkers import CheckError\n"
                   "from certify.checkers.strict_io import read_bytes\nfrom . import strict_io\n")
    assert all(allowed(name) for _, name in imports(bad)), imports(bad)


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_checker_imports_only_the_standard_library_numpy_and_the_trusted_base(path):
    for line, module in imports(path):
        assert allowed(module), f"{path.name}:{line} imports {module}, outside the standard library, numpy and certify.checkers"


PROBE = """
import sys, json, importlib
importlib.import_module(sys.argv[1])
loaded = sorted(m for m in sys.modules if m.split('.')[0] in {forbidden!r}
                or (m.split('.')[0] == 'certify' and m not in ('certify', 'certify.checkers', 'certify._version')
                    and not m.startswith('certify.checkers.')))
print(json.dumps(loaded))
"""


@pytest.mark.parametrize("name", ["certify", "certify.checkers"] + [f"certify.checkers.{m}" for m in ALL_MODULES])
def test_importing_a_checker_loads_no_engine_solver_or_other_certify_module(name):
    """Also ``import certify`` itself: the package's ``__init__`` stays lazy (it reads only
    ``certify._version``, one string constant)."""
    probe = PROBE.format(forbidden=FORBIDDEN)
    out = subprocess.run([sys.executable, "-c", probe, name], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == [], f"importing {name} loads {json.loads(out)}"


def test_the_probe_sees_a_module_outside_the_trusted_base():
    """The dynamic check can fail: importing a certify module outside certify.checkers is seen."""
    probe = PROBE.format(forbidden=FORBIDDEN)
    out = subprocess.run([sys.executable, "-c", probe, "certify.guesswho.moves"], capture_output=True, text=True, check=True).stdout
    assert "certify.guesswho.moves" in json.loads(out)


@pytest.mark.parametrize("name", MODULES)
def test_each_checker_has_its_own_entry_point(name):
    source = (CHECKERS / f"{name}.py").read_text(encoding="utf-8")
    assert 'if __name__ == "__main__":' in source
    run = subprocess.run([sys.executable, "-m", f"certify.checkers.{name}"], capture_output=True, text=True)
    assert run.returncode == 2, f"{name}: no-argument run should be a usage error (exit 2)"


def test_each_checker_answers_through_verdict():
    """One entry point convention (issue 39): every public checker's ``main`` calls
    ``certify.checkers.verdict`` (one verdict line, the error's exit code, Ctrl-C exit 130);
    the bundle checker, whose ``main`` prints a per-claim report, is the one left to convert."""
    bypass = []
    for name in MODULES:
        tree = ast.parse((CHECKERS / f"{name}.py").read_text(encoding="utf-8"))
        main = next((n for n in tree.body if isinstance(n, ast.FunctionDef) and n.name == "main"), None)
        calls = {c.func.id for c in ast.walk(main) if isinstance(c, ast.Call) and isinstance(c.func, ast.Name)} if main else set()
        if "verdict" not in calls:
            bypass.append(name)
    assert set(bypass) <= {"bundle"}, f"checkers whose main bypasses verdict(): {bypass}"
    assert "tables" in MODULES and "tables" not in bypass


FILE_CHECKERS = [m for m in MODULES if m not in ("bundle", "coq", "dag_glue")]  # those take DIR or nothing


@pytest.mark.parametrize("name", FILE_CHECKERS)
def test_a_missing_or_unreadable_file_is_one_verdict_line(name, tmp_path):
    garbage = tmp_path / "garbage.bin"
    garbage.write_bytes(b"\x00\xff garbage\n")
    for path, words in ((tmp_path / "missing.json", "no such file"), (garbage, ""), (tmp_path, "directory")):
        args = [str(path)] * (2 if name in ("drat", "ab_graphs") else 1)
        run = subprocess.run([sys.executable, "-m", f"certify.checkers.{name}", *args], capture_output=True, text=True)
        assert run.returncode == 3 and run.stderr == "", (name, path, run.stdout, run.stderr[-300:])
        lines = run.stdout.splitlines()
        assert len(lines) == 1 and lines[0].startswith(f"{args[-1]}: INVALID: ") and words in lines[0].lower(), (name, lines)


def test_coq_refuses_a_missing_or_empty_directory_in_one_line(tmp_path):
    for path in (tmp_path / "missing", tmp_path):
        run = subprocess.run([sys.executable, "-m", "certify.checkers.coq", str(path)], capture_output=True, text=True)
        assert run.returncode == 3 and run.stderr == "" and len(run.stdout.splitlines()) == 1, run.stdout
        assert run.stdout.startswith(f"{path}: INVALID: ")


@pytest.mark.parametrize("name", PRIVATE)
def test_a_private_helper_has_no_entry_point_and_no_checker_it_imports_imports_it_back(name):
    """Shared parsing lives in ``_``-prefixed helpers: no entry point of their own, and no circle
    (a public checker a helper uses does not import that helper; tests/test_architecture.py
    checks every circle of the package)."""
    source = (CHECKERS / f"{name}.py").read_text(encoding="utf-8")
    assert 'if __name__ == "__main__":' not in source
    used = [m.split(".")[2] for _, m in imports(CHECKERS / f"{name}.py")
            if m.startswith("certify.checkers.") and m.split(".")[2] in MODULES]
    back = [m for m in used if f"certify.checkers.{name}" in {i for _, i in imports(CHECKERS / f"{m}.py")}]
    assert not back, (name, back)


def stated_bound(path: Path) -> int | None:
    """The ``under N lines`` a module states of itself: in its docstring (the first), or else in a
    comment line ``# Line bound: under N lines``."""
    text = path.read_text(encoding="utf-8")
    doc = ast.get_docstring(ast.parse(text)) or ""
    found = re.search(r"under\s+(\d+)\s+lines", doc) or re.search(r"^# Line bound: under (\d+) lines", text, re.M)
    return int(found.group(1)) if found else None


def code_lines(text: str) -> int:
    """Lines of code: lines holding a token that is not a comment, a docstring (a module's, a
    class's or a function's first statement, if a string) or layout."""
    tree = ast.parse(text)
    docstrings = set()
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)) and node.body:
            first = node.body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) and isinstance(first.value.value, str):
                docstrings.update(range(first.lineno, first.end_lineno + 1))
    layout = (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENDMARKER)
    code = set()
    for token in tokenize.generate_tokens(io.StringIO(text).readline):
        if token.type not in layout:
            code.update(range(token.start[0], token.end[0] + 1))
    return len(code - docstrings)


def total_bound() -> int:
    """The bound on the whole trusted base's lines of code, stated in the package's docstring."""
    doc = ast.get_docstring(ast.parse((CHECKERS / "__init__.py").read_text(encoding="utf-8"))) or ""
    return int(re.search(r"at\s+most\s+([\d,]+)\s+lines\s+of\s+code", doc).group(1).replace(",", ""))


def test_every_module_states_its_bound():
    """Each module tells its reader how long it is (issue 39): none is left without a bound."""
    unbound = [p.name for p in FILES if stated_bound(p) is None]
    assert not unbound, f"modules stating no line bound: {unbound}"


@pytest.mark.parametrize("path", FILES, ids=[p.name for p in FILES])
def test_a_checker_is_as_short_as_it_says(path):
    """A reader is told a module is short enough to read in one sitting: it must be."""
    lines = len(path.read_text(encoding="utf-8").splitlines())
    assert stated_bound(path) is not None and lines < stated_bound(path), \
        f"{path.name} has {lines} lines; it says under {stated_bound(path)}"


def test_the_trusted_base_is_as_small_as_it_says(capsys):
    """The whole trusted base's lines of code (no blanks, comments or docstrings), reported per
    module, within the bound ``certify/checkers/__init__.py`` states (issue 39's target: 3,000)."""
    counts = {p.name: code_lines(p.read_text(encoding="utf-8")) for p in FILES}
    total = sum(counts.values())
    with capsys.disabled():
        print("\ntrusted base, lines of code: " + ", ".join(f"{name} {n}" for name, n in counts.items()) + f"; total {total}")
    assert total <= total_bound(), f"certify/checkers has {total} lines of code; its docstring says at most {total_bound()}"


def test_the_stated_bounds_and_the_code_lines_are_read(tmp_path):
    module = tmp_path / "m.py"
    module.write_text('"""A checker; under 3 lines."""\nx = 1\ny = 2\n', encoding="utf-8")
    assert stated_bound(module) == 3 and len(module.read_text().splitlines()) >= stated_bound(module)
    module.write_text('"""A checker."""\nx = 1\n# Line bound: under 7 lines\n', encoding="utf-8")
    assert stated_bound(module) == 7
    module.write_text('"""A checker."""\nx = 1\n', encoding="utf-8")
    assert stated_bound(module) is None
    text = '"""Doc,\ntwo lines."""\n\n# a comment\nx = (1,\n     2)  # trailing\n\ndef f():\n    """Doc."""\n    return "s"\n'
    assert code_lines(text) == 4  # x = (1, / 2) / def f(): / return "s"
