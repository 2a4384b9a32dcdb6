"""The adversary certificates and their checkers (checkers/adversary.py, games.py, drat.py):
real certificates pass, every tampering tried is rejected with the right exit code, the game
checker agrees with a naive minimax, forged tables and proofs are never accepted, and a
perturbed engine result changes the paz claims' status."""

import functools
import hashlib
import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from certify.adversary import certificates, optimal
from certify.audit import paz_evidence as evidence
from certify.adversary.certificates import Certificate
from certify.adversary.search import refute_code
from certify.checkers import adversary as advcheck
from certify.checkers import drat
from certify.checkers import games as gamecheck
from certify.claims.bounded import check_bounded
from certify.claims.evaluate import pure_functions
from certify.errors import CertifyError
from certify.claims import loading


def run(module: str, *paths) -> tuple[int, str]:
    done = subprocess.run([sys.executable, "-m", f"certify.checkers.{module}", *map(str, paths)],
                          capture_output=True, text=True)
    assert "Traceback" not in done.stderr
    return done.returncode, done.stdout.strip()


def write(tmp_path: Path, name: str, text: str) -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


# ---- a naive minimax, independent of the engine and of the checker --------------------------

@functools.lru_cache(maxsize=None)
def naive_lies(state: tuple, q: int) -> bool:
    """Winnable in q questions: every split tried, no pruning."""
    d = len(state) - 1
    if sum(state) <= 1:
        return True
    if q == 0:
        return False
    for take in itertools.product(*(range(x + 1) for x in state)):
        yes = tuple(take[j] + (state[j - 1] - take[j - 1] if j else 0) for j in range(d + 1))
        no = tuple(state[j] - take[j] + (take[j - 1] if j else 0) for j in range(d + 1))
        if naive_lies(yes, q - 1) and naive_lies(no, q - 1):
            return True
    return False


@settings(max_examples=40, deadline=None)
@given(n=st.integers(1, 12), d=st.integers(0, 2))
def test_game_certificates_agree_with_a_naive_minimax(n, d):
    count = optimal.adaptive(n, "lies" if d else "honest", d)
    start = (n,) + (0,) * d
    assert naive_lies(start, count.upper)
    assert count.upper == 0 or not naive_lies(start, count.upper - 1)
    assert count.lower == count.upper


@settings(max_examples=60, deadline=None)
@given(n=st.integers(2, 7), d=st.integers(0, 2), data=st.data())
def test_forged_game_tables_are_never_accepted(n, d, data):
    """A loss table for a winnable start, or a strategy for an unwinnable one, is rejected,
    whatever rows it lists (here: random subsets of every state, or every state)."""
    start = (n,) + (0,) * d
    q = data.draw(st.integers(0, 6))
    states = [s for s in itertools.product(range(n + 1), repeat=d + 1) if 2 <= sum(s) <= n]
    rows = [[k, *s] for k in range(1, q + 1) for s in states]
    picked = data.draw(st.lists(st.integers(0, max(0, len(rows) - 1)), unique=True)) if rows else []
    chosen = rows if data.draw(st.booleans()) else [rows[i] for i in picked]
    base = {"game": "lies", "d": d, "n": n, "questions": q}
    if naive_lies(start, q):
        doc = {**base, "format": "certify-adversary-game-loss/1", "losing": sorted(chosen)}
    else:
        takes = [data.draw(st.tuples(*(st.integers(0, x) for x in r[1:]))) for r in chosen]
        doc = {**base, "format": "certify-adversary-game-win/1",
               "strategy": sorted(r + list(t) for r, t in zip(chosen, takes))}
    with pytest.raises(gamecheck.CheckError):
        gamecheck.check_document(json.loads(gamecheck.canonical(doc)))


def _win(n=24, d=1):
    return next(c for c in optimal.adaptive(n, "lies", d).certificates if "win" in c.name).doc


def _loss(n=5, d=1):
    return next(c for c in optimal.adaptive(n, "lies", d).certificates if "loss" in c.name).doc


