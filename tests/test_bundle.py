"""The certificate bundle: written by the audit, re-derived by certify/checkers/bundle.py alone."""

import hashlib
import io
import json
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import numpy as np
import pytest
import sympy
from hypothesis import given, settings, strategies as st

from certify.audit import run_audit
from certify.audit.bundle import staging, write_bundle
from certify.checkers import bundle as checker
from certify.checkers import _claims as evaluator
from certify.checkers._compiled import evaluate
from certify.claims import functions
from certify.claims.evaluate import compile_expr, pure_functions
from certify.claims.export import to_tree
from certify.errors import CertifyError
from certify.claims import loading

BLOCKED = ("certify.guesswho.engine", "certify.guesswho.table", "certify.claims", "certify.audit", "certify.codebreaking", "certify.adversary",
           "certify.proofs", "numba", "sympy", "z3", "cvc5", "gmpy2", "pysat")


def make(path: Path, only: str, max_n=None, solvers=("z3",)) -> Path:
    with staging(path) as root:
        result = run_audit(only=only, max_n=max_n, solvers=solvers, evidence=root)
        write_bundle(result, root)
    return path


@pytest.fixture(scope="module")
def every_riddler_claim(tmp_path_factory):
    """Every Riddler claim's bundle: its check re-evaluates about 200,000 points (minutes)."""
    return make(tmp_path_factory.mktemp("b") / "riddler", "riddler")


@pytest.fixture(scope="module")
def riddler(tmp_path_factory):
    """The Riddler strategy claims' bundle: eight claims on one table, verified and refuted, some
    over several points, checked in a fraction of a second. A test that tampers works on a copy."""
    return make(tmp_path_factory.mktemp("b") / "riddler", "riddler.strategy")


def copy(src: Path, tmp_path: Path) -> Path:
    return Path(shutil.copytree(src, tmp_path / "copy"))


def manifest(directory: Path) -> dict:
    return json.loads((directory / "manifest.json").read_text())


def save(directory: Path, doc: dict) -> None:
    (directory / "manifest.json").write_text(json.dumps(doc))


def rehash(directory: Path, rel: str) -> None:
    """Update every manifest entry for ``rel`` to the file's new sha256 (an attacker would)."""
    doc = manifest(directory)
    digest = hashlib.sha256((directory / rel).read_bytes()).hexdigest()
    for record in doc["claims"]:
        for item in record.get("evidence", []):
            if item["path"] == rel:
                item["sha256"] = digest
    save(directory, doc)


def blocked_check(directory: Path) -> subprocess.CompletedProcess:
    """The bundle checker in a process where the engines, SymPy and the solvers cannot be imported."""
    program = ("import sys\nfor name in %r: sys.modules[name] = None\n"
               "from certify.checkers.bundle import main\nsys.exit(main([%r]))" % (BLOCKED, str(directory)))
    return subprocess.run([sys.executable, "-c", program], capture_output=True, text=True)


@pytest.mark.slow
def test_bundle_rederives_every_status_without_the_engines(every_riddler_claim):
    riddler = every_riddler_claim
    statuses = [c["status"] for c in manifest(riddler)["claims"]]
    assert len(statuses) == len([c for c in loading.load().claims if c.startswith("riddler")])
    run = blocked_check(riddler)
    assert run.returncode == 0, run.stdout + run.stderr
    assert f"{statuses.count('verified')} verified" in run.stdout and f"{statuses.count('refuted')} refuted" in run.stdout
    assert not list(riddler.parent.glob(".riddler*"))  # no staging directory left behind


def test_the_checkers_alone_recheck_a_bundle(riddler, tmp_path):
    """docs/trust.md: certify/checkers/ copied into an empty package is all the checker needs."""
    package = tmp_path / "alone" / "certify"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("")
    shutil.copytree(Path(checker.__file__).parent, package / "checkers", ignore=shutil.ignore_patterns("__pycache__"))
    registry = Path(checker.__file__).parent.parent / "claims" / "data"  # the registry the user trusts, named
    run = subprocess.run([sys.executable, "-m", "certify.checkers.bundle", str(riddler), "--registry", str(registry)],
                         capture_output=True, text=True,
                         cwd=tmp_path / "alone", env={"PYTHONPATH": str(tmp_path / "alone"), "PATH": "/usr/bin:/bin"})
    assert run.returncode == 0, run.stdout + run.stderr
    assert "valid certify-bundle/1" in run.stdout


