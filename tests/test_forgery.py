"""Forged bundles (issue 21): a hostile author edits a bundle and keeps every sha256 in the
manifest consistent; ``certify check`` must refuse each forgery with one line and exit 1 (4
for a priced limit), within seconds, writing nothing anywhere. One bundle is built per
session (a small ``--only`` subset with every status and the table and smt2 evidence kinds)."""

from __future__ import annotations

import copy
import gzip
import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from certify.audit.bundle import index_text, registry_index, staging, write_bundle
from certify.checkers import bundle as checker
from certify.checkers._bundle_registry import INDEX

ROOT = Path(__file__).resolve().parent.parent
ONLY = "nica.section-1.2"


@pytest.fixture(scope="session")
def built(tmp_path_factory) -> Path:
    from certify.audit import run_audit

    path = tmp_path_factory.mktemp("forgery") / "bundle"
    with staging(path) as root:
        write_bundle(run_audit(only=ONLY, evidence=root), root)
    return path


@pytest.fixture
def bundle(built, tmp_path) -> Path:
    return Path(shutil.copytree(built, tmp_path / "b"))


def records(directory: Path) -> list[dict]:
    return json.loads((directory / "manifest.json").read_text())["claims"]


def save(directory: Path, claims: list[dict], raw: str | None = None) -> None:
    text = raw if raw is not None else json.dumps({"format": "certify-bundle/1", "tool": "x", "claims": claims})
    (directory / "manifest.json").write_text(text)


def rehash(directory: Path) -> None:
    """Every evidence entry's sha256 made to match its file again (an attacker would)."""
    claims = records(directory)
    for record in claims:
        for item in record.get("evidence", []):
            target = directory / item["path"]
            if target.is_file():
                item["sha256"] = hashlib.sha256(target.read_bytes()).hexdigest()
    save(directory, claims)


def listing(*roots) -> set:
    found = set()
    for root in roots:
        for base, dirs, files in os.walk(root):
            found.update(os.path.join(base, f) for f in files + dirs)
    return found


def _snapshot(directory: Path) -> set:
    outside = [ROOT, Path.home(), directory.parent]
    return listing(directory) | {str(p) for root in outside if root.is_dir() for p in root.iterdir()} \
        | {name for name in os.listdir(tempfile.gettempdir()) if "forged" in name}


CERTIFY = str(Path(sys.executable).with_name("certify"))  # the console script: ``python -m`` would import the cwd's


def check(directory: Path, *extra, timeout=600, inside=False) -> subprocess.CompletedProcess:
    """``certify check DIR`` in a subprocess whose TMPDIR is a fresh scratch directory; no file
    may be left there, nor appear in the bundle, beside it, in the repository, the home
    directory, or under a forged name in the system's temporary directory. ``inside``: with the
    bundle as the working directory (``certify check .``)."""
    before = _snapshot(directory)
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run([CERTIFY, "check", "." if inside else str(directory), *extra], capture_output=True,
                             text=True, timeout=timeout, cwd=directory if inside else directory.parent,
                             env={**os.environ, "PYTHONPATH": str(ROOT), "TMPDIR": scratch})
        assert os.listdir(scratch) == [], os.listdir(scratch)
    created = {p for p in _snapshot(directory) - before if "pytest" not in p and ".hypothesis" not in p}
    assert not {p for p in created if "__pycache__" not in p}, created
    return run


def refused(run, code=1) -> None:
    lines = run.stderr.strip().splitlines()
    assert run.returncode == code, (run.returncode, run.stdout, run.stderr)
    assert lines and lines[-1].startswith("certify: error:") and "Traceback" not in run.stderr, run.stderr


def first(directory: Path, status: str) -> tuple[list, dict]:
    claims = records(directory)
    return claims, next(r for r in claims if r["status"] == status)


# ---- the manifest's statements ---------------------------------------------------------------

def _refuted_to_verified(r):
    r.update(status="verified", cases=0)
    r.pop("counterexample")
    r["claim"]["N"] = 1


def _holds_true(r):
    r["claim"]["holds"] = ["true"]


def _where_false(r):
    r["claim"]["where"] = ["false"]
    r["cases"] = 0


def _statement(r):
    r["statement"] = r["statement"] + " (and more)"


def _range(r):
    r["claim"]["vars"][0][2] = ["num", "3"]


