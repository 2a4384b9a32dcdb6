"""Where the package's data files are: one resolver, through :mod:`importlib.resources`, so the
same lookup serves a checkout, an editable install and an installed wheel.

* :func:`packaged` — a data file of a package (``certify.claims`` ``data/paz.toml``);
* :func:`committed` — a committed certificate the audit reads, under ``certify/committed/``.
  In the repository that folder links to ``proofs/`` (``certify/committed/mastermind`` ->
  ``proofs/mastermind``: one copy, new files picked up by the package-data glob in
  pyproject.toml); in a wheel the files themselves are package data.

>>> committed("mastermind").name
'mastermind'
>>> packaged("certify.claims", "data").is_dir()
True
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

from ..errors import CertifyError


def packaged(package: str, relative: str = "") -> Path:
    """The file or folder ``relative`` inside ``package`` as a filesystem path (certify is
    installed unzipped: setuptools wheels are)."""
    root = resources.files(package)
    if not isinstance(root, Path):  # a namespace package (no __init__.py): its one folder
        import importlib.util

        locations = list(importlib.util.find_spec(package).submodule_search_locations or ())
        root = Path(locations[0]) if len(locations) == 1 else root
    target = root.joinpath(*relative.split("/")) if relative else root
    if not isinstance(target, Path):
        raise CertifyError(f"{package} is not installed as files on disk ({type(target).__name__}); "
                           "reinstall certify from its wheel with pip")
    return target


def committed(relative: str) -> Path:
    """A committed certificate file or folder, ``relative`` to ``proofs/`` (``mastermind``,
    ``mastermind/4x6-mm-tree.json``), as shipped in the package."""
    return packaged("certify", f"committed/{relative}")
