"""The audit's tasks (certify.audit.run._groups): every claim in exactly one task, the claims of
one cached certificate together, the Mastermind games apart and the dearest (4x10 Bulls and
Cows, a minute of certificate checking) first."""

from certify.audit.run import _groups
from certify.claims.registry import load_registry


def test_tasks_partition_the_claims_and_split_the_mastermind_games():
    claims = list(load_registry(None).values())
    groups = _groups(claims)
    flat = [i for g in groups for i in g]
    assert sorted(flat) == list(range(len(claims)))
    task = {claims[i].id: n for n, g in enumerate(groups) for i in g}
    bulls = task["ab.introduction.bulls-and-cows-optimum"]
    assert bulls == 0  # the dearest task goes first
    assert task["ab.introduction.knuth-worst-case"] != bulls  # the 4x6 Mastermind game: another task
    assert task["ab.introduction.knuth-worst-case"] == task["ab.introduction.knuth-expected"]  # one game, one task
