"""``python -m certify.checkers.bundle`` goes through :func:`certify.checkers.verdict` like every
other checker (issue 39, item 3): one line, the error's exit code, Ctrl-C 130 with no verdict,
usage 2, an unreadable directory 3."""

from __future__ import annotations

import certify.checkers.bundle as bundle


def test_ctrl_c_is_one_line_and_exit_130(tmp_path, monkeypatch, capsys):
    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(bundle, "check_file", interrupted)
    assert bundle.main([str(tmp_path)]) == 130
    out, err = capsys.readouterr()
    assert out == "" and err == f"{tmp_path}: interrupted, no verdict\n"


def test_the_verdict_line_and_its_exit_code_come_from_the_check(tmp_path, monkeypatch, capsys):
    assert bundle.main([str(tmp_path / "absent")]) == 3  # no manifest: unreadable input
    out, _ = capsys.readouterr()
    assert out.startswith(f"{tmp_path / 'absent'}: INVALID: ") and len(out.splitlines()) == 1
    seen = {}

    def found(directory, seconds, **kwargs):
        seen.update(directory=directory, seconds=seconds, registry=kwargs.get("registry"))
        return {"claims": 1, "files": 0, "kernel": 0, "registry": "ab" * 32, "functions": [],
                **{s: int(s == "open") for s in bundle.STATUSES}}

    monkeypatch.setattr(bundle, "check_file", found)
    assert bundle.main([str(tmp_path), "7", "--registry", "r.toml"]) == 0
    assert seen == {"directory": str(tmp_path), "seconds": 7.0, "registry": "r.toml"}
    out, _ = capsys.readouterr()
    assert out.startswith(f"{tmp_path}: valid certify-bundle/1: 1 claim ") and "1 open" in out


def test_usage_errors_exit_2(tmp_path, capsys):
    for args in ([], [str(tmp_path), "-1"], [str(tmp_path), "x"], [str(tmp_path), "--registry"], ["a", "b", "c"]):
        assert bundle.main(args) == 2, args
    assert bundle.main(["--help"]) == 0 and "certify-bundle/1" in capsys.readouterr().out