def test_a_missing_solver_fails_a_proved_claim(tmp_path, monkeypatch):
    from certify.checkers import smt

    obligation = tmp_path / "x.smt2"
    obligation.write_text("(declare-const x Int)\n(assert (< x x))\n(check-sat)\n")
    assert smt.check_file(obligation, 20)["answers"] == {"z3": "unsat", "cvc5": "unsat"}
    monkeypatch.setitem(smt.SOLVERS, "cvc5", "import no_such_solver_module")
    with pytest.raises(smt.CheckError, match="cvc5 error: ModuleNotFoundError"):
        smt.check_file(obligation, 20)


def tamper_table(npz: Path, n: int, m: int, keep_hash: bool) -> None:
    with np.load(npz, allow_pickle=False) as data:
        arrays = {k: np.array(data[k]) for k in data.files}
    arrays["scaled"][n, m] += 1
    if keep_hash:  # also re-stamp the table's own sha256, so only the equations can catch it
        meta = json.loads(str(arrays["meta"]))
        digest = hashlib.sha256(f"{meta['rules']}:{meta['max']}:".encode())
        for key in ("scaled", "offsets", "runs"):
            digest.update(np.ascontiguousarray(arrays[key]).astype(arrays[key].dtype.newbyteorder("<")).tobytes())
        meta["sha256"] = digest.hexdigest()
        arrays["meta"] = np.array(json.dumps(meta))
    buffer = io.BytesIO()
    np.savez(buffer, **arrays)
    npz.write_bytes(buffer.getvalue())


@pytest.mark.parametrize("keep_hash", [False, True])
def test_one_changed_table_value_is_rejected_naming_a_claim(riddler, tmp_path, keep_hash):
    bundle = copy(riddler, tmp_path)
    rel = manifest(bundle)["claims"][0]["evidence"][0]["path"]
    tamper_table(bundle / rel, 3, 5, keep_hash)
    rehash(bundle, rel)
    with pytest.raises(checker.CheckError, match=r"^claim riddler\.") as error:
        checker.check_file(bundle)
    assert "state (3, 5)" in str(error.value) or "sha256" in str(error.value)


def test_a_changed_status_or_counterexample_is_rejected(riddler, tmp_path):
    bundle = copy(riddler, tmp_path)
    doc = manifest(bundle)
    refuted = next(c for c in doc["claims"] if c["status"] == "refuted")
    refuted["status"] = "verified"
    refuted["cases"] = 1
    save(bundle, doc)
    with pytest.raises(checker.CheckError, match=refuted["id"]):
        checker.check_file(bundle)
    eq3 = make(tmp_path / "eq3", "cushing.proof-1.1.eq-3", max_n=8)
    doc = manifest(eq3)
    refuted = next(c for c in doc["claims"] if c["status"] == "refuted")
    save(eq3, {**doc, "claims": [refuted]})  # alone: the verified one, at --max 8, is below the registry's size
    assert checker.check_file(eq3)["refuted"] == 1
    expression, ev = refuted["claim"], checker.Bundle(eq3).evidence(refuted["evidence"])
    holding = next(env for env in _points(expression, ev) if evaluate(expression["holds"], env, ev))
    below = {**refuted["counterexample"], expression["vars"][0][0]: "-1"}
    for point in ({k: str(v) for k, v in holding.items() if k != "N"}, below, {}):
        save(eq3, {**doc, "claims": [{**refuted, "counterexample": point}]})
        with pytest.raises(checker.CheckError, match=refuted["id"]):
            checker.check_file(eq3)


