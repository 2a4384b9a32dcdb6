"""The core install without any extra (numba, cvc5, dask, matplotlib, python-sat hidden): tables
still solve and check (certify.jit), a missing extra is one line naming it, and the manifest's
provenance names the versions."""

import os
import subprocess
import sys
from pathlib import Path

from certify.files.provenance import provenance

ROOT = Path(__file__).resolve().parent.parent
BLOCKER = '''
import sys
class _Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in ("numba", "cvc5", "pysat", "matplotlib", "dask", "distributed"):
            raise ImportError(f"blocked {name}")
sys.meta_path.insert(0, _Block())
'''


def run_core(tmp_path, *args):
    (tmp_path / "block").mkdir(exist_ok=True)
    (tmp_path / "block" / "sitecustomize.py").write_text(BLOCKER)
    env = {**os.environ, "PYTHONPATH": f"{tmp_path / 'block'}{os.pathsep}{ROOT}"}
    return subprocess.run([sys.executable, "-m", "certify.cli", *args], capture_output=True, text=True, env=env,
                          cwd=tmp_path, timeout=600)


def test_core_install_solves_and_names_missing_extras(tmp_path):
    table = run_core(tmp_path, "table", "--rules", "official", "--max", "8", "-o", "t.csv", "-q")
    assert table.returncode == 0, table.stderr
    assert "valid official table, N = 8" in table.stdout
    (tmp_path / "r.toml").write_text('[[claim]]\nid = "r.c"\nstatement = "s"\nvars = { n = [1, "oo"] }\n'
                                     'holds = "n**2 >= n"\nexpect = "proved"\n')
    audit = run_core(tmp_path, "audit", "--registry", "r.toml")
    assert audit.returncode == 2 and "pip install 'certify-guesswho[cvc5]'" in audit.stderr
    assert len(audit.stderr.strip().splitlines()) == 1 and "Traceback" not in audit.stderr


def test_provenance_names_the_tool_and_solvers():
    found = provenance()
    assert found["tool_version"] and found["python"].count(".") == 2
    assert found["z3"]  # z3 is in the core install
    assert found["commit"] is None or len(found["commit"].split("+")[0]) == 40
