"""Reading a bundle's files safely, for :mod:`.bundle` and :mod:`._bundle_claim` (a private
helper: standard library and ``strict_io`` only). Only regular files inside the bundle are read:
a plain relative path, no step of it a symlink, the file opened ``O_NOFOLLOW | O_NONBLOCK`` and
``fstat``-ed before it is read, within a byte limit; a gzip member's decompressed size is
priced by streaming and stopping at the limit, before anything of that size is held."""
from __future__ import annotations

import os
import re
import shutil
import stat
import tempfile
import weakref
import zlib
from pathlib import Path

from certify.checkers import LIMIT, UNREADABLE, CheckError
from certify.checkers.strict_io import limit, over_limit


def read_inside(root: Path, rel: str, most: int) -> bytes:
    """The bytes of ``root/rel``: every step a real directory or, last, a regular file (no
    symlink, FIFO or device: opened ``O_NOFOLLOW | O_NONBLOCK``, then ``fstat``), at most
    ``most`` bytes (beyond: exit 4, unread)."""
    if not isinstance(rel, str) or not re.fullmatch(r"[A-Za-z0-9_.-]+(/[A-Za-z0-9_.-]+)*", rel) or ".." in rel.split("/"):
        raise CheckError(f"path {rel!r} is not a plain relative path inside the bundle")
    handle = None
    try:  # every step opened O_NOFOLLOW from the one before (no symlink at any step, no race between steps)
        handle = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
        for part in rel.split("/")[:-1]:
            step = os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=handle)
            os.close(handle)
            handle = step
        step = os.open(rel.split("/")[-1], os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=handle)
    except OSError as error:
        raise CheckError(f"{rel}: {'a symlink' if error.errno in (20, 40) else 'missing or unreadable'}"
                         f" ({error.strerror}); only regular files of the bundle are read") from None
    finally:
        if handle is not None:
            os.close(handle)
    handle = step
    try:
        info = os.fstat(handle)
        if not stat.S_ISREG(info.st_mode):
            raise CheckError(f"{rel} is not a regular file (a FIFO, device or directory)")
        if info.st_size > most:
            raise CheckError(f"{rel}: {info.st_size} bytes, over the limit of {most}", LIMIT)
        chunks, size = [], 0
        while chunk := os.read(handle, 1 << 20):
            chunks.append(chunk)
            size += len(chunk)
            if size > most:
                raise CheckError(f"{rel}: over the limit of {most} bytes", LIMIT)
        return b"".join(chunks)
    finally:
        os.close(handle)


class Snapshot:
    """A private directory (mode 0700) holding the evidence files as they were read, once, from
    the bundle: the checkers read these copies, so a file changed in the bundle while it is
    checked changes nothing checked (the bytes hashed are the bytes checked)."""

    def __init__(self) -> None:
        self.root: Path | None = None

    def keep(self, rel: str, data: bytes) -> Path:
        if self.root is None:  # removed by close(), else when the snapshot is collected or the interpreter exits
            self.root = Path(tempfile.mkdtemp(prefix="certify-check-"))
            self.removed = weakref.finalize(self, shutil.rmtree, self.root, True)
        path = self.root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(data)
        return path

    def close(self) -> None:
        if self.root is not None:
            self.removed()
            self.root = None


def gzip_size(data: bytes, what: str) -> int:
    """The decompressed size of gzip ``data``, streamed and stopped at CERTIFY_CHECK_MAX_GZIP_MB
    (default 256; exit 4) before anything of that size is held."""
    most = limit("MAX_GZIP_MB", 256) << 20
    inflate, size, rest = zlib.decompressobj(16 + zlib.MAX_WBITS), 0, data
    try:
        while rest:
            size += len(inflate.decompress(rest, 1 << 20))
            rest = inflate.unconsumed_tail
            if size > most:
                over_limit(f"decompressing {what}", size >> 20, "MAX_GZIP_MB", 256, " MB (or more)")
            if inflate.eof:
                rest = inflate.unused_data  # a further gzip member
                inflate = zlib.decompressobj(16 + zlib.MAX_WBITS) if rest else inflate
    except zlib.error as error:
        raise CheckError(f"{what}: cannot decompress: {error}", UNREADABLE) from None
    return size
# Line bound: under 110 lines (tests/test_trusted_base.py holds the module to it).
