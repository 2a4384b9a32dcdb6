"""The package as users get it: a wheel built from this tree, installed (not editable) into a
fresh virtual environment, runs its commands with its own data files."""

import json
import re
import os
import shutil
import subprocess
import sys
import sysconfig
from pathlib import Path
from zipfile import ZipFile

import pytest

ROOT = Path(__file__).resolve().parent.parent


ENV = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}


@pytest.fixture(scope="module")
def wheel(tmp_path_factory):
    """A wheel built from a copy of the tree (the build writes build/ and *.egg-info)."""
    source = tmp_path_factory.mktemp("source")
    shutil.copytree(ROOT / "certify", source / "certify", ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, source / name)
    out = tmp_path_factory.mktemp("wheel")
    build = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(out), str(source)],
                           capture_output=True, text=True, timeout=300, env=ENV)
    assert build.returncode == 0, build.stderr[-2000:]
    (path,) = out.glob("*.whl")
    return path


def test_every_data_file_is_in_the_wheel(wheel):
    names = set(ZipFile(wheel).namelist())
    data = [p.relative_to(ROOT).as_posix() for p in (ROOT / "certify").rglob("*")
            if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts]
    assert data, "no data files found in the source tree"
    missing = [name for name in data if name not in names]
    assert not missing, f"missing from package-data in pyproject.toml: {missing}"
    # the committed certificates the audit reads (certify/committed/mastermind links to proofs/mastermind)
    committed = [f"certify/committed/{folder}/{p.name}" for folder in ("mastermind", "bullscows")
                 for p in (ROOT / "proofs" / folder).iterdir() if p.is_file()]
    assert committed and not [name for name in committed if name not in names], committed
    assert "certify/py.typed" in names


