"""The trusted base: small, independent checkers of certify's certificates.

Every module here imports only the standard library and numpy, never the rest of the
package (``tests/test_trusted_base.py`` enforces this, by parsing the imports and by
importing each module in a fresh interpreter), so a result can be re-verified where the
engines are not importable. Each module stays readable in one sitting and states its trusted
facts at the top of its docstring, and its length: "under N lines" in its docstring (this file:
under 140 lines) or in a ``# Line bound:`` comment; the whole trusted base has at most 5,940
lines of code (no blanks, comments or docstrings). ``tests/test_trusted_base.py`` holds each
module and the total to their bounds, and reports the counts.

One convention for all of them:

* ``check_file(path, ...)`` verifies a file; on success it returns a summary (a dict with at
  least ``"kind"``, the format name; the public API, ``certify.check``, wraps the table
  checker's in a ``Report``), on failure it raises :class:`CheckError` (defined here: the trusted base's one error
  type, its fault kind ``exit_code`` an :class:`ExitCode`);
* shared parsing and evaluation live in private ``_``-prefixed modules (``_claims``,
  ``_bundle_claim``, ``_paz_values``, ``_table_*``, ``_mastermind_*``, ...) that have no entry
  point and import no public checker;
* ``CheckError(message)``: ``message`` is one line naming the first offending item (a state,
  an entry, a word, a line of a proof); ``exit_code`` is 1 for an invalid certificate, 3 for a
  file that cannot be read or is not of the module's formats, 4 for a declared size beyond the
  module's stated limit;
* ``main(argv)``: ``python -m certify.checkers.<name> FILE`` prints one verdict line,
  ``FILE: valid KIND: ...`` or ``FILE: INVALID: ...``, and exits 0, 1, 3 or 4 (2 for usage);
  :func:`verdict` is that ``main``, given the module's check and how to describe its summary.

This file imports only ``sys``: importing a checker runs it and ``certify/__init__`` (lazy:
it loads no engine), nothing else of the package.
"""
from __future__ import annotations

import enum
import sys


class ExitCode(enum.IntEnum):
    """The one table of exit codes, for every command and checker (``docs/cli.md``); the
    rest of the package imports it from here (the trusted base is the lowest layer)."""

    OK = 0  # success: the file is valid, the audit matches the registry
    INVALID = 1  # an invalid certificate, or an audit regression (a status other than the registry expects)
    USAGE = 2  # usage error: a bad option, argument or combination of options
    UNREADABLE = 3  # an input file that cannot be read or is of an unsupported type
    LIMIT = 4  # a resource limit: the work or a declared size exceeds a stated limit
    REGISTRY = 5  # a registry that cannot be used: an unknown field, a missing or empty range, a bad expression
    INTERNAL = 70  # internal error (a bug; CERTIFY_DEBUG=1 shows the traceback)
    INTERRUPTED = 130  # interrupted (Ctrl-C); nothing unchecked is left behind


# The status vocabulary, declared once (the registry's ``expect``, the audit's results, the bundle,
# the reports): vacuous means no point satisfies the hypotheses (certify.audit.vacuity).
STATUSES = ("proved", "verified", "refuted", "open", "vacuous")

MEANING = {
    ExitCode.OK: "success: the file is valid, the audit matches the registry",
    ExitCode.INVALID: "an invalid certificate, or an audit regression (a status other than the registry expects)",
    ExitCode.USAGE: "usage error: a bad option, argument or combination of options",
    ExitCode.UNREADABLE: "an input file that cannot be read or is of an unsupported type",
    ExitCode.LIMIT: "a resource limit: the work or a declared size exceeds a stated limit",
    ExitCode.REGISTRY: "a registry that cannot be used: an unknown field, a missing or empty range, a bad expression",
    ExitCode.INTERNAL: "internal error (a bug; CERTIFY_DEBUG=1 shows the traceback)",
    ExitCode.INTERRUPTED: "interrupted (Ctrl-C); nothing unchecked is left behind",
}

INVALID, UNREADABLE, LIMIT = ExitCode.INVALID, ExitCode.UNREADABLE, ExitCode.LIMIT


class CheckError(Exception):
    """A certificate does not check, or cannot be read: one line naming the first fault.

    ``exit_code``: 1 invalid, 3 unreadable or unsupported, 4 beyond a stated limit.
    """

    def __init__(self, message: str, exit_code: int = INVALID):
        super().__init__(message)
        self.exit_code = ExitCode(exit_code)

    @property
    def fault(self) -> str:
        """The fault kind, as data: ``invalid``, ``unreadable`` or ``limit``."""
        return self.exit_code.name.lower()


def answers_help(args, usage: str) -> bool:
    """Every checker answers ``-h``/``--help`` (exit 0): its usage line and its module's
    docstring; whether ``args`` asked for it."""
    if not args or args[0] not in ("-h", "--help"):
        return False
    module = sys.modules.get(f"certify.checkers.{usage.split()[0]}")
    if module is None or module.__name__ == "__main__":
        module = sys.modules.get("__main__")
    doc = (getattr(module, "__doc__", None) or "").strip()
    print(f"usage: python -m certify.checkers.{usage}" + (f"\n\n{doc}" if doc else ""))
    return True


def interrupted(message: str) -> ExitCode:
    """Ctrl-C handled: ``message`` on stderr, and exit 130. Under ``python -m``, CPython exits by
    SIGINT itself (status -2) when the interrupt landed in code run from a string (``exec``,
    ``eval``: gmpy2's import runs some), though it was caught: that sets a flag ``Py_RunMain``
    reads at exit, which a string evaluated now clears (tests/test_hostile.py)."""
    print(message, file=sys.stderr)
    eval("None")  # noqa: S307  (a constant: it only clears CPython's unhandled-interrupt flag)
    return ExitCode.INTERRUPTED


def verdict(argv, usage: str, check, describe, counts=(1,), named: int = 0) -> int:
    """A checker's ``main``: ``python -m certify.checkers.USAGE``; ``check(*args)`` returns a
    summary or raises CheckError, and one line is printed about ``args[named]``: ``FILE: valid
    describe(summary)`` (exit 0) or ``FILE: INVALID: message`` (the error's exit code; ``LIMIT:``
    for exit 4; a
    nesting beyond Python's stack, exit 4; Ctrl-C, ``FILE: interrupted``, exit 130). A wrong
    number of arguments is a usage error (2)."""
    args = sys.argv[1:] if argv is None else list(argv)
    if answers_help(args, usage):
        return ExitCode.OK
    if len(args) not in counts:
        print(f"usage: python -m certify.checkers.{usage}", file=sys.stderr)
        return ExitCode.USAGE
    try:
        summary = check(*args)
    except CheckError as error:
        label = "LIMIT" if error.exit_code == LIMIT else "INVALID"  # over a stated limit is not a false certificate
        print(f"{args[named]}: {label}: " + " ".join(str(error).splitlines())[:500])
        return error.exit_code
    except RecursionError:
        print(f"{args[named]}: LIMIT: nesting beyond the checker's limit")
        return LIMIT
    except KeyboardInterrupt:  # Ctrl-C: one line, as the certify command says it (a checker writes nothing)
        return interrupted(f"{args[named]}: interrupted, no verdict")
    print(f"{args[named]}: valid {describe(summary)}")
    return ExitCode.OK