def _unknown(r):
    r["id"] = "nica.section-1.2.invented"


def _cases_true(r):
    r["cases"] = True


def _cases_float(r):
    r["cases"] = float(r["cases"])


def _n_float(r):
    r["claim"]["N"] = 16.0


def _shrunk(r):  # issue 37: a verified claim's range cut to N = 1, its cases recounted there
    from certify.checkers._bundle_claim import bounded
    from certify.checkers._claims import Evidence

    r["claim"]["N"] = 1
    r["cases"] = bounded(r["claim"], Evidence())


def _half_integer(r):  # issue 37: an integer variable given the value 7/2
    r["counterexample"] = {name: "7/2" for name in r["counterexample"]}


MANIFEST_FORGERIES = {  # name: (status of the record forged, edit)
    "verified-N-shrunk": ("verified", _shrunk),
    "counterexample-not-an-integer": ("refuted", _half_integer),
    "open-with-kernel": ("verified", lambda r: (r.update(status="open", reason="x", kernel="anything"))),
    "vacuous-without-evidence-or-expression": ("verified", lambda r: (r.update(status="vacuous", reason="x"),
                                                                      r.pop("evidence"), r.pop("claim"), r.pop("cases"))),
    "coq-without-kernel": ("verified", lambda r: r["evidence"].append(
        {"path": r["evidence"][0]["path"], "sha256": r["evidence"][0]["sha256"], "kind": "coq", "key": "GuessWho"})),
    "refuted-to-verified": ("refuted", _refuted_to_verified),
    "refuted-holds-true": ("refuted", lambda r: (_holds_true(r), r.update(status="verified", cases=1), r.pop("counterexample"))),
    "verified-holds-true": ("verified", _holds_true),
    "verified-where-false": ("verified", _where_false),
    "verified-zero-cases": ("verified", lambda r: r.update(cases=0)),
    "statement-changed": ("verified", _statement),
    "range-changed": ("verified", _range),
    "unknown-claim": ("verified", _unknown),
    "cases-true": ("verified", _cases_true),
    "cases-float": ("verified", _cases_float),
    "N-float": ("verified", _n_float),
    "refuted-to-open-without-reason": ("refuted", lambda r: r.update(status="open")),
    "proved-holds-true": ("proved", _holds_true),
    "refuted-to-proved": ("refuted", lambda r: r.update(status="proved")),
}


@pytest.mark.parametrize("name", sorted(MANIFEST_FORGERIES))
def test_a_forged_statement_is_refused(bundle, name):
    status, edit = MANIFEST_FORGERIES[name]
    claims, record = first(bundle, status)
    edit(record)
    save(bundle, claims)
    refused(check(bundle))


@pytest.mark.parametrize("name", ["verified-N-shrunk", "counterexample-not-an-integer", "refuted-to-verified"])
def test_a_forgery_is_refused_with_the_bundle_as_the_working_directory(bundle, name):
    status, edit = MANIFEST_FORGERIES[name]
    claims, record = first(bundle, status)
    edit(record)
    save(bundle, claims)
    refused(check(bundle, inside=True))


def test_a_file_listed_many_times_is_read_and_hashed_once(built, monkeypatch):
    """Issue 37: one evidence file listed K times (here a game table, 50 times in one claim) is
    read once; a later listing with another sha256 is still refused."""
    from certify.checkers import _bundle_claim

    reads = []
    real = _bundle_claim.read_inside
    monkeypatch.setattr(_bundle_claim, "read_inside", lambda root, rel, most: reads.append(rel) or real(root, rel, most))
    record = next(r for r in records(built) if r["status"] == "verified" and r.get("evidence"))
    files = _bundle_claim.Files(built)
    files.evidence(record["evidence"] * 50)
    assert sorted(reads) == sorted({item["path"] for item in record["evidence"]})
    forged = [*record["evidence"], {**record["evidence"][0], "sha256": "0" * 64}]
    with pytest.raises(checker.CheckError, match="does not match its sha256"):
        files.evidence(forged)


