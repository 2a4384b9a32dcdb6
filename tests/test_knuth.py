"""Knuth's minimax strategy (certify/codebreaking/knuth.py): the committed 4×6 tree is the builder's, every
node follows Knuth's rule (recomputed here on the trusted checker's answer table, one guess at a
time), the checker replays it to total 5801 and worst case 5, rejects it with one guess
altered, and the bundle re-derives the Knuth claims from it."""

import copy
import json
import shutil
from pathlib import Path

import numpy as np
import pytest

from certify.codebreaking.general import Game
from certify.codebreaking.knuth import knuth_tree
from certify.checkers import bundle as bundle_checker
from certify.checkers import mastermind as mmcheck
from certify.claims.functions.mastermind import knuth_path
from tests.test_bundle import make, manifest, rehash

COMMITTED = knuth_path(4, 6, True)


@pytest.fixture(scope="module")
def committed():
    return json.loads(COMMITTED.read_text(encoding="utf-8"))


def test_the_committed_tree_is_the_builders(committed):
    built = knuth_tree(Game(4, 6, repeats=True))
    assert json.dumps(built, separators=(",", ":")) == COMMITTED.read_text(encoding="utf-8")
    entry, = built["trees"]
    assert entry["tree"]["guess"] == [0, 0, 1, 1]  # Knuth's 1122


def test_the_checker_replays_total_5801_worst_5(committed):
    summary = mmcheck.check_file(str(COMMITTED))
    assert (summary["digits"], summary["symbols"], summary["repeats"]) == (4, 6, True)
    assert summary["strategies"] == {"knuth": (5801, 5)} and summary["codes"] == 1296
    assert "restricted" not in summary  # no optimality is stated for a named strategy


def _walk(node, state, game, out):
    """(node, codes reaching it) for every node, on the checker's own game model."""
    out.append((node, state))
    guess = game.code(node["guess"], "guess")
    for answer, child in node.get("then", {}).items():
        black, white = map(int, answer.split(","))
        out_state = [s for s in state if s != guess and game.table[guess, s] == black * (game.d + 1) + white]
        _walk(child, out_state, game, out)


def test_every_node_follows_knuths_rule(committed):
    """At each node: no code has a smaller largest answer class; the guess is a still-possible
    code if any minimax code is; and it is the least such code. Recomputed per guess with the
    checker's answer table (not the builder's vectorised partition)."""
    game = mmcheck.Game(committed)
    nodes = []
    _walk(committed["trees"][0]["tree"], list(range(len(game.codes))), game, nodes)
    assert len(nodes) > 1000
    for node, state in nodes:
        assert state, node
        if len(state) == 1:  # every code's largest class is 1; the one still-possible code is preferred
            assert game.code(node["guess"], "guess") == state[0]
            continue
        # every guess's answer classes at once: the counts of (guess, answer) pairs over the state
        answers = game.table[:, state].astype(np.int64)
        width = int(answers.max()) + 1
        pairs = answers + width * np.arange(len(game.codes), dtype=np.int64)[:, None]
        largest = np.bincount(pairs.ravel(), minlength=width * len(game.codes)).reshape(-1, width).max(axis=1)
        best = [g for g in range(len(game.codes)) if largest[g] == largest.min()]
        still = set(state)
        preferred = [g for g in best if g in still] or best
        assert game.code(node["guess"], "guess") == min(preferred, key=lambda g: game.codes[g].tolist()), node["guess"]


def _nodes(tree):
    out = [tree]
    for child in tree.get("then", {}).values():
        out += _nodes(child)
    return out


@pytest.mark.parametrize("which", [0, 1, 7, -1, -2])
def test_one_altered_guess_is_rejected(committed, tmp_path, which):
    bad = copy.deepcopy(committed)
    node = _nodes(bad["trees"][0]["tree"])[which]
    node["guess"] = [(s + 1) % 6 for s in node["guess"]]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(mmcheck.CheckError) as error:
        mmcheck.check_file(str(path))
    assert error.value.exit_code == 1 and "\n" not in str(error.value)


