"""Every command shown in the README and docs/*.md runs: each ```console block's ``$ certify``
and ``$ python -m certify...`` lines run in order in a fresh folder (with the checkout's
``docs/``, ``proofs/`` and ``tables/`` beside it, read-only), each must exit 0, and the output
the page shows is compared loosely (timings and machine-dependent figures left out).
Commands of other tools (coqc, z3, dask, shell set-up) are not run; blocks that solve large
tables or run the whole audit are marked slow."""

import os
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SLOW = re.compile(r"--max (64|2048)\b|^certify audit(?!.*--registry)|-n 14|--digits 4 .*--repeats|--symbols 9 --checkpoint|prove --emit-smt2|"
                  r"check out/bundle|--characters 21|--coq")
NEEDS = {"--scheduler": "a dask scheduler at tcp://HOST", "prove --coq": "coqc",
         "--symbols 10 --checkpoint": "the 4x10 solve and its certificate (about 6 CPU min and 3.5 GB; docs/mastermind.md)",
         "check out/bundle": "the full bundle: .ci/run writes it with the full audit and checks it, this very command"}


def blocks():
    """(page, index, [(command, shown output lines)]) for every console block."""
    for page in PAGES:
        text = page.read_text(encoding="utf-8")
        for index, match in enumerate(re.finditer(r"```console\n(.*?)```", text, re.S)):
            steps, command = [], None
            lines = iter(match.group(1).splitlines())
            for line in lines:
                if line.startswith("$ "):
                    command = line[2:]
                    while command.rstrip().endswith("\\"):
                        command = command.rstrip()[:-1] + " " + next(lines).strip()
                    steps.append((command, []))
                elif steps:
                    steps[-1][1].append(line)
            yield page.relative_to(ROOT).as_posix(), index, steps


def ours(command: str) -> bool:
    return command.startswith(("certify ", "python -m certify", "mkdir "))


def params():
    for page, index, steps in blocks():
        run = [(c, out) for c, out in steps if ours(c)]
        if not any(c.startswith(("certify ", "python -m certify")) for c, _ in run):
            continue
        marks = [pytest.mark.slow] if any(SLOW.search(c) for c, _ in run) else []
        yield pytest.param(run, id=f"{page}:{index}", marks=marks)


def argv(command: str) -> list[str]:
    words = shlex.split(command, comments=True)
    if words[0] == "certify":
        return [sys.executable, "-m", "certify.cli", *words[1:]]
    if words[0] == "python":
        return [sys.executable, *words[1:]]
    return words


def loose(line: str) -> str:
    """A shown output line without what varies between runs: timings, memory, file counts."""
    line = re.sub(r"\(?\d+(\.\d+)? ?(s|ms|GiB|MiB|KB|MB)\b\)?", "", line.split("  #")[0])
    return " ".join(line.replace("...", " ").split())


@pytest.mark.parametrize("steps", list(params()))
def test_documented_commands_run(steps, tmp_path):
    for name in ("docs", "proofs", "tables"):
        (tmp_path / name).symlink_to(ROOT / name)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    for command, shown in steps:
        needs = [what for flag, what in NEEDS.items() if flag in command]
        if needs:
            pytest.skip(f"{command!r} needs {needs[0]}")
        run = subprocess.run(argv(command), capture_output=True, text=True, cwd=tmp_path, env=env, timeout=3600)
        assert run.returncode == 0, f"$ {command}\n{run.stdout[-1500:]}{run.stderr[-1500:]}"
        actual = loose(run.stdout + "\n" + run.stderr)
        expected = [loose(line) for line in shown if loose(line)]
        missing = [line for line in expected if not all(part in actual for part in line.split(" ") if part)]
        assert len(missing) <= len(expected) // 2, f"$ {command}: shown output not found:\n" + "\n".join(missing)
