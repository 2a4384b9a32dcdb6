"""A user's claim about a Mastermind game with no committed certificate (a small game the audit
solves itself): its bundle carries the solver's certificate, which ``certify check`` re-checks
(an outside-user review, session 38: ``--certificates`` failed with exit 3 and wrote no bundle,
where the audit without it said verified)."""

from certify.cli import main

REGISTRY = '''[paper]
key = "mine"
title = "A user's claims"
authors = ["A. User"]
year = 2026

[[claim]]
id = "mine.mm33"
statement = "Mastermind with 3 pegs and 3 colours: least total 73, least worst case 4."
vars = {}
holds = "Eq(mm_total(3, 3, 1), 73) & Eq(mm_worst(3, 3, 1), 4)"
expect = "verified"
'''


def test_a_bundle_carries_the_solvers_certificate_of_a_small_game(tmp_path, capsys):
    registry = tmp_path / "mine.toml"
    registry.write_text(REGISTRY, encoding="utf-8")
    bundle = tmp_path / "bundle"
    assert main(["audit", "--registry", str(registry), "--certificates", str(bundle), "-q"]) == 0
    assert (bundle / "mastermind" / "3x3-mm-optimality.jsonl.xz").is_file()
    assert main(["check", str(bundle)]) == 0
    assert "valid bundle: 1 claim" in capsys.readouterr().out