def _points(expression, ev, env=None, depth=0):
    """Every point of a claim's range where ``where`` holds, in the registry's order."""
    env = {"N": int(expression["N"])} if env is None else env
    if depth == len(expression["vars"]):
        if evaluate(expression["where"], env, ev):
            yield env
        return
    name, low, high = expression["vars"][depth]
    for value in range(evaluate(low, env, ev), evaluate(high, env, ev) + 1):
        yield from _points(expression, ev, {**env, name: value}, depth + 1)


def test_a_verified_claim_whose_cases_or_holds_changed_is_rejected(riddler, tmp_path):
    bundle = copy(riddler, tmp_path)
    doc = manifest(bundle)
    verified = next(c for c in doc["claims"] if c["status"] == "verified" and c["cases"] > 1)
    verified["cases"] += 1
    save(bundle, doc)
    with pytest.raises(checker.CheckError, match="points re-checked"):
        checker.check_file(bundle)
    verified["cases"] -= 1
    verified["claim"]["holds"] = ["not", verified["claim"]["holds"]]
    save(bundle, doc)
    with pytest.raises(checker.CheckError, match="differs from the registry's"):
        checker.check_file(bundle)
    expression, ev = verified["claim"], checker.Bundle(bundle).evidence(verified["evidence"])
    with pytest.raises(checker.CheckError, match="fails at"):  # unbound, the evaluation itself fails too
        checker.bounded(expression, ev)


@pytest.mark.parametrize("path", ["../outside.npz", "/etc/passwd", "tables/missing.npz"])
def test_evidence_outside_the_bundle_or_missing_is_rejected(riddler, tmp_path, path):
    bundle = copy(riddler, tmp_path)
    doc = manifest(bundle)
    doc["claims"][0]["evidence"][0]["path"] = path
    save(bundle, doc)
    with pytest.raises(checker.CheckError, match=doc["claims"][0]["id"]):
        checker.check_file(bundle)


def test_every_function_a_claim_reads_has_a_trusted_re_definition():
    """No status rests on an engine alone: each function any registry claim reads is re-defined
    in the trusted base over checked evidence (docs/trust.md)."""
    read = {type(f).__name__ for c in loading.load().claims.values() for e in (c.holds, c.where) if e is not None
            for f in e.atoms(sympy.Function)} & set(functions.FUNCTIONS)
    assert read - set(evaluator.FUNCTIONS) == set()


@pytest.mark.slow  # five checks of every AB claim, each proved one by z3 and cvc5 in subprocesses
def test_ab_certificates_line_pair_and_tree_are_checked_and_tampering_is_rejected(tmp_path):
    bundle = make(tmp_path / "ab", "ab.", max_n=6)  # below the registry's sizes: bound, its verified claims are refused
    with pytest.raises(checker.CheckError, match=r"verified up to N = 6 only, below the registry's audit size"):
        checker.check_file(bundle)

    def unbound(directory):  # every record re-derived from its files; a verified one not bound to the registry (N = 6)
        from certify.checkers._bundle_claim import Bundle
        from certify.checkers._bundle_registry import Registry

        free, bound = Bundle(directory), Bundle(directory, 60, Registry())
        for record in manifest(directory)["claims"]:
            try:
                (free if record["status"] == "verified" else bound).claim(record)
            except checker.CheckError as error:
                raise checker.CheckError(f"claim {record['id']}: {error}") from None
        return len(manifest(directory)["claims"])

    assert unbound(bundle) == len([c for c in loading.load().claims if c.startswith("ab.")])
    kinds = {item["kind"]: item["path"] for c in manifest(bundle)["claims"] for item in c.get("evidence", [])}
    assert {"ab-line", "ab-pair", "ab-tree", "smt2"} <= set(kinds)
    assert "ab-relabel" in kinds
    for kind, edit in (("ab-line", lambda d: d["states"][3].update(total=d["states"][3]["total"] - 1)),
                       ("ab-pair", lambda d: d["states"][-1].update(total=d["states"][-1]["total"] - 1)),
                       ("ab-relabel", lambda d: d["witnesses"][0].__setitem__(1, int(d["witnesses"][0][1] == 0))),
                       ("ab-tree", lambda d: d["tree"].update(guess=d["tree"]["guess"][::-1]))):
        spoiled = Path(shutil.copytree(bundle, tmp_path / kind))
        doc = json.loads((spoiled / kinds[kind]).read_text())
        edit(doc)
        (spoiled / kinds[kind]).write_text(json.dumps(doc, separators=(",", ":")))
        rehash(spoiled, kinds[kind])
        with pytest.raises(checker.CheckError, match=r"^claim ab\."):
            unbound(spoiled)