def test_a_long_compressed_line_is_priced_before_it_is_held(tmp_path, monkeypatch):
    """Issue 37: one line of 64 MB inside a small .jsonl.xz is refused at the 1 MB limit while
    streaming, never held whole."""
    import lzma
    import tracemalloc

    from certify.checkers import _mastermind_game

    path = tmp_path / "bomb.jsonl.xz"
    with lzma.open(path, "wb", preset=1) as handle:
        for _ in range(64):
            handle.write(b" " * (1 << 20))
        handle.write(b"\n")
    assert path.stat().st_size < 1 << 20
    tracemalloc.start()
    with pytest.raises(checker.CheckError) as error:
        list(_mastermind_game._stream_lines(path, 1 << 20))
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    assert error.value.exit_code == 4 and peak < 16 << 20, peak


@pytest.mark.parametrize("raw, code", [
    ('{"format": "certify-bundle/1", "tool": "x", "claims": []}', 1),
    ('{"format": "certify-bundle/1", "tool": "x", "tool": "y", "claims": [{"id": "a"}]}', 1),
    ('{"format": "certify-bundle/1", "tool": "x", "claims": [{"id": "a", "status": NaN}]}', 1),
    ('{"format": "certify-bundle/1", "tool": "x", "claims": [{"N": 1e999}]}', 1),
    ('[' * 5000 + ']' * 5000, 4),
])
def test_strict_manifests(bundle, raw, code):
    save(bundle, [], raw)
    refused(check(bundle), code)


def test_duplicate_status_keys_are_refused(bundle):
    text = (bundle / "manifest.json").read_text()
    save(bundle, [], text.replace('"status":"verified"', '"status":"verified","status":"refuted"', 1))
    refused(check(bundle), 1)


# ---- obligations --------------------------------------------------------------------------------

def _obligation(bundle) -> Path:
    _, record = first(bundle, "proved")
    return bundle / next(i["path"] for i in record["evidence"] if i["kind"] == "smt2")


SMT_FORGERIES = {
    "assert-false": lambda text: "(assert false)\n(check-sat)\n",
    "other-unsat": lambda text: "(declare-const x Int)\n(assert (< x x))\n(check-sat)\n",
    "second-check-sat": lambda text: text + "(assert false)\n(check-sat)\n",
    "echo-to-file": lambda text: f"(set-option :regular-output-channel \"{tempfile.gettempdir()}/forged.pth\")\n"
                                 "(echo \"import os\")\n" + text,
    "exit": lambda text: text.replace("(check-sat)", "(exit)\n(check-sat)"),
    "push-pop": lambda text: "(push 1)\n" + text.replace("(check-sat)", "(pop 1)\n(assert false)\n(check-sat)"),
    "weakened-assertion": lambda text: text.replace("(assert", "(assert (or true", 1).replace("\n(assert", ")\n(assert", 1),
}


@pytest.mark.parametrize("name", sorted(SMT_FORGERIES))
def test_a_forged_obligation_is_refused(bundle, name):
    path = _obligation(bundle)
    path.write_text(SMT_FORGERIES[name](path.read_text()))
    rehash(bundle)
    refused(check(bundle, "--timeout", "5"))
    assert not (Path(tempfile.gettempdir()) / "forged.pth").exists()


def test_an_obligation_of_another_claim_is_refused(bundle):
    claims = records(bundle)
    proved = [r for r in claims if r["status"] == "proved"]
    a, b = proved[0]["evidence"][0], proved[1]["evidence"][0]
    (bundle / a["path"]).write_bytes((bundle / b["path"]).read_bytes())
    rehash(bundle)
    refused(check(bundle))


# ---- files: links, FIFOs, bombs -----------------------------------------------------------------

def test_a_manifest_that_is_a_fifo_or_a_link_to_dev_zero_is_refused(bundle):
    (bundle / "manifest.json").unlink()
    os.mkfifo(bundle / "manifest.json")
    refused(check(bundle, timeout=120), 1)
    (bundle / "manifest.json").unlink()
    (bundle / "manifest.json").symlink_to("/dev/zero")
    refused(check(bundle, timeout=120), 1)


def test_evidence_through_a_symlink_is_refused(bundle, tmp_path):
    outside = tmp_path / "outside"
    shutil.move(bundle / "tables", outside)
    (bundle / "tables").symlink_to(outside)
    refused(check(bundle))
    (bundle / "tables").unlink()
    shutil.move(outside, bundle / "tables")
    table = next((bundle / "tables").iterdir())
    shutil.move(table, tmp_path / table.name)
    table.symlink_to(tmp_path / table.name)
    refused(check(bundle))


