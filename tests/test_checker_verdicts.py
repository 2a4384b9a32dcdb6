"""One error convention across the trusted base: a failing check is one verdict line naming the
first offending item (a word, a multiplier, a row, a secret), with the error's exit code; the
shared reader of the sorted JSON formats refuses what is not canonical; the Mastermind
checkers' two entry points each accept their own format only."""

import json
import os
import subprocess
import sys

import pytest

from certify.codebreaking.general import Game
from certify.codebreaking.search import Solver, solve
from certify.codebreaking.witness import optimality_certificate, strategy_tree
from certify.adversary import optimal
from certify.checkers import CheckError, verdict
from certify.checkers import adversary as advcheck
from certify.checkers import _delsarte as delsarte
from certify.checkers import games as gamecheck
from certify.checkers import mastermind as mmcheck
from certify.checkers.strict_io import load_sorted_json, sorted_json


def run(module: str, *args) -> tuple[int, list[str], str]:
    done = subprocess.run([sys.executable, "-m", f"certify.checkers.{module}", *map(str, args)],
                          capture_output=True, text=True)
    return done.returncode, done.stdout.splitlines(), done.stderr


def test_verdict_prints_one_line_whatever_the_message(capsys):
    def failing(path):
        raise CheckError("first line\nsecond line", 4)

    assert verdict(["f.json"], "x FILE", failing, str) == 4
    assert capsys.readouterr().out == "f.json: LIMIT: first line second line\n"  # over a limit, not a false certificate

    def deep(path):
        raise RecursionError

    assert verdict(["f.json"], "x FILE", deep, str) == 4
    assert verdict(["a", "b"], "x FILE", deep, str) == 2
    assert verdict(["f.json"], "x FILE", lambda path: {"n": 3}, lambda s: f"thing: n {s['n']}") == 0
    assert capsys.readouterr().out.splitlines()[-1] == "f.json: valid thing: n 3"

    def interrupted(path):
        raise KeyboardInterrupt

    assert verdict(["f.json"], "x FILE", interrupted, str) == 130
    shown = capsys.readouterr()
    assert shown.out == "" and shown.err == "f.json: interrupted, no verdict\n"


def test_ctrl_c_stops_a_standalone_checker_in_one_line(tmp_path):
    """SIGINT to ``python -m certify.checkers.mastermind`` while it checks a certificate: exit 130, one line."""
    import signal
    import time

    from pathlib import Path

    certificate = Path(__file__).resolve().parent.parent / "proofs" / "bullscows" / "4x10-ab-optimality.jsonl.xz"
    # SIGINT as in a terminal: a run launched in the background (``cmd &``) inherits it ignored
    process = subprocess.Popen([sys.executable, "-m", "certify.checkers.mastermind", str(certificate)],
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                               preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL))
    # interrupted once it is checking (it holds the certificate open: about 30 s of streaming), not
    # during start-up, which a busy machine can stretch past any fixed sleep
    fds = Path(f"/proc/{process.pid}/fd")
    while process.poll() is None and not any(_points_to(fd, certificate) for fd in _listed(fds)):
        time.sleep(0.05)
    assert process.poll() is None, "the checker ended before it opened the certificate"
    process.send_signal(signal.SIGINT)
    out, err = process.communicate(timeout=60)
    assert process.returncode == 130 and out == ""
    assert err.splitlines() == [f"{certificate}: interrupted, no verdict"]


def _listed(directory):
    try:
        return list(directory.iterdir())
    except OSError:  # the process is gone
        return []


def _points_to(fd, path) -> bool:
    try:
        return os.readlink(fd) == str(path)
    except OSError:
        return False


@pytest.fixture(scope="module")
def code_doc():
    return optimal.predetermined(24, "lies", 1).certificates[0].doc


@pytest.fixture(scope="module")
def delsarte_doc():
    return optimal.predetermined(24, "lies", 1).certificates[1].doc


def test_code_faults_name_the_first_offending_word(code_doc):
    words = list(code_doc["words"])
    for bad, message in ((words[:3] + [-1] + words[4:], "word 3 (-1)"),
                         (words[:3] + [True] + words[4:], "word 3 (True)"),
                         (words[:5] + [words[1]] + words[6:], "words 1 and 5 are equal"),
                         (words[:2] + [words[3], words[2]] + words[4:], "word 3 is less than word 2")):
        with pytest.raises(advcheck.CheckError, match=message.replace("(", r"\(").replace(")", r"\)")):
            advcheck.check_document({**code_doc, "words": bad})
    with pytest.raises(advcheck.CheckError, match="field 'comment' is unknown"):
        advcheck.check_document({**code_doc, "comment": "x"})
    with pytest.raises(advcheck.CheckError, match="field 'distance' is missing"):
        advcheck.check_document({k: v for k, v in code_doc.items() if k != "distance"})


