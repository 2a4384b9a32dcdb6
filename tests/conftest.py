"""Test configuration: Hypothesis profiles, the run's CPU time, and the shipped Coq modules
compiled once per run (``shipped_coq``, ``compile_against``; with ``CERTIFY_TEST_COQ_CACHE=DIR``,
once for all the runs that name DIR, as .ci/run's lanes do).

The tests load the registry the way users do (:func:`certify.claims.loading.load`: parsed once
per process, each file's parse kept in the user cache across processes); ``CERTIFY_CACHE``
names another cache directory, or ``off``.
"""

import os
import shutil
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

settings.register_profile("ci", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")


def pytest_terminal_summary(terminalreporter):
    """The run's CPU time (this process and the children it waited for): on a shared machine
    the wall time says more about the other jobs than about the suite."""
    import resource

    used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    terminalreporter.write_line(f"CPU time: {sum(u.ru_utime + u.ru_stime for u in used):.0f} s "
                                f"(pytest {used[0].ru_utime + used[0].ru_stime:.0f} s, its subprocesses "
                                f"{used[1].ru_utime + used[1].ru_stime:.0f} s)")


@pytest.fixture(scope="session")
def shipped_coq(tmp_path_factory):
    """Every hand-written module of certify/coq compiled once per test run, in dependency order:
    ``(directory, {module: CoqResult})``. A test that compiles a file against them copies the
    directory (:func:`compile_against`); AB2.v and AB2W.v alone take about half a minute of coqc."""
    from certify.coq import runner

    if shutil.which("coqc") is None:
        pytest.skip("coqc not found: install Coq with `apt-get install -y coq`")
    files = [runner.shipped_file(module) for module in runner.SHIPPED_MODULES]
    shared = os.environ.get("CERTIFY_TEST_COQ_CACHE")
    if shared:  # .ci/run: the fast suite and the slow Coq tests (two pytest runs) share one compile
        return _compiled_once(Path(shared), files)
    if os.environ.get("PYTEST_XDIST_WORKER"):  # pytest -n: the workers of one run share one compile
        return _compiled_once(tmp_path_factory.getbasetemp().parent / "shipped-coq", files)
    directory = tmp_path_factory.mktemp("shipped-coq")
    runner.write_development(directory, files)
    return directory, {r.file: r for r in runner.run_development(directory, files, jobs=2, timeout=900)}


def _compiled_once(shared, files):
    """The shipped modules compiled in ``shared``/DIGEST (DIGEST: of coqc's version and the files),
    by the first test run that asks (others wait on a lock) and read back by the rest: the
    directory is read-only to the tests (:func:`compile_against` copies it)."""
    import fcntl
    import hashlib
    import pickle
    import subprocess

    from certify.coq import runner

    version = subprocess.run([runner.coqc_path(), "--version"], capture_output=True, text=True).stdout
    digest = hashlib.sha256(repr((version, [(f.name, f.text, f.after, f.theorems) for f in files])).encode()).hexdigest()
    place = shared / digest[:16]
    place.mkdir(parents=True, exist_ok=True)
    with open(place / "lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)  # released when the file closes
        if not (place / "results.pickle").exists():
            runner.write_development(place / "dev", files)
            results = {r.file: r for r in runner.run_development(place / "dev", files, jobs=2, timeout=900)}
            (place / "results.new").write_bytes(pickle.dumps(results))
            (place / "results.new").rename(place / "results.pickle")
        return place / "dev", pickle.loads((place / "results.pickle").read_bytes())


@pytest.fixture
def compile_against(shipped_coq):
    """``compile_against(directory, file)``: ``file`` compiled alone in ``directory``, a copy of the
    compiled shipped modules (copied on first use, so a second file there sees the first)."""
    from certify.coq import runner

    def compile_file(directory, file, timeout=600):
        if not directory.exists():
            shutil.copytree(shipped_coq[0], directory)
        runner.write_development(directory, [file])
        return runner._compile(runner.coqc_path(), directory, file, timeout)

    return compile_file