def test_a_changed_line_of_a_proof_obligation_is_rejected(tmp_path):
    bundle = make(tmp_path / "proved", "ab.theorem-2.recurrence", solvers=("z3", "cvc5"))
    record, = manifest(bundle)["claims"]
    assert record["status"] == "proved"
    assert checker.check_file(bundle)["proved"] == 1
    rel = next(item["path"] for item in record["evidence"] if item["kind"] == "smt2")
    text = (bundle / rel).read_text()
    lines = text.splitlines()  # the trusted printer's text (one printer): the negated goal is one line
    assert sum(line.startswith("(assert (not ") for line in lines) == 1
    lines = ["(assert true)" if line.startswith("(assert (not ") else line for line in lines]  # drop the
    (bundle / rel).write_text("\n".join(lines) + "\n")  # negated goal: well formed, now satisfiable
    rehash(bundle, rel)
    with pytest.raises(checker.CheckError, match="is not the obligation the registry's claim .* exports"):
        checker.check_file(bundle)
    with pytest.raises(checker.CheckError, match="not unsat under both"):  # and the solvers, run on it, say sat
        checker.smt.check_file(bundle / rel, 20)


def test_failed_audit_leaves_no_directory(tmp_path):
    with pytest.raises(CertifyError):
        make(tmp_path / "never", "no-such-claim")
    assert list(tmp_path.iterdir()) == []


def test_malformed_manifests_are_one_line_errors(tmp_path):
    (tmp_path / "manifest.json").write_text("[" * 100000)
    with pytest.raises(checker.CheckError) as error:
        checker.check_file(tmp_path)
    assert error.value.exit_code == 4  # nested beyond the JSON depth limit, priced before parsing
    (tmp_path / "manifest.json").write_text(json.dumps({"format": "certify-bundle/1", "tool": "t",
                                                        "claims": [{"id": "x", "status": "maybe"}]}))
    with pytest.raises(checker.CheckError, match="unknown status"):
        checker.check_file(tmp_path)


PURE = [c for c in loading.load().claims.values() if c.holds is not None and not c.rules and c.method in ("bounded", "both")
        and {type(f).__name__ for f in c.holds.atoms(sympy.Function)} & set(functions.FUNCTIONS)
        <= {"ilog2", "ilog3", "clog2", "round_to"}]


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(PURE), st.data())
def test_the_exported_tree_evaluates_as_the_compiled_claim(claim, data):
    """Two evaluators of one claim (SymPy compiled over mpq; the checker's JSON tree over Fraction) agree."""
    env = {"N": 12}
    for var, (lo, hi) in claim.vars.items():
        low = compile_expr(lo, pure_functions())(env)
        high = compile_expr(hi, pure_functions())(env)
        if high < low:
            return
        env[var] = data.draw(st.integers(int(low), int(min(high, low + 40))), label=var)
    for expr in (claim.where, claim.holds):
        try:
            expected = compile_expr(expr, pure_functions())(env)
        except (CertifyError, ZeroDivisionError):
            with pytest.raises((evaluator.CheckError, ZeroDivisionError)):
                evaluate(to_tree(expr), env, evaluator.Evidence())
            continue
        assert evaluate(to_tree(expr), env, evaluator.Evidence()) == expected


def _canonical(doc: dict) -> str:
    return json.dumps(doc, sort_keys=True, separators=(",", ":"), ensure_ascii=True) + "\n"


