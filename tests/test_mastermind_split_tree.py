"""Strategy trees read off a split search's cover and exact fragments (certify.codebreaking.split_tree,
outside the trusted base): checked by the trusted checker, their totals the cover's and the
one-process search's; a missing or altered fragment is a one-line error and nothing is written."""
from __future__ import annotations

import gzip
import json
import shutil
import sys
from pathlib import Path

import pytest

from certify.checkers import ExitCode
from certify.checkers.mastermind import check_document, check_file
from certify.codebreaking.budget import BudgetSolver
from certify.codebreaking.general import Game
from certify.codebreaking.split import COVER, split_search
from certify.codebreaking.split_tree import main, strategy_tree_from_cover
from certify.errors import CertifyError

GAMES = [(3, 4, True), (3, 6, False), (4, 4, True)]  # 4x4 Mastermind: 905 within depth 4, the least total's depth 5


@pytest.fixture(scope="module")
def runs(tmp_path_factory):
    """A split search of each game on the local process pool (no dask), and the one-process values."""
    mp = pytest.MonkeyPatch()
    mp.setitem(sys.modules, "dask.distributed", None)
    out = {}
    try:
        for d, n, repeats in GAMES:
            game = Game(d, n, repeats)
            folder = tmp_path_factory.mktemp("split") / f"{d}x{n}"
            split_search(game, folder, False, workers=2)
            out[(d, n, repeats)] = folder, BudgetSolver(game).solve()
    finally:
        mp.undo()
    return out


@pytest.mark.parametrize("spec", GAMES)
def test_the_tree_checks_with_the_covers_and_the_searchs_values(runs, spec):
    folder, serial = runs[spec]
    cover = json.loads((folder / COVER).read_text())
    doc = strategy_tree_from_cover(folder / COVER)
    summary = check_document(doc)  # the trusted checker replays every secret
    trees = {t["measure"]: t for t in doc["trees"]}
    assert summary["total"] == trees["total"]["total"] == cover["total"] == serial.total
    assert summary["restricted"][0] == cover["restricted"] == serial.restricted
    assert summary["restricted"][1] == serial.worst == cover["worst"]
    assert ("restricted" in trees) == (cover["roots"][0][3] > cover["worst"])
    if spec == (4, 4, True):
        assert (serial.total, serial.worst, serial.restricted) == (905, 4, 905) and "restricted" in trees
        assert trees["restricted"]["depth"] == 4


def test_the_command_writes_a_checked_tree(runs, tmp_path, capsys):
    folder, serial = runs[(4, 4, True)]
    out = tmp_path / "tree.json"
    assert main([str(folder / COVER), str(out)]) == ExitCode.OK
    assert "valid certify-mastermind-tree/1: total 905 over 256 codes" in capsys.readouterr().out
    assert check_file(out)["restricted"] == (905, 4)
    assert out.read_text() == json.dumps(strategy_tree_from_cover(folder / COVER), separators=(",", ":"))
    assert main([str(folder / COVER)]) == ExitCode.USAGE
    assert main([str(folder / COVER), str(tmp_path / "no" / "tree.json")]) == ExitCode.USAGE
    assert main([str(tmp_path / "none.json"), str(tmp_path / "t.json")]) == ExitCode.UNREADABLE
    assert main([str(out), str(tmp_path / "t.json")]) == ExitCode.UNREADABLE  # a tree is not a cover
    assert "not a certify-mastermind-cover/1 file" in capsys.readouterr().err


def _copy(runs, tmp_path) -> tuple[Path, dict, str]:
    """A copy of the 4x4 run, its cover, and of the fragments the least-total root's first guess
    cites, the one whose root's first guess has the most witnesses."""
    copy = tmp_path / "run"
    shutil.copytree(runs[(4, 4, True)][0], copy)
    cover = json.loads((copy / COVER).read_text())
    names = [cover["fragments"][w[2] - len(cover["roots"])] for w in cover["roots"][0][5][0][1]]
    witnesses = lambda name: len(json.loads(gzip.decompress((copy / name).read_bytes()).decode().splitlines()[1])[5][0][1])  # noqa: E731
    return copy, cover, max(names, key=witnesses)


