"""Command-line conventions (issue 23): every checker answers --help with exit 0; ``-`` is
standard output (no file named ``-``); abgame loads only what it uses (not the registry)."""

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

import certify.checkers
from certify.cli.app import app as cli

ROOT = Path(__file__).resolve().parent.parent
CHECKERS = sorted(p.stem for p in (ROOT / "certify" / "checkers").glob("*.py") if not p.stem.startswith("_"))


@pytest.mark.parametrize("name", CHECKERS)
def test_every_checker_answers_help(name, capsys):
    module = importlib.import_module(f"certify.checkers.{name}")
    assert module.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m certify.checkers.") and "INVALID" not in out
    assert module.main([]) == 2  # no argument is still a usage error


def test_checker_help_from_the_command_line():
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "certify.checkers.tables", "--help"], capture_output=True, text=True,
                         env=env, timeout=120)
    assert run.returncode == 0 and "usage: python -m certify.checkers.tables" in run.stdout, run.stderr


def test_table_on_standard_output(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "certify.cli", "table", "--rules", "official", "--max", "5", "-o", "-",
                          "--format", "csv"], capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("n,m,value,moves\n") and "valid official table" in run.stderr
    assert list(tmp_path.iterdir()) == []  # no file named "-", no leftover temporary file
    missing = subprocess.run([sys.executable, "-m", "certify.cli", "table", "--rules", "official", "--max", "5", "-o", "-"],
                             capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path)
    assert missing.returncode == 2 and "pass --format" in missing.stderr


def test_abgame_does_not_load_the_registry(monkeypatch):
    from certify.claims import loading, registry

    def refuse(*args, **kwargs):
        raise AssertionError("abgame loaded the whole claims registry")

    monkeypatch.setattr(registry, "load_registry", refuse)
    monkeypatch.setattr(registry, "load_file", refuse)
    monkeypatch.setattr(loading, "load", refuse)
    result = CliRunner().invoke(cli, ["abgame", "--digits", "2", "--symbols", "10"])
    assert result.exit_code == 0, result.output
    assert "paper, Theorem 3: matches" in result.output and "paper, Theorem 4: matches" in result.output


def test_answers_help_is_one_shared_function():
    assert certify.checkers.answers_help(["-h"], "ab FILE") is True
    assert certify.checkers.answers_help(["x.json"], "ab FILE") is False


def test_any_output_option_on_standard_output_keeps_stdout_clean(tmp_path):
    import json

    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    run = subprocess.run([sys.executable, "-m", "certify.cli", "adversary", "--board", "--tree", "-"],
                         capture_output=True, text=True, env=env, timeout=300, cwd=tmp_path)
    assert run.returncode == 0, run.stderr
    assert json.loads(run.stdout)["characters"] == 24  # only the tree on stdout
    assert "board: 24 characters" in run.stderr and list(tmp_path.iterdir()) == []