@pytest.mark.parametrize("tamper", ["drop first row", "drop last row", "take + 1", "questions - 1", "extra row",
                                    "unsorted", "n + 1"])
def test_tampered_strategy_tables_are_rejected(tamper, tmp_path):
    doc = json.loads(json.dumps(_win()))
    rows = doc["strategy"]
    assert gamecheck.check_document(json.loads(json.dumps(doc)))["enough"] == 8
    if tamper == "drop first row":
        rows.pop(0)
    elif tamper == "drop last row":
        rows.pop()
    elif tamper == "take + 1":
        top = rows[-1]  # the start row (largest q)
        top[3] += 1 if top[3] < top[1] else -1
    elif tamper == "questions - 1":
        doc["questions"] -= 1
    elif tamper == "extra row":
        rows.append([1, 2, 0, 1, 0])
        rows.sort()
    elif tamper == "unsorted":
        rows.reverse()
    else:
        doc["n"] += 1
    path = write(tmp_path, "win.json", gamecheck.canonical(doc))
    code, out = run("games", path)
    assert code == 1 and "INVALID" in out
    assert run("adversary", path)[0] == 1  # the adversary entry point hands over to games


@pytest.mark.parametrize("tamper", ["drop a row", "questions + 1", "extra row"])
def test_tampered_loss_tables_are_rejected(tamper):
    doc = json.loads(json.dumps(_loss()))
    assert doc["losing"] and gamecheck.check_document(json.loads(json.dumps(doc)))["not_enough"] == 5
    if tamper == "drop a row":
        doc["losing"].pop()
    elif tamper == "questions + 1":
        doc["questions"] += 1
    else:
        doc["losing"] = sorted(doc["losing"] + [[1, 2, 0]])
    with pytest.raises(gamecheck.CheckError):
        gamecheck.check_document(doc)


def test_erasure_game_certificates():
    count = optimal.adaptive(24, "erasures", 2)
    summaries = [certificates.check(c) for c in count.certificates]
    assert [s.get("enough", s.get("not_enough")) for s in summaries] == [7, 6]
    loss = next(c.doc for c in count.certificates if "loss" in c.name)
    loss = {**loss, "d": 1}  # one "don't know" fewer: 24 characters need only 6
    with pytest.raises(gamecheck.CheckError):
        gamecheck.check_document(loss)


# ---- codes, bounds, Delsarte duals, SAT refutations: strict canonical files ------------------

def _delsarte_text():
    return optimal.predetermined(24, "lies", 1).certificates[1].text


def test_real_certificates_pass_on_the_command_line(tmp_path):
    for certificate in optimal.predetermined(24, "lies", 1).certificates + optimal.predetermined(24, "erasures", 1).certificates:
        paths = certificate.write(tmp_path)
        code, out = run("adversary", paths[0])
        assert code == 0 and "valid" in out, out


@pytest.mark.parametrize("edit, exit_code", [
    (lambda t: t.replace('"y":["', '"y": ["'), 3),  # a space
    (lambda t: t.rstrip("\n"), 3),  # no final newline
    (lambda t: t + "\n", 3),  # two
    (lambda t: t.replace('"L":9', '"L":9.0'), 3),  # a float
    (lambda t: t.replace('"L":9', '"L":09'), 3),  # a leading zero
    (lambda t: t.replace('"words":24', '"words":2\u0664'), 3),  # a non-ASCII digit
    (lambda t: t.replace('"L":9,', '"L":9,"comment":"x",'), 1),  # an unknown field (canonical order kept)
    (lambda t: t.replace('"format":"certify-adversary-delsarte/1",', ""), 3),  # no format
    (lambda t: t.replace('"words":24', '"words":21'), 1),  # the bound 64/3 does not exclude 21
    (lambda t: t.replace('"words":24', '"words":true'), 1),
    (lambda t: "[" * 100 + "]" * 100 + "\n", 4),  # nesting
])
def test_delsarte_file_rejections(edit, exit_code, tmp_path):
    text = _delsarte_text()
    assert '"L":9' in text and '"words":24' in text
    code, out = run("adversary", write(tmp_path, "d.json", edit(text)))
    assert code == exit_code, out
    assert out.count("\n") == 0 and ("LIMIT: " if exit_code == 4 else "INVALID: ") in out


