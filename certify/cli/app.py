"""The ``certify`` command: argument wiring only. Every failure is one line on stderr and an
exit code from ``certify/errors.py`` (listed in ``certify --help`` and ``docs/cli.md``).

Files are written through ``certify/files/output.py`` (paths validated before any work, written
beside the target, checked, then renamed); what is printed comes from ``certify/files/display.py``.
"""

from __future__ import annotations

import contextlib
import os
import signal
import sys
from importlib import import_module

import click

from .._version import __version__
from ..checkers import interrupted
from ..errors import CertifyError, ExitCode, exit_code_table
from ..files import output

# command name -> (module in certify.cli, the click command in it): a command's module (and what
# it imports) is loaded only when that command runs, or for ``--help``
COMMANDS = {"value": ("value", "value"), "table": ("table", "table"), "check": ("check", "check_command"),
            "abgame": ("abgame", "abgame"), "adversary": ("adversary", "adversary"), "audit": ("audit", "audit"),
            "prove": ("prove", "prove")}


class LazyGroup(click.Group):
    def list_commands(self, ctx) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx, name):
        if name not in COMMANDS:
            return None
        module, attribute = COMMANDS[name]
        return getattr(import_module(f"{__package__}.{module}"), attribute)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]}, epilog="\b\nExit codes:\n" + exit_code_table())
@click.version_option(__version__, prog_name="certify")
def app() -> None:
    """Exact, independently checked optimal strategies for Guess Who and its relatives."""


# ---- entry point ---------------------------------------------------------------------------

_MAIN_PID = None


def _on_interrupt(signum, frame) -> None:
    """SIGINT: an interrupt in this process; in a forked worker nothing (the parent stops the
    pool), so no worker prints a traceback."""
    if os.getpid() == _MAIN_PID:
        raise KeyboardInterrupt


def main(argv: list[str] | None = None) -> int:
    """Entry point: run the command, turning every error into one line on stderr and an exit
    code of ``certify/errors.py``."""
    global _MAIN_PID
    _MAIN_PID = os.getpid()
    output.WRITTEN.clear()
    previous = None
    try:
        previous = signal.signal(signal.SIGINT, _on_interrupt)
    except ValueError:  # not the main thread (embedded use): keep the default handler
        pass
    try:
        return _run(argv)
    except BrokenPipeError:  # stdout closed early (``certify ... | head``): stop quietly
        with contextlib.suppress(OSError, ValueError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return ExitCode.INVALID
    finally:
        if previous is not None:
            signal.signal(signal.SIGINT, previous)


def _run(argv) -> int:
    try:
        args = sys.argv[1:] if argv is None else list(argv)
        # an output option given '-' owns stdout: the command's messages go to stderr
        # (certify.files.output copies the checked file to the stdout kept here)
        redirect = contextlib.redirect_stdout(sys.stderr) if output.STDOUT in args else contextlib.nullcontext()
        output.KEPT_STDOUT = sys.stdout
        with redirect, app.make_context("certify", args) as context:  # not app.main: it prints a newline on Ctrl-C
            app.invoke(context)
    except KeyboardInterrupt:
        return _interrupted()
    except CertifyError as error:
        print(f"certify: error: {error}", file=sys.stderr)
        return error.exit_code
    except click.exceptions.NoArgsIsHelpError as error:
        print(error.format_message())
        return ExitCode.OK
    except click.UsageError as error:
        print(f"certify: error: {error.format_message()}", file=sys.stderr)
        return ExitCode.USAGE
    except click.exceptions.Exit as done:
        return done.exit_code
    except click.Abort:
        return _interrupted()
    except MemoryError:
        print("certify: error: out of memory (a resource limit: try a smaller size)", file=sys.stderr)
        return ExitCode.LIMIT
    except BrokenPipeError:
        raise
    except OSError as error:
        print(f"certify: error: {error.strerror or error}: {error.filename or ''}".rstrip(": "), file=sys.stderr)
        return ExitCode.UNREADABLE
    except Exception as error:  # a bug, not bad input: still one line, with a way to see more
        if isinstance(error, SystemError) and _from_interrupt(error):
            return _interrupted()  # Ctrl-C inside a compiled kernel: numba's "returned a result with an exception set"
        if os.environ.get("CERTIFY_DEBUG"):
            raise
        print(f"certify: internal error: {type(error).__name__}: {error} (set CERTIFY_DEBUG=1 for the traceback)", file=sys.stderr)
        return ExitCode.INTERNAL
    return ExitCode.OK


def _from_interrupt(error: BaseException) -> bool:
    """Whether a KeyboardInterrupt is among the causes and contexts of ``error`` (a kernel's
    SystemError may wrap another one that wraps the interrupt: seen writing the 4x10 certificate)."""
    seen: set = set()
    pending = [error]
    while pending:
        link = pending.pop()
        if link is None or id(link) in seen:
            continue
        if isinstance(link, KeyboardInterrupt):
            return True
        seen.add(id(link))
        pending += [link.__cause__, link.__context__]
    return False


def _interrupted() -> int:
    written = [path for path in dict.fromkeys(output.WRITTEN) if os.path.lexists(path)]  # not scratch removed since
    message = ("certify: interrupted; nothing written" if not written else
               f"certify: interrupted; written (each checked) before the stop: {', '.join(written)[:300]}; nothing else")
    try:
        return interrupted(message)
    except KeyboardInterrupt:  # a second Ctrl-C while the line is printed
        return ExitCode.INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
