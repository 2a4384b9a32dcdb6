"""One error model: the exit kind is chosen where an error is raised (certify/errors.py), by
name; a bug is ``CertifyError.internal`` (exit 70), never an ``internal:`` message exiting 1."""

import ast
from pathlib import Path

import pytest

from certify.errors import CertifyError, ExitCode

PACKAGE = Path(__file__).resolve().parent.parent / "certify"


def _text(node) -> str | None:
    """The literal text of a message argument (the constant parts of an f-string)."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        return "".join(v.value for v in node.values if isinstance(v, ast.Constant))
    return None


def _misuses(source: str, name: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        func = node.func
        direct = isinstance(func, ast.Name) and func.id == "CertifyError"
        constructor = isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and func.value.id == "CertifyError"
        if not (direct or constructor) or not node.args:
            continue
        text = _text(node.args[0]) or ""
        where = f"{name}:{node.lineno}"
        if direct and text.lower().startswith("internal"):
            found.append(f"{where}: an internal error raised as CertifyError(...), exit {ExitCode.INVALID.value}: "
                         "use CertifyError.internal")
        if constructor and func.attr == "internal" and text.lower().startswith("internal"):
            found.append(f"{where}: CertifyError.internal already says 'internal:'")
        codes = node.args[1:] + [k.value for k in node.keywords if k.arg == "exit_code"]
        if any(isinstance(c, ast.Constant) for c in codes):
            found.append(f"{where}: an exit code as a number: name it (ExitCode or a CertifyError constructor)")
        if direct and any(isinstance(c, ast.Attribute) and c.attr in ("USAGE", "UNREADABLE", "LIMIT", "INTERNAL")
                          and c.attr != "INTERNAL" for c in codes):
            found.append(f"{where}: CertifyError(..., ExitCode.X): use the constructor CertifyError.x")
    return found


def test_the_package_raises_internal_errors_by_their_constructor():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += _misuses(path.read_text(encoding="utf-8"), str(path.relative_to(PACKAGE)))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("source, expected", [
    ('raise CertifyError(f"internal: {x} broke")', 1),
    ('raise CertifyError("Internal: broke", ExitCode.INTERNAL)', 1),
    ('raise CertifyError("bad", 70)', 1),
    ('raise CertifyError("bad", exit_code=2)', 1),
    ('raise CertifyError("bad", ExitCode.USAGE)', 1),
    ('raise CertifyError.internal("internal: twice")', 1),
    ('raise CertifyError.internal(f"{x} broke")', 0),
    ('raise CertifyError.usage("--max must be >= 2")', 0),
    ('raise CertifyError("an invalid certificate")', 0),
])
def test_the_scan_finds_each_misuse(source, expected):
    assert len(_misuses(source, "x.py")) == expected


def test_internal_is_exit_70_and_says_so():
    error = CertifyError.internal("a checked result failed its check")
    assert error.exit_code == ExitCode.INTERNAL == 70 and str(error) == "internal: a checked result failed its check"


def test_bad_adversary_arguments_are_usage_errors():
    from certify.adversary import optimal

    for n, chooser, d in [(0, "honest", 0), (5, "nobody", 0), (5, "honest", 1), (5, "erasures", -1), (2.5, "honest", 0)]:
        with pytest.raises(CertifyError) as caught:
            optimal.validate(n, chooser, d)
        assert caught.value.exit_code == ExitCode.USAGE, (n, chooser, d)


def test_unreadable_board_and_coq_table_are_unreadable(tmp_path):
    from certify.adversary.traits import load_board
    from certify.coq.tables import read_csv_table

    (tmp_path / "board.toml").write_text("traits = [", encoding="utf-8")
    (tmp_path / "table.csv").write_text("a,b\n1,2\n", encoding="ascii")
    for call in (lambda: load_board(str(tmp_path / "missing.toml")), lambda: load_board(str(tmp_path / "board.toml")),
                 lambda: read_csv_table(tmp_path / "missing.csv"), lambda: read_csv_table(tmp_path / "table.csv")):
        with pytest.raises(CertifyError) as caught:
            call()
        assert caught.value.exit_code == ExitCode.UNREADABLE