def _install(wheel, tmp_path):
    """A fresh virtual environment with the wheel installed (not editable) and this interpreter's
    dependencies on its path; returns (venv, its site-packages, a work folder outside the checkout)."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", "--without-pip", str(venv)], check=True, timeout=120)
    python = venv / "bin" / "python"
    site = Path(subprocess.run([python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                               capture_output=True, text=True, check=True).stdout.strip())
    install = subprocess.run([sys.executable, "-m", "pip", "--python", str(python), "install", "--no-deps", "--no-index", "-q", str(wheel)],
                             capture_output=True, text=True, timeout=300, env=ENV)
    assert install.returncode == 0, install.stderr[-2000:]
    # then the dependencies, from this interpreter's site-packages as a plain path: its .pth files
    # (an editable install of certify among them) are not processed, so only the wheel provides certify
    (site / "shared-dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
    work = tmp_path / "work"
    work.mkdir()
    return venv, python, site, work


def test_installed_wheel_runs_its_commands(wheel, tmp_path):
    venv, python, site, work = _install(wheel, tmp_path)
    env = ENV

    def run(*args):
        return subprocess.run([venv / "bin" / "certify", *args], capture_output=True, text=True, cwd=work, env=env, timeout=600)

    where = subprocess.run([python, "-c", "import certify; print(certify.__file__)"], capture_output=True, text=True, cwd=work, env=env)
    assert where.stdout.startswith(str(site)), where.stdout + where.stderr
    adversary = run("adversary", "--characters", "24")
    assert adversary.returncode == 0 and "5 questions (optimal" in adversary.stdout, adversary.stderr
    table = run("table", "--rules", "official", "--max", "12", "-o", "official-12.csv", "-q")
    assert table.returncode == 0, table.stderr
    check = run("check", "official-12.csv")
    assert check.returncode == 0 and "valid official table, N = 12" in check.stdout, check.stderr
    board = run("adversary", "--board")
    assert board.returncode == 0 and "board: 24 characters" in board.stdout, board.stderr


@pytest.mark.slow
def test_installed_wheel_audits_from_its_own_data(wheel, tmp_path):
    """The audit of the claims that read the committed Mastermind certificates, run by the installed
    wheel outside the checkout: no regression (it once found no certificate and reported four), and
    the trusted base accepts the bundle it wrote."""
    venv, python, site, work = _install(wheel, tmp_path)
    certify = str(venv / "bin" / "certify")
    audit = subprocess.run([certify, "audit", "--only", "ab.introduction.knuth", "-q", "--certificates", "bundle",
                            "--json", "audit.json"], capture_output=True, text=True, cwd=work, env=ENV, timeout=1800)
    assert audit.returncode == 0, audit.stdout[-2000:] + audit.stderr[-2000:]
    report = json.loads((work / "audit.json").read_text())
    statuses = {claim["id"]: claim["status"] for claim in report["claims"]}
    assert statuses["ab.introduction.knuth-worst-case"] == "verified", statuses
    assert not list(site.glob("proofs")) and (site / "certify" / "committed" / "mastermind").is_dir()
    manifest = json.loads((work / "bundle" / "manifest.json").read_text())
    assert "mastermind" in json.dumps(manifest)
    check = subprocess.run([certify, "check", "bundle"], capture_output=True, text=True, cwd=work, env=ENV, timeout=1800)
    assert check.returncode == 0, check.stdout[-2000:] + check.stderr[-2000:]


def snippet_commands(markdown: str) -> list[tuple[str, list[str]]]:
    """The shell commands of each YAML block of a page, in order: a GitHub Actions step's
    ``run:``, a GitLab job's ``script:`` items, a pre-commit hook's ``entry:``; ``(kind, commands)``
    per block that has any."""
    found = []
    for block in re.findall(r"```ya?ml\n(.*?)```", markdown, re.S):
        commands, kind, in_script = [], None, False
        for line in block.splitlines():
            stripped = line.strip()
            if stripped.startswith("- run:"):
                kind, command = "github", stripped[len("- run:"):].split("  #")[0].strip()
                commands.append(command)
            elif stripped.startswith("entry:"):
                kind = "pre-commit"
                commands.append(stripped[len("entry:"):].strip())
            elif stripped == "script:":
                kind, in_script = "gitlab", True
            elif in_script and stripped.startswith("- "):
                commands.append(stripped[2:].strip())
            elif in_script and not line.startswith(" " * 4):
                in_script = False
        if commands:
            found.append((kind, commands))
    return found


def test_snippet_commands_are_found():
    """The extraction the plain-install test relies on finds every documented CI snippet."""
    kinds = [kind for page in ("registry.md", "audit.md")
             for kind, _ in snippet_commands((ROOT / "docs" / page).read_text())]
    assert {"github", "gitlab", "pre-commit"} <= set(kinds), kinds
    assert all(commands for page in ("registry.md", "audit.md")
               for _, commands in snippet_commands((ROOT / "docs" / page).read_text()))


@pytest.mark.slow
def test_plain_install_runs_every_documented_ci_snippet(wheel, tmp_path):
    """Issue 38: the product is the plain install. The wheel with no extras, installed by pip from
    the package index into a fresh venv (no numba: nothing compiles), outside the checkout, runs
    the commands of every documented CI snippet (docs/registry.md: GitHub Actions, GitLab,
    pre-commit; docs/audit.md: the default audit, which must exit 0 with no regression), each
    with its ``pip install certify-guesswho`` pointed at the wheel, and solves
    ``certify abgame --digits 3 --symbols 5``."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    work = tmp_path / "project"
    shutil.copytree(ROOT / "docs" / "examples", work / "claims")
    env = {**ENV, "PATH": f"{venv / 'bin'}{os.pathsep}{ENV.get('PATH', '')}", "VIRTUAL_ENV": str(venv),
           "CERTIFY_CACHE": str(tmp_path / "cache")}  # a new user's: no parse and no solver verdict kept yet
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    package = re.compile(r"""(["']?)certify-guesswho(\[[^\]]*\])?( @ [^"']*)?\1""")

    def shell(command):
        return subprocess.run(["bash", "-c", command], capture_output=True, text=True, cwd=work, env=env,
                              timeout=3600)

    ran = []
    for page in ("registry.md", "audit.md"):
        for kind, commands in snippet_commands((ROOT / "docs" / page).read_text()):
            for command in commands:
                if "pip install" in command:
                    assert package.search(command), command
                    command = package.sub(str(wheel), command)
                done = shell(command)
                assert done.returncode == 0, f"{page} {kind}: {command}\n{done.stdout[-3000:]}{done.stderr[-3000:]}"
                ran.append((page, kind, command))
    assert {kind for _, kind, _ in ran} >= {"github", "gitlab", "pre-commit"}
    python = venv / "bin" / "python"
    where = subprocess.run([python, "-c", "import certify, importlib.util as u; print(certify.__file__); "
                            "print(u.find_spec('numba') is None, u.find_spec('cvc5') is not None, "
                            "u.find_spec('pysat') is not None)"], capture_output=True, text=True, cwd=work, env=env)
    assert where.returncode == 0 and str(ROOT) not in where.stdout, where.stdout + where.stderr
    assert where.stdout.split()[1:] == ["True", "True", "True"], where.stdout  # no numba; cvc5, python-sat
    # the default audit of docs/audit.md's snippet wrote this report: every claim as the registry expects
    report = json.loads((work / "audit.json").read_text())
    assert report["summary"]["regressions"] == [] and len(report["claims"]) > 300, report["summary"]
    ab = shell("certify abgame --digits 3 --symbols 5")
    assert ab.returncode == 0 and "least total:      196 over 60 codes" in ab.stdout, ab.stdout + ab.stderr
