"""Test configuration: Hypothesis profiles and the run's CPU time.

The tests load the registry the way users do (:func:`certify.claims.loading.load`: parsed once
per process, each file's parse kept in the user cache across processes); ``CERTIFY_CACHE``
names another cache directory, or ``off``.
"""

import os

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