def test_adversary_certificates_code_dual_strategy_and_proof_are_checked(tmp_path):
    """Paz-Peterfreund values re-derived from adversary certificates; one changed dual
    coefficient, strategy row, code word or DRAT proof line is rejected."""
    bundle = make(tmp_path / "paz", "paz.optimal.adaptive-lie-24")
    make(tmp_path / "sat", "paz.optimal.predetermined-lies.sat")
    assert checker.check_file(bundle)["verified"] == 1
    assert checker.check_file(tmp_path / "sat")["verified"] == 1
    files = {Path(item["path"]).name.split("-")[0] + ("-" + Path(item["path"]).name.split("-")[1]
             if Path(item["path"]).name.startswith("game") else ""): item["path"]
             for item in manifest(bundle)["claims"][0]["evidence"]}
    edits = {"delsarte": lambda d: d["y"].__setitem__(0, "1000"),
             "game-win": lambda d: d["strategy"].pop(),
             "game-loss": lambda d: d.__setitem__("questions", d["questions"] + 1),
             "code": lambda d: d["words"].__setitem__(-1, d["words"][-2] ^ 1)}
    for kind, edit in edits.items():
        spoiled = Path(shutil.copytree(bundle, tmp_path / kind))
        doc = json.loads((spoiled / files[kind]).read_text())
        edit(doc)
        (spoiled / files[kind]).write_text(_canonical(doc))
        rehash(spoiled, files[kind])
        with pytest.raises(checker.CheckError, match=r"^claim paz\.optimal\.adaptive-lie-24"):
            checker.check_file(spoiled)
    sat = tmp_path / "sat"
    drat = next(item["path"] for item in manifest(sat)["claims"][0]["evidence"] if item["path"].endswith(".drat"))
    lines = (sat / drat).read_text().splitlines()
    (sat / drat).write_text("\n".join(lines[:len(lines) // 2] + lines[len(lines) // 2 + 1:]) + "\n")
    rehash(sat, drat)
    with pytest.raises(checker.CheckError, match=r"^claim paz\.optimal\.predetermined-lies\.sat"):
        checker.check_file(sat)


def test_a_function_without_a_checked_reading_fails_its_claim(riddler, tmp_path):
    """A function no checker re-defines, or one whose evidence the claim does not list (here
    the example board), fails the claim, by name."""
    bundle = copy(riddler, tmp_path)
    doc = manifest(bundle)
    record = next(c for c in doc["claims"] if c["status"] == "verified")
    for call, message in (("no_such_function", "no re-definition of 'no_such_function'"),
                          ("paz_board", "no checked evidence for the example board")):
        record["claim"]["holds"] = ["eq", ["call", call, ["num", "0"]], ["num", "24"]]
        save(bundle, doc)
        with pytest.raises(checker.CheckError, match="differs from the registry's"):  # bound first
            checker.check_file(bundle)
        with pytest.raises(checker.CheckError, match=message):  # and, unbound, its evaluation fails by name
            checker.bounded(record["claim"], checker.Bundle(bundle).evidence(record["evidence"]))


def test_two_worker_processes_give_the_one_process_verdict(riddler, tmp_path):
    """`certify check` shares the claims among processes; the counts, and the first failing
    claim in manifest order, are those of a single process."""
    assert checker.check_file(riddler, workers=2) == checker.check_file(riddler)
    bundle = copy(riddler, tmp_path)
    doc = manifest(bundle)
    verified = [c for c in doc["claims"] if c["status"] == "verified"]
    for record in (verified[-1], verified[1]):  # the later one first in the file's history
        record["claim"]["holds"] = ["false"]
    save(bundle, doc)
    for workers in (1, 2):
        with pytest.raises(checker.CheckError, match=f"^claim {verified[1]['id']}: .*and 1 more: {verified[-1]['id']}"):
            checker.check_file(bundle, workers=workers)
    assert len(checker.groups(doc["claims"])) == len(doc["claims"])  # a game table (checked in ms) ties no claims
    shared = [{"id": "a", "evidence": [{"kind": "ab-pair", "path": "ab/x.json"}]}, {"id": "b", "evidence": [
        {"kind": "ab-pair", "path": "ab/x.json"}]}, {"id": "c", "cases": 9, "evidence": [{"kind": "table", "path": "t.npz"}]},
        {"id": "d", "cases": 90_000, "evidence": [{"kind": "table", "path": "t.npz"}]}]
    assert checker.groups(shared) == [[3], [0, 1], [2]]  # other shared files go together; the dearest first


def test_a_proved_dag_carries_its_glue_obligations_and_a_broken_one_is_rejected(tmp_path):
    """The glue of cushing.monotonicity.all (certify.checkers.dag_glue) is evidence of the proved
    DAG in the bundle; the bundle checker re-solves it, and a glue file made satisfiable fails."""
    bundle = make(tmp_path / "glue", "cushing.monotonicity", max_n=8, solvers=("z3", "cvc5"))
    record = next(r for r in manifest(bundle)["claims"] if r["id"] == "cushing.monotonicity.all")
    assert record["status"] == "proved"
    glue = [item["path"] for item in record["evidence"] if ".glue." in item["path"]]
    assert len(glue) == 47 and any(path.endswith(".glue.cover.smt2") for path in glue)  # over P: reads.*, concludes.* (issue 36)
    assert sum(path.endswith(".step.some.smt2") for path in glue) == 3  # each step region has a move (session 38)
    assert sum(".glue.promote." in path for path in glue) == 6  # cover, domain and holds (the statement) per promoted claim
    assert checker.check_file(bundle)["proved"] >= 5
    rel = next(path for path in glue if path.endswith(".glue.measure.smt2"))
    text = (bundle / rel).read_text().replace("(assert (not ", "(assert (or true ")
    (bundle / rel).write_text(text)
    rehash(bundle, rel)
    with pytest.raises(checker.CheckError, match="is not the obligation the registry's claim .*glue.measure exports"):
        checker.check_file(bundle)  # bound to the glue dag_glue writes from the registry: refused before any solver
    with pytest.raises(checker.CheckError, match="not unsat under both"):  # and the solvers, run on it, say sat
        checker.smt.check_file(bundle / rel, 20)


def test_an_obligation_text_is_solved_once_a_run_and_a_failure_is_not_remembered(monkeypatch):
    """Bundle.solve: the same rebuilt text (a DAG node's obligation listed by many claims) runs the
    solvers once, in this process or, through the shared block, in another checking process; a
    text that failed is tried again (and fails again)."""
    import multiprocessing

    from certify.checkers import _bundle_claim as claim_module

    ran = []

    def check_text(text, timeout=60.0, shown="obligation"):
        ran.append(text)
        if "bad" in text:
            raise checker.CheckError(f"{shown}: not unsat under both solvers (z3 sat, cvc5 sat)")
        return {"kind": "smt2"}

    monkeypatch.setattr(claim_module.smt, "check_text", check_text)
    context = multiprocessing.get_context("fork")
    block = claim_module.Unsat.block(context)
    first, second = claim_module.Bundle("."), claim_module.Bundle(".")
    first.unsat.share(block)
    second.unsat.share(block)
    first.solve("(assert good)", "a")
    first.solve("(assert good)", "a")
    second.solve("(assert good)", "b")  # found by the first process
    second.solve("(assert other)", "b")
    for _ in range(2):
        with pytest.raises(checker.CheckError, match="not unsat"):
            second.solve("(assert bad)", "c")
    assert ran == ["(assert good)", "(assert other)", "(assert bad)", "(assert bad)"]
    def other_process():
        files = claim_module.Bundle(".")
        files.unsat.share(block)
        files.unsat.add(b"x" * 32)

    child = context.Process(target=other_process)
    child.start()
    child.join()
    shared = claim_module.Bundle(".")
    shared.unsat.share(block)
    assert b"x" * 32 in shared.unsat and b"y" * 32 not in shared.unsat
