"""The bundle's evidence for the board, the AB sub-game graphs and the replayed predetermined
games (checkers/board.py, checkers/ab_graphs.py, checkers/_paz_values.py): each re-derives its
claim without the engines, and one changed entry makes `certify check` fail naming the claim."""

import json
import shutil
from itertools import permutations
from pathlib import Path

import pytest
from hypothesis import given, settings, strategies as st

from certify.checkers import _paz_values as paz_values, ab_graphs, board
from certify.checkers import bundle as checker
from tests.test_bundle import blocked_check, make, manifest, rehash


def spoil(bundle: Path, tmp_path: Path, name: str, rel: str, edit) -> Path:
    """A copy of ``bundle`` with ``edit`` applied to the JSON file ``rel``, hash updated."""
    spoiled = Path(shutil.copytree(bundle, tmp_path / name))
    doc = json.loads((spoiled / rel).read_text())
    edit(doc)
    (spoiled / rel).write_text(json.dumps(doc, separators=(",", ":")))
    rehash(spoiled, rel)
    return spoiled


@pytest.fixture(scope="module")
def board_bundle(tmp_path_factory):
    return make(tmp_path_factory.mktemp("board") / "b", "paz.board")


def test_the_board_claim_re_derives_without_the_engines(board_bundle):
    record, = manifest(board_bundle)["claims"]
    assert record["status"] == "verified" and [e["kind"] for e in record["evidence"]] == ["board"]
    run = blocked_check(board_bundle)
    assert run.returncode == 0 and "1 verified" in run.stdout, run.stdout + run.stderr


def _drop_trait(doc):
    doc["fewest"]["traits"].pop()


@pytest.mark.parametrize("name, edit, message", [
    ("search-total", lambda d: d["search"][-1].__setitem__(2, d["search"][-1][2] + 1), "claimed worst"),
    ("search-worst", lambda d: d["search"][0].__setitem__(1, d["search"][0][1] + 1), "claimed worst"),
    ("search-missing", lambda d: d["search"].pop(0), "is not listed|no listed state's child"),
    ("excluded-pair", lambda d: d["fewest"]["excluded"].__setitem__(5, [0, 1]), "told apart"),
    ("excluded-short", lambda d: d["fewest"]["excluded"].pop(), "excluded sets"),
    ("fewest-traits", _drop_trait, "do not tell every character apart"),
    ("matrix", lambda d: d["matrix"][0].__setitem__(0, 1 - d["matrix"][0][0]), "claimed|not listed|apart"),
])
def test_one_changed_board_entry_is_rejected_naming_the_claim(board_bundle, tmp_path, name, edit, message):
    spoiled = spoil(board_bundle, tmp_path, name, "board/board24.json", edit)
    with pytest.raises(checker.CheckError, match=r"^claim paz\.board\.assumption-1: ") as error:
        checker.check_file(spoiled)
    assert any(part in str(error.value) for part in message.split("|")), str(error.value)


def test_the_board_measures_are_the_definitions():
    """A tiny board by hand: 3 characters, traits {0}, {1}, {0, 1}."""
    doc = {"format": board.FORMAT, "characters": ["a", "b", "c"], "traits": ["x", "y", "z"],
           "matrix": [[1, 0, 1], [0, 1, 1], [0, 0, 0]],
           "search": [[3, 1, 2], [5, 1, 2], [6, 1, 2], [7, 2, 5]],  # two: one question; all three: 3 + 0 + 2
           "fewest": {"traits": [0, 1], "excluded": [[1, 2], [0, 2], [0, 1]]}}
    assert board.check_document(doc)["measures"] == [3, 1, 0, 2, 5, 2]
    doc["fewest"]["excluded"][2] = [0, 2]  # trait z tells a from c: not an exclusion
    with pytest.raises(board.CheckError, match="told apart"):
        board.check_document(doc)


@pytest.fixture(scope="module")
def graph_bundle(tmp_path_factory):
    return make(tmp_path_factory.mktemp("graphs") / "b", "ab.section-4.2x5")


def test_the_2x5_graph_claim_re_derives_without_the_engines(graph_bundle):
    record, = manifest(graph_bundle)["claims"]
    assert {e["kind"] for e in record["evidence"]} == {"ab-pair", "ab-relabel"}
    run = blocked_check(graph_bundle)
    assert run.returncode == 0 and "1 verified" in run.stdout, run.stdout + run.stderr


def _changing_relabel(doc):
    """Swap two labels of the first witness so that the image of its state changes."""
    labels, reverse = doc["witnesses"][0][2:]
    codes = ab_graphs.codes_of(int(doc["witnesses"][0][0]), doc["symbols"])
    before = frozenset(map(ab_graphs._map("w", [labels, reverse], doc["symbols"]), codes))
    for i, j in permutations(range(len(labels)), 2):
        swapped = list(labels)
        swapped[i], swapped[j] = swapped[j], swapped[i]
        if frozenset(map(ab_graphs._map("w", [swapped, reverse], doc["symbols"]), codes)) != before:
            doc["witnesses"][0][2] = swapped
            return
    raise AssertionError("every swap fixes the state")