def test_evidence_as_a_fifo_is_refused(bundle):
    table = next((bundle / "tables").iterdir())
    table.unlink()
    os.mkfifo(table)
    refused(check(bundle, timeout=120))


LIMIT_FORGERIES = {
    "range-10^12": lambda r: r["claim"]["vars"][0].__setitem__(2, ["num", str(10**12)]),
    "pow-10^12": lambda r: r["claim"].__setitem__("where", ["eq", ["pow", ["num", "2"], ["num", str(10**12)]], ["num", "0"]]),
    "sum-10^12": lambda r: r["claim"].__setitem__("where", ["eq", ["sum", "i", ["num", "1"], ["num", str(10**12)], ["var", "i"]],
                                                              ["num", "0"]]),
    "deep-expression": lambda r: r["claim"].__setitem__("where", json.loads('["not", ' * 300 + '["true"]' + "]" * 300)),
}


@pytest.mark.parametrize("name", sorted(LIMIT_FORGERIES))
def test_priced_work_is_refused_with_exit_4(name, tmp_path):
    """The statement binding refuses these first (exit 1); evaluated directly, each is priced
    before it is done (exit 4)."""
    from certify.checkers import _bundle_claim as bundle_claim, _claims as claims

    record = {"claim": {"N": 64, "vars": [["n", ["num", "1"], ["var", "N"]]], "where": ["true"], "holds": ["true"]}}
    LIMIT_FORGERIES[name](record)
    with pytest.raises(claims.CheckError) as raised:
        bundle_claim.bounded(record["claim"], claims.Evidence())
    assert raised.value.exit_code == 4, raised.value


def test_a_gzip_bomb_is_priced_while_streaming(monkeypatch):
    from certify.checkers import _bundle_files

    monkeypatch.setenv("CERTIFY_CHECK_MAX_GZIP_MB", "4")
    assert _bundle_files.gzip_size(gzip.compress(b"\0" * (3 << 20)), "small.gz") == 3 << 20
    bomb = gzip.compress(b"\0" * (40 << 20), 9)
    assert len(bomb) < 1 << 20
    with pytest.raises(_bundle_files.CheckError) as raised:
        _bundle_files.gzip_size(bomb, "bomb.json.gz")
    assert raised.value.exit_code == 4


# ---- the registry ------------------------------------------------------------------------------

def test_the_bundle_is_valid_and_names_the_registry(built):
    run = check(built)
    assert run.returncode == 0, run.stdout + run.stderr
    assert "registry sha256 " in run.stdout


def test_a_registry_the_user_names_binds_the_claims(built, tmp_path):
    own = tmp_path / "registry"
    shutil.copytree(ROOT / "certify" / "claims" / "data", own)
    assert check(built, "--registry", str(own)).returncode == 0
    nica = own / "nica.toml"
    original = nica.read_text()
    nica.write_text(original.replace('locator = "Section 1.2"', 'locator = "Section 1.2 (moved)"'))
    run = check(built, "--registry", str(own))  # issue 38: another registry (by digest) than the bundle's, even a locator
    refused(run)
    assert "written from the registry sha256" in run.stderr
    statement = re.search(r'^id = "nica\.section-1\.2[^"]*"\n(?:.*\n)*?statement = "([^"]+)"', original, re.M).group(1)
    nica.write_text(original.replace(statement, statement.replace(" ", "  ", 1), 1))
    refused(check(built, "--registry", str(own)))  # a statement changed word for word: refused
    refused(check(built, "--registry", str(own / "riddler.toml")))  # claims absent from it: refused


def test_a_named_registry_of_another_digest_is_refused_before_its_index_is_computed(built, tmp_path, monkeypatch,
                                                                                    capsys):
    """The refusal needs only the digests: the registry's expression index (half a minute of SymPy
    for a registry the packaged one's size) is not computed for a registry the bundle was not
    written from (an unchanged copy binds the claims: the test above)."""
    from certify.audit import bundle as writer
    from certify.cli import main

    own = tmp_path / "registry"
    shutil.copytree(ROOT / "certify" / "claims" / "data", own)
    (own / "nica.toml").write_text((own / "nica.toml").read_text() + "\n# a comment changes the digest\n")
    computed = []
    monkeypatch.setattr(writer, "registry_index", lambda registry=None: computed.append(registry) or {})
    assert main(["check", str(built), "--registry", str(own)]) == 1
    assert "written from the registry sha256" in capsys.readouterr().err and computed == []


