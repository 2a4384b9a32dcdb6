"""The registry as one value (certify.claims.loading): parsed once per process, each file's parse
kept across processes by content digest, a damaged or foreign cache file ignored and rebuilt."""

import os
import subprocess
import sys
from pathlib import Path

import pytest
import sympy

from certify.claims import loading, registry
from certify.errors import CertifyError

ROOT = Path(__file__).resolve().parent.parent

TOY = '''
[paper]
key = "toy"
title = "A toy paper"

[[definition]]
name = "half"
params = ["n"]
body = "n / 2"

[[claim]]
id = "toy.sum"
statement = "Sum of 1..n."
vars = { n = [1, 30] }
holds = "Eq(Sum(i, (i, 1, n)), half(n*(n + 1)))"
expect = "verified"

[[claim]]
id = "toy.game"
statement = "P is P."
vars = { n = [2, 8], m = [2, 8] }
holds = "Eq(P(n, m) - P(n, m), 0) & Le(1, P(n, m))"
where = "n >= m"
rules = "official"
expect = "verified"
'''


@pytest.fixture
def cache(tmp_path, monkeypatch):
    """A cache directory of the test's own, and this process's parses forgotten."""
    directory = tmp_path / "cache"
    monkeypatch.setenv("CERTIFY_CACHE", str(directory))
    monkeypatch.setattr(loading, "_FILES", {})
    monkeypatch.setattr(loading, "_LOADED", {})
    monkeypatch.setattr(loading, "_BY_BYTES", {})
    return directory / "registry"


@pytest.fixture
def parses(monkeypatch):
    """The files ``registry.load_file`` parses, in order."""
    seen = []
    original = registry.load_file

    def counted(path):
        seen.append(Path(path).name)
        return original(path)

    monkeypatch.setattr(registry, "load_file", counted)
    return seen


def toy(tmp_path, text=TOY) -> Path:
    folder = tmp_path / "reg"
    folder.mkdir(exist_ok=True)
    (folder / "toy.toml").write_text(text, encoding="utf-8")
    return folder


def forget(monkeypatch):
    """A new process, as far as the loader knows (the cache directory stays)."""
    monkeypatch.setattr(loading, "_FILES", {})
    monkeypatch.setattr(loading, "_LOADED", {})
    monkeypatch.setattr(loading, "_BY_BYTES", {})
    monkeypatch.setattr(loading, "_BY_BYTES", {})


def test_parsed_once_per_process(tmp_path, cache, parses):
    folder = toy(tmp_path)
    first = loading.load(folder)
    assert loading.load(folder) is first and loading.load(first) is first
    assert parses == ["toy.toml"]
    assert list(first.claims) == ["toy.sum", "toy.game"]
    with pytest.raises(TypeError):
        first.claims["toy.new"] = first.claims["toy.sum"]  # one value, shared: read-only


def test_a_second_load_reads_no_toml_and_the_value_carries_the_tables(tmp_path, cache, parses, monkeypatch):
    """The registry is one value (issue 39 item 1): loaded again with the same bytes, it is returned
    without reading its TOML again; its tables are what the mutation analysis and the glue read."""
    folder = toy(tmp_path)
    first = loading.load(folder)
    read = []
    original = loading.read_table
    monkeypatch.setattr(loading, "read_table", lambda file: read.append(file.name) or original(file))
    assert loading.load(folder) is first and read == []
    assert [f.name for f in first.tables] == ["toy.toml"] and first.table_of("toy.sum")[0].name == "toy.toml"
    (folder / "toy.toml").write_text((folder / "toy.toml").read_text() + "\n# changed\n", encoding="utf-8")
    assert loading.load(folder) is not first and read == ["toy.toml"]  # other bytes: read and parsed again


def test_a_new_process_reads_the_cache_and_gets_the_same_claims(tmp_path, cache, parses, monkeypatch):
    folder = toy(tmp_path)
    parsed = loading.load(folder).claims
    assert len(list(cache.glob("*.pickle"))) == 1
    forget(monkeypatch)
    kept = loading.load(folder).claims
    assert parses == ["toy.toml"]  # not parsed again
    assert dict(kept) == dict(parsed)
    assert all(sympy.srepr(kept[i].holds) == sympy.srepr(parsed[i].holds) for i in parsed)
    game = kept["toy.game"].holds
    (call,) = game.atoms(registry.GameFunction)
    assert type(call) is registry._game_class("P", False)  # this process's class: P(n, m) - P(n, m) is 0
    assert sympy.simplify(call - registry.namespace({})["P"](*call.args)) == 0