@pytest.mark.parametrize("name, edit, message", [
    ("labels", _changing_relabel, "does not carry the state onto entry"),
    ("entry", lambda d: d["witnesses"][0].__setitem__(1, int(d["witnesses"][0][1] == 0)), "onto entry"),
    ("dropped", lambda d: d["witnesses"].remove(next(w for w in d["witnesses"] if w[0] == str(
        ab_graphs.mask_of(ab_graphs.graph_codes(2, 5, 5), 5)))), "no relabelling witness"),  # a state the claim reads
    ("not-a-permutation", lambda d: d["witnesses"][0][2].__setitem__(0, d["witnesses"][0][2][1]), "permutation"),
])
def test_one_changed_relabelling_witness_is_rejected_naming_the_claim(graph_bundle, tmp_path, name, edit, message):
    spoiled = spoil(graph_bundle, tmp_path, name, "ab/2x5-relabellings.json", edit)
    with pytest.raises(checker.CheckError, match=r"^claim ab\.section-4\.2x5-alternatives: .*" + message):
        checker.check_file(spoiled)


def test_a_changed_pair_entry_under_the_witnesses_is_rejected(graph_bundle, tmp_path):
    spoiled = spoil(graph_bundle, tmp_path, "pair", "ab/2x5-optimality.json",
                    lambda d: d["states"][1].update(total=d["states"][1]["total"] + 1))
    with pytest.raises(checker.CheckError, match=r"^claim ab\.section-4\.2x5-alternatives: "):
        checker.check_file(spoiled)


@settings(max_examples=40, deadline=None)
@given(st.data(), st.sampled_from([(0, 0), (1, 1), (1, 2), (2, 1)]))
def test_replayed_games_agree_with_the_engines_exhaustive_verification(data, chooser):
    """paz_values.games (bit masks, the checker's own decoding) against the engine's
    verify_predetermined on random codes, valid or not: the same verdict, the same count."""
    from certify.adversary.strategies import Predetermined, verify_predetermined

    c, d = chooser
    k = data.draw(st.integers(1, 7), label="length")
    words = data.draw(st.lists(st.integers(0, 2 ** k - 1), min_size=2, max_size=10, unique=True), label="words")
    cert = {"kind": "code", "length": k, "distance": (1, d + 1, 2 * d + 1)[c], "words": words}
    engine = verify_predetermined(Predetermined.from_code(words, k), ("honest", "erasures", "lies")[c], d)
    if engine.ok:
        assert paz_values.games([cert], len(words), c, d) == engine.checked
    else:
        with pytest.raises(paz_values.CheckError, match="names"):
            paz_values.games([cert], len(words), c, d)


def test_the_predetermined_games_claim_re_derives_from_its_codes(tmp_path):
    bundle = make(tmp_path / "t8", "paz.theorem-8", max_n=12)
    record, = manifest(bundle)["claims"]
    from certify.checkers import _bundle_claim

    assert record["status"] == "verified" and _bundle_claim.Bundle(bundle).claim(record) == "verified"  # unbound: N = 12
    with pytest.raises(checker.CheckError, match=r"verified up to N = 12 only, below the registry's audit size 64"):
        checker.check_file(bundle)  # bound to the registry, a range below its audit size states less (issue 37)
    doc = manifest(bundle)
    doc["claims"][0]["claim"]["holds"] = ["ge", ["call", "paz_pre_games", ["var", "n"], ["num", "1"], ["var", "d"]],
                                          ["mul", ["num", "2"], ["var", "n"]]]  # n (k + 1) >= 2n fails at k = 0
    (bundle / "manifest.json").write_text(json.dumps(doc))
    with pytest.raises(checker.CheckError, match=r"^claim paz\.theorem-8: its expression .*differs from the registry's"):
        checker.check_file(bundle)  # the bundle is bound to the registry: a changed expression is refused first
    from certify.checkers import _bundle_claim  # and the evaluator, given the changed expression, reads the codes
    ev = _bundle_claim.Files(bundle).evidence(doc["claims"][0]["evidence"])
    with pytest.raises(checker.CheckError, match=r"^fails at n = 1"):
        _bundle_claim.bounded(doc["claims"][0]["claim"], ev)


@pytest.mark.slow
def test_the_bulls_and_cows_optimum_rests_on_the_4x10_certificate_in_the_bundle(tmp_path):
    """The introduction's 4×10 Bulls and Cows optimum (26274 over 5040, worst case 7) is re-derived
    from the committed /3 certificate the bundle carries, and only that one; a consistent forgery of
    the certificate (the root's value and the header's total both lowered, hash updated) is refused."""
    import lzma

    bundle = make(tmp_path / "bc", "ab.introduction.bulls-and-cows-optimum")
    record, = manifest(bundle)["claims"]
    assert record["status"] == "verified"
    assert [(e["kind"], e["path"], e["key"]) for e in record["evidence"]] == \
        [("mastermind", "mastermind/4x10-ab-optimality.jsonl.xz", "4,10,0")]
    run = blocked_check(bundle)
    assert run.returncode == 0 and "1 verified" in run.stdout, run.stdout + run.stderr
    rel = "mastermind/4x10-ab-optimality.jsonl.xz"
    with lzma.open(bundle / rel, "rt") as f:
        header, root, rest = f.readline(), f.readline(), f.read()
    assert '"total":26274' in header and root.startswith("[null,26274,")
    forged = header.replace('"total":26274', '"total":26273') + root.replace("[null,26274,", "[null,26273,", 1) + rest
    with lzma.open(bundle / rel, "wt") as f:
        f.write(forged)
    rehash(bundle, rel)
    with pytest.raises(checker.CheckError, match=r"ab\.introduction\.bulls-and-cows-optimum|4x10"):
        checker.check_file(bundle)
