"""The AB checker accepts one canonical form per certificate and refuses every other
(issue 11), with limits before work (issue 16); the optimality check verifies the
certificate's symmetry witnesses instead of re-deriving the solver's twin reduction."""

import copy
import json
import time

import pytest

from certify.codebreaking.certificate import optimality_certificate, strategy_tree
from certify.checkers import ab as abcheck


@pytest.fixture(scope="module")
def tree():
    return strategy_tree(2, 5)


@pytest.fixture(scope="module")
def table():
    return optimality_certificate(2, 6)


def write(path, doc):
    path.write_text(json.dumps(doc, separators=(",", ":")))
    return str(path)


def refused(path, words, code=1):
    started = time.perf_counter()
    with pytest.raises(abcheck.CheckError) as caught:
        abcheck.check_file(path)
    assert time.perf_counter() - started < 30  # a hang detector (the check takes milliseconds, 1.2 s at 200,000 deep)
    assert words in str(caught.value) and "\n" not in str(caught.value), str(caught.value)
    assert caught.value.exit_code == code, (caught.value.exit_code, str(caught.value))


def test_canonical_certificates_check(tmp_path, tree, table):
    assert abcheck.check_file(write(tmp_path / "t.json", tree))[1]["total"] == 60
    assert abcheck.check_file(write(tmp_path / "c.json", table))[1]["total"] == 103


# ---- trees ----------------------------------------------------------------------------


@pytest.mark.parametrize("codes", [999, 19, True, "20", None])
def test_tree_codes_field_is_verified(tmp_path, tree, codes):
    bad = dict(tree, codes=codes)
    refused(write(tmp_path / "t.json", bad), "claims codes")


def test_tree_codes_field_missing_or_unknown_key(tmp_path, tree):
    bad = {k: v for k, v in tree.items() if k != "codes"}
    refused(write(tmp_path / "t.json", bad), "missing key 'codes'")
    refused(write(tmp_path / "t.json", dict(tree, note=1)), "unknown key 'note'")


def test_tree_extra_garbage_and_unreachable_branches_are_refused(tmp_path, tree):
    bad = copy.deepcopy(tree)
    bad["tree"]["then"]["2,0"] = {"guess": [1, 0]}  # "found" is never a branch
    refused(write(tmp_path / "t.json", bad), "branches")
    bad = copy.deepcopy(tree)
    bad["tree"]["then"]["garbage"] = {"guess": [1, 0]}
    refused(write(tmp_path / "t.json", bad), "branches")
    bad = copy.deepcopy(tree)
    leaf = next(node for node in bad["tree"]["then"].values() if "then" not in node)
    leaf["then"] = {"0,0": {"guess": [2, 3]}}  # below a node where every secret is found
    refused(write(tmp_path / "t.json", bad), "unreachable")
    bad = copy.deepcopy(tree)
    bad["tree"]["extra"] = 1
    refused(write(tmp_path / "t.json", bad), "a node is")


def test_tree_branches_must_be_sorted_and_text_canonical(tmp_path, tree):
    bad = copy.deepcopy(tree)
    bad["tree"]["then"] = dict(reversed(list(bad["tree"]["then"].items())))
    refused(write(tmp_path / "t.json", bad), "sorted order")
    path = tmp_path / "t.json"
    path.write_text(json.dumps(tree))  # spaces after separators
    refused(str(path), "canonical form")
    path.write_text(json.dumps(tree, separators=(",", ":")) + "\n")
    refused(str(path), "canonical form")
    moved = {k: tree[k] for k in ("digits", "symbols", "codes", "total", "depth", "tree", "format")}
    refused(write(tmp_path / "t.json", moved), "keys out of order")


def test_tree_nested_200000_deep_is_a_limit_not_a_crash(tmp_path):
    path = tmp_path / "deep.json"
    path.write_text('{"format":"certify-ab-tree/1","tree":' + '{"guess":[0,1],"then":{"0,0":' * 200_000)
    refused(str(path), "nesting depth", code=4)


def test_tree_of_a_huge_game_is_refused_before_enumerating(tmp_path, tree):
    refused(write(tmp_path / "t.json", dict(tree, digits=6, symbols=64)), "over the limit", code=4)


# ---- optimality tables ----------------------------------------------------------------


def test_duplicated_state_is_refused(tmp_path, table):
    bad = copy.deepcopy(table)
    bad["states"].append(copy.deepcopy(bad["states"][-1]))
    refused(write(tmp_path / "c.json", bad), "repeats state")


def test_unreferenced_state_is_refused(tmp_path, table):
    bad = copy.deepcopy(table)
    extra = copy.deepcopy(bad["states"][-1])
    extra["codes"] = extra["codes"][:-1] + [[5, 4]] if [5, 4] not in extra["codes"] else extra["codes"][1:]
    bad["states"].append(extra)
    with pytest.raises(abcheck.CheckError):
        abcheck.check_optimality(bad)


