"""Reading NPZ tables in their canonical form (docs/formats.md), for :mod:`certify.checkers.tables`.

A private helper: NumPy and the standard library only, with the trusted base's ``strict_io``
and ``_table_format`` (under 170 lines). Each member's .npy header is read and priced before its data: exactly the
members meta, scaled, offsets, runs, in that order, of dtypes ``<U`` (0-d), ``<i8``, ``<i8``,
``<i4`` in C order (no floats, complex, strings, objects, other widths or byte orders), each
member exactly its header plus its data. Then the arrays' form, vectorised: zeros in row and
column 0, values in ``0..n*m``, offsets indexing the runs, and runs in canonical order, inside
their state's legal range, each a maximal arithmetic progression (so a run can never expand
beyond its state's questions). The recorded sha256 is verified.

Two threads (zlib, hashlib and numpy release the GIL): the three arrays are inflated side by
side while the sha256 goes over them in member order, and the form checks' blocks of rows are
shared; a fault is reported as the sequential reading would (the first member, the first block).
"""
from __future__ import annotations

import hashlib
import json
import zipfile
import zlib
from concurrent.futures import ThreadPoolExecutor

import numpy as np

from certify.checkers.strict_io import LIMIT, UNREADABLE, CheckError, exact_keys, parse_json
from certify.checkers._table_format import GAMES, metadata, price, rules_of

NPZ_KEYS = ("format", "format_version", "rules", "max", "tool", "tool_version", "sha256")
NPZ_ARRAYS = (("meta", None, 0), ("scaled", "<i8", 2), ("offsets", "<i8", 1), ("runs", "<i4", 2))
BLOCK = 1 << 20  # cells per block of rows in the form checks
# (OverflowError: a Zip64 size or offset beyond what a seek accepts, e.g. one flipped byte of a Zip64 record)
ZIP_ERRORS = (ValueError, OSError, EOFError, RuntimeError, NotImplementedError, OverflowError, zipfile.BadZipFile,
              zlib.error)


def read_npz(archive, rules: str | None):
    """An NPZ table: members meta, scaled, offsets, runs of the documented dtypes and shapes."""
    names = [name for name, _, _ in NPZ_ARRAYS]
    if archive.namelist() != [f"{name}.npy" for name in names]:
        raise CheckError(f"an NPZ table holds exactly the arrays {', '.join(names)}, in that order")
    meta = npy(archive, "meta", None, 0, None)
    doc = parse_json(str(meta[()]))
    exact_keys(doc, NPZ_KEYS, "meta")
    if str(meta[()]) != json.dumps(doc):
        raise CheckError("meta is not in canonical form (json.dumps with default separators)")
    metadata(doc, "meta", "certify-table-npz")
    size = doc["max"]
    price(doc["rules"], size, 0)
    rules = rules_of(doc["rules"], rules)
    shapes = {"scaled": (size + 1, size + 1), "offsets": ((size + 1) ** 2 + 1,), "runs": None}
    R, columns = header(archive, "runs", "<i4", 2)[0]
    if columns != 4:
        raise CheckError(f"runs must have 4 columns, not {columns}")
    price(rules, size, R)
    digest = hashlib.sha256(f"{rules}:{size}:".encode())
    with ThreadPoolExecutor(2) as pool:  # inflating the members side by side, hashing them in order
        pending = [pool.submit(npy, archive, name, dtype, ndim, shapes[name]) for name, dtype, ndim in NPZ_ARRAYS[1:]]
        arrays = []
        try:
            for future in pending:  # in member order: the first member's fault is the one reported
                arrays.append(future.result())
                digest.update(np.ascontiguousarray(arrays[-1]).reshape(-1).view(np.uint8))  # its bytes, no copy
        finally:
            for future in pending:
                future.cancel()
    S, offsets, runs = arrays
    if digest.hexdigest() != doc["sha256"]:
        raise CheckError("content does not match its recorded sha256 (edited after writing)")
    return rules, size, S, offsets, runs


def header(archive, name, dtype, ndim):
    """``(shape, bytes of data)`` of member ``name`` from its .npy header, nothing allocated."""
    try:
        with archive.open(f"{name}.npy") as handle:
            version = np.lib.format.read_magic(handle)
            read = np.lib.format.read_array_header_1_0 if version == (1, 0) else np.lib.format.read_array_header_2_0
            shape, fortran, found = read(handle)
            start = handle.tell()
    except ZIP_ERRORS as error:
        raise CheckError(f"{name}: not a .npy array ({error})"[:200], UNREADABLE) from None
    if fortran or len(shape) != ndim or (dtype is None and found.kind != "U") or (dtype and found.str != dtype):
        raise CheckError(f"{name}: expected a {ndim}-d C-order array of {dtype or 'str'}, found {found.str} shape {shape}")
    nbytes = int(np.prod(shape, dtype=object)) * found.itemsize
    if name == "meta" and nbytes > 65536:
        raise CheckError("meta is longer than 64 KB", LIMIT)
    if archive.getinfo(f"{name}.npy").file_size != start + nbytes:
        raise CheckError(f"{name}: the member's size does not match its header (truncated or padded)")
    return shape, nbytes


