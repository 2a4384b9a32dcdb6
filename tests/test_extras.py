"""The core install without any extra (numba, dask, matplotlib hidden): every command still
works (certify.jit: the kernels as plain Python; numpy for the two-part tables of every size;
numpy for the codebreaking search's inner loops), a missing extra is one line naming it, a core
dependency missing from a broken install is one line naming the distribution, and the
manifest's provenance names the versions."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from certify.files.provenance import provenance

ROOT = Path(__file__).resolve().parent.parent
BLOCKER = '''
import sys
class _Block:
    def find_spec(self, name, path=None, target=None):
        if name.split(".")[0] in {blocked!r}:
            raise ImportError(f"blocked {{name}}")
sys.meta_path.insert(0, _Block())
'''
EXTRAS = ("numba", "matplotlib", "dask", "distributed")


def run_core(tmp_path, *args, blocked=EXTRAS):
    """``python -m certify.cli ARGS`` (or ``python -c CODE ARGS...`` when ``args[0] == "-c"``)
    with the modules ``blocked`` unimportable."""
    (tmp_path / "block").mkdir(exist_ok=True)
    (tmp_path / "block" / "sitecustomize.py").write_text(BLOCKER.format(blocked=tuple(blocked)))
    env = {**os.environ, "PYTHONPATH": f"{tmp_path / 'block'}{os.pathsep}{ROOT}"}
    command = [sys.executable, *args] if args[0] in ("-c", "-m") else [sys.executable, "-m", "certify.cli", *args]
    return subprocess.run(command, capture_output=True, text=True, env=env, cwd=tmp_path, timeout=900)


def test_core_install_solves_and_checks_tables(tmp_path):
    for rules in ("official", "tripartite"):
        table = run_core(tmp_path, "table", "--rules", rules, "--max", "8", "-o", f"{rules}.csv", "-q")
        assert table.returncode == 0, table.stderr
        assert f"valid {rules} table, N = 8" in table.stdout
    json_table = run_core(tmp_path, "table", "--rules", "nica", "--max", "9", "-o", "nica.json", "-q")
    assert json_table.returncode == 0 and "valid nica table, N = 9" in json_table.stdout, json_table.stderr


def test_without_numba_the_large_two_part_tables_go_to_numpy_and_agree(tmp_path):
    """Above small.SMALL_MAX the compiled engine would run as plain Python (hours at N = 2048):
    without numba, table.solve sends every two-part size to the numpy engine. The arrays are the
    compiled engine's (run here, in this process, with numba when it is installed)."""
    import numpy as np

    from certify.guesswho import small
    from certify.jit import COMPILED

    N = small.SMALL_MAX["official"] + 3
    script = ("import sys, numpy as np\n"
              "from certify.guesswho.table import solve\n"
              "import certify.guesswho.engine as engine\n"
              "engine.solve_scaled = None  # the numpy path must not reach the engine\n"
              f"t = solve('official', {N})\n"
              "np.savez(sys.argv[1], scaled=t.scaled, offsets=t.offsets, runs=t.runs)\n"
              "print('numba' in sys.modules)\n")
    done = run_core(tmp_path, "-c", script, str(tmp_path / "t.npz"))
    assert done.returncode == 0 and done.stdout.strip() == "False", done.stderr[-2000:]
    if COMPILED:
        from certify.guesswho.engine import solve_scaled

        arrays = np.load(tmp_path / "t.npz")
        for mine, theirs in zip((arrays["scaled"], arrays["offsets"], arrays["runs"]), solve_scaled("official", N)):
            assert np.array_equal(mine, theirs)


def test_abgame_general_search_without_numba(tmp_path):
    """The budgeted branch and bound's numpy fallbacks (it died with NameError: _profile): the
    3x5 Bulls and Cows game and a Mastermind game, with a checked optimality certificate."""
    ab = run_core(tmp_path, "abgame", "--digits", "3", "--symbols", "5")
    assert ab.returncode == 0, ab.stderr[-2000:]
    assert "least total:      196 over 60 codes" in ab.stdout and "least worst case: 4" in ab.stdout
    mm = run_core(tmp_path, "abgame", "--digits", "2", "--symbols", "4", "--repeats", "--certificate", "mm.json")
    assert mm.returncode == 0 and "valid" in mm.stdout + mm.stderr, mm.stdout[-2000:] + mm.stderr[-2000:]


def test_warmup_without_numba_compiles_nothing(tmp_path):
    warm = run_core(tmp_path, "-m", "certify.guesswho.warmup")
    assert warm.returncode == 0 and "nothing to compile" in warm.stderr, warm.stderr


def test_a_missing_core_dependency_is_one_line(tmp_path):
    """cvc5 and python-sat are core dependencies; an install without them (pip --no-deps) gets
    one line naming the distribution, exit 2, no traceback."""
    (tmp_path / "r.toml").write_text('[[claim]]\nid = "r.c"\nstatement = "s"\nvars = { n = [1, "oo"] }\n'
                                     'holds = "n**2 >= n"\nexpect = "proved"\n')
    audit = run_core(tmp_path, "audit", "--registry", "r.toml", blocked=EXTRAS + ("cvc5",))
    assert audit.returncode == 2 and "pip install 'cvc5'" in audit.stderr, audit.stderr
    assert len(audit.stderr.strip().splitlines()) == 1 and "Traceback" not in audit.stderr
    code = ("from certify.errors import CertifyError\nfrom certify.extras import require\n"
            "try:\n    require('pysat.solvers', 'the SAT refutation of a code')\n"
            "except CertifyError as error:\n    print(error, int(error.exit_code))\n")
    sat = run_core(tmp_path, "-c", code, blocked=EXTRAS + ("pysat",))
    assert sat.stdout.strip().endswith("2") and "pip install 'python-sat'" in sat.stdout, sat.stdout + sat.stderr


def test_provenance_names_the_tool_and_solvers():
    found = provenance()
    assert found["tool_version"] and found["python"].count(".") == 2
    assert found["z3"]  # z3 is in the core install
    assert found["commit"] is None or len(found["commit"].split("+")[0]) == 40
