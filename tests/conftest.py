"""Test configuration: Hypothesis profiles, the run's CPU time, and the shipped Coq modules
compiled once per run (``shipped_coq``, ``compile_against``).

The tests load the registry the way users do (:func:`certify.claims.loading.load`: parsed once
per process, each file's parse kept in the user cache across processes); ``CERTIFY_CACHE``
names another cache directory, or ``off``.
"""

import os
import shutil

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
    directory = tmp_path_factory.mktemp("shipped-coq")
    files = [runner.shipped_file(module) for module in runner.SHIPPED_MODULES]
    runner.write_development(directory, files)
    return directory, {r.file: r for r in runner.run_development(directory, files, jobs=2, timeout=900)}


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
