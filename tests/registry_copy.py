"""A copy of the shipped registry with hand edits, for the glue tests: one helper, not one per file."""

import shutil

from certify.claims.registry import DATA


def edited(tmp_path, *changes, file: str = "cushing-dags.toml"):
    """A copy of the shipped registry with each ``(old, new)`` made once in ``file`` (each ``old``
    must occur exactly once)."""
    directory = tmp_path / "data"
    shutil.copytree(DATA, directory)
    path = directory / file
    text = path.read_text(encoding="utf-8")
    for old, new in changes:
        assert text.count(old) == 1, old
        text = text.replace(old, new)
    path.write_text(text, encoding="utf-8")
    return directory