def test_delsarte_faults_name_the_first_offending_multiplier(delsarte_doc):
    assert delsarte.check_delsarte(delsarte_doc) < delsarte_doc["words"]
    z = dict(delsarte_doc["z"])
    key = sorted(z, key=int)[-1]
    with pytest.raises(CheckError, match=f"the multiplier z_{key} is negative"):
        delsarte.check_delsarte({**delsarte_doc, "z": {**z, key: "-1"}})
    y = list(delsarte_doc["y"])
    with pytest.raises(CheckError, match=r"y_2 = '2/4' is not a reduced rational"):
        delsarte.check_delsarte({**delsarte_doc, "y": [y[0], "2/4"] + y[2:]})
    with pytest.raises(CheckError, match="y has"):
        delsarte.check_delsarte({**delsarte_doc, "y": y[:-1]})
    with pytest.raises(CheckError, match="'99' is wrong"):
        delsarte.check_delsarte({**delsarte_doc, "z": {**z, "99": "0"}})


def test_a_delsarte_dual_is_checked_through_the_adversary_entry_point(delsarte_doc, tmp_path):
    """Delsarte duals are one kind of adversary certificate (``_delsarte`` is a private helper
    of ``checkers.adversary``, which reads and dispatches): valid, then tampered."""
    dual = tmp_path / "dual.json"
    dual.write_text(sorted_json(delsarte_doc), encoding="ascii")
    status, lines, _ = run("adversary", dual)
    assert status == 0 and len(lines) == 1 and lines[0].startswith(f"{dual}: valid ") and "delsarte" in lines[0], lines
    tampered = dict(delsarte_doc, y=["1"] * len(delsarte_doc["y"]))
    dual.write_text(sorted_json(tampered), encoding="ascii")
    status, lines, _ = run("adversary", dual)
    assert status == 1 and len(lines) == 1 and lines[0].startswith(f"{dual}: INVALID: ")


def test_sorted_json_reader_refuses_what_is_not_canonical(tmp_path):
    path = tmp_path / "c.json"
    for text, code in (('{"a":1}\n', None), ('{"a":1.5}\n', 3), ('{"b":1,"a":2}\n', 3), ('{"a":1,"a":2}\n', 3),
                       ('[1]\n', 3), ('{"a":"\u00e9"}\n', 3), ('{"a":[[[[1]]]]}\n', 4), ('{"a":NaN}\n', 3)):
        path.write_text(text, encoding="utf-8")
        if code is None:
            assert load_sorted_json(path, 100, 3) == {"a": 1}
            continue
        with pytest.raises(CheckError) as caught:
            load_sorted_json(path, 100, 3)
        assert caught.value.exit_code == code, text
    path.write_text('{"a":"' + "x" * 200 + '"}\n')
    with pytest.raises(CheckError, match="larger than 100 bytes") as caught:
        load_sorted_json(path, 100, 3)
    assert caught.value.exit_code == 4


def test_game_rows_out_of_order_are_named():
    doc = {"format": "certify-adversary-game-loss/1", "game": "lies", "d": 0, "n": 3, "questions": 1,
           "losing": [[1, 3], [1, 2]]}
    with pytest.raises(gamecheck.CheckError, match=r"row \[1, 2\] is out of order"):
        gamecheck.check_document(doc)


@pytest.fixture(scope="module")
def small_game():
    game = Game(2, 3, repeats=True)
    solver = Solver(game)
    result = solve(game, solver=solver)
    return optimality_certificate(game, solver, result), strategy_tree(game, solver, result)


def test_the_mastermind_entry_point_reads_both_formats(small_game, tmp_path):
    certificate, tree = small_game
    opt_path, tree_path = tmp_path / "opt.jsonl", tmp_path / "tree.json"
    opt_path.write_text("\n".join(certificate) + "\n")
    tree_path.write_text(json.dumps(tree))
    assert mmcheck.check_file(str(opt_path)) == mmcheck.check_compact(iter(certificate))
    status, lines, _ = run("mastermind", opt_path)
    total = json.loads(certificate[0])["total"]
    assert status == 0 and len(lines) == 1 and f"optimality/3: total {total}" in lines[0]
    status, lines, _ = run("mastermind", tree_path)
    assert status == 0 and lines[0].startswith(f"{tree_path}: valid certify-mastermind-tree/1")


