"""The trusted base (certify/checkers/) is independent of the engines, by construction."""

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

CHECKERS = Path(__file__).resolve().parent.parent / "certify" / "checkers"
MODULES = sorted(p.stem for p in CHECKERS.glob("*.py") if p.stem != "__init__")
ALLOWED = {  # the standard library modules a checker may use, plus numpy
    "__future__", "argparse", "ast", "collections", "csv", "dataclasses", "fractions", "functools", "hashlib",
    "io", "itertools", "json", "math", "multiprocessing", "numpy", "os", "pathlib", "re", "signal",
    "stat", "string", "struct", "subprocess", "sys", "tempfile", "typing", "unicodedata", "zipfile",
    "zlib", "shutil", "time", "heapq", "bisect", "operator", "contextlib", "enum", "gzip", "lzma",
}


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            found.add("." * node.level + (node.module or ""))
    return found


@pytest.mark.parametrize("name", MODULES)
def test_checker_imports_only_the_standard_library_and_numpy(name):
    for module in imported_modules(CHECKERS / f"{name}.py"):
        if module.startswith("certify.checkers.") and module.split(".")[2] in MODULES:
            continue  # another module of the trusted base itself
        assert not module.startswith((".", "certify")), f"{name}.py imports {module} from the package"
        assert module.split(".")[0] in ALLOWED, f"{name}.py imports {module}, outside the trusted base's allowance"


@pytest.mark.parametrize("name", MODULES)
def test_importing_a_checker_loads_no_engine_or_solver(name):
    probe = (
        "import sys, json, importlib; importlib.import_module('certify.checkers.%s');"
        "print(json.dumps(sorted(m for m in sys.modules if m.split('.')[0] in "
        "('numba', 'z3', 'sympy', 'cvc5', 'gmpy2', 'pysat', 'click', 'rich', 'matplotlib', 'llvmlite') "
        "or (m.startswith('certify.') and not m.startswith('certify.checkers')))))" % name
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, check=True).stdout
    assert json.loads(out) == []


@pytest.mark.parametrize("name", MODULES)
def test_each_checker_has_its_own_entry_point(name):
    source = (CHECKERS / f"{name}.py").read_text(encoding="utf-8")
    assert 'if __name__ == "__main__":' in source
    run = subprocess.run([sys.executable, "-m", f"certify.checkers.{name}"], capture_output=True, text=True)
    assert run.returncode == 2, f"{name}: no-argument run should be a usage error (exit 2)"
