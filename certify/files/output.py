"""The output layer of every command that writes a file (``docs/cli.md``, "Output files").

Three steps, always in this order:

1. ``plan(...)`` validates every output path *before any work*: an existing regular file or
   a new file in an existing, writable directory; never a directory, device, FIFO, socket or
   symbolic link; never two outputs with the same path; the format named by the extension
   (``infer_format``) or a mismatch refused.
2. ``write(path, produce, check)`` writes to a temporary file beside the target (same
   extension, so a checker reading by extension reads it correctly), runs ``check`` on it,
   and renames it into place only if the check passes.
3. On any failure or interrupt the temporary file is removed and an existing target is
   left untouched.

The path ``-`` means standard output for every output option: the same steps, the checked
temporary file copied to stdout instead of renamed (no file named ``-`` is ever written).
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
import tempfile
from pathlib import Path
from typing import Callable, Iterable

from ..errors import CertifyError

# extensions the tool writes; an output whose extension is another of these is a mismatch
STDOUT = "-"


def is_stdout(path) -> bool:
    """Whether an output path is ``-``, standard output."""
    return path is not None and os.fspath(path) == STDOUT


KNOWN = {"csv": "csv", "json": "json", "npz": "npz", "md": "markdown", "html": "html", "htm": "html", "smt2": "smt2"}


def _kind(mode: int) -> str:
    for test, name in ((stat.S_ISDIR, "a directory"), (stat.S_ISCHR, "a character device"),
                       (stat.S_ISBLK, "a block device"), (stat.S_ISFIFO, "a named pipe (FIFO)"),
                       (stat.S_ISSOCK, "a socket"), (stat.S_ISLNK, "a symbolic link")):
        if test(mode):
            return name
    return "not a regular file"


def check_path(option: str, path: Path | str) -> Path:
    """Refuse (usage error naming ``option``) a path that is not a regular file or a new file
    in an existing, writable directory."""
    text = os.fspath(path)
    if text == "":
        raise CertifyError.usage(f"{option}: the path is empty")
    path = Path(text)
    if text == STDOUT:
        return path
    where = f"{option} {text}"
    try:
        info = os.lstat(path)
    except FileNotFoundError:
        info = None
    except OSError as error:
        raise CertifyError.usage(f"{where}: cannot use it ({error.strerror})") from None
    if info is not None:
        if not stat.S_ISREG(info.st_mode):
            raise CertifyError.usage(f"{where} is {_kind(info.st_mode)}; give a regular file (it is never replaced)")
        if not os.access(path, os.W_OK):
            raise CertifyError.usage(f"{where}: the file is not writable")
    _writable_directory(where, path.parent)
    return path


def _writable_directory(where: str, directory: Path) -> None:
    """Refuse (usage error) a parent ``directory`` that is missing or not writable."""
    if not directory.is_dir():
        raise CertifyError.usage(f"{where}: directory {directory} does not exist")
    if not os.access(directory, os.W_OK | os.X_OK):
        raise CertifyError.usage(f"{where}: directory {directory} is not writable")


def check_directory(option: str, path: Path | str) -> Path:
    """Refuse an output directory that is not a directory (or a new one in a writable parent)."""
    text = os.fspath(path)
    if text == "":
        raise CertifyError.usage(f"{option}: the path is empty")
    path = Path(text)
    if path.is_symlink():
        raise CertifyError.usage(f"{option} {text} is a symbolic link; give a directory")
    if path.exists():
        if not path.is_dir():
            raise CertifyError.usage(f"{option} {text} exists and is not a directory")
        if not os.access(path, os.W_OK | os.X_OK):
            raise CertifyError.usage(f"{option} {text}: the directory is not writable")
        return path
    _writable_directory(f"{option} {text}", path.parent)
    return path


def infer_format(option: str, path: Path, fmt: str | None, formats: Iterable[str]) -> str:
    """The format of ``path``: ``fmt`` if given and consistent with the extension, else the
    extension's; a missing, unknown or contradicting extension is refused."""
    formats = tuple(formats)
    suffix = path.suffix.lower().lstrip(".")
    if is_stdout(path):
        if fmt is None:
            raise CertifyError.usage(f"{option} -: standard output has no extension; pass --format ({', '.join(formats)})")
        if fmt not in formats:
            raise CertifyError.usage(f"unknown format {fmt!r}: choose one of {', '.join(formats)}")
        return fmt
    if fmt is None:
        if suffix in formats:
            return suffix
        raise CertifyError.usage(f"{option} {path}: cannot tell the format from the extension "
                         f"{'.' + suffix if suffix else '(none)'}; name the file .{' or .'.join(formats)} or pass --format")
    if fmt not in formats:
        raise CertifyError.usage(f"unknown format {fmt!r}: choose one of {', '.join(formats)}")
    if suffix != fmt:
        raise CertifyError.usage(f"--format {fmt} does not match {option} {path}: name the file *.{fmt}")
    return fmt