def test_altered_witness_labels_are_refused(tmp_path, table):
    rejected = 0
    for k, state in enumerate(table["states"]):
        for i, move in enumerate(state["moves"]):
            for j, child in enumerate(move["children"]):
                bad = copy.deepcopy(table)
                witness = bad["states"][k]["moves"][i]["children"][j]
                if (k + i + j) % 2:
                    witness[2][0], witness[2][1] = witness[2][1], witness[2][0]
                else:
                    witness[3] = not witness[3]
                try:
                    abcheck.check_optimality(bad)  # accepted only if still a witness (an automorphism)
                except abcheck.CheckError:
                    rejected += 1
    assert rejected > 10


def test_free_symbols_of_a_witness_must_keep_their_order(table):
    """A witness may only differ where the class pins it: symbols outside it go to the spare
    labels in order (one canonical witness per isomorphism)."""
    bad = copy.deepcopy(table)
    for state in bad["states"]:
        for move in state["moves"]:
            for child in move["children"]:
                members = {s for code in _class(state, move["guess"], child[0]) for s in code}
                free = [v for v in range(6) if v not in members]
                if len(free) >= 2:
                    a, b = free[:2]
                    child[2][a], child[2][b] = child[2][b], child[2][a]
                    with pytest.raises(abcheck.CheckError, match="canonical witness"):
                        abcheck.check_optimality(bad)
                    return
    pytest.fail("no witness with two free symbols")


def _class(state, guess, answer):
    return [c for c in state["codes"] if c != guess and abcheck._answer(tuple(guess), tuple(c)) == answer]


def test_a_false_symmetry_is_refused(table):
    refusals = []
    for k, state in enumerate(table["states"][1:], start=1):
        for i, (labels, _) in enumerate(state["symmetries"]):
            for w in range(6):  # compose the twin swap with another transposition
                bad = copy.deepcopy(table)
                changed = bad["states"][k]["symmetries"][i][0]
                u = next(v for v in range(6) if labels[v] != v)
                if w == u or w == labels[u]:
                    continue
                changed[u], changed[w] = changed[w], changed[u]
                try:
                    abcheck.check_optimality(bad)
                except abcheck.CheckError as error:
                    refusals.append(str(error))
    assert any("does not map the state onto itself" in r for r in refusals)


def test_cover_words_are_verified(table):
    bad = copy.deepcopy(table)
    state = next(s for s in bad["states"] if any(s["cover"]))
    k = next(i for i, w in enumerate(state["cover"]) if w)
    state["cover"][k] = state["cover"][k][:-1] or [0, 0]
    with pytest.raises(abcheck.CheckError):
        abcheck.check_optimality(bad)
    bad = copy.deepcopy(table)
    state = next(s for s in bad["states"] if s["symmetries"])
    state["symmetries"].append(state["symmetries"][0])  # unused
    with pytest.raises(abcheck.CheckError, match="no word uses"):
        abcheck.check_optimality(bad)


def test_dropping_a_relied_on_guess_is_refused_even_with_its_cover_fixed(table):
    """Without twin reduction in the checker, a dropped guess must still be covered."""
    bad = copy.deepcopy(table)
    state = bad["states"][0]
    dropped = state["moves"].pop(0)["guess"]
    guesses = [(a, b) for a in range(6) for b in range(6) if a != b]
    state["cover"][guesses.index(tuple(dropped))] = [0] if state["symmetries"] else [0]
    with pytest.raises(abcheck.CheckError):
        abcheck.check_optimality(bad)


def test_children_must_be_exactly_the_big_classes_in_order(table):
    bad = copy.deepcopy(table)
    move = next(m for s in bad["states"] for m in s["moves"] if len(m["children"]) >= 2)
    move["children"].reverse()
    with pytest.raises(abcheck.CheckError, match="children must be"):
        abcheck.check_optimality(bad)
    bad = copy.deepcopy(table)
    move = next(m for s in bad["states"] for m in s["moves"] if m["children"])
    move["children"].append(copy.deepcopy(move["children"][0]))
    with pytest.raises(abcheck.CheckError, match="children must be"):
        abcheck.check_optimality(bad)


def test_children_point_forward(table):
    bad = copy.deepcopy(table)
    child = next(c for s in bad["states"][1:] for m in s["moves"] for c in m["children"])
    child[1] = 0
    with pytest.raises(abcheck.CheckError, match="state index"):
        abcheck.check_optimality(bad)


def test_checker_does_not_mirror_the_solver():
    """ab.py no longer carries a twin reduction of its own."""
    from pathlib import Path

    source = Path(abcheck.__file__).read_text()
    assert "_twin_representatives" not in source and "are_twins" not in source


def test_line_table_is_strict(tmp_path):
    good = optimality_certificate(1, 12)
    assert abcheck.check_file(write(tmp_path / "l.json", good))[1]["total"] == abcheck._check_line(good, 12)["total"]
    bad = copy.deepcopy(good)
    bad["states"][3]["note"] = 1
    refused(write(tmp_path / "l.json", bad), "unknown key 'note'")
    bad = copy.deepcopy(good)
    bad["states"][3]["total"] = float(bad["states"][3]["total"])
    refused(write(tmp_path / "l.json", bad), "row 4")
    refused(write(tmp_path / "l.json", dict(good, symbols=10**6)), "over the limit", code=4)
