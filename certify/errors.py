"""The tool's one error type, :class:`CertifyError`, and the one table of exit codes
(:class:`ExitCode`, defined in the trusted base and re-exported here; ``certify --help`` and
``docs/cli.md`` list it). The trusted base raises its own ``certify.checkers.CheckError``;
the command line turns either into one line on stderr and the error's exit code.

>>> error = CertifyError.usage("--max must be >= 2")
>>> error.exit_code, error.exit_code.name
(<ExitCode.USAGE: 2>, 'USAGE')
"""

from __future__ import annotations

from .checkers import MEANING, ExitCode

__all__ = ["CertifyError", "ExitCode", "exit_code_table"]


class CertifyError(Exception):
    """Bad input, an invalid file or a result that differs: the message says what is wrong and
    what to do; ``exit_code`` (an :class:`ExitCode`, default ``INVALID``) says which kind.

    The constructors :meth:`usage`, :meth:`unreadable`, :meth:`registry`, :meth:`limit` and
    :meth:`internal` name the other kinds: the kind is chosen where the error is raised.
    """

    def __init__(self, message: str, exit_code: int = ExitCode.INVALID):
        super().__init__(message)
        self.exit_code = ExitCode(exit_code)

    @classmethod
    def usage(cls, message: str) -> "CertifyError":
        """A bad option, argument or combination of options (exit 2)."""
        return cls(message, ExitCode.USAGE)

    @classmethod
    def unreadable(cls, message: str) -> "CertifyError":
        """An input file that cannot be read or is of an unsupported type (exit 3)."""
        return cls(message, ExitCode.UNREADABLE)

    @classmethod
    def registry(cls, message: str) -> "CertifyError":
        """A registry that cannot be used as written (exit 5): an unknown field (with the
        nearest valid name), a missing ``vars``, an empty or reversed range, a bad expression."""
        return cls(message, ExitCode.REGISTRY)

    @classmethod
    def limit(cls, message: str) -> "CertifyError":
        """Work or a declared size beyond a stated limit (exit 4); the message names the limit
        and how to raise it."""
        return cls(message, ExitCode.LIMIT)

    @classmethod
    def internal(cls, message: str) -> "CertifyError":
        """A bug: something the tool computed fails its own check (exit 70); the message is
        prefixed ``internal:``."""
        return cls(f"internal: {message}", ExitCode.INTERNAL)


def exit_code_table() -> str:
    """The exit codes, one per line, as ``certify --help`` prints them."""
    return "\n".join(f"{int(code):4d}  {MEANING[code]}" for code in ExitCode)