def check_single_format(option: str, path: Path, fmt: str) -> None:
    """For an output of one format (``fmt`` is a KNOWN value): refuse an extension that names
    another format the tool writes (``--json x.csv``); other extensions are accepted."""
    suffix = path.suffix.lower().lstrip(".")
    if suffix in KNOWN and KNOWN[suffix] != fmt:
        raise CertifyError.usage(f"{option} {path}: the extension .{suffix} says {KNOWN[suffix]}, but this output is {fmt}")


def plan(outputs: Iterable[tuple[str, Path | str | None]], directories: Iterable[tuple[str, Path | str | None]] = (),
         inputs: Iterable[tuple[str, Path | str | None]] = ()) -> None:
    """Validate every output of a command before any work; refuse two with the same path, and an
    output that is one of the command's ``inputs`` (a file it reads: it would be replaced)."""
    seen: dict[tuple, str] = {}
    read = {os.path.realpath(path): option for option, path in inputs if path is not None and not is_stdout(Path(path))}
    for option, path in outputs:
        if path is not None:
            path = check_path(option, path)
            key = (os.path.realpath(path.parent), path.name)
            if key in seen:
                raise CertifyError.usage(f"{seen[key]} and {option} name the same file {path}")
            if not is_stdout(path) and os.path.join(*key) in read:
                raise CertifyError.usage(f"{option} {path} is the file {read[os.path.join(*key)]} reads; write elsewhere")
            seen[key] = option
    for option, path in directories:
        if path is not None:
            check_directory(option, path)


def _temporary(path: Path, suffix: str = "") -> Path:
    """A fresh name for the temporary file beside ``path`` (or in the system's temporary folder for
    standard output); not yet created: :func:`_create` makes it inside the block whose ``finally``
    removes it, so an interrupt at any point leaves no file behind."""
    if is_stdout(path):  # checked in a private temporary folder, then copied to stdout
        return Path(tempfile.gettempdir()) / f"certify-stdout.{secrets.token_hex(8)}.partial{suffix}"
    return path.parent / f".{path.stem}.{secrets.token_hex(8)}.partial{path.suffix}"


def _create(tmp: Path) -> None:
    """Create ``tmp``, new (never an existing file), with the permissions the umask gives."""
    os.close(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o666))


def write(path: Path | str, produce: Callable[[Path], None], check: Callable[[Path], object] | None = None,
          option: str = "output", suffix: str = ""):
    """Write a file atomically: ``produce(tmp)`` writes the temporary file, ``check(tmp)``
    (raising on failure) verifies it, then it is renamed to ``path``. Returns ``check``'s
    result. On any failure or interrupt the temporary file is removed and ``path`` is left
    as it was."""
    path = check_path(option, path)
    tmp = _temporary(path, suffix)  # suffix: the format's extension, for standard output
    try:
        _create(tmp)
        try:
            produce(tmp)
        except OSError as error:
            raise CertifyError.unreadable(f"cannot write {path}: {error.strerror or error}") from None
        result = check(tmp) if check is not None else None
        if is_stdout(path):
            _to_stdout(tmp)
            return result
        check_path(option, path)  # still a regular file or absent: never replace anything else
        os.replace(tmp, path)
        _record(path)
        return result
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


