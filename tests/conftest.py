"""Test configuration: Hypothesis profiles and the registry parsed once per session.

Parsing the registry (``certify.claims.registry.load_file``: about 4,000 SymPy expressions) takes
16 s or more, and nearly every audit, bundle and prover test loads it; parsing the same file
contents again gives the same claims, so within one test session each registry file is parsed
once per contents (a test that edits a file of a copy of the registry parses that file again),
and each caller gets its own copies of the claims (``_resolve_cover`` rewrites a claim's
``holds``).
"""

import dataclasses
import os
import tomllib
from pathlib import Path

from hypothesis import HealthCheck, settings

from certify.claims import registry as _registry

settings.register_profile("ci", max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.register_profile("dev", max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("ci" if os.environ.get("CI") else "dev")

_parse_file = _registry.load_file
_parsed: dict = {}


def _cached_load_file(path: Path) -> dict:
    """``load_file`` keyed on the file's name and contents and those of the files it ``uses``
    (nothing else of the path enters a claim: a copy of the registry shares the parses of the
    files it leaves unchanged)."""
    path = Path(path)
    try:
        text = path.read_bytes()
        uses = tomllib.loads(text.decode("utf-8")).get("uses", [])
        key = (path.name, text, tuple((str(name), (path.parent / str(name)).read_bytes()) for name in uses))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError, TypeError, AttributeError):
        return _parse_file(path)  # the real loader reports it
    if key not in _parsed:
        _parsed[key] = _parse_file(path)  # an error is raised each time, never cached
    return {ident: dataclasses.replace(claim) for ident, claim in _parsed[key].items()}


_cached_load_file.uncached = _parse_file  # for a test that must watch every parse
_registry.load_file = _cached_load_file


def pytest_terminal_summary(terminalreporter):
    """The run's CPU time (this process and the children it waited for): on a shared machine
    the wall time says more about the other jobs than about the suite."""
    import resource

    used = [resource.getrusage(who) for who in (resource.RUSAGE_SELF, resource.RUSAGE_CHILDREN)]
    terminalreporter.write_line(f"CPU time: {sum(u.ru_utime + u.ru_stime for u in used):.0f} s "
                                f"(pytest {used[0].ru_utime + used[0].ru_stime:.0f} s, its subprocesses "
                                f"{used[1].ru_utime + used[1].ru_stime:.0f} s)")
