"""The tool's error type and its exit codes (the same for every command; ``certify --help``).

======  ==========================================================================
 code   meaning
======  ==========================================================================
   0    success: the file is valid, the audit matches the registry
   1    an invalid certificate, a refuted claim, or an audit regression
   2    usage error: a bad option, argument or combination of options
   3    an input file that cannot be read or is of an unsupported type
   4    a resource limit: the work or a file's declared size exceeds a stated limit
  70    internal error (a bug in certify; ``CERTIFY_DEBUG=1`` shows the traceback)
 130    interrupted (Ctrl-C); nothing unchecked is left behind
======  ==========================================================================
"""

EXIT_OK = 0
EXIT_INVALID = 1
EXIT_USAGE = 2
EXIT_UNREADABLE = 3
EXIT_LIMIT = 4
EXIT_INTERNAL = 70
EXIT_INTERRUPTED = 130


class CertifyError(Exception):
    """Bad input or an invalid file: the message says what is wrong and what to do.

    ``exit_code`` is one of the codes above (default 1: invalid).
    """

    exit_code = EXIT_INVALID

    def __init__(self, message: str, exit_code: int | None = None):
        super().__init__(message)
        if exit_code is not None:
            self.exit_code = exit_code


class UsageError(CertifyError):
    """A bad option or argument (exit 2)."""

    exit_code = EXIT_USAGE


class UnreadableInput(CertifyError):
    """An input file that cannot be read or is of an unsupported type (exit 3)."""

    exit_code = EXIT_UNREADABLE


class ResourceLimit(CertifyError):
    """Work or a declared size beyond a stated limit (exit 4); the message names the limit
    and how to raise it."""

    exit_code = EXIT_LIMIT