def _rewrite(path: Path, change) -> None:
    lines = [json.loads(line) for line in gzip.decompress(path.read_bytes()).decode().splitlines()]
    change(lines)
    path.write_bytes(gzip.compress("".join(json.dumps(x) + "\n" for x in lines).encode()))


def _first_witness_value(lines):
    lines[1][5][0][1][0][1] += 1  # the root's first guess relies on one more for a class


def _first_guess(lines):
    guesses = lines[1][5]
    guesses[0][0] = guesses[1][0] if len(guesses) > 1 else (guesses[0][0] + 1) % lines[0]["codes"]


def _lower(lines):
    lines[1][2] = 1  # the root claimed as a lower bound only


def _dropped_witness(lines):
    lines[1][5][0][1].pop()


@pytest.mark.parametrize("change, message", [
    (_first_witness_value, "relies on"),
    (_first_guess, r"state \d+"),
    (_lower, "not an exact state"),
    (_dropped_witness, r"has no witness|state \d+"),
])
def test_an_altered_fragment_is_a_clear_error(runs, tmp_path, change, message):
    copy, _, name = _copy(runs, tmp_path)
    _rewrite(copy / name, change)
    with pytest.raises(CertifyError, match=message) as error:
        strategy_tree_from_cover(copy / COVER)
    assert Path(name).name in str(error.value) and "\n" not in str(error.value)
    out = tmp_path / "tree.json"
    assert main([str(copy / COVER), str(out)]) == ExitCode.INVALID and not out.exists()


def test_an_altered_relabelling_is_refused_or_harmless(runs, tmp_path):
    """The cover's rank for a class changed: refused where the class no longer maps onto the
    fragment's root; where it still does (the new relabelling differs by a symmetry of the class),
    the tree is another valid strategy of the same totals."""
    copy, cover, _ = _copy(runs, tmp_path)
    witness, refused = cover["roots"][0][5][0][1][0], 0
    for step in range(1, 25):
        witness[3] = (witness[3] + 1) % (24 * 24)
        (copy / COVER).write_text(json.dumps(cover))
        try:
            doc = strategy_tree_from_cover(copy / COVER)
        except CertifyError as error:
            assert "does not map onto the root of" in str(error)
            refused += 1
        else:
            assert check_document(doc)["total"] == 905
    assert refused


def test_a_missing_fragment_or_an_altered_cover_is_a_clear_error(runs, tmp_path):
    copy, cover, name = _copy(runs, tmp_path)
    (copy / name).unlink()
    with pytest.raises(CertifyError, match="missing") as error:
        strategy_tree_from_cover(copy / COVER)
    assert error.value.exit_code == ExitCode.UNREADABLE and name in str(error.value)
    shutil.copyfile(runs[(4, 4, True)][0] / name, copy / name)
    cover["total"] -= 1
    (copy / COVER).write_text(json.dumps(cover))
    with pytest.raises(CertifyError, match="the total strategy totals 905; the cover claims 904"):
        strategy_tree_from_cover(copy / COVER)
    cover["fragments"][0] = "../elsewhere.jsonl.gz"
    (copy / COVER).write_text(json.dumps(cover))
    with pytest.raises(CertifyError, match="inside the cover's folder"):
        strategy_tree_from_cover(copy / COVER)


def test_the_committed_4x8_mastermind_tree_replays():
    """4x8 Mastermind (the split search of issue 40): the committed least-total strategy replays
    to 20471 guesses over the 4096 secrets (depth 7), the restricted one to 20473 within 6."""
    from certify.files.resources import committed

    summary = check_file(str(committed("mastermind/4x8-mm-tree.json")))
    assert (summary["total"], summary["depth"], summary["codes"]) == (20471, 7, 4096)
    assert summary["restricted"] == (20473, 6)


@pytest.mark.slow
def test_the_committed_4x8_tree_is_the_one_read_off_the_committed_cover():
    """Rebuilt from proofs/mastermind-split/4x8 (cover and exact fragments, about 10 s): byte for byte."""
    root = Path(__file__).resolve().parent.parent / "proofs"
    doc = strategy_tree_from_cover(root / "mastermind-split" / "4x8" / COVER)
    assert json.dumps(doc, separators=(",", ":")) == (root / "mastermind" / "4x8-mm-tree.json").read_text()