@pytest.mark.parametrize("edit", [
    lambda e: e.update(total=e["total"] - 1), lambda e: e.update(depth=4), lambda e: e.pop("strategy"),
    lambda e: e.update(strategy=""), lambda e: e.update(strategy=["knuth"]), lambda e: e.update(measure="total"),
])
def test_a_wrong_claim_or_name_is_rejected(committed, tmp_path, edit):
    bad = copy.deepcopy(committed)
    edit(bad["trees"][0])
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(mmcheck.CheckError):
        mmcheck.check_file(str(path))


def test_a_name_given_twice_is_rejected(committed, tmp_path):
    bad = copy.deepcopy(committed)
    bad["trees"].append(copy.deepcopy(bad["trees"][0]))
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    with pytest.raises(mmcheck.CheckError, match="name of its own"):
        mmcheck.check_file(str(path))


def test_small_games_replay_to_the_builders_measures():
    """The builder's own count of total and depth agrees with the checker's replay, and never
    beats the certified optimum (2x3, 3x3 Mastermind; 3x4 AB)."""
    from certify.codebreaking.search import solve

    for d, n, repeats in ((2, 3, True), (3, 3, True), (3, 4, False)):
        game = Game(d, n, repeats)
        doc = knuth_tree(game)
        summary = mmcheck.check_document(json.loads(json.dumps(doc)))
        entry = doc["trees"][0]
        assert summary["strategies"]["knuth"] == (entry["total"], entry["depth"])
        result = solve(game)
        assert entry["total"] >= result.total and entry["depth"] >= result.worst


@pytest.fixture(scope="module")
def knuth_bundle(tmp_path_factory):
    return make(tmp_path_factory.mktemp("knuth") / "b", "ab.introduction.knuth-expected")


def test_the_bundle_re_derives_the_knuth_claims(knuth_bundle):
    records = {r["id"]: r for r in manifest(knuth_bundle)["claims"]}
    assert records["ab.introduction.knuth-expected"]["status"] == "refuted"
    assert records["ab.introduction.knuth-expected.corrected"]["status"] == "verified"
    kinds = {e["kind"] for r in records.values() for e in r["evidence"]}
    assert kinds == {"mastermind-strategy"}
    assert bundle_checker.check_file(knuth_bundle)["claims"] == 2


def test_the_bundle_rejects_an_altered_guess_or_a_tree_passed_as_optimality(knuth_bundle, tmp_path):
    rel = "mastermind/4x6-mm-knuth-tree.json"
    spoiled = Path(shutil.copytree(knuth_bundle, tmp_path / "guess"))
    doc = json.loads((spoiled / rel).read_text())
    doc["trees"][0]["tree"]["then"]["0,0"]["guess"] = [5, 5, 5, 5]
    (spoiled / rel).write_text(json.dumps(doc, separators=(",", ":")))
    rehash(spoiled, rel)
    with pytest.raises(bundle_checker.CheckError, match=r"^claim ab\.introduction\.knuth-expected"):
        bundle_checker.check_file(spoiled)
    relabelled = Path(shutil.copytree(knuth_bundle, tmp_path / "kind"))
    doc = manifest(relabelled)
    for record in doc["claims"]:
        for item in record.get("evidence", []):
            item["kind"] = "mastermind"
    (relabelled / "manifest.json").write_text(json.dumps(doc))
    with pytest.raises(bundle_checker.CheckError, match="not a mastermind certificate"):
        bundle_checker.check_file(relabelled)


@pytest.mark.parametrize("args, code", [(["5", "3"], 1), (["9", "9", "--repeats"], 4), (["2", "3", "--repeats"], 0)])
def test_the_builder_command_writes_a_checked_tree_or_fails_in_one_line(tmp_path, capsys, args, code):
    from certify.codebreaking.knuth import main

    target = tmp_path / "knuth.json"
    assert main([*args, "-o", str(target)]) == code
    out, err = capsys.readouterr()
    if code:
        assert len(err.strip().splitlines()) == 1 and not target.exists() and list(tmp_path.iterdir()) == []
    else:
        total, depth = mmcheck.check_file(str(target))["strategies"]["knuth"]
        assert f"total {total} over 9 codes, worst case {depth}" in out