def test_an_edit_is_parsed_again(tmp_path, cache, parses, monkeypatch):
    folder = toy(tmp_path)
    before = loading.load(folder).claims["toy.sum"].holds
    (folder / "toy.toml").write_text(TOY.replace("n / 2", "n / 3"), encoding="utf-8")
    forget(monkeypatch)
    edited = loading.load(folder).claims["toy.sum"].holds
    assert parses == ["toy.toml", "toy.toml"]
    assert edited != before and sympy.Rational(1, 3) in edited.atoms(sympy.Rational)


def test_a_used_file_is_part_of_the_key(tmp_path, cache, parses, monkeypatch):
    folder = toy(tmp_path)
    (folder / "zz.toml").write_text('uses = ["toy.toml"]\n[[claim]]\nid = "toy.uses"\nstatement = "s"\n'
                                    'vars = { n = [0, 4] }\nholds = "Eq(half(2*n), n)"\nexpect = "verified"\n'
                                    '[paper]\nkey = "toy"\ntitle = "A toy paper"\n', encoding="utf-8")
    before = loading.load(folder).claims["toy.uses"].holds
    (folder / "toy.toml").write_text(TOY.replace("n / 2", "n / 4"), encoding="utf-8")
    forget(monkeypatch)
    after = loading.load(folder).claims["toy.uses"].holds
    assert parses == ["toy.toml", "zz.toml", "toy.toml", "zz.toml"] and before != after


