"""Bulls and Cows fewest codes at the least worst case (issue 40): the committed certificates
(proofs/fewest, ``certify-mastermind-fewest/3``) and strategy tree, re-read by the trusted checkers.

The 4x10 certificate's full check (344,764 states, about 20 CPU minutes) is the documented command
of docs/mastermind.md, not a test: CI's budget is an hour for everything. Here its tree is replayed
against every secret and must reach the value the certificate states, and the 4x9 certificate is
checked whole (slow)."""

import lzma
import json
from pathlib import Path

import pytest

from certify.checkers import mastermind as mmcheck

FOLDER = Path(__file__).resolve().parent.parent / "proofs" / "fewest"


def header(name: str) -> dict:
    with lzma.open(FOLDER / name, "rt", encoding="utf-8") as handle:
        return json.loads(handle.readline())


def test_the_4x10_tree_reaches_the_value_its_certificate_states():
    """Tanaka's game (4 digits of 10, no repeats): the strategy replayed against all 5040 secrets has
    worst case 7 and finds exactly as many codes at the 7th guess as the certificate's lower
    bound states (50, the best published, now shown least)."""
    stated = header("4x10-bc-fewest.jsonl.xz")
    assert (stated["format"], stated["digits"], stated["symbols"], stated["repeats"]) == (
        "certify-mastermind-fewest/3", 4, 10, False)
    summary = mmcheck.check_file(str(FOLDER / "4x10-bc-fewest-tree.json"))
    assert summary["codes"] == 5040
    assert summary["strategies"]["fewest-at-worst"][1] == stated["worst"]
    assert summary["deepest"]["fewest-at-worst"] == stated["fewest"]


@pytest.mark.slow
def test_the_committed_4x9_fewest_certificate_checks():
    """4x9 Bulls and Cows (3024 codes): worst case 6, and 578 codes at the 6th guess at fewest
    (about 25 CPU seconds)."""
    summary = mmcheck.check_file(str(FOLDER / "4x9-bc-fewest.jsonl.xz"))
    stated = header("4x9-bc-fewest.jsonl.xz")
    assert (summary["worst"], summary["fewest"], summary["codes"]) == (stated["worst"], stated["fewest"], 3024)
    assert (summary["worst"], summary["fewest"]) == (6, 578)