def npy(archive, name, dtype, ndim, shape):
    found, _ = header(archive, name, dtype, ndim)
    if shape is not None and found != shape:
        raise CheckError(f"{name}: shape {found} does not match max (expected {shape})")
    try:
        with archive.open(f"{name}.npy") as handle:
            return np.lib.format.read_array(handle, allow_pickle=False)
    except ZIP_ERRORS as error:
            raise CheckError(f"{name}: unreadable array data ({error})"[:200], UNREADABLE) from None


def check_form(rules, size, S, offsets, runs) -> None:
    """Form checks of the arrays (read here, or given by a converter outside the trusted base),
    vectorised over blocks of rows (the temporaries stay about ``BLOCK`` cells), two threads; runs
    are maximal arithmetic progressions."""
    nica = GAMES[rules][2]
    if S[0].any() or S[:, 0].any() or (nica and S[1, 1] != -1):
        raise CheckError("scaled must be 0 in row and column 0" + (" and -1 at (1, 1)" if nica else ""))
    width = size + 1
    if offsets[0] != 0 or offsets[-1] != len(runs):
        raise CheckError("move offsets are not a valid index into the runs")
    rows = max(1, BLOCK // width)
    with ThreadPoolExecutor(2) as pool:
        faults = [fault for fault in pool.map(lambda n0: rows_fault(rules, size, S, offsets, runs, n0, min(n0 + rows, width)),
                                              range(0, width, rows)) if fault]
    if faults:
        raise faults[0]  # the first block's (map keeps the order): as the sequential check would


def rows_fault(rules, size, S, offsets, runs, n0, n1):
    """The form checks of the rows ``n0 .. n1 - 1``: the CheckError naming their first fault, or None."""
    _, most_parts, nica = GAMES[rules]
    width = size + 1
    try:
        n, m = np.ogrid[n0:n1, :width]
        block = S[n0:n1]
        bad = ((block < 0) | (block > n * m)) & ~((n == 1) & (m == 1) & nica)
        if bad.any():
            k, m0 = np.argwhere(bad)[0]
            raise CheckError(f"state ({n0 + k}, {m0}): value {block[k, m0]}/{(n0 + k) * m0} is not a probability")
        counts = np.diff(offsets[n0 * width : n1 * width + 1])
        if (counts < 0).any() or offsets[n0 * width] < 0 or offsets[n1 * width] > len(runs):
            raise CheckError("move offsets are not a valid index into the runs")
        if counts.reshape(n1 - n0, width)[(n == 0) | (m == 0) | ((n == 1) & (m == 1) & nica)].any():
            raise CheckError("moves listed for a non-state")
        form(size, most_parts, runs, offsets[n0 * width], counts, n0 * width)
    except CheckError as fault:
        return fault
    return None


def form(size, most_parts, runs, lo, counts, first_state):
    """The runs of the states ``first_state, ...`` (``counts`` of them each), starting at ``lo``:
    each legal for its state, in canonical order, and a maximal progression."""
    owner = np.repeat(np.arange(first_state, first_state + len(counts), dtype=np.int64), counts)
    r = runs[lo : lo + len(owner)].astype(np.int64)
    a, first, last, step, on = r[:, 0], r[:, 1], r[:, 2], r[:, 3], owner // (size + 1)
    is_guess = (a == 0) & (first == 0) & (last == 0) & (step == 1)
    top = np.where(a > 0, (on - a) // 2, on // 2)
    ok = is_guess | ((first >= np.maximum(a, 1)) & (last >= first) & (step >= 1) & ((last - first) % np.maximum(step, 1) == 0)
                     & ((first != last) | (step == 1)) & (a <= (on // 3 if most_parts == 3 else 0)) & (last <= top))
    same = owner[1:] == owner[:-1]
    follows = ~is_guess[:-1] & (is_guess[1:] | (a[1:] > a[:-1]) | ((a[1:] == a[:-1]) & (first[1:] > last[:-1])
                                 & (first[:-1] != last[:-1]) & (first[1:] != last[:-1] + step[:-1])))
    ok[1:] &= ~same | follows
    if not ok.all():
        k = int(np.flatnonzero(~ok)[0])
        raise CheckError(f"state ({on[k]}, {owner[k] % (size + 1)}): run {r[k].tolist()} is malformed, out of "
                         "canonical order, or not a maximal progression")