def test_delsarte_rationals_must_be_reduced(tmp_path):
    doc = json.loads(_delsarte_text())
    y = next(i for i, v in enumerate(doc["y"]) if "/" in v or v != "0")
    p, _, q = doc["y"][y].partition("/")
    doc["y"][y] = f"{2 * int(p)}/{2 * int(q or 1)}"  # the same value, unreduced
    with pytest.raises(advcheck.CheckError, match="reduced"):
        advcheck.check_document(doc)
    doc["y"][y] = "-1/2"
    with pytest.raises(advcheck.CheckError):
        advcheck.check_document(doc)


def test_code_and_bound_rejections(tmp_path):
    good = optimal.predetermined(24, "lies", 1).certificates[0].doc
    assert advcheck.check_document(good)["exists"] == 24
    for words in (good["words"][::-1], good["words"][:-1] + [good["words"][-2]], good["words"][:-1] + [good["words"][0] ^ 1]):
        with pytest.raises(advcheck.CheckError):
            advcheck.check_document({**good, "words": words})
    bound = {"format": "certify-adversary-bound/1", "length": 4, "distance": 1, "words": 17, "bound": "counting"}
    assert advcheck.check_document(bound)["excluded"] == 17
    for wrong in ({**bound, "words": 16}, {**bound, "bound": "sphere packing"}):
        with pytest.raises(advcheck.CheckError):
            advcheck.check_document(wrong)
    big = {**good, "words": list(range(5000)), "length": 13, "distance": 1}
    with pytest.raises(advcheck.CheckError) as caught:
        advcheck.check_document(big)
    assert caught.value.exit_code == 4


def test_file_size_limit_before_reading(tmp_path, monkeypatch):
    monkeypatch.setitem(advcheck.LIMITS, "bytes", 100)
    path = write(tmp_path, "big.json", _delsarte_text())
    with pytest.raises(advcheck.CheckError, match="larger") as caught:
        advcheck.check_file(path)
    assert caught.value.exit_code == 4


@pytest.fixture(scope="module")
def sat_certificate():
    lower, certificate = optimal.sat_lower(9, "lies", 1)
    assert lower == 7 == optimal.predetermined(9, "lies", 1).lower
    return certificate


def test_sat_refutation_files_check_and_tampering_fails(sat_certificate, tmp_path):
    json_path, cnf, proof = sat_certificate.write(tmp_path)
    assert run("adversary", json_path)[0] == 0
    assert run("drat", cnf, proof)[0] == 0
    lines = proof.read_text().splitlines()
    cnf_text = cnf.read_text()
    long_lemmas = [i for i, line in enumerate(lines) if not line.startswith("d") and len(line.split()) >= 4]

    def without(i):
        return "".join(line + "\n" for j, line in enumerate(lines) if j != i)

    def rejected(text):
        try:
            drat.check_text(cnf_text, text)
        except drat.CheckError:
            return True
        return False

    # a learned clause that later lemmas need (about half are; the first such among the first 8)
    needed = next(i for i in long_lemmas[:8] if rejected(without(i)))
    flipped = list(lines)
    unit = next(i for i, line in enumerate(lines) if not line.startswith("d") and len(line.split()) == 2)
    flipped[unit] = str(-int(lines[unit].split()[0])) + " 0"  # a learned unit, negated
    for text in (without(needed), "".join(line + "\n" for line in flipped)):
        proof.write_text(text)
        code, out = run("drat", cnf, proof)
        assert code == 1 and "proof line" in out
        assert run("adversary", json_path)[0] == 1  # the recorded sha256 no longer matches
        doc = dict(sat_certificate.doc, proof_sha256=hashlib.sha256(text.encode()).hexdigest())
        json_path.write_text(advcheck.canonical(doc))
        code, out = run("adversary", json_path)  # hash updated to match: the proof checker rejects
        assert code == 1 and "drat" in out
        json_path.write_text(sat_certificate.text)
    proof.write_text("".join(line + "\n" for line in lines))
    cnf.write_text(cnf.read_text().replace(" 0\n1 0\n", " 0\n", 1))  # drop the zero-word unit clause
    assert run("adversary", json_path)[0] == 1