def test_mastermind_tree_faults_name_the_secret(small_game, tmp_path):
    _, tree = small_game
    bad = json.loads(json.dumps(tree))
    then = bad["trees"][0]["tree"]["then"]
    answer = sorted(then)[0]
    del then[answer]
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(bad))
    status, lines, _ = run("mastermind", path)
    assert status == 1 and len(lines) == 1 and f"no branch {answer} at depth 1" in lines[0] and "secret [" in lines[0]
    path.write_text(json.dumps(bad)[:-20])
    status, lines, _ = run("mastermind", path)
    assert status == 3 and len(lines) == 1 and "not valid JSON" in lines[0]


def test_smt_bad_seconds_is_a_usage_error_not_a_traceback(tmp_path):
    path = tmp_path / "o.smt2"
    path.write_text("(check-sat)\n")
    status, lines, err = run("smt", path, "soon")
    assert status == 2 and "Traceback" not in err and len(lines) == 1 and "SECONDS" in lines[0]


# ---- whatever a field holds, the answer is a summary or a CheckError (never another exception) --

from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

JSON = st.recursive(st.none() | st.booleans() | st.integers(-3, 40) | st.text("0123456789/-ab,", max_size=6),
                    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text("0123456789abz", max_size=3),
                                                                                inner, max_size=3), max_leaves=8)


def _paths(value, path=()):
    yield path
    if isinstance(value, dict):
        for key, item in value.items():
            yield from _paths(item, path + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value[:6]):
            yield from _paths(item, path + (i,))


def _replace(doc, path, new):
    doc = json.loads(json.dumps(doc))
    if not path:
        return new
    target = doc
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = new
    return doc


@pytest.fixture(scope="module")
def documents(code_doc, delsarte_doc, small_game):
    win = next(c for c in optimal.adaptive(7, "lies", 1).certificates if "win" in c.name).doc
    loss = next(c for c in optimal.adaptive(5, "lies", 1).certificates if "loss" in c.name).doc
    bound = {"format": "certify-adversary-bound/1", "length": 4, "distance": 1, "words": 17, "bound": "counting"}
    certificate, tree = small_game
    mastermind = mmcheck.check_document

    def compact(rows):  # a /3 certificate as a list: its header, then its state lines
        return mmcheck.check_compact(iter(json.dumps(row, separators=(",", ":")) for row in rows))

    return [(advcheck.check_document, code_doc), (advcheck.check_document, delsarte_doc),
            (advcheck.check_document, bound), (gamecheck.check_document, win), (gamecheck.check_document, loss),
            (mastermind, tree), (compact, [json.loads(line) for line in certificate])]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_any_field_replaced_gives_a_verdict_not_a_crash(documents, data):
    check, doc = data.draw(st.sampled_from(documents))
    path = data.draw(st.sampled_from([p for p in _paths(doc) if p]))
    bad = _replace(doc, path, data.draw(JSON))
    try:
        summary = check(bad)
    except CheckError as error:
        assert "\n" not in str(error) and error.exit_code in (1, 3, 4)
    else:
        assert isinstance(summary, dict)


def test_mastermind_game_sizes_are_priced_before_anything_is_built():
    base = {"format": "certify-mastermind-tree/1", "repeats": True, "codes": 1, "trees": []}
    for digits, symbols, repeats, code in ((10**9, 10**9, True, 4), (17, 2, True, 4), (2, 10**6, False, 4),
                                           (5, 3, False, 1), (14, 2, True, 4), (0, 3, True, 1)):
        with pytest.raises(CheckError) as caught:
            mmcheck.check_document({**base, "digits": digits, "symbols": symbols, "repeats": repeats})
        assert caught.value.exit_code == code, (digits, symbols, caught.value)


@pytest.mark.parametrize("opener", ["gzip", "lzma"])
def test_a_corrupt_compressed_certificate_is_one_invalid_line(opener, tmp_path):
    """A gzip or xz stream damaged inside (an outside review: zlib.error and LZMAError escaped as
    tracebacks from the mastermind checker, and as an internal error from certify check)."""
    import gzip
    import lzma

    text = json.dumps({"format": "certify-mastermind-fewest/3", "digits": 3, "symbols": 5, "pad": "x" * 5000}).encode()
    data = bytearray((gzip.compress if opener == "gzip" else lzma.compress)(text))
    data[12:20] = b"\xff" * 8
    path = tmp_path / "damaged.json"
    path.write_bytes(bytes(data))
    code, out, err = run("mastermind", path)
    assert code in (1, 3) and len(out) == 1 and "INVALID" in out[0] and "Traceback" not in err, (out, err)
    done = subprocess.run([sys.executable, "-m", "certify", "check", str(path)], capture_output=True, text=True)
    assert done.returncode == 3 and done.stderr.count("\n") == 1 and "internal" not in done.stderr, done.stderr