@pytest.mark.parametrize("damage", ["flip", "truncate", "header", "foreign", "not-claims", "group-writable"])
def test_a_damaged_or_foreign_cache_file_is_ignored_and_rebuilt(tmp_path, cache, parses, monkeypatch, damage):
    import hashlib
    import pickle

    folder = toy(tmp_path)
    parsed = dict(loading.load(folder).claims)
    (kept,) = cache.glob("*.pickle")
    blob = kept.read_bytes()
    head, digest, payload = blob.split(b"\n", 2)
    if damage == "flip":
        blob = blob[:-40] + bytes([blob[-40] ^ 1]) + blob[-39:]
    elif damage == "truncate":
        blob = blob[: len(blob) // 2]
    elif damage == "header":
        blob = b"certify-registry-cache 0\n" + digest + b"\n" + payload
    elif damage in ("foreign", "not-claims"):  # a payload whose digest matches but is not this file's claims
        other = pickle.dumps({"toy.sum": "not a claim"} if damage == "not-claims" else [1, 2])
        blob = head + b"\n" + hashlib.sha256(other).hexdigest().encode() + b"\n" + other
    kept.write_bytes(blob)
    if damage == "group-writable":
        kept.chmod(0o664)
    forget(monkeypatch)
    assert dict(loading.load(folder).claims) == parsed
    assert parses == ["toy.toml", "toy.toml"]  # parsed again, and kept again
    assert kept.read_bytes().split(b"\n", 1)[0] + b"\n" == loading.CACHE_FORMAT
    assert kept.stat().st_mode & 0o077 == 0


def test_cache_off_and_an_unwritable_cache_still_load(tmp_path, monkeypatch, parses):
    folder = toy(tmp_path)
    monkeypatch.setenv("CERTIFY_CACHE", "off")
    forget(monkeypatch)
    assert loading.cache_directory() is None
    assert "toy.sum" in loading.load(folder).claims
    blocked = tmp_path / "file"
    blocked.write_text("x")
    monkeypatch.setenv("CERTIFY_CACHE", str(blocked))  # a file where the directory should be
    forget(monkeypatch)
    assert "toy.sum" in loading.load(folder).claims
    assert parses == ["toy.toml", "toy.toml"]


def test_a_bad_registry_is_an_error_every_time(tmp_path, cache, parses, monkeypatch):
    folder = toy(tmp_path, TOY.replace('expect = "verified"', 'expect = "maybe"', 1))
    for _ in range(2):
        with pytest.raises(CertifyError, match="expect must be one of"):
            loading.load(folder)
    assert parses == ["toy.toml", "toy.toml"] and not list(cache.glob("*.pickle"))
    with pytest.raises(CertifyError, match="no registry found"):
        loading.load(tmp_path / "empty")


def test_only_selects_the_prefix_and_what_settles_it():
    shipped = loading.load()
    assert shipped.select(None) == list(shipped.claims.values())
    chosen = [c.id for c in shipped.select("cushing.lemma-1.5")]
    assert chosen and all(i in shipped.claims for i in chosen)
    assert set(chosen) >= {i for i in shipped.claims if i.startswith("cushing.lemma-1.5")}
    assert shipped.select("no.such.prefix") == []
    assert set(shipped.glue()) <= {d.theorem for d in shipped.dags}
    assert shipped.glue("no.such.prefix") == []


def test_the_shipped_registry_from_the_cache_of_another_process(tmp_path):
    """Across real processes: the second loads the shipped registry from the first's cache, never
    parsing a file, to the same expressions (their SymPy srepr)."""
    env = {**os.environ, "CERTIFY_CACHE": str(tmp_path), "PYTHONPATH": str(ROOT)}
    script = ("import hashlib, sympy, sys\n"
              "from certify.claims import loading, registry\n"
              "if sys.argv[1] == 'warm':\n"
              "    registry.load_file = None  # a parse would fail\n"
              "claims = loading.load().claims\n"
              "print(len(claims), hashlib.sha256(repr([(i, sympy.srepr((c.holds, c.where, c.vars))) for i, c in claims.items()]).encode()).hexdigest())\n")
    cold = subprocess.run([sys.executable, "-c", script, "cold"], capture_output=True, text=True, env=env)
    warm = subprocess.run([sys.executable, "-c", script, "warm"], capture_output=True, text=True, env=env)
    assert cold.returncode == 0 and warm.returncode == 0, cold.stderr + warm.stderr
    assert warm.stdout == cold.stdout and int(cold.stdout.split()[0]) == len(loading.load().claims)


def test_unused_cache_files_are_pruned_when_a_new_one_is_written(tmp_path, cache, monkeypatch):
    folder = toy(tmp_path)
    loading.load(folder)
    (kept,) = cache.glob("*.pickle")
    old, stale_tmp, fresh_tmp = cache / ("0" * 64 + ".pickle"), cache / ".tmp-cut-short", cache / ".tmp-writing"
    for path in (old, stale_tmp, fresh_tmp):
        path.write_bytes(b"x")
    month = 31 * 86400
    os.utime(old, (kept.stat().st_atime - month, kept.stat().st_mtime - month))
    os.utime(stale_tmp, (kept.stat().st_atime - 2 * 86400, kept.stat().st_mtime - 2 * 86400))
    os.utime(kept, (kept.stat().st_atime - month, kept.stat().st_mtime - month))
    forget(monkeypatch)
    loading.load(folder)  # read from the cache: used now, so kept
    (folder / "toy.toml").write_text(TOY.replace("n / 2", "n / 5"), encoding="utf-8")
    forget(monkeypatch)
    loading.load(folder)  # a new parse is written: the unused files go
    assert kept.exists() and fresh_tmp.exists() and not old.exists() and not stale_tmp.exists()
    assert len(list(cache.glob("*.pickle"))) == 2


def test_a_function_is_known_to_the_files_after_the_one_whose_module_declares_it(tmp_path):
    """As the plain parse reads a registry, file by file: a function of b.toml's module is unknown
    in a.toml (parsed before it) and known in c.toml. Fresh processes (a declared function stays
    declared in a process): the cached loader, cold and warm, answers as the plain parse does."""
    folder = tmp_path / "reg"
    folder.mkdir()
    (folder / "mine.py").write_text("from certify.claims.functions import function\n\n"
                                    "@function()\ndef twice_loading_test(n):\n    return 2 * int(n)\n")
    (folder / "b.toml").write_text('[functions]\nmodule = "mine.py"\n', encoding="utf-8")
    uses = ('[[claim]]\nid = "{0}.twice"\nstatement = "s"\nvars = {{ n = [0, 4] }}\n'
            'holds = "Eq(twice_loading_test(n), 2*n)"\nexpect = "verified"\n')
    (folder / "c.toml").write_text(uses.format("c"), encoding="utf-8")
    env = {**os.environ, "CERTIFY_CACHE": str(tmp_path / "cache"), "PYTHONPATH": str(ROOT)}
    script = ("import sys\nfrom certify.claims import loading, registry\nfrom certify.errors import CertifyError\n"
              "try:\n    found = sorted(registry.load_registry(sys.argv[2]) if sys.argv[1] == 'plain' "
              "else loading.load(sys.argv[2]).claims)\nexcept CertifyError as error:\n    found = str(error)\nprint(found)\n")

    def answers() -> list[str]:
        return [subprocess.run([sys.executable, "-c", script, how, str(folder)], capture_output=True, text=True,
                               env=env).stdout for how in ("plain", "cached", "cached")]

    assert answers() == ["['c.twice']\n"] * 3
    (folder / "a.toml").write_text(uses.format("a"), encoding="utf-8")
    plain, cold, warm = answers()
    assert "a.toml" in plain and plain == cold == warm