def test_drat_rejects_a_truncated_proof_and_binary_input(tmp_path):
    status, cnf, proof, _ = refute_code(5, 3, 5)
    assert status == "unsat" and drat.check_text(cnf, proof)["lemmas"] > 10
    lemmas = [line for line in proof.splitlines() if not line.startswith("d")]
    with pytest.raises(drat.CheckError, match="empty clause"):
        drat.check_text(cnf, "".join(line + "\n" for line in lemmas[: len(lemmas) // 3]))
    path = tmp_path / "p.drat"
    path.write_bytes(b"a\x02\x81\x00")
    assert run("drat", write(tmp_path, "f.cnf", cnf), path)[0] == 3
    assert run("drat", write(tmp_path, "g.cnf", "p cnf 99999999 1\n1 0\n"), write(tmp_path, "q.drat", "0\n"))[0] == 4
    assert run("drat", write(tmp_path, "h.cnf", "p cnf 2 1\n1 3 0\n"), write(tmp_path, "r.drat", "0\n"))[0] == 1
    huge = "9" * 5000  # beyond int()'s digit limit: once a ValueError traceback (an outside review)
    for cnf_text, proof_text in (("p cnf 2 1\n1 0\n", f"{huge} 0\n"), (f"p cnf 2 1\n{huge} 0\n", "0\n"),
                                 (f"p cnf {huge} 1\n1 0\n", "0\n")):
        code, out = run("drat", write(tmp_path, "b.cnf", cnf_text), write(tmp_path, "b.drat", proof_text))
        assert code in (1, 3) and len(out.splitlines()) == 1 and "INVALID" in out, out


def _satisfiable(nvars: int, clauses) -> bool:
    return any(all(any((lit > 0) == bool(m >> (abs(lit) - 1) & 1) for lit in c) for c in clauses)
               for m in range(1 << nvars))


clause = st.lists(st.integers(1, 5).flatmap(lambda v: st.sampled_from([v, -v])), min_size=1, max_size=3)


@settings(max_examples=150, deadline=None)
@given(cnf=st.lists(clause, min_size=1, max_size=14), lemmas=st.lists(st.lists(
    st.integers(1, 5).flatmap(lambda v: st.sampled_from([v, -v])), max_size=3), max_size=12), deletions=st.booleans())
def test_drat_never_refutes_a_satisfiable_formula(cnf, lemmas, deletions):
    """Soundness: random 'proofs' (random lemmas, deletions, the empty clause) of random
    satisfiable formulas are rejected; for unsatisfiable ones the solver's proof is accepted."""
    text = f"p cnf 5 {len(cnf)}\n" + "".join(" ".join(map(str, c)) + " 0\n" for c in cnf)
    lines = [("d " if deletions and i % 3 == 2 else "") + " ".join(map(str, l + [0])) for i, l in enumerate(lemmas)]
    proof = "\n".join(lines + ["0"]) + "\n"
    if _satisfiable(5, cnf):
        with pytest.raises(drat.CheckError):
            drat.check_text(text, proof)
    else:
        from pysat.solvers import Solver

        with Solver(name="cd153", bootstrap_with=cnf, with_proof=True) as solver:
            assert solver.solve() is False
            assert drat.check_text(text, "".join(line + "\n" for line in solver.get_proof()))


# ---- claims: real evidence, so a perturbed engine result changes the status ---------------

@functools.lru_cache(maxsize=None)
def _paz_claims():
    from certify.claims.registry import DATA

    return loading.load(DATA / "paz.toml").claims


def _holds(claim_id: str, N: int = 12) -> bool:
    return check_bounded(_paz_claims()[claim_id], N, pure_functions()).holds is True


def _clear():
    for function in (optimal._adaptive, optimal._predetermined, optimal._sat_lower, optimal._checked_code):
        function.cache_clear()


@pytest.mark.parametrize("claim_id, target, perturb", [
    ("paz.theorem-4", "min_questions", 1),  # the liar game (d = 0) says one question more
    ("paz.theorem-4", "min_questions", -1),
    ("paz.optimal.adaptive-lies", "min_questions", 1),
    ("paz.optimal.adaptive-lies", "question", None),  # a wrong question in the strategy
    ("paz.optimal.adaptive-erasures", "erasure_game_questions", 1),
    ("paz.optimal.adaptive-erasures", "erasure_game_questions", -1),
])
def test_perturbed_engine_results_change_the_status(claim_id, target, perturb, monkeypatch):
    from certify.adversary import liar

    _clear()
    assert _holds(claim_id)
    if target == "min_questions":
        original = liar.LiarGame.min_questions
        monkeypatch.setattr(liar.LiarGame, "min_questions", lambda self, n: original(self, n) + perturb)
    elif target == "question":
        original_q = liar.LiarGame.__dict__["question"]  # the memoised solver

        def wrong(self, state, q):  # at the start of the 7-character game: ask about nobody
            take = original_q(self, state, q)
            return tuple(0 for _ in take) if take and state[0] == sum(state) == 7 else take
        monkeypatch.setattr(liar.LiarGame, "question", wrong)
    else:
        original_e = optimal.erasure_game_questions
        monkeypatch.setattr(optimal, "erasure_game_questions", lambda s, e: max(0, original_e(s, e) + perturb))
    _clear()
    try:
        changed = not _holds(claim_id)
    except CertifyError:
        changed = True  # a certificate built from the wrong result is rejected by a checker
    _clear()
    assert changed


def test_write_evidence_writes_checkable_files(tmp_path):
    written = evidence.write_evidence("paz.corollary-14", tmp_path)
    assert [item.path.name[:-18] for item in written] == ["code-9-3-24", "delsarte-8-3-24"]
    for item in written:
        assert item.checker == "adversary" and run(item.checker, item.path)[0] == 0
    delsarte = written[1].path
    doc = json.loads(delsarte.read_text())
    doc["z"] = {k: ("1" if v == "0" else "0") for k, v in doc["z"].items()}  # one coefficient changed or more
    delsarte.write_text(advcheck.canonical(doc))
    assert run("adversary", delsarte)[0] == 1
    sat = evidence.write_evidence("paz.optimal.predetermined-lies.sat", tmp_path / "sat")
    assert {p.suffix for item in sat for p in item.files} == {".json", ".cnf", ".drat"}
    assert evidence.write_evidence("paz.board.assumption-1", tmp_path / "none") == []
    with pytest.raises(CertifyError):
        evidence.write_evidence("nica.lemma-3.5", tmp_path)


def test_certificate_names_are_unique_per_content():
    a = optimal.adaptive(24, "lies", 1).certificates
    b = optimal.adaptive(24, "erasures", 1).certificates
    assert len({c.name for c in a + b}) == 4
    assert isinstance(a[0], Certificate)


@pytest.mark.parametrize("d", [0, 1, 2])
def test_binary_search_strategy_tables(d):
    """Theorem 4's binary search (and, with d "don't know" answers, its repeating variant) as a
    strategy table the games checker accepts with ceil(log2 n) + d questions, never with fewer."""
    from certify.adversary.codes import ceil_log2

    for n in range(1, 65):
        enough, certificate = optimal.binary_search(n, d)
        assert enough == ceil_log2(n) + d
        assert gamecheck.check_document(json.loads(certificate.text))["enough"] == enough
        if n >= 2:
            with pytest.raises(CertifyError):
                optimal.binary_search(n, d, enough - 1)
