"""Mastermind 4x8 (4 pegs, 8 colours, repeats; 4096 codes): the split search's committed cover
and fragments (proofs/mastermind-split/4x8, issue 40), re-checked by the trusted checker alone."""

from pathlib import Path

import pytest

from certify.checkers import mastermind as mmcheck

COVER = Path(__file__).resolve().parent.parent / "proofs" / "mastermind-split" / "4x8" / "cover.json"


@pytest.mark.slow
def test_the_committed_4x8_cover_certifies_the_three_optima():
    """Least total 20471 (the public strategy's, arfst23/Mastermind 2023, now shown optimal),
    least worst case 6, least total within 6 guesses 20473: each fragment checked on its own,
    then the cover (about two CPU minutes)."""
    summary = mmcheck.check_file(str(COVER), jobs=2)
    assert (summary["total"], summary["worst"], summary["restricted"], summary["codes"]) == (20471, 6, 20473, 4096)


def test_the_4x8_folder_names_exactly_the_fragments_present():
    """The cover cites only files that are committed, and every committed fragment is cited or
    recorded in the progress file (nothing stray, nothing missing)."""
    import json

    cover = json.loads(COVER.read_text(encoding="utf-8"))
    present = {f"fragments/{p.name}" for p in (COVER.parent / "fragments").iterdir()}
    assert set(cover["fragments"]) <= present
    progress = json.loads((COVER.parent / "progress.json").read_text(encoding="utf-8"))
    assert set(progress["fragments"]) == present
