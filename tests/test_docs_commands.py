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
         "4x10-bc-fewest.jsonl.xz": "the full check of the 4x10 fewest certificate (about 20 CPU minutes; "
                                    "tests/test_bullscows_fewest.py checks its tree and the 4x9 certificate)",
         "check out/bundle": "the full bundle: .ci/run writes it with the full audit and checks it, this very command",
         "--html audit.html": "the whole audit (minutes): .ci/run runs this very command, with --coq, --mutate and "
                              "--certificates added"}


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
    needs = [(command, what) for command, _ in steps for flag, what in NEEDS.items() if flag in command]
    if needs:  # before any command runs: a block cut short would spend its minutes and show nothing
        pytest.skip(f"{needs[0][0]!r} needs {needs[0][1]}")
    for command, shown in steps:
        run = subprocess.run(argv(command), capture_output=True, text=True, cwd=tmp_path, env=env, timeout=3600)
        assert run.returncode == 0, f"$ {command}\n{run.stdout[-1500:]}{run.stderr[-1500:]}"
        actual = loose(run.stdout + "\n" + run.stderr)
        expected = [loose(line) for line in shown if loose(line)]
        missing = [line for line in expected if not all(part in actual for part in line.split(" ") if part)]
        assert len(missing) <= len(expected) // 2, f"$ {command}: shown output not found:\n" + "\n".join(missing)


# ---- docs/registry-reference.md against the code ---------------------------------------------

REFERENCE = ROOT / "docs" / "registry-reference.md"


def reference_rows(heading: str) -> list[str]:
    """The first-column names (in backticks) of the table under ``heading`` of the reference."""
    text = REFERENCE.read_text(encoding="utf-8")
    start = text.index(f"\n{heading}\n")
    following = re.search(r"\n#{2,4} ", text[start + len(heading) + 2:])
    body = text[start:start + len(heading) + 2 + (following.start() if following else len(text))]
    return re.findall(r"^\| `([^`]+)` \|", body, re.M)


def keys_read(module_path: Path, functions: set[str], variables: set[str]) -> set[str]:
    """The string keys the named functions of a module read from the named variables:
    ``v.get("k")``, ``v["k"]``, ``"k" in v``, ``v.setdefault("k", ...)``, and the names of a
    ``[k for k in ("id", ...) if k not in v]`` (the required fields)."""
    import ast

    found = set()
    for node in ast.walk(ast.parse(module_path.read_text(encoding="utf-8"))):
        if not (isinstance(node, ast.FunctionDef) and node.name in functions):
            continue
        for inner in ast.walk(node):
            if (isinstance(inner, ast.Call) and isinstance(inner.func, ast.Attribute)
                    and inner.func.attr in ("get", "setdefault") and isinstance(inner.func.value, ast.Name)
                    and inner.func.value.id in variables and inner.args and isinstance(inner.args[0], ast.Constant)):
                found.add(inner.args[0].value)
            elif (isinstance(inner, ast.Subscript) and isinstance(inner.value, ast.Name) and inner.value.id in variables
                  and isinstance(inner.slice, ast.Constant) and isinstance(inner.slice.value, str)):
                found.add(inner.slice.value)
            elif (isinstance(inner, ast.Compare) and isinstance(inner.left, ast.Constant) and isinstance(inner.left.value, str)
                  and any(isinstance(op, (ast.In, ast.NotIn)) for op in inner.ops)
                  and any(isinstance(c, ast.Name) and c.id in variables for c in inner.comparators)):
                found.add(inner.left.value)
            elif (isinstance(inner, ast.comprehension) and isinstance(inner.iter, ast.Tuple)
                  and any(isinstance(c, ast.Name) and c.id in variables
                          for test in inner.ifs for c in getattr(test, "comparators", []))):
                found.update(e.value for e in inner.iter.elts if isinstance(e, ast.Constant) and isinstance(e.value, str))
    return found


