"""Reading a bundle's files safely, for :mod:`.bundle` and :mod:`._bundle_claim` (a private
helper: standard library and ``strict_io`` only). Only regular files inside the bundle are read:
a plain relative path, no step of it a symlink, the file opened ``O_NOFOLLOW | O_NONBLOCK`` and
``fstat``-ed before it is read, within a byte limit; a gzip member's decompressed size is
priced by streaming and stopping at the limit, before anything of that size is held."""
from __future__ import annotations

import os
import re
import stat
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
    here = Path(root)
    for part in rel.split("/")[:-1]:
        here = here / part
        try:
            if not stat.S_ISDIR(os.lstat(here).st_mode):
                raise CheckError(f"{rel}: {here.name} is not a directory of the bundle (a symlink?)")
        except OSError:
            raise CheckError(f"{rel} is missing") from None
    try:
        handle = os.open(here / rel.split("/")[-1], os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK)
    except OSError as error:
        raise CheckError(f"{rel}: {'a symlink' if error.errno == 40 else 'missing or unreadable'}"
                                f" ({error.strerror}); only regular files of the bundle are read") from None
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
# Line bound: under 80 lines (tests/test_trusted_base.py holds the module to it).