KEPT_STDOUT = None  # the command line's stdout when its messages are redirected to stderr (cli/app.py)
WRITTEN: list[str] = []  # every file and folder renamed into place by this process, in order (an interrupt names them)


_TEMPORARY = re.compile(r"\.[0-9a-f]{16}\.partial(\.[^.]*)?$")  # how every name _temporary and staging make ends


def _record(path: Path) -> None:
    """Remember an output renamed into place (not an inner write into another's temporary file or
    staging directory: those are removed, never left, on an interrupt)."""
    if not any(_TEMPORARY.search(part) for part in Path(path).parts):
        WRITTEN.append(str(path))


def _remove_tree(folder: Path) -> None:
    """Remove a staging directory, again while a worker still finishing a write refills it (an
    interrupt stops the workers beside this process, not at once: session 38 found a stage left)."""
    import shutil
    import time

    for _ in range(50):
        shutil.rmtree(folder, ignore_errors=True)
        if not os.path.lexists(folder):
            return
        time.sleep(0.1)


def _to_stdout(tmp: Path) -> None:
    import shutil
    import sys

    stream = KEPT_STDOUT or sys.stdout
    stream.flush()
    with open(tmp, "rb") as source:
        shutil.copyfileobj(source, stream.buffer)
    stream.buffer.flush()


def write_text(path: Path | str, text: str, check=None, option: str = "output"):
    """``write`` for text (UTF-8)."""
    return write(path, lambda tmp: tmp.write_text(text, encoding="utf-8"), check, option)


@contextlib.contextmanager
def atomic_output(path: Path | str, mode: str, option: str = "output"):
    """A handle on a temporary file beside ``path``, renamed into place when the block ends
    without an exception (for writers that stream)."""
    path = check_path(option, path)
    tmp = _temporary(path)
    try:
        _create(tmp)
        with open(tmp, mode) as handle:
            yield handle
        if is_stdout(path):
            _to_stdout(tmp)
            return
        check_path(option, path)
        os.replace(tmp, path)
        _record(path)
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


@contextlib.contextmanager
def staged_directory(path: Path | str | None, option: str = "output directory", replace: bool = False):
    """A temporary directory beside ``path`` to write into; when the block ends without an
    exception its files are moved into ``path`` (created if new), each by a rename; with
    ``replace``, an existing ``path`` is replaced whole (its old contents removed), so that it
    holds exactly what was written. On any failure or interrupt the staging directory is
    removed and ``path`` is left as it was. ``path`` None: yields None (nothing to write)."""
    if path is None:
        yield None
        return
    import shutil

    path = check_directory(option, path)
    stage = path.parent / f".{path.name}.{secrets.token_hex(8)}.partial"  # made inside the try: an interrupt leaves none
    try:
        os.mkdir(stage, 0o700)
        yield stage
        if not path.exists():
            os.chmod(stage, 0o777 & ~_umask())
            os.rename(stage, path)
            _record(path)
            return
        check_directory(option, path)
        if replace:  # swap the whole directory: the old one aside, the stage in, the old removed
            os.chmod(stage, 0o777 & ~_umask())
            old = Path(tempfile.mkdtemp(prefix=f".{path.name}.", suffix=".old", dir=path.parent))
            os.rename(path, old / "previous")
            os.rename(stage, path)
            _record(path)
            shutil.rmtree(old, ignore_errors=True)
            return
        for item in sorted(stage.iterdir()):
            os.replace(item, path / item.name)
        _record(path)
    finally:
        _remove_tree(stage)


def _umask() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return umask