def test_the_registry_reference_lists_every_field_the_loader_reads():
    """The reference's tables are the loader's declared fields (what validation accepts), and the
    loader reads no key it does not declare."""
    from certify.claims.registry import CLAIM_FIELDS, DEFINITION_FIELDS, FILE_FIELDS

    registry = ROOT / "certify" / "claims" / "registry.py"
    top_level = keys_read(registry, {"load_file", "_used_definitions", "_open_registry", "load_dags"}, {"data"})
    assert top_level <= set(FILE_FIELDS)
    assert set(reference_rows("## Top-level tables of a file")) == set(FILE_FIELDS)
    claim_fields = keys_read(registry, {"load_file", "_open_fields"}, {"entry"})
    assert {"id", "holds", "vars", "expect", "counterexample"} <= claim_fields  # the scan finds what it must
    assert claim_fields <= set(CLAIM_FIELDS) | set(DEFINITION_FIELDS)  # load_file also reads [[definition]] entries
    assert set(reference_rows("## `[[claim]]` fields")) == set(CLAIM_FIELDS)
    assert keys_read(registry, {"_define"}, {"entry"}) <= set(DEFINITION_FIELDS)
    assert set(reference_rows("## `[[definition]]`")) == set(DEFINITION_FIELDS)
    assert set(reference_rows("## `[[dag]]`")) == keys_read(registry, {"load_dags"}, {"entry"})


def test_the_registry_reference_lists_every_value_and_name_the_code_knows():
    from certify.claims import papers, registry
    from certify.claims.parse import SYMPY_CALLS

    assert set(reference_rows("## `[paper]`")) == keys_read(Path(papers.__file__), {"declare"}, {"raw"})
    assert reference_rows("### `expect`: the statuses") == list(registry.STATUSES)
    assert reference_rows("### `method`") == list(registry.METHODS)
    text = REFERENCE.read_text(encoding="utf-8")
    roles = re.search(r"A node's `role` is one of (.*)\.", text).group(1)
    assert re.findall(r"`(\w+)`", roles) == list(registry.ROLES)
    names = re.search(r"A variable is one of these names: (.*?)\(`N`", text, re.S).group(1)
    assert re.findall(r"`(\w+)`", names) == list(registry.SYMBOLS)
    assert reference_rows("### SymPy functions") == list(SYMPY_CALLS)


def test_the_registry_reference_lists_every_library_function_with_its_signature():
    import inspect

    from certify.claims.functions import FUNCTIONS

    def signature(spec) -> str:
        parameters = list(inspect.signature(spec.call).parameters.values())[1 if spec.table else 0:]
        return f"{spec.name}({', '.join(('*' if p.kind is p.VAR_POSITIONAL else '') + p.name for p in parameters)})"

    documented = reference_rows("### The function library (`certify/claims/functions/`)")
    assert sorted(documented) == sorted(signature(spec) for spec in FUNCTIONS.values())
    predicates = {name for name, spec in FUNCTIONS.items() if spec.predicate}
    text = REFERENCE.read_text(encoding="utf-8")
    for name in predicates:
        assert re.search(rf"^\| `{name}\(.*?\| predicate:", text, re.M), f"{name} is a predicate: say so"


def test_the_library_pages_examples_run():
    """docs/library.md's ```pycon blocks, one doctest session in order (certify.value,
    certify.solve, Table.load, certify.check): the output each shows is what the code prints."""
    import doctest

    text = (ROOT / "docs" / "library.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```pycon\n(.*?)```", text, re.S)
    assert len(blocks) >= 4
    for name in ("certify.value(", "certify.Table.load(", "certify.check(", "certify.solve("):
        assert any(name in block for block in blocks), f"no example of {name}"
    test = doctest.DocTestParser().get_doctest("\n".join(blocks), {}, "docs/library.md", str(ROOT / "docs" / "library.md"), 0)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    runner.run(test)
    assert runner.failures == 0 and runner.tries >= 15, (runner.failures, runner.tries)


def test_cli_md_states_abgames_size_limits_as_the_code_has_them():
    """docs/cli.md once said 1500 codes while --help said 5040: the page names both limits."""
    from certify.cli.abgame import SERIAL_CODES
    from certify.codebreaking.general import MAX_CODES

    text = " ".join((ROOT / "docs" / "cli.md").read_text(encoding="utf-8").split())
    assert f"at most {SERIAL_CODES} codes by default" in text
    assert f"raises it up to {MAX_CODES}" in text
