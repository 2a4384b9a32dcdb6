"""``certify value``: the exact value of one state and all its optimal moves."""

from __future__ import annotations

import click

from ..errors import CertifyError
from ..files.display import decimal_text, progress_bar, ratio
from .options import RULES, usage_error


@click.command()
@click.argument("n", type=int, required=False)
@click.argument("m", type=int, required=False)
@click.option("--rules", type=RULES, default="official", show_default=True, help="Rule set.")
@click.option("--start", type=click.Choice(["frame", "draw", "card"]), help="Use a physical starting state instead of N M.")
@click.option("--characters", type=int, help="Characters in the game, with --start (default 24).")
@click.option("--all", "all_moves", is_flag=True, help="Show every legal move with its exact value.")
@click.option("--quiet", "-q", is_flag=True, help="No progress bar.")
def value(n, m, rules, start, characters, all_moves, quiet) -> None:
    """Exact value of state (N, M) and all its optimal moves.

    N is the number of candidates left for the player to move, M for the opponent.
    """
    from ..guesswho.onestate import solve_state
    from ..guesswho.rules import get as get_rules
    from ..guesswho.starts import start_state

    if start is None and characters is not None:
        raise CertifyError.usage("--characters applies only with --start (N M already give the pool sizes)")
    if start is not None:
        if n is not None or m is not None:
            raise CertifyError.usage("give either N M or --start, not both")
        try:
            n, m = start_state(start, 24 if characters is None else characters)
        except CertifyError as error:
            raise usage_error(error) from None
    if n is None or m is None:
        raise CertifyError.usage("give the state as N M (or use --start)")
    for name, size in (("N", n), ("M", m)):
        if size < 1:
            raise CertifyError.usage(f"{name} must be a positive integer, got {size}")
    if not get_rules(rules).is_state(n, m):
        raise CertifyError.usage(f"({n}, {m}) is not a state of the {rules} game")
    table = solve_state(rules, n, m)  # a small state: only the states it reaches, no engine start-up
    if table is None:
        from ..guesswho.sizes import check_size
        from ..guesswho.table import solve

        check_size(rules, max(n, m))
        with progress_bar(f"solving {rules} up to {max(n, m)}", quiet) as progress:
            table = solve(rules, max(n, m), progress)
    exact = table.value(n, m)
    print(f"{rules} ({n}, {m}): value {ratio(exact)} = {decimal_text(exact)}")
    moves = table.optimal_moves(n, m)
    print("optimal moves: " + (" ".join(map(str, moves)) if moves else "(none: terminal state)"))
    if all_moves:
        print(f"{'move':>12}  {'exact value':>24}  {'decimal':>22}  {'worse by':>24}")
        for move, move_value in table.move_values(n, m):
            print(f"{str(move):>12}  {ratio(move_value):>24}  {decimal_text(move_value):>22}  {ratio(exact - move_value):>24}")
