"""The audit's tasks (certify.audit.run._groups): every claim in exactly one task, the claims of
one cached certificate together, the Mastermind games apart and the dearest (4x10 Bulls and
Cows, a minute of certificate checking) first."""

from certify.audit.run import _groups
from certify.claims import loading


def test_tasks_partition_the_claims_and_split_the_mastermind_games():
    claims = list(loading.load(None).claims.values())
    groups = _groups(claims)
    flat = [i for g in groups for i in g]
    assert sorted(flat) == list(range(len(claims)))
    task = {claims[i].id: n for n, g in enumerate(groups) for i in g}
    bulls = task["ab.introduction.bulls-and-cows-optimum"]
    assert bulls == 0  # the dearest task goes first
    assert task["ab.introduction.knuth-worst-case"] != bulls  # the 4x6 Mastermind game: another task
    assert task["ab.introduction.knuth-worst-case"] == task["ab.introduction.knuth-expected"]  # one game, one task


def test_the_claims_reading_the_sat_searches_share_one_task():
    """paz.theorem-8 and paz.optimal.predetermined-lie-1.open read the same three budgeted SAT
    searches (certify.adversary.optimal, cached per process): one task, so each runs once."""
    claims = list(loading.load(None).claims.values())
    task = {claims[i].id: n for n, g in enumerate(_groups(claims)) for i in g}
    assert task["paz.theorem-8"] == task["paz.optimal.predetermined-lie-1.open"] == task["paz.optimal.predetermined-lies"]
    assert task["paz.theorem-8"] != task["ab.lemma-2"]