def test_the_packaged_index_is_the_export_of_the_packaged_registry():
    assert INDEX.read_text(encoding="utf-8") == index_text(registry_index()), \
        "regenerate: python -m certify.audit.bundle --index"


# ---- random mutations ---------------------------------------------------------------------------

def _paths(node, prefix=()):
    if isinstance(node, dict):
        for key, value in node.items():
            yield prefix + (key,)
            yield from _paths(value, prefix + (key,))
    elif isinstance(node, list):
        for i, value in enumerate(node):
            yield prefix + (i,)
            yield from _paths(value, prefix + (i,))


@settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_random_manifest_mutations_never_pass_unnoticed(built, tmp_path_factory, data):
    """A change of one value of the manifest (hashes kept) is refused (exit 1 or 4, one line),
    unless it changes nothing stated: the range N of a record without a bounded check, or a
    counterexample replaced by another point that refutes the claim."""
    directory = Path(shutil.copytree(built, tmp_path_factory.mktemp("m") / "b"))
    claims = records(directory)
    original = copy.deepcopy(claims)
    paths = [p for p in _paths(claims) if p[-1] not in ("sha256", "checker", "reason")]
    path = data.draw(st.sampled_from(paths))
    new = data.draw(st.one_of(st.integers(-3, 10**6), st.booleans(), st.none(), st.text(max_size=5),
                              st.just(["true"]), st.just(["false"]), st.just("verified"), st.just("proved")))
    target = claims
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = new
    if claims == original:
        return
    save(directory, claims)
    try:
        checker.check_file(directory, 10, workers=1)
    except checker.CheckError as error:
        assert error.exit_code in (1, 4) and "\n" not in str(error), (path, new, error)
        return
    inert = (path[-1] == "N" and "cases" not in claims[path[0]]) or "counterexample" in path
    assert inert, (path, new, "accepted")
# ---- writes never destroy ---------------------------------------------------------------------

def test_certificates_into_a_non_empty_directory_is_refused(tmp_path):
    keep = tmp_path / "mine"
    keep.mkdir()
    (keep / "thesis.tex").write_text("do not delete")
    run = subprocess.run([sys.executable, "-m", "certify.cli", "audit", "--only", "riddler.nonexistent", "--certificates",
                          str(keep), "-q"], capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)})
    refused(run, 2)
    assert (keep / "thesis.tex").read_text() == "do not delete"


def test_replacing_a_bundle_needs_force(built):
    from certify.audit.bundle import refuse_to_destroy
    from certify.errors import CertifyError

    with pytest.raises(CertifyError) as raised:
        refuse_to_destroy(built, force=False)
    assert raised.value.exit_code == 2 and "--force" in str(raised.value)
    refuse_to_destroy(built, force=True)


@pytest.mark.parametrize("signal_name", ["SIGTERM", "SIGKILL"])
def test_workers_die_with_the_checker(built, signal_name):
    """SIGTERM or SIGKILL of the bundle checker ends its worker processes too (the SIGTERM
    handler kills them; for SIGKILL, each worker watches its parent's id)."""
    import signal
    import time

    process = subprocess.Popen([sys.executable, "-m", "certify.checkers.bundle", str(built)], stdout=subprocess.DEVNULL,
                               stderr=subprocess.DEVNULL, env={**os.environ, "PYTHONPATH": str(ROOT)})
    children = []
    for _ in range(1500):  # until the workers are there (or the checker has ended: then it failed early)
        time.sleep(0.2)
        children = subprocess.run(["pgrep", "-P", str(process.pid)], capture_output=True, text=True).stdout.split()
        if len(children) >= 2 or process.poll() is not None:
            break
    assert children and process.poll() is None, f"no worker started (checker exit status {process.poll()})"
    process.send_signal(getattr(signal, signal_name))
    process.wait()
    time.sleep(1.5)
    alive = [pid for pid in children if Path(f"/proc/{pid}").exists()
             and "certify" in Path(f"/proc/{pid}/cmdline").read_text(errors="replace")]
    assert not alive, alive
    assert checker.WORKERS == 2
