"""Parameter types and helpers shared by the commands: every option validated before any work."""

from __future__ import annotations

import math
from pathlib import Path

import click

from ..errors import CertifyError, ExitCode

RULES = click.Choice(["nica", "official", "tripartite"])
TABLE_FORMATS = ("csv", "json", "npz")


class Seconds(click.ParamType):
    """A timeout: a finite number of seconds, > 0 and at most a day."""

    name = "seconds"
    LIMIT = 86400.0

    def convert(self, value, param, ctx):
        try:
            seconds = float(value)
        except (TypeError, ValueError):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        if not math.isfinite(seconds) or not 0 < seconds <= self.LIMIT:
            self.fail(f"{value!r} must be a finite number of seconds in (0, {self.LIMIT:.0f}]", param, ctx)
        return seconds


SECONDS = Seconds()


class OutputPath(click.ParamType):
    """A path to write: refused at once if empty (``-o ''``); the rest is checked by
    ``certify.files.output.plan`` before any work."""

    name = "path"

    def convert(self, value, param, ctx):
        if isinstance(value, Path):
            return value
        if str(value) == "":
            self.fail("the path is empty", param, ctx)
        return Path(value)


OUT = OutputPath()


def usage_error(error: CertifyError) -> CertifyError:
    """A lower layer's refusal of a value the user typed: the same message, as a usage error
    (a resource limit stays a resource limit, exit 4)."""
    return error if error.exit_code == ExitCode.LIMIT else CertifyError.usage(str(error))


def option_path(value, option: str):
    """``-o ''`` and the like: a usage error naming the option."""
    if value is not None and str(value) == "":
        raise CertifyError.usage(f"{option}: the path is empty")
    return value


def json_object(tmp: Path) -> None:
    """The minimal check of a JSON output: it reads back as a JSON object."""
    import json

    if not isinstance(json.loads(tmp.read_text(encoding="utf-8")), dict):
        raise CertifyError.internal(f"{tmp} is not a JSON object")
